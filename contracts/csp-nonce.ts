/**
 * The request header that carries the Content-Security-Policy nonce from the HTTP front
 * (server/http/serve-app.ts) to the layouts that render <style> elements (Mantine's, in
 * app/(console)/layout.tsx). The front overwrites whatever a client sent in it.
 */
export const NONCE_REQUEST_HEADER = "x-nonce";
