import { z } from "zod";
import { LANGUAGES } from "~/lib/lang";
import { conversationKeySchema, slugSchema, turnIndexSchema } from "./input";
import { turnRequestSchema } from "./turn";

/**
 * The wire between the voice agent worker and the app's API (tRPC procedures `voice.callSetup`,
 * `cognition.prepareVoiceTurn`, `cognition.voiceTurn`, `cognition.voiceTimings`, `voice.callStarted`, `voice.callEnded`). The app validates the input with these
 * schemas, the agent validates what comes back with them; `agent/voicedesk/app-client.contract.test.ts`
 * runs both sides.
 */

/** What the agent needs once per call, before it greets. */
export const callSetupSchema = z.object({
  tenantName: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  supportedLanguages: z.array(z.enum(LANGUAGES)),
  helpdeskPhone: z.string(),
  /** Recogniser bias: doctor surnames, department names, campuses, the overlay's keywords. */
  keyterms: z.array(z.string()),
  pronunciations: z.array(z.object({ match: z.string(), replacement: z.string(), lang: z.enum(LANGUAGES).nullable() })),
});
export type CallSetup = z.infer<typeof callSetupSchema>;

export const callSetupInputSchema = z.object({ tenant: slugSchema });

/** The voice agent's turn: browser softphone (`voice`) or phone (`sip`), as the dispatch said. */
export const voiceTurnInputSchema = turnRequestSchema.extend({ channel: z.enum(["voice", "sip"]).default("voice") });
export type VoiceTurnRequest = z.input<typeof voiceTurnInputSchema>;

/**
 * The recogniser's final words, sent as soon as they exist, before the line has decided that the
 * caller finished: the app embeds them ahead of the turn (see server/cognition/orchestrator/
 * prepared-questions.ts). `lang` is the language the call is listening in now (the mishears of it
 * are corrected first, as the turn will). Nothing is stored or answered.
 */
export const prepareVoiceTurnInputSchema = turnRequestSchema.pick({ tenant: true, conversation: true, text: true }).extend({
  channel: z.enum(["voice", "sip"]),
  lang: z.enum(LANGUAGES),
});
export type PrepareVoiceTurnInput = z.input<typeof prepareVoiceTurnInputSchema>;

/** Agent-side timings of a voice turn, in ms since the end of the caller's speech. */
export const agentTimingsSchema = z.object({
  /** … to the line deciding that the caller has finished (end of turn). */
  decisionMs: z.number().nonnegative().optional(),
  /** … to the final transcript. */
  transcriptMs: z.number().nonnegative().optional(),
  /** … to the turn leaving the agent for cognition (after the session's own work on the decided turn). */
  requestMs: z.number().nonnegative().optional(),
  /** … to the first sentence of the answer arriving at the agent. */
  firstSentenceMs: z.number().nonnegative().optional(),
  /** … to the synthesiser's first audio frame of the answer. */
  firstFrameMs: z.number().nonnegative().optional(),
  /** … to the first audio frame of the answer leaving the agent. */
  firstAudioMs: z.number().nonnegative().optional(),
});
export type AgentTimings = z.infer<typeof agentTimingsSchema>;

export const voiceTimingsInputSchema = z.object({
  tenant: slugSchema,
  conversationId: z.uuid(),
  turnIndex: turnIndexSchema,
  timings: agentTimingsSchema,
});
export type VoiceTimingsInput = z.infer<typeof voiceTimingsInputSchema>;

/** The caller left (hung up, closed the page) while the conversation was open. */
export const callEndedInputSchema = z.object({
  tenant: slugSchema,
  /** The conversation key the turns used (the room name). */
  conversation: conversationKeySchema,
  channel: z.enum(["voice", "sip"]),
});
export type CallEndedInput = z.infer<typeof callEndedInputSchema>;

/**
 * A phone call began. `callerRef` is the SIP participant's identity: with the caller's number hidden
 * by the dispatch rule it is a digest of the number, and the app stores only a keyed hash of it.
 */
export const callStartedInputSchema = callEndedInputSchema.extend({
  callerRef: z
    .string()
    .min(1)
    .max(128)
    .regex(/^[\x21-\x7E]+$/, "must be printable ASCII without spaces"),
});
export type CallStartedInput = z.infer<typeof callStartedInputSchema>;
