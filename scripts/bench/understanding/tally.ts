import type { Lang } from "~/lib/lang";
import { percentile } from "../report";
import type { ItemOutcome } from "./ask-bank";
import { allHeard, wrongHeard } from "./facts";

/**
 * What one item counts as. Answerable: the right fact(s) heard; a wrong fact heard (another
 * campus's or ward's value, listed in the bank); an answer that says neither; "not found" (or a
 * refusal) although a page answers it. Unanswerable: declined, or answered anyway.
 */
export type Verdict = "right" | "wrong" | "other" | "not_found" | "declined" | "answered";

export interface Judged {
  outcome: ItemOutcome;
  verdict: Verdict;
  /** A right fact and a wrong one in the same answer: two facts from different scopes. */
  contradictory: boolean;
  /** A disclaimer on the answer to a navigational question. */
  navigationalDisclaimer: boolean;
}

export function judge(outcome: ItemOutcome): Judged {
  const { question: q, result } = outcome;
  const spoken = result.spoken;
  const answered = result.found && result.path !== "prefilter" && result.path !== "fallback";
  const navigationalDisclaimer = result.disclaimer && !q.medical;
  if (!q.answerable) return { outcome, verdict: answered ? "answered" : "declined", contradictory: false, navigationalDisclaimer };
  if (!answered) return { outcome, verdict: "not_found", contradictory: false, navigationalDisclaimer };
  const wrong = wrongHeard(q.wrong, spoken, q.lang).length > 0;
  const right = allHeard(q.facts, spoken, q.lang, outcome.draftText);
  return { outcome, verdict: wrong ? "wrong" : right ? "right" : "other", contradictory: wrong && right, navigationalDisclaimer };
}

export interface Tally {
  answerable: number;
  right: number;
  wrong: number;
  other: number;
  notFound: number;
  unanswerable: number;
  answeredAnyway: number;
  contradictory: number;
  disclaimers: number;
  /** Items whose answer was spoken (the denominator of the disclaimer count). */
  spokenAnswers: number;
  msP95: number;
  msP50: number;
}

export function tally(items: readonly Judged[]): Tally {
  const ms = items.map((j) => j.outcome.ms).sort((a, b) => a - b);
  const count = (v: Verdict) => items.filter((j) => j.verdict === v).length;
  return {
    answerable: items.filter((j) => j.outcome.question.answerable).length,
    right: count("right"),
    wrong: count("wrong"),
    other: count("other"),
    notFound: count("not_found"),
    unanswerable: items.filter((j) => !j.outcome.question.answerable).length,
    answeredAnyway: count("answered"),
    contradictory: items.filter((j) => j.contradictory).length,
    disclaimers: items.filter((j) => j.navigationalDisclaimer).length,
    spokenAnswers: items.filter((j) => j.outcome.result.found).length,
    msP95: ms.length ? percentile(ms, 95) : 0,
    msP50: ms.length ? percentile(ms, 50) : 0,
  };
}

const pct = (n: number, of: number) => (of === 0 ? "–" : `${((100 * n) / of).toFixed(0)} %`);

export const TALLY_HEADERS = [
  "hospital",
  "lang",
  "answerable",
  "right fact",
  "wrong fact",
  "other answer",
  "not found",
  "unanswerable",
  "answered anyway",
  "2 scopes",
  "nav. disclaimers",
  "turn p50 ms",
  "turn p95 ms",
] as const;

export function tallyRow(hospital: string, lang: Lang | "all", t: Tally): string[] {
  return [
    hospital,
    lang,
    String(t.answerable),
    `${t.right} (${pct(t.right, t.answerable)})`,
    `${t.wrong} (${pct(t.wrong, t.answerable)})`,
    `${t.other} (${pct(t.other, t.answerable)})`,
    `${t.notFound} (${pct(t.notFound, t.answerable)})`,
    String(t.unanswerable),
    `${t.answeredAnyway} (${pct(t.answeredAnyway, t.unanswerable)})`,
    String(t.contradictory),
    `${t.disclaimers}/${t.spokenAnswers}`,
    t.msP50.toFixed(0),
    t.msP95.toFixed(0),
  ];
}
