/** What the pre-filter decides about an utterance; all but FALLTHROUGH end the turn with a fixed reply. */
export const TerminalClass = {
  SAFETY_REFUSAL: "SAFETY_REFUSAL",
  HANDOFF_REQUEST: "HANDOFF_REQUEST",
  REPEAT_REQUEST: "REPEAT_REQUEST",
  OFF_TOPIC_PERSONAL: "OFF_TOPIC_PERSONAL",
  FAREWELL: "FAREWELL",
  GREETING: "GREETING",
  FALLTHROUGH: "FALLTHROUGH",
} as const;
export type TerminalClass = (typeof TerminalClass)[keyof typeof TerminalClass];
export type TerminalReplyClass = Exclude<TerminalClass, "FALLTHROUGH">;

/** Precedence, strongest first: "thanks, but put me through" is a handoff, not a farewell. */
export const PRECEDENCE: readonly TerminalReplyClass[] = [
  "SAFETY_REFUSAL",
  "HANDOFF_REQUEST",
  "REPEAT_REQUEST",
  "OFF_TOPIC_PERSONAL",
  "FAREWELL",
  "GREETING",
];
