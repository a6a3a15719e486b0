import type { Lang, PerLang } from "~/lib/lang";
import { foldCase } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { UnitPack } from "./lang/pack";

/** How a tariff is quoted; an answer never transposes one unit into another. */
export type PriceUnit = "per_hour" | "per_session" | "per_day" | "per_week" | "per_kwh" | "per_item";

const PACKS: PerLang<UnitPack> = { nl, en, fr, it };
const UNITS: PriceUnit[] = ["per_hour", "per_session", "per_day", "per_week", "per_kwh", "per_item"];

/** A per-hour ask is answered by a per-hour tariff, and a day maximum sits next to it naturally. */
const COMPATIBLE: Record<PriceUnit, PriceUnit[]> = {
  per_hour: ["per_hour", "per_day"],
  per_session: ["per_session"],
  per_day: ["per_day", "per_hour"],
  per_week: ["per_week"],
  per_kwh: ["per_kwh"],
  per_item: ["per_item"],
};

/** Lower case, accents folded, apostrophes as spaces: "coûte à l'heure" → "coute a l heure". */
function fold(text: string): string {
  return foldCase(text).replace(/['’`]/g, " ");
}

const MENTIONS_PRICE = /(€|\beur\b|\beuro\b|\beuros\b|\beuro\p{L}*)/u;

/**
 * Which price unit the caller asks about: an explicit one ("per uur"), else the one implied by
 * what is priced (parking is time-priced, charging energy-priced). null: not a price question.
 */
export function detectAskedUnit(query: string, lang: Lang): PriceUnit | null {
  const named = detectNamedUnit(query, lang);
  if (named) return named;
  const pack = PACKS[lang];
  const q = fold(query);
  if (!pack.priceAsk.test(q)) return null;
  if (pack.chargingContext.test(q)) return "per_kwh";
  if (pack.parkingContext.test(q)) return "per_hour";
  return null;
}

/**
 * The price unit the caller names ("per hour", "for one hour", "for a whole day"), never one implied
 * by what is priced: "how much is parking for three hours?" names none, though parking is priced
 * by the hour.
 */
export function detectNamedUnit(query: string, lang: Lang, opts: { priceAsked?: boolean } = {}): PriceUnit | null {
  const pack = PACKS[lang];
  const q = fold(query);
  for (const u of UNITS) if (pack.explicit[u].test(q)) return u;
  if (!(opts.priceAsked || pack.priceAsk.test(q))) return null;
  if (pack.wholeDay.test(q)) return "per_day";
  if (pack.oneHour.test(q)) return "per_hour";
  return null;
}

/**
 * The unit a turn names, a follow-up included: "And if I'm there all day?" after "How much is the
 * car park?" names the whole day though it says no price word itself — the conversation asks the
 * price, so the follow-up's length of stay ("all day", "for one hour") is the unit it names. A
 * follow-up with a unit word of its own ("per week") names that one; a question that is no follow-up
 * is read as detectNamedUnit reads it. `question` is the turn's whole question (the topic before
 * the follow-up's words).
 */
export function detectNamedUnitOfTurn(question: string, lang: Lang, followUp?: string): PriceUnit | null {
  if (followUp === undefined) return detectNamedUnit(question, lang);
  return detectNamedUnit(followUp, lang, { priceAsked: PACKS[lang].priceAsk.test(fold(question)) });
}

/** The unit a turn asks (detectAskedUnit), with a follow-up's named length of stay before the question's implied unit. */
export function detectAskedUnitOfTurn(question: string, lang: Lang, followUp?: string): PriceUnit | null {
  if (followUp === undefined) return detectAskedUnit(question, lang);
  return detectNamedUnitOfTurn(question, lang, followUp) ?? detectAskedUnit(followUp, lang);
}

/**
 * The caller names how long the price is for — a unit ("per hour", "a whole day") or a counted
 * length of stay ("for three hours", "voor twee dagen") — so one tariff row answers, not two. A
 * price question that names none ("how much is parking?") may hear the hourly row beside a closer one.
 */
export function namesStayLength(query: string, lang: Lang): boolean {
  return detectNamedUnit(query, lang) !== null || PACKS[lang].stayLength.test(fold(query));
}

/** The price units a chunk quotes; a chunk with no price in it quotes none. */
export function quotedUnits(content: string, lang: Lang): PriceUnit[] {
  const c = fold(content);
  if (!MENTIONS_PRICE.test(c)) return [];
  const pack = PACKS[lang];
  return UNITS.filter((u) => pack.explicit[u].test(c));
}

/** The unit a piece of a page gives its price in ("poi si pagano 2 franchi all'ora" → per_hour); null: none named. */
export function unitOf(text: string, lang: Lang): PriceUnit | null {
  const t = fold(text);
  return UNITS.find((u) => PACKS[lang].explicit[u].test(t)) ?? null;
}

/** The units that answer an ask in `unit`: the unit itself, and a day maximum beside an hourly rate. */
export function compatibleUnits(unit: PriceUnit): readonly PriceUnit[] {
  return COMPATIBLE[unit];
}

export interface UnitMismatch {
  askedUnit: PriceUnit;
  foundUnit: PriceUnit;
  /** The chunks quoting the other unit. */
  chunkIds: string[];
  /** Structured note for the answer stage's context (the LLM is told to say so, not to transpose). */
  note: string;
}

/** How many of the best chunks the answer stage reads; a mismatch is judged over these. */
export const UNIT_WINDOW = 3;

/**
 * Unit-mismatch admission: the caller asks a per-hour (or per-session …) price and the best chunks
 * quote only an incompatible unit (per kWh, per item). A chunk with the right unit anywhere in the
 * window clears it: then the answer simply uses that chunk.
 */
export function detectUnitMismatch(query: string, lang: Lang, chunks: Array<{ id: string; content: string; lang: Lang }>): UnitMismatch | null {
  const asked = detectAskedUnit(query, lang);
  if (!asked) return null;
  const window = chunks.slice(0, UNIT_WINDOW).map((c) => ({ id: c.id, units: quotedUnits(c.content, c.lang) }));
  if (window.some((c) => c.units.some((u) => COMPATIBLE[asked].includes(u)))) return null;
  const other = window.filter((c) => c.units.length > 0);
  if (!other.length) return null;
  const foundUnit = other[0]!.units.find((u) => !COMPATIBLE[asked].includes(u))!;
  return {
    askedUnit: asked,
    foundUnit,
    chunkIds: other.map((c) => c.id),
    note: `[UNIT MISMATCH] The caller asks for a price ${asked.replace("_", " ")}; the retrieved sources only quote a price ${foundUnit.replace("_", " ")}. Say so plainly; never convert or present it as the price that was asked.`,
  };
}

/** The multiplier for a chunk that quotes only a price in another unit than the one asked. */
export const UNIT_PENALTY = 0.55;

/**
 * Per-chunk unit multipliers for a price question: when at least one candidate quotes the asked
 * unit, chunks quoting only an incompatible unit (the per-kWh charging tariff under "hoeveel kost
 * parkeren") are demoted, so the answer stage never reads the wrong tariff first. When no chunk
 * quotes the asked unit nothing is demoted: admission (the mismatch note) handles that case.
 */
export function unitMultipliers(query: string, lang: Lang, chunks: Array<{ id: string; content: string; lang: Lang }>): Map<string, number> {
  const out = new Map<string, number>();
  const asked = detectAskedUnit(query, lang);
  if (!asked) return out;
  const units = chunks.map((c) => ({ id: c.id, units: quotedUnits(c.content, c.lang) }));
  if (!units.some((c) => c.units.some((u) => COMPATIBLE[asked].includes(u)))) return out;
  for (const c of units) if (c.units.length && !c.units.some((u) => COMPATIBLE[asked].includes(u))) out.set(c.id, UNIT_PENALTY);
  return out;
}
