/**
 * The request header that carries the address a browser asked for (path and query) from the HTTP
 * front (server/http/serve-app.ts) to the console's layouts: a layout is not told its page's
 * address, and one that sends a signed-out person to the sign-in must say where they were going.
 * The front overwrites whatever a client sent in it; the sign-in checks it again anyway
 * (app/(console)/_components/return-path.ts).
 */
export const PAGE_ADDRESS_REQUEST_HEADER = "x-voicedesk-page";
