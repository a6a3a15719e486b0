import type { TerminalClass } from "~/contracts/vocabulary";

/**
 * What a turn came to for the caller, in the order a reader of a call must see it. A refusal of
 * medical advice and an emergency are answers to the pipeline (a fixed reply, found = true) but
 * not to the caller: listed as "answered", a refusal read as if the line had given the advice.
 *
 * - `emergency`: the caller was told to call 112;
 * - `blocked`: an answer was written, the post-filter stopped it, the refusal was said instead;
 * - `refused`: the caller asked for medical advice and heard the refusal;
 * - `transferred`: the line put the caller through;
 * - `not_found`: the hospital's information held no answer;
 * - `answered`: the caller got an answer from the hospital's information;
 * - `other`: one of the line's own short replies (a greeting, a goodbye, "could you repeat that").
 */
export const TURN_OUTCOMES = ["emergency", "blocked", "refused", "transferred", "not_found", "answered", "other"] as const;
export type TurnOutcome = (typeof TURN_OUTCOMES)[number];

export interface TurnFacts {
  terminalClass: string | null;
  found: boolean;
  action: string;
  postfilterBlocked?: boolean | null;
}

const ANSWERING: readonly (TerminalClass | null)[] = ["FALLTHROUGH", null];

export function turnOutcome(turn: TurnFacts): TurnOutcome {
  if (turn.terminalClass === "EMERGENCY") return "emergency";
  if (turn.postfilterBlocked) return "blocked";
  if (turn.terminalClass === "SAFETY_REFUSAL") return "refused";
  if (turn.action === "transfer") return "transferred";
  if (!ANSWERING.includes(turn.terminalClass as TerminalClass | null)) return "other";
  return turn.found ? "answered" : "not_found";
}

/** How many turns of a call came to each outcome, most serious first, leaving out outcomes no turn had. */
export function outcomeCounts(turns: readonly TurnFacts[]): { outcome: TurnOutcome; count: number }[] {
  const counts = new Map<TurnOutcome, number>();
  for (const t of turns) counts.set(turnOutcome(t), (counts.get(turnOutcome(t)) ?? 0) + 1);
  return TURN_OUTCOMES.filter((o) => counts.has(o)).map((outcome) => ({ outcome, count: counts.get(outcome)! }));
}
