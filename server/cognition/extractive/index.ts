import type { Lang, PerLang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { matchWords, normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { ExtractivePack } from "./pack";
import type { PriceUnit } from "~/server/knowledge/value-framework/units";
import { candidateSentences } from "./sentences";

const log = moduleLogger("cognition.extractive");
const PACKS: PerLang<ExtractivePack> = { nl, en, fr, it };

/** A retrieved chunk as the answer stage sees it (already language-scoped and reranked). */
export interface AnswerChunk {
  id: string;
  content: string;
  /** Reranked relevance, higher is better. */
  score: number;
}

export interface UnitMismatchNote {
  askedUnit: PriceUnit;
  foundUnit: PriceUnit;
}

export interface ExtractiveAnswer {
  found: boolean;
  text: string;
  /** Chunks whose sentences were spoken: the citations come from these. */
  usedChunkIds: string[];
}

/** Words longer than five letters are compared on their first five: parkeren ~ parkeertarief. */
function stem(word: string): string {
  return word.length > 5 ? word.slice(0, 5) : word;
}

function contentStems(text: string, stop: ReadonlySet<string>): Set<string> {
  return new Set(
    matchWords(text)
      .filter((w) => w.length > 1 && !stop.has(w))
      .map(stem),
  );
}

/**
 * The share of the question's content words (stemmed, the generic ones dropped) that a sentence
 * says itself or its page's title says (1), or only its other headings say (½). The meaning
 * answerer uses it as a tie-breaker. The title is the topic every sentence of the page shares: on
 * a page titled "Visiting hours", "General wards: 11:00 to 20:00" is as much about visiting as
 * "Paediatrics, other visitors: 15:00 to 19:00", whose row header merely repeats the word.
 */
export function wordCoverage(
  question: string,
  lang: Lang,
  sentence: { text: string; context: string; title?: string },
  alsoGeneric: readonly string[] = [],
): number {
  const pack = PACKS[lang];
  const stop = new Set(pack.stopwords.map((w) => normaliseForMatch(w).trim()));
  const generic = new Set([...pack.genericWords, ...alsoGeneric].map((w) => normaliseForMatch(w).trim()));
  const specific = contentStems(question, new Set([...stop, ...generic]));
  const asked = specific.size > 0 ? specific : contentStems(question, stop);
  if (asked.size === 0) return 0;
  const own = contentStems(sentence.text, stop);
  const topic = contentStems(sentence.title ?? "", stop);
  const ctx = contentStems(sentence.context, stop);
  let support = 0;
  for (const a of asked) support += own.has(a) || topic.has(a) ? 1 : ctx.has(a) ? 0.5 : 0;
  return support / asked.size;
}

/** Whether a word (as said) names a person the caller speaks of (pack.peopleWords). */
export function isPeopleWord(word: string, lang: Lang): boolean {
  return PACKS[lang].peopleWords.some((p) => matchWords(p).includes(matchWords(word)[0] ?? ""));
}

/**
 * The question's specific words as said (not function words, not generic ones such as "hospital",
 * not numbers: "room 412" names a room, not a topic of the pages).
 */
export function specificWords(question: string, lang: Lang, alsoGeneric: readonly string[] = []): string[] {
  const pack = PACKS[lang];
  const drop = new Set([...pack.stopwords, ...pack.genericWords, ...alsoGeneric].flatMap((w) => matchWords(w)));
  return [...new Set(matchWords(question).filter((w) => w.length > 2 && !/^\d+$/.test(w) && !drop.has(w)))];
}

const MAX_WORDS = 45;
const SECOND_SENTENCE_RATIO = 0.6;

/**
 * The offline answer path: pick the best-supported sentences of the top reranked chunks and say
 * at most two of them, verbatim. Nothing is generated, so nothing can be invented; when no
 * sentence shares enough of the question's words, `found` is false and the caller is offered
 * the helpdesk instead of a guess.
 */
export interface ExtractiveOptions {
  /** The asked price unit is not on the page (per hour asked, per kWh found): said before the answer. */
  unitMismatch?: UnitMismatchNote;
  /** More words that support no particular sentence (the hospital's own name). */
  alsoGeneric?: readonly string[];
}

export function answerExtractively(question: string, lang: Lang, chunks: AnswerChunk[], opts: ExtractiveOptions = {}): ExtractiveAnswer {
  const { unitMismatch } = opts;
  const pack = PACKS[lang];
  const stop = new Set(pack.stopwords.map((w) => normaliseForMatch(w).trim()));
  const generic = new Set([...pack.genericWords, ...(opts.alsoGeneric ?? [])].map((w) => normaliseForMatch(w).trim()));
  const specific = contentStems(question, new Set([...stop, ...generic]));
  // "Waar ligt het ziekenhuis?" asks about nothing but a generic word: then it counts after all.
  const asked = specific.size > 0 ? specific : contentStems(question, stop);
  if (asked.size === 0 || chunks.length === 0) return { found: false, text: "", usedChunkIds: [] };

  const topScore = Math.max(...chunks.map((c) => c.score));
  const scored = chunks.slice(0, 5).flatMap((chunk) =>
    candidateSentences(chunk.content).map((s) => {
      const own = contentStems(s.text, stop);
      const ctx = contentStems(s.context, stop);
      let hits = 0;
      let contextHits = 0;
      for (const a of asked) {
        if (own.has(a)) hits += 1;
        else if (ctx.has(a)) contextHits += 1;
      }
      const coverage = (hits + 0.5 * contextHits) / asked.size;
      // Prefer sentences that carry facts (times, prices, numbers) when relevance ties.
      const facts = /\d/.test(s.text) ? 0.15 : 0;
      return { chunk, sentence: s, hits, coverage, score: (coverage + facts) * (chunk.score / topScore) };
    }),
  );
  scored.sort((a, b) => b.score - a.score);
  const best = scored[0];
  const enough = best && best.hits >= 1 && (best.coverage >= 0.34 || best.hits >= 2);
  if (!best || !enough) {
    log.info({ lang, candidates: scored.length, bestCoverage: best?.coverage ?? 0 }, "extractive_not_found");
    return { found: false, text: "", usedChunkIds: [] };
  }

  const picked = [best];
  const words = (t: string) => t.split(/\s+/).length;
  const second = scored.find(
    (c) =>
      c !== best &&
      c.hits >= 1 &&
      c.score >= best.score * SECOND_SENTENCE_RATIO &&
      c.sentence.text !== best.sentence.text &&
      words(best.sentence.text) + words(c.sentence.text) <= MAX_WORDS,
  );
  if (second) picked.push(second);
  // Same chunk: keep reading order, so "first … then …" stays true.
  picked.sort((a, b) => (a.chunk.id === b.chunk.id ? a.sentence.index - b.sentence.index : 0));

  const sentences = picked.map((p) => p.sentence.text);
  if (unitMismatch) sentences.unshift(pack.unitMismatch(pack.units[unitMismatch.askedUnit], pack.units[unitMismatch.foundUnit]));
  const usedChunkIds = [...new Set(picked.map((p) => p.chunk.id))];
  log.info({ lang, used: usedChunkIds.length, sentences: sentences.length }, "extractive_answer");
  return { found: true, text: sentences.join(" "), usedChunkIds };
}
