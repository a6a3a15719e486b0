import type { Lang } from "~/lib/lang";
import { compatibleUnits, type PriceUnit } from "~/server/knowledge/value-framework/units";
import { carriesAmount } from "./answer-types";
import type { ScoredSentence } from "./by-meaning";
import { priceUnitsOf } from "./tariffs";

/** How much lower than the best row the table's first priced row may score and still answer instead. */
export const FIRST_ROW_GAP = 0.03;

/**
 * The first priced row of the tariff table the best sentence is a row of, when the caller asks
 * "how much" without naming how long (no unit, no length of stay) and no row quotes the unit the
 * question implies. A tariff table is written from the shortest stay to the longest ("first 30
 * minutes: free", "up to 2 hours: €2.50", …, "weekly card: €15.00"), and its rows are a hair apart
 * in meaning: e5 put the weekly card first by 0.006 for "How much is the car park?", and the caller
 * heard €15 a week where the page's answer to a visitor is €2.50 for up to two hours. The entry
 * price is what "how much" asks; a longer stay is asked by naming it (tariffOfAskedUnit).
 *
 * Only a row of the same table (chunk, section, no per-column cell) that carries an amount and
 * stands nearly as close; a row below the floor answers only from the best row's own table (which
 * has shown it answers the question). A sentence that is no table row is left as it is.
 */
export function firstPricedRow(best: ScoredSentence, ranked: readonly ScoredSentence[], passes: (c: ScoredSentence) => boolean): ScoredSentence {
  const sameTable = (c: ScoredSentence) =>
    c.chunkId === best.chunkId &&
    c.sentence.context === best.sentence.context &&
    c.sentence.row !== undefined &&
    c.sentence.column === undefined &&
    (c.foreign?.lang ?? null) === (best.foreign?.lang ?? null);
  if (best.sentence.row === undefined || best.sentence.column !== undefined || !carriesAmount(best.sentence.text)) return best;
  const rows = ranked.filter(
    (c) =>
      sameTable(c) && carriesAmount(c.sentence.text) && !c.otherWard && !c.otherVisitors && c.score >= best.score - FIRST_ROW_GAP && (passes(c) || c === best),
  );
  return rows.reduce((first, c) => (c.sentence.row! < first.sentence.row! ? c : first), best);
}

/**
 * The row that answers a price question: the first priced row (firstPricedRow) when the caller
 * names no length of stay and the chosen row quotes no unit the question implies (the hourly rate
 * a parking question implies is then on no row, or the chosen row already gives it).
 */
export function entryTariff(
  chosen: ScoredSentence,
  ranked: readonly ScoredSentence[],
  passes: (c: ScoredSentence) => boolean,
  ask: { askedUnit: PriceUnit | null; stayNamed: boolean; callerLang: Lang },
): ScoredSentence {
  if (ask.stayNamed) return chosen;
  const { askedUnit } = ask;
  const quoted = [...priceUnitsOf(chosen.sentence.text, chosen.foreign?.lang ?? ask.callerLang).values()];
  if (askedUnit && quoted.some((u) => compatibleUnits(askedUnit).includes(u))) return chosen;
  return firstPricedRow(chosen, ranked, passes);
}
