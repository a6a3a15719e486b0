import type { Lang } from "~/lib/lang";
import type { PriceUnit } from "~/server/knowledge/value-framework/units";
import { askedTypes } from "./answer-types";
import type { RankScope, ScoredSentence } from "./by-meaning";
import { priceUnitsOf } from "./tariffs";

/*
 * Which of the ranked sentences answer beside or instead of the best one (answerByMeaning): the
 * languages levelled onto one scale, a foreign answer's neighbouring row, the row in the asked
 * price unit, another campus's counterpart. Split out of by-meaning.ts unchanged.
 */

/** A second sentence is added when it is almost as good as the first. */
export const SECOND_SENTENCE_GAP = 0.015;

/**
 * The candidates re-ordered so that sentences of pages in different languages compete on one scale:
 * how far each stands above the tenant's noise level for the caller's language against its page's
 * language. e5 puts a sentence in another language lower than an equally apt one in the caller's
 * own (the cross-language gap), so by raw closeness the one page in the caller's language wins
 * whatever it says — an English caller of an Italian hospital heard its international-office page
 * for the bar's hours. The gap is this tenant's, measured at ingest per language pair (the noise
 * levels), not a number chosen on one hospital; sentences of the caller's language keep their
 * score, and the small preference for them (FOREIGN_PENALTY) stays.
 */
export function levelAcrossLanguages(ranked: ScoredSentence[], ownFloor: number, floorOf: (c: ScoredSentence) => number): ScoredSentence[] {
  if (!ranked.some((c) => c.foreign)) return ranked;
  return ranked.map((c) => (c.foreign ? { ...c, score: c.score - floorOf(c) + ownFloor } : c)).sort((a, b) => b.score - a.score);
}

/**
 * A second sentence of a foreign answer's own section, nearly as close, whose facts are said too:
 * a tariff table's rows ("per hour: 1,60 €", "weekly card: 22,00 €") are each a sentence, and the
 * template carries facts, not the row's words, so one row alone is often not the one asked for.
 * Never another column of a per-column table, another ward's case or another campus: those are
 * other scopes.
 */
export function sameScopeNeighbour(best: ScoredSentence, ranked: readonly ScoredSentence[], passes: (c: ScoredSentence) => boolean): ScoredSentence[] {
  const next = ranked.find(
    (c) =>
      c !== best &&
      c.foreign !== undefined &&
      c.chunkId === best.chunkId &&
      c.sentence.context === best.sentence.context &&
      c.sentence.column === undefined &&
      best.sentence.column === undefined &&
      !c.otherWard &&
      !c.otherVisitors &&
      // The asked ward's row, and beside it the general case's row, are two scopes.
      (!best.askedWard || c.askedWard === true) &&
      (!c.campus || !best.campus || c.campus === best.campus) &&
      c.score >= best.score - SECOND_SENTENCE_GAP &&
      passes(c),
  );
  return next ? [next] : [];
}

/** How much lower than the best sentence a row that quotes the asked unit may score and still answer instead. */
export const TARIFF_ROW_GAP = 0.03;

/**
 * The sentence that quotes the price in the unit asked for, when the best one does not: a tariff
 * table's rows ("Maximum per day: €14", "Every hour after that: €2.20", "Weekly card: €25") are a
 * hair apart in meaning, and the template says amounts, not the rows' words, so the row must be
 * the one asked for ("how much is parking?" asks the hourly rate; "a day ticket?" the day's). It
 * stays in the best sentence's page language and among sentences nearly as close; one of the best
 * sentence's own section need not reach the floor by itself (that section already did).
 */
export function tariffOfAskedUnit(
  best: ScoredSentence,
  ranked: readonly ScoredSentence[],
  unit: PriceUnit,
  passes: (c: ScoredSentence) => boolean,
  callerLang: Lang,
  /** The caller named the unit: then the same chunk's row in it answers however close its neighbours are. */
  named: boolean,
): ScoredSentence {
  const quotes = (c: ScoredSentence) => [...priceUnitsOf(c.sentence.text, c.foreign?.lang ?? callerLang).values()].includes(unit);
  if (quotes(best)) return best;
  const sameSection = (c: ScoredSentence) => c.chunkId === best.chunkId && c.sentence.context === best.sentence.context;
  return (
    ranked.find(
      (c) =>
        c.foreign?.lang === best.foreign?.lang &&
        c.answersType &&
        !c.otherWard &&
        // The same chunk's row in the asked unit answers however much closer its neighbour sounds
        // (a weekly pass's sentence says more words of a day's question than "Up to 24 hours: €8.00").
        (c.score >= best.score - TARIFF_ROW_GAP || (named && c.chunkId === best.chunkId)) &&
        (passes(c) || sameSection(c)) &&
        quotes(c),
    ) ?? best
  );
}

/** How close a sentence about another campus must be to the best one to be said beside it. */
export const OPEN_SCOPE_GAP = 0.05;

/**
 * The best sentence's counterpart on another campus, when the question named no campus: the same
 * kind of fact (both give times or numbers) for a different place, almost as close to the question.
 */
export function openScopePartner(best: ScoredSentence, c: ScoredSentence, within?: RankScope, foreign = false): boolean {
  if (!within || within.scope.campus || !best.campus || !c.campus || c.campus === best.campus || (c.foreign !== undefined) !== foreign) return false;
  const facts = (t: string) => /\d/.test(t);
  return c.answersType && c.score >= best.score - OPEN_SCOPE_GAP && facts(best.sentence.text) === facts(c.sentence.text);
}

/** "Campus Ter Haven: …" unless the sentence names its campus itself. */
export function withCampus(s: ScoredSentence): string {
  const name = s.campus?.names[0];
  if (!name || s.sentence.text.toLowerCase().includes(name.toLowerCase())) return s.sentence.text;
  return `${name}: ${s.sentence.text}`;
}

/** Whether the question asks what something costs. */
export function asksPrice(question: string, lang: Lang): boolean {
  return askedTypes(question, lang).has("price");
}
