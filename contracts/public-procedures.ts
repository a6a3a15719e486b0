/**
 * The API procedures anyone may call, signed in or not. The server takes one of them per request
 * (no batching: server/api/http-handler.ts), so the browser's client sends them unbatched; the
 * router-wide access test (server/api/access.test.ts) holds this list to the router's declarations.
 */
export const PUBLIC_PROCEDURES: readonly string[] = [
  "webCall.join",
  "cognition.turn",
  "cognition.turnStream",
  "health.ping",
  "speech.classify",
  "speech.postfilter",
  "speech.shape",
  "tenantPublic.info",
  "invitation.accept",
  "invitation.info",
];
