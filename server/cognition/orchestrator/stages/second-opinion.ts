import { moduleLogger } from "~/lib/logger";
import { embedderFailure, type Embedder } from "~/server/knowledge/embedding";
import { classifyTerminalDetailed } from "~/server/safety";
import { joinSecondOpinion, SEMANTIC_RULES } from "~/server/safety/semantic/join";
import { semanticOpinion, type SemanticOpinion } from "~/server/safety/semantic/opinion";
import type { SemanticModel } from "~/server/safety/semantic/model";
import type { Draft, Turn } from "../turn";
import { emergencyReply, type Classified } from "./emergency";
import type { LanguageOutcome } from "./language-lock";

const log = moduleLogger("cognition.second_opinion");

/** The classifier and the embedder whose vectors it reads (the turn's own when it is the same model). */
export interface SecondOpinionDeps {
  model: SemanticModel;
  embedder: Embedder;
}

/**
 * How long the turn waits for the question's vector before the patterns decide alone. The local
 * e5 answers in 40–150 ms on two busy cores; an embedder that takes longer is failing, and
 * retrieval will say so on its own. A caller is not kept waiting for a second opinion.
 */
export const SECOND_OPINION_WAIT_MS = 1500;

/**
 * What the second opinion did this turn, for the metrics: `off` — none configured (no e5 here);
 * `skipped` — the patterns already heard an emergency; `unavailable` — the embedder failed or was
 * too slow, the patterns alone decided; `consulted` — it was asked and added nothing; `added_*` —
 * it added a refusal or an emergency (set by the pre-filter stages that join it).
 */
export type SecondOpinionOutcome = "off" | "skipped" | "unavailable" | "consulted" | "added_refusal" | "added_emergency";

export interface SecondOpinion {
  opinion: SemanticOpinion | null;
  outcome: SecondOpinionOutcome;
}

/**
 * Stage "second opinion": the caller's question embedded once (the vector retrieval then reuses,
 * see ../question-vector.ts) and read by the semantic classifier. Never throws: when the embedder
 * is down the patterns alone decide, which is logged and counted.
 */
export async function askSecondOpinion(turn: Turn): Promise<SecondOpinion> {
  const deps = turn.deps.secondOpinion;
  if (!turn.utterance) return { opinion: null, outcome: "skipped" };
  if (!deps) return { opinion: null, outcome: "off" };
  // The turn's embedder remembers the vector for retrieval; another model's is only for this.
  const embedder = deps.embedder.model === turn.deps.embedder.model ? turn.deps.embedder : deps.embedder;
  let timer: NodeJS.Timeout | undefined;
  try {
    const vectors = await Promise.race([
      embedder.embed([turn.utterance], "query"),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error(`no vector within ${SECOND_OPINION_WAIT_MS} ms`), { name: "TimeoutError" })),
          SECOND_OPINION_WAIT_MS,
        );
      }),
    ]);
    const opinion = semanticOpinion(deps.model, vectors[0]!, turn.utterance);
    return { opinion, outcome: "consulted" };
  } catch (err) {
    log.warn({ lang: turn.lang, model: embedder.model, ...embedderFailure(err) }, "second_opinion_unavailable");
    return { opinion: null, outcome: "unavailable" };
  } finally {
    clearTimeout(timer);
    turn.watch.lap("second_opinion");
  }
}

/** What the second opinion stage hands on: its emergency reply, or the class the pre-filter reuses. */
export interface SecondOpinionVerdict {
  /** An emergency only the second opinion heard: the turn ends with this reply. */
  emergency: Draft | null;
  /** The pre-filter's class for the turn's words with the opinion joined (null: nothing judged). */
  judged: Classified | null;
  outcome: SecondOpinionOutcome;
}

/** The patterns already heard an emergency: no second opinion is asked. */
export const SKIPPED: SecondOpinionVerdict = { emergency: null, judged: null, outcome: "skipped" };

/**
 * Stage "second opinion", joined: the patterns' class for the turn's words (the one the emergency
 * stage reached is reused when the words and language are the same) with the opinion joined — it
 * may only add a refusal or an emergency — and what the opinion did, for the metrics.
 */
export async function secondOpinionOn(turn: Turn, language: LanguageOutcome, known: Classified): Promise<SecondOpinionVerdict> {
  const second = await askSecondOpinion(turn);
  const same = known.text === turn.utterance && known.lang === turn.lang;
  const patterns = same ? { class: known.class, rule: null } : classifyTerminalDetailed(turn.utterance, turn.lang);
  const joined = joinSecondOpinion(patterns, second.opinion, turn.lang, turn.utterance);
  const judged: Classified = { text: turn.utterance, lang: turn.lang, class: joined.class };
  if (joined.rule === SEMANTIC_RULES.emergency) return { emergency: emergencyReply(turn, language.heard), judged, outcome: "added_emergency" };
  return { emergency: null, judged, outcome: joined.rule === SEMANTIC_RULES.advice ? "added_refusal" : second.outcome };
}
