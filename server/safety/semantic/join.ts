import { moduleLogger } from "~/lib/logger";
import type { Lang } from "~/lib/lang";
import { onlyAFormula, type TerminalDecision } from "../prefilter/classify-terminal";
import type { SemanticOpinion } from "./opinion";

const log = moduleLogger("safety.semantic");

/** Rule ids of what the second opinion adds, as logs, tests and the bench name them. */
export const SEMANTIC_RULES = { advice: "semantic.advice", emergency: "semantic.emergency" } as const;

/**
 * The patterns' decision on `text` with the semantic second opinion joined to it. The opinion may
 * only add: an emergency to anything that is not one yet (a refusal included — the emergency reply
 * gives no advice either, and it names 112 first), a refusal to a question the patterns let
 * through. It never takes a refusal or an emergency away, and it leaves the line's other fixed
 * replies (handoff, repeat, farewell …) alone unless it hears an emergency — and not even then when
 * the words are that formula and nothing more (onlyAFormula): "Good morning", "Sorry, I did not
 * catch that" and "I want to speak to a human" scored over its emergency bar, and a caller who
 * greets the line must not be told to hang up and call 112.
 */
export function joinSecondOpinion(decision: TerminalDecision, opinion: SemanticOpinion | null, lang: Lang, text: string): TerminalDecision {
  if (!opinion?.verdict || decision.class === "EMERGENCY") return decision;
  if (opinion.verdict === "emergency") {
    if (onlyAFormula(text, lang, decision)) {
      log.info({ lang, class: decision.class, emergency: round(opinion.scores.emergency) }, "semantic_emergency_on_formula_not_added");
      return decision;
    }
    return added({ class: "EMERGENCY", rule: SEMANTIC_RULES.emergency }, decision, opinion, lang);
  }
  if (decision.class === "FALLTHROUGH") return added({ class: "SAFETY_REFUSAL", rule: SEMANTIC_RULES.advice }, decision, opinion, lang);
  return decision;
}

function added(next: TerminalDecision, before: TerminalDecision, opinion: SemanticOpinion, lang: Lang): TerminalDecision {
  // Class and scores only: never the caller's words.
  const level = next.class === "EMERGENCY" ? "warn" : "info";
  log[level](
    { lang, class: next.class, before: before.class, advice: round(opinion.scores.advice), emergency: round(opinion.scores.emergency) },
    "semantic_opinion_added",
  );
  return next;
}

const round = (p: number) => Math.round(p * 1000) / 1000;
