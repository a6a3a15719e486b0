import { z } from "zod";
import { LANGUAGES, langSchema } from "~/lib/lang";
import { slugSchema } from "./input";
import { ANSWER_PATHS } from "./vocabulary";

/**
 * The wire formats that cross a LiveKit room: what the app puts in a call's dispatch (read by the
 * agent worker) and what the agent tells the caller's page during the call. Both sides validate
 * with these schemas; `room-protocol.test.ts` and the e2e suite run both sides.
 */

/** The agent worker registers under this name; tokens and SIP dispatch rules ask for it explicitly. */
export const VOICE_AGENT_NAME = "voicedesk";

/** Room names are `call-<tenant>-<random>`: readable in LiveKit logs, never guessable. */
export const ROOM_PREFIX = "call-";

export const CALL_CHANNELS = ["web", "sip"] as const;
export type CallChannel = (typeof CALL_CHANNELS)[number];

/** What the app (token endpoint) or a SIP dispatch rule attaches to the agent dispatch. */
export const dispatchMetadataSchema = z.object({
  tenant: slugSchema,
  channel: z.enum(CALL_CHANNELS).default("web"),
  /** The page's language: only a hint for the greeting; the call's language locks on the first utterance. */
  lang: langSchema.optional(),
});
export type DispatchMetadata = z.infer<typeof dispatchMetadataSchema>;

/** Text-stream topic on which the agent sends `RoomEvent`s to the caller's page. */
export const ROOM_EVENTS_TOPIC = "voicedesk.events";

export const roomEventSchema = z.discriminatedUnion("type", [
  /** Sent once the agent joined: the page shows the automated-assistant notice with the tenant's name. */
  z.object({ type: z.literal("hello"), tenantName: z.string(), language: z.enum(LANGUAGES), automated: z.literal(true) }),
  /** One caller turn and what the line answered (shaped text, exactly what is spoken). */
  z.object({
    type: z.literal("turn"),
    turnIndex: z.number().int().nonnegative(),
    utterance: z.string(),
    spoken: z.string(),
    language: z.enum(LANGUAGES),
    path: z.enum(ANSWER_PATHS),
    disclaimer: z.boolean(),
    action: z.enum(["none", "transfer", "end_call"]),
  }),
  /** The agent's speech for a turn ended: played out whole, or cut off by the caller (barge-in). */
  z.object({ type: z.literal("speech_done"), turnIndex: z.number().int().nonnegative().nullable(), interrupted: z.boolean() }),
  /** The line is handing the caller to a person: a browser caller gets the number to call. */
  z.object({ type: z.literal("transfer"), helpdeskPhone: z.string() }),
  /** The line is closing the call; the room is deleted right after. */
  z.object({ type: z.literal("end_call") }),
]);
export type RoomEvent = z.infer<typeof roomEventSchema>;

export type ParsedRoomEvent = { ok: true; event: RoomEvent } | { ok: false; error: string };

/** Parse an incoming text-stream payload; never throws (a bad message must not break the page). */
export function parseRoomEvent(payload: string): ParsedRoomEvent {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return { ok: false, error: "not JSON" };
  }
  const parsed = roomEventSchema.safeParse(raw);
  return parsed.success
    ? { ok: true, event: parsed.data }
    : { ok: false, error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") };
}
