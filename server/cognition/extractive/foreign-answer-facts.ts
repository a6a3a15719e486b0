import { matchWords } from "~/lib/text/normalise";
import { compatibleUnits, type PriceUnit } from "~/server/knowledge/value-framework/units";
import type { AnswerType } from "./answer-types";
import type { RankScope, ScoredSentence } from "./by-meaning";
import { hasFacts, type ForeignFacts, type ScopedFacts } from "./foreign-facts";
import { campusWords } from "./qualifier";

/*
 * The facts a foreign answer says (answerByMeaning, when only a page in another language answers):
 * narrowed to the asked kinds and unit, merged over the sentences said, without the names that
 * only say where, each with its campus. Split out of by-meaning.ts unchanged.
 */

/**
 * A foreign sentence's facts, narrowed to the kinds the question asks for when the sentence has
 * them: "how much does parking cost?" hears the amounts, not the opening hours beside them. Names
 * stay (they are how the caller finds the place the fact is about).
 */
export function factsAsked(read: ForeignFacts, asked: ReadonlySet<AnswerType>, s: ScoredSentence): ForeignFacts {
  // A count of visitors answers "how many may come", nothing else: "Is there a crèche for
  // visitors' children?" shares the visit with "Massimo due visitatori per degente", and "2
  // visitors" is no answer to it.
  const facts = asked.has("count") ? read : { ...read, quantities: read.quantities.filter((q) => q.unit !== "visitors") };
  if (asked.size === 0 || !s.answersType) return facts;
  const want = (t: AnswerType) => asked.has(t) && s.carries.has(t);
  const narrowed: ForeignFacts = {
    times: want("time") ? facts.times : [],
    prices: want("price") ? facts.prices : [],
    priceUnits: facts.priceUnits,
    phones: want("phone") ? facts.phones : [],
    lines: want("line") ? facts.lines : [],
    names: facts.names,
    places: facts.places,
    // The days are the scope of the times beside them; "free" answers "how much", "closed" "when".
    days: want("time") ? facts.days : [],
    free: want("price") && facts.free,
    closed: want("time") && facts.closed,
    quantities: want("count") || want("time") ? facts.quantities : [],
    at: facts.at,
  };
  return hasFacts(narrowed) ? narrowed : facts;
}

/**
 * Only the prices in the unit asked for (and a day maximum beside an hourly rate), when the facts
 * hold any: "€2.20 per hour, €14 per day", not the weekly card beside them. With none, all stay.
 */
export function pricesInUnit(facts: ForeignFacts, unit: PriceUnit): ForeignFacts {
  const fits = facts.prices.filter((p) => {
    const quoted = facts.priceUnits.get(p);
    return quoted !== undefined && compatibleUnits(unit).includes(quoted);
  });
  return fits.length > 0 ? { ...facts, prices: fits } : facts;
}

/** How far apart two merged sentences' fact positions are kept, so the second's facts follow the first's. */
const SENTENCE_SPAN = 100_000;

/** The facts without the names that only say where or whose (a campus, the hospital): they answer nothing by themselves. */
export function withoutScopeNames(facts: ForeignFacts, within?: RankScope): ForeignFacts {
  const scopeWords = new Set([...campusWords(within?.campuses ?? []), ...(within?.alsoGeneric ?? []).flatMap((w) => matchWords(w))]);
  return { ...facts, names: facts.names.filter((n) => !matchWords(n).every((w) => scopeWords.has(w))) };
}

/** Several sentences' facts as one list, each fact once, in the order found. */
export function mergeFacts(all: readonly ForeignFacts[]): ForeignFacts {
  const join = (pick: (f: ForeignFacts) => string[]) => [...new Set(all.flatMap(pick))];
  return {
    times: join((f) => f.times),
    prices: join((f) => f.prices),
    priceUnits: new Map(all.flatMap((f) => [...f.priceUnits])),
    phones: join((f) => f.phones),
    lines: join((f) => f.lines),
    names: join((f) => f.names),
    places: all.flatMap((f) => f.places).filter((p, i, list) => list.findIndex((q) => q.kind === p.kind && q.code === p.code) === i),
    days: join((f) => f.days),
    free: all.some((f) => f.free),
    closed: all.some((f) => f.closed),
    quantities: all.flatMap((f) => f.quantities).filter((q, i, list) => list.findIndex((o) => o.n === q.n && o.unit === q.unit) === i),
    // Each sentence's facts after the previous sentence's, in their own order.
    at: new Map(all.flatMap((f, i) => [...f.at].map(([k, v]) => [k, i * SENTENCE_SPAN + v] as const)).reverse()),
  };
}

/** A foreign sentence's facts with its campus named before them, unless its facts name the campus already. */
export function scoped(s: ScoredSentence, facts: ForeignFacts): ScopedFacts {
  const name = s.campus?.names[0];
  const said = new Set(facts.names.flatMap((n) => matchWords(n)));
  const named = s.campus?.names.some((n) => matchWords(n).every((w) => said.has(w))) ?? false;
  return name && !named ? { scope: name, facts } : { facts };
}
