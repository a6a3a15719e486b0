import { PREFILTER_CLASSES, type PrefilterClass } from "~/contracts/vocabulary";

/** What the pre-filter decides about an utterance; all but FALLTHROUGH end the turn with a fixed reply. */
export const TerminalClass = Object.fromEntries(PREFILTER_CLASSES.map((c) => [c, c])) as { readonly [K in PrefilterClass]: K };
export type TerminalClass = PrefilterClass;
export type TerminalReplyClass = Exclude<TerminalClass, "FALLTHROUGH">;

/**
 * Precedence, strongest first: someone describing chest pain while asking for a dose hears the
 * emergency number; "thanks, but put me through" is a handoff, not a farewell.
 */
export const PRECEDENCE: readonly TerminalReplyClass[] = PREFILTER_CLASSES.filter((c): c is TerminalReplyClass => c !== "FALLTHROUGH");
