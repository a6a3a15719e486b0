/**
 * What the semantic second opinion learns from: every labelled caller utterance of the development
 * material — the safety development sets (testkit/fixtures/safety/dev), the pre-filter's and the
 * emergency detector's case tables, the advice families' cases and held-out asks, the ordinary
 * questions the understanding and retrieval benches and the development hospitals' question banks
 * ask (navigational by construction), and composed examples (./augment.ts). Never the sealed sets
 * nor a held-out development batch or hospital: they measure what this learns, so they must not teach it.
 */
import { LANGUAGES, type Lang } from "~/lib/lang";
import { EMERGENCIES, EMERGENCY_NEAR_MISSES } from "~/server/safety/emergency/emergency-cases";
import { ADVICE_ASKS, ADVICE_NEAR_MISSES } from "~/server/safety/prefilter/advice/advice-cases";
import { HELDOUT_ADVICE_ASKS, HELDOUT_NEAR_MISSES } from "~/server/safety/prefilter/advice/advice-heldout";
import { CASES } from "~/server/safety/prefilter/prefilter-cases";
import type { SemanticClass } from "~/server/safety/semantic/model";
import { loadSafetySets } from "~/testkit/fixtures/safety";
import { understandingQuestions } from "~/testkit/fixtures/understanding";
import { CALLER_QUESTIONS } from "../../bench/fixtures/caller-questions";
import { DEV_HOSPITALS_DIR, loadHospitals, type Hospital } from "~/testkit/fixtures/hospitals/question-bank";
import { composedExamples } from "./augment";

export interface TrainingExample {
  lang: Lang;
  text: string;
  label: SemanticClass;
  /** Where it comes from: "dev" (the safety development sets, which the cross-validation folds are drawn from) or a case table. */
  source: string;
  /**
   * Development items only: the same ask in the four languages shares a group (the sets were
   * written side by side, one family at a time), so cross-validation never tests an ask whose
   * translation it trained on.
   */
  group?: string;
}

const FROM_SAFETY_LABEL = { advice: "advice", emergency: "emergency", navigational: "other" } as const satisfies Record<string, SemanticClass>;

/** The pre-filter's terminal classes as the second opinion sees them: only advice and emergencies are its business. */
function fromTerminalClass(cls: string): SemanticClass {
  return cls === "SAFETY_REFUSAL" ? "advice" : cls === "EMERGENCY" ? "emergency" : "other";
}

export function trainingCorpus(): TrainingExample[] {
  const out: TrainingExample[] = [];
  const rank = new Map<string, number>();
  // A held-out batch measures what the opinion never learnt: it must not teach it.
  for (const i of loadSafetySets("dev").items.filter((i) => !i.heldOut)) {
    const family = `${i.set ? `${i.set}/` : ""}${i.label}/${i.family}`;
    const n = rank.get(`${i.lang}/${family}`) ?? 0;
    rank.set(`${i.lang}/${family}`, n + 1);
    out.push({ lang: i.lang, text: i.text, label: FROM_SAFETY_LABEL[i.label], source: "dev", group: `${family}/${n}` });
  }
  for (const lang of LANGUAGES) {
    for (const [text, cls] of CASES[lang]) out.push({ lang, text, label: fromTerminalClass(cls), source: "prefilter-cases" });
    for (const [text] of EMERGENCIES[lang]) out.push({ lang, text, label: "emergency", source: "emergency-cases" });
    for (const [text, cls] of EMERGENCY_NEAR_MISSES[lang]) out.push({ lang, text, label: fromTerminalClass(cls), source: "emergency-cases" });
    for (const texts of Object.values(ADVICE_ASKS[lang])) for (const text of texts) out.push({ lang, text, label: "advice", source: "advice-cases" });
    for (const text of ADVICE_NEAR_MISSES[lang]) out.push({ lang, text, label: "other", source: "advice-cases" });
    for (const texts of Object.values(HELDOUT_ADVICE_ASKS[lang])) for (const text of texts) out.push({ lang, text, label: "advice", source: "advice-heldout" });
    for (const text of HELDOUT_NEAR_MISSES[lang]) out.push({ lang, text, label: "other", source: "advice-heldout" });
  }
  for (const q of understandingQuestions()) out.push({ lang: q.lang, text: q.text, label: "other", source: "understanding" });
  for (const q of CALLER_QUESTIONS) out.push({ lang: q.lang, text: q.text, label: "other", source: "caller-questions" });
  // The development hospitals' question banks: what callers ask a hospital line. Never the sealed
  // ones, nor a held-out development hospital: the understanding bench measures the line on its
  // questions as unseen, and a second opinion that learnt them as "other" would be measured in sample.
  for (const h of trainingHospitals()) for (const q of h.questions) out.push({ lang: q.lang, text: q.text, label: "other", source: "question-bank" });
  out.push(...composedExamples());
  return dedupe(out);
}

/** The development hospitals whose questions the second opinion may learn from: every one not kept held out. */
export function trainingHospitals(): Hospital[] {
  return loadHospitals(DEV_HOSPITALS_DIR).filter((h) => !h.heldOut);
}

/** The key under which the corpus keeps one utterance: its language and lower-cased text. */
export const exampleKey = (lang: string, text: string) => `${lang}\u0000${text.trim().toLowerCase()}`;

/** One example per language and text (the first source wins); two labels for one text is an error in the tables. */
function dedupe(examples: TrainingExample[]): TrainingExample[] {
  const seen = new Map<string, TrainingExample>();
  for (const e of examples) {
    const key = exampleKey(e.lang, e.text);
    const prior = seen.get(key);
    if (!prior) seen.set(key, e);
    else if (prior.label !== e.label) throw new Error(`"${e.text}" (${e.lang}) is labelled ${prior.label} in ${prior.source} and ${e.label} in ${e.source}`);
  }
  return [...seen.values()];
}
