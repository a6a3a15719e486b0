import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { moduleLogger } from "~/lib/logger";
import { ForbiddenError } from "~/lib/user-facing-error";

const log = moduleLogger("api.chat-token");

/**
 * Binds a typed conversation to the browser that started it.
 *
 * The threat: the public chat took any conversation key, so whoever knew or guessed one (a chat
 * key, a LiveKit room name, a SIP call's room) could append turns to that conversation and inherit
 * its state — a phone call's language lock, its follow-up context, its "not found" streak. Now the
 * browser never names a conversation: the server makes the key (`chat-` + 96 random bits), and
 * hands the page a token that says "this key, this tenant, until then", signed with a key derived
 * from AUTH_SECRET (every app instance shares it). The token lives in the page's memory only; each
 * answer renews it. Calls' conversations are LiveKit rooms (`call-…`): no token names one.
 */
export const CHAT_KEY_PREFIX = "chat-";
/** A conversation left alone this long is over; the page then starts a new one. */
export const CHAT_TOKEN_TTL_SECONDS = 60 * 60;

const payloadSchema = z.strictObject({
  /** The conversation key. */
  k: z.string().regex(/^chat-[0-9a-f]{24}$/),
  /** The tenant's slug. */
  t: z.string().min(1).max(64),
  /** Expiry, seconds since the epoch. */
  e: z.number().int().positive(),
});

export type ChatTokenRefusal = "malformed" | "bad_signature" | "expired" | "other_tenant";

/** Forbidden through the API's one error mapping (server/api/trpc.ts): the page starts a new conversation. */
export class ChatTokenRefused extends ForbiddenError {
  constructor(readonly reason: ChatTokenRefusal) {
    super(reason === "expired" ? "This conversation has ended; ask your question again to start a new one." : "This conversation cannot be continued here.");
  }
}

export interface ChatTokens {
  /** A new conversation of this tenant, and its token. */
  start(tenant: string, now?: Date): { conversation: string; token: string };
  /** The conversation a token names, refused unless signed by us, unexpired and of this tenant. */
  open(token: string, tenant: string, now?: Date): string;
  /** A fresh token for a conversation already opened (its expiry starts again). */
  renew(conversation: string, tenant: string, now?: Date): string;
}

export function chatTokens(secret: string): ChatTokens {
  const key = Buffer.from(hkdfSync("sha256", secret, "voicedesk", "chat-conversation-token", 32));
  const sign = (body: string) => createHmac("sha256", key).update(body).digest();
  const issue = (k: string, t: string, now: Date) => {
    const body = Buffer.from(JSON.stringify({ k, t, e: Math.floor(now.getTime() / 1000) + CHAT_TOKEN_TTL_SECONDS })).toString("base64url");
    return `${body}.${sign(body).toString("base64url")}`;
  };
  return {
    start(tenant, now = new Date()) {
      const conversation = `${CHAT_KEY_PREFIX}${randomBytes(12).toString("hex")}`;
      return { conversation, token: issue(conversation, tenant, now) };
    },
    renew: (conversation, tenant, now = new Date()) => issue(conversation, tenant, now),
    open(token, tenant, now = new Date()) {
      const refuse = (reason: ChatTokenRefusal): never => {
        log.warn({ reason }, "chat_token_refused");
        throw new ChatTokenRefused(reason);
      };
      const [body, mac] = token.split(".");
      if (!body || !mac) return refuse("malformed");
      const given = Buffer.from(mac, "base64url");
      const expected = sign(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse("bad_signature");
      let parsed: z.infer<typeof payloadSchema>;
      try {
        parsed = payloadSchema.parse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
      } catch {
        return refuse("malformed");
      }
      if (parsed.e * 1000 <= now.getTime()) return refuse("expired");
      if (parsed.t !== tenant) return refuse("other_tenant");
      return parsed.k;
    },
  };
}
