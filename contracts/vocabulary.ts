/**
 * Closed vocabularies that cross a process boundary: the agent, the browser and the database all
 * spell these the same way. The database enforces several as enums (server/db/schema/enums), built
 * from these lists, so the console's filters and the database cannot disagree.
 */

export const CONVERSATION_CHANNELS = ["voice", "web", "sip", "chat", "cli"] as const;
export type ConversationChannel = (typeof CONVERSATION_CHANNELS)[number];

/**
 * How a stored call ended, as the call list and the dashboard show it. `ended_by_caller`: the caller
 * hung up (or closed the page) while the call was still open — possibly in the middle of an answer.
 * `emergency`: the line recognised an emergency on the call; it outranks every other ending, so an
 * operator finds every such call by this one value. The database enforces the list as an enum
 * (server/db/schema/enums).
 */
export const CONVERSATION_DISPOSITIONS = ["answered", "escalated", "farewelled", "abandoned", "ended_by_caller", "emergency"] as const;
export type ConversationDisposition = (typeof CONVERSATION_DISPOSITIONS)[number];

/**
 * How a call ended as a reader is told it: the call list, the erasure list, the replay and the
 * dashboard's "how calls ended" all use these words, computed by one rule on the server
 * (server/db/call-page.ts `callEnding`). The stored disposition says how the call left the line;
 * the ending also reads its turns, so it never contradicts them: `emergency` when any turn sent the
 * caller to 112 (it outranks every other ending), `after_refusal` a call stored as answered whose
 * questions were all refused, `unanswered` one whose questions all found nothing, `open` a call
 * still going. Listed most serious first (the dashboard's order).
 */
export const CALL_ENDINGS = [
  "emergency",
  "escalated",
  "answered",
  "after_refusal",
  "unanswered",
  "farewelled",
  "ended_by_caller",
  "abandoned",
  "open",
] as const satisfies readonly (ConversationDisposition | "after_refusal" | "unanswered" | "open")[];
export type CallEnding = (typeof CALL_ENDINGS)[number];

/** A tenant's voice overlays: recogniser mishears, recogniser keywords, pronunciations. */
export const OVERLAY_KINDS = ["stt_mishear", "stt_keyword", "pronunciation"] as const;
export type OverlayKind = (typeof OVERLAY_KINDS)[number];

/** Which branch of the turn pipeline produced the answer. */
export const ANSWER_PATHS = ["prefilter", "capability", "faq", "agent", "extractive", "fallback"] as const;
export type AnswerPath = (typeof ANSWER_PATHS)[number];

/**
 * What the pre-filter decides about an utterance (server/safety): every class but FALLTHROUGH ends
 * the turn with a fixed reply. EMERGENCY is the caller in danger (the reply names 112 first).
 */
export const PREFILTER_CLASSES = [
  "EMERGENCY",
  "SAFETY_REFUSAL",
  "HANDOFF_REQUEST",
  "REPEAT_REQUEST",
  "OFF_TOPIC_PERSONAL",
  "FAREWELL",
  "GREETING",
  "FALLTHROUGH",
] as const;
export type PrefilterClass = (typeof PREFILTER_CLASSES)[number];

/**
 * What decided a turn's reply: a pre-filter class, or one of the turn's own fixed replies — an
 * empty transcript, an answer to the line's offer to put the caller through, a language switch
 * or a caller speaking another language on a locked call. A closed list: the agent, the console
 * and the stored messages can rely on every value.
 */
export const TERMINAL_CLASSES = [...PREFILTER_CLASSES, "EMPTY", "UNCLEAR", "OFFER_ACCEPTED", "OFFER_DECLINED", "LANGUAGE_SWITCH", "LANGUAGE_LOCKED"] as const;
export type TerminalClass = (typeof TERMINAL_CLASSES)[number];

/**
 * What a call's turns came to that an operator looks for, as the call list counts them per call and
 * filters by: `emergency` the caller was told to call 112; `refused` medical advice refused, or an
 * answer the post-filter stopped; `not_found` the hospital's information held no answer. The server
 * counts and filters with one definition (server/db/call-page.ts), so a row the filter finds always
 * shows the count it was found by.
 */
export const CALL_OUTCOMES = ["emergency", "refused", "not_found"] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

/** What the line does after speaking a turn's answer. */
export const TURN_ACTIONS = ["none", "transfer", "end_call"] as const;
export type TurnAction = (typeof TURN_ACTIONS)[number];

/**
 * How a staff session was opened (server/auth/staff-sessions): the account page names each in
 * words, so a new way of signing in is a type error there until it has them.
 */
export const STAFF_SESSION_METHODS = ["password", "password+totp", "recovery code", "oidc"] as const;
export type StaffSessionMethod = (typeof STAFF_SESSION_METHODS)[number];

/**
 * The query parameter of a page the app reloaded because it refused the page's server action under
 * load (server/http/busy-page.ts): the sign-in form, empty again, says why instead of nothing.
 */
export const REFUSED_ACTION_PARAM = "busy";
