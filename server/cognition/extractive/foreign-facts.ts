import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";
import { foldCase, normaliseForMatch } from "~/lib/text/normalise";
import { cardinal } from "~/lib/text/number-words";
import type { PriceUnit } from "~/server/knowledge/value-framework/units";
import type { ReplyChannel } from "~/server/safety";
import { amountPattern } from "./amounts";
import { LINE_QUALIFIER, LINE_WORDS } from "./line-words";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { QUANTITY_UNITS, type ExtractivePack, type QuantityUnit } from "./pack";
import { priceUnitsOf } from "./tariffs";

/** A price unit in each caller's words: the extractive pack's ("per uur", "à l'heure"). */
const UNIT_WORDS: PerLang<Record<PriceUnit, string>> = { nl: nl.units, en: en.units, fr: fr.units, it: it.units };
const PACKS: PerLang<ExtractivePack> = { nl, en, fr, it };

/**
 * Two to six in words, two first, from the number words every process shares: a count before its
 * unit is as often written out ("twee bezoekers", "deux visiteurs") as in digits. One is left out:
 * it is the article too ("een", "un").
 */
const COUNT_WORDS = Object.fromEntries(LANGUAGES.map((lang) => [lang, [2, 3, 4, 5, 6].map((n) => cardinal(n, lang))])) as PerLang<string[]>;

/**
 * A page in another language than the caller's still answers: its language-neutral facts — clock
 * times, prices, phone numbers, line numbers and names — said in the caller's language with a
 * template, and the offer to put the caller through to someone who can say the rest. No word of
 * the foreign sentence is translated (nothing is generated offline); what cannot be carried over
 * as a fact is not said.
 */
export interface ForeignFacts {
  /** "HH:MM" or "HH:MM–HH:MM" (a range), in the order the page gives them. */
  times: string[];
  prices: string[];
  /** The unit a price is quoted in, when its clause names one ("€14" → per_day for "Maximum per day: €14"). */
  priceUnits: ReadonlyMap<string, PriceUnit>;
  phones: string[];
  /** Transport lines: the number only ("5", "62"). */
  lines: string[];
  /** Proper names and codes ("P-Kade", "Via Ronchi", "WIH-Guest", "MioSantaChiara"). */
  names: string[];
  /** Numbered or lettered places, said with the caller's word for them: "desk 2" for "guichet 2". */
  places: PlaceCode[];
  /**
   * What the page says in words (its pack's `wordFacts`), said in the caller's: the days named
   * ("1" for Tuesday, "0–4" for Monday to Friday), whether something is free or closed, and
   * counted units ("15 dagen" → 15 days).
   */
  days: string[];
  free: boolean;
  closed: boolean;
  quantities: Quantity[];
  /** Where each fact stands in its sentence (factKey), so they are said in the page's order: a day beside its hours. */
  at: ReadonlyMap<string, number>;
}

export interface Quantity {
  n: string;
  unit: QuantityUnit;
}

/** A place the page gives by its label and code: "sportello 3", "bâtiment A", "niveau -1". */
export interface PlaceCode {
  kind: PlaceKind;
  code: string;
}

type PlaceKind = "desk" | "floor" | "building" | "entrance" | "route" | "room" | "wing";

/**
 * The label words of a numbered place, per kind, in the four languages (a page may be in any of
 * them): the code after it is language-neutral, the label is said in the caller's language.
 */
const PLACE_LABELS: Record<PlaceKind, readonly string[]> = {
  desk: ["desk", "counter", "loket", "balie", "guichet", "sportello"],
  floor: ["floor", "level", "verdieping", "niveau", "étage", "etage", "piano", "livello"],
  building: ["building", "block", "gebouw", "blok", "bâtiment", "batiment", "bloc", "edificio", "padiglione", "blocco"],
  entrance: ["entrance", "gate", "ingang", "poort", "entrée", "entree", "porte", "ingresso", "porta"],
  route: ["route", "percorso"],
  room: ["room", "kamer", "lokaal", "chambre", "salle", "local", "stanza", "camera", "sala"],
  wing: ["wing", "vleugel", "aile", "ala"],
};
/** "guichet" → "[gG]uichet": the label may open a sentence or a table cell. */
function eitherCase(word: string): string {
  return `[${word[0]}${word[0]!.toUpperCase()}]${word.slice(1)}`;
}
const PLACE_KIND_OF = new Map(Object.entries(PLACE_LABELS).flatMap(([kind, words]) => words.map((w) => [w, kind as PlaceKind] as const)));
/** A label word, then a number (a floor may be below ground) or a capital letter, standing alone. */
const PLACE = new RegExp(
  String.raw`(?<![\p{L}])(${[...PLACE_KIND_OF.keys()].map(eitherCase).join("|")})\s+(-?\d{1,4}[A-Z]?|[A-Z]\d{0,3})(?![\p{L}\d])`,
  // Not case-insensitive: the code's letter is a capital ("bâtiment A"), "camera a due letti" names no room.
  "gu",
);

/**
 * Currency words as a page writes them after an amount, and how each caller's language says the
 * currency: "14 franchi" is "14 francs" to an English caller. A sign ("€", "CHF") is left as
 * written, and so is "euro": every caller knows the word, and the page's form is the one it prints.
 */
const CURRENCY_WORDS: Record<"franc" | "pound", readonly string[]> = {
  franc: ["franchi", "franco", "franc", "francs", "frank", "franken"],
  pound: ["pound", "pounds"],
};

const RANGE_WORD = String.raw`(?:tot|to|till|until|à|a|alle|al|-|–|—)`;
/**
 * A clock time: "14:30", "14.30", "14h30", French typography's spaced "14 h 30" and Flemish
 * "14u30" (the minutes belong to the hour: read as "14 h" alone, "14 h 30" was said as 14:00, a
 * wrong fact; "13u30 - 19u30" was no time at all), or an hour with its word ("14 uur", "14u",
 * "2pm", "14 heures").
 */
const TIME = String.raw`(\d{1,2})(?:(?:[:.]|\s?[hu]\s?)(\d{2})(?!\d))?\s*(?:(am|pm)|uur|u\b|h\b|heures?|ore)?`;
const TIME_RANGE = new RegExp(String.raw`(?:van|from|de|des|dalle|dal|tra|between|tussen)?\s*${TIME}\s*${RANGE_WORD}\s*${TIME}`, "giu");
const CLOCK = /(?<![\d.,])(\d{1,2})(?:[:.]|\s?[hu]\s?)(\d{2})(?!\d|[.,]\d)|(?<![\d.,])(\d{1,2})\s*(?:(am|pm)|uur\b|u\b|h\b|heures?\b)/giu;
const PHONE = /\+?\d{2,4}(?:[ /.]\d{2,4}){2,4}/gu;
/** A line's number: not a count of minutes or hours ("bus 5 and 10 minutes later"), nor a time or price. */
const LINE_NUMBER = String.raw`\d{1,3}(?![\d:]|[.,]\d)(?!\s*(?:min|uur|ore|hours?|heures?|h\b))`;
/**
 * A line word, singular or plural, then one number or several joined by a comma or "and" in the
 * page's language: "bus 61", "Buses 22 and 47", "lijnen 12 en 14", "lignes 1, 4 et 9" — also with a
 * word of the line's kind before the numbers ("linee urbane 3 e 11": line-words.ts).
 */
const LINE = new RegExp(
  String.raw`\b${LINE_WORDS}\s+(?:${LINE_QUALIFIER}\s+)?(${LINE_NUMBER}(?:\s*(?:,|&|\band\b|\ben\b|\bet\b|\be\b)\s*${LINE_NUMBER})*)`,
  "giu",
);
/**
 * A hyphenated, run-together ("MioSantaChiara") or capitalised name not at the start of the
 * sentence. The particles a name keeps inside it are every language's "of (the)": "Casa della
 * Salute di Ponte Lerno", "Maison du Parc" (without "della" it was two names said with a comma).
 */
const NAME_PARTICLE = String.raw`(?:di|del|della|dello|dei|degli|delle|de|du|des|van|der|den|of|of the)`;
const NAME = new RegExp(
  String.raw`(?<=[^\s¹²³⁴⁵⁶⁷⁸⁹⁰*†]\s)(?:[A-Z][\p{L}]*-[\p{L}\d]+|[A-Z]\p{Ll}+(?:[A-Z]\p{Ll}+)+|[A-Z][\p{Ll}]+(?:\s${NAME_PARTICLE}\s[A-Z][\p{Ll}]+|\s[A-Z][\p{Ll}]+)*)`,
  "gu",
);

/**
 * A code of capitals and digits standing alone, wherever it sits: a car park's "P1", a building's
 * "B2". NAME wants lower-case letters, so "al piano terra del P1" carried no place to a caller who
 * asked where the disabled spaces are, only "free".
 */
const CODE = /(?<![\p{L}\d-])[A-Z]{1,2}\d{1,3}(?![\p{L}\d])/gu;

/** Capitalised words that name no place or thing (English writes its days with a capital). */
const NOT_NAMES =
  /^(Campus|The|De|Het|Le|La|Il|Lo|Les|I|Op|On|Every|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Bank)$/;

/**
 * A function word of any of the four languages, capitalised because it opens a table cell or a
 * clause ("Site du Parc, Du lundi au vendredi: …", "Op zondag"): a word of the sentence, no name.
 */
const FUNCTION_WORDS = new Set([nl, en, fr, it].flatMap((pack) => pack.stopwords));
/** A day of the week in any of the four languages ("Sundays"): said as a day, not as a name. */
const DAY_WORDS = new Set([nl, en, fr, it].flatMap((pack) => pack.wordFacts.days.flat().map((d) => foldCase(d))));
/**
 * A language or a country ("Not a Dutch speaker?", "assuré hors de Belgique") is the caller's
 * origin, not a place or service of the hospital: carried over alone it answers nothing ("on the page
 * International patients: Dutch"). Single words only, in the four languages' spellings.
 */
const ORIGIN_WORDS = new Set(
  [
    "Dutch",
    "English",
    "French",
    "Italian",
    "German",
    "Spanish",
    "Nederlands",
    "Engels",
    "Frans",
    "Italiaans",
    "Duits",
    "Spaans",
    "Belgium",
    "België",
    "Belgique",
    "Belgio",
    "Netherlands",
    "Nederland",
    "Germany",
    "Duitsland",
    "Allemagne",
    "Germania",
    "France",
    "Frankrijk",
    "Francia",
    "Italy",
    "Italië",
    "Italie",
    "Italia",
    "Switzerland",
    "Zwitserland",
    "Suisse",
    "Svizzera",
    "Luxembourg",
    "Luxemburg",
    "Lussemburgo",
    "Europe",
    "Europa",
  ].map((w) => foldCase(w)),
);

const namesNothing = (n: string) =>
  NOT_NAMES.test(n) ||
  ORIGIN_WORDS.has(foldCase(n)) ||
  PLACE_KIND_OF.has(n.toLowerCase()) ||
  DAY_WORDS.has(foldCase(n)) ||
  (!/\s/.test(n) && FUNCTION_WORDS.has(n.toLowerCase()));

function clock(h: string, m: string | undefined, ampm: string | undefined): string | null {
  let hour = Number(h);
  const minute = m === undefined ? 0 : Number(m);
  if (ampm?.toLowerCase() === "pm" && hour < 12) hour += 12;
  if (hour > 23 || minute > 59) return null;
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** The language-neutral facts of a page sentence; with the page's language, its prices' units too. */
export function extractFacts(sentence: string, pageLang?: Lang): ForeignFacts {
  const times: string[] = [];
  const at = new Map<string, number>();
  const place = (key: string, index: number | undefined) => {
    if (index !== undefined && index >= 0 && !at.has(key)) at.set(key, index);
  };
  let rest = sentence;
  for (const m of sentence.matchAll(TIME_RANGE)) {
    const a = clock(m[1]!, m[2], m[3]);
    const b = clock(m[4]!, m[5], m[6]);
    // A bare "3 to 5" with no clock mark on either side is a count, not a time.
    const marked = /[:.h]|uur|am|pm|heure|ore|\bu\b|\du\b|\du\s?\d/i.test(m[0]);
    if (a && b && marked) {
      times.push(`${a}–${b}`);
      place(`time:${a}–${b}`, m.index);
      rest = rest.replace(m[0], " ");
    }
  }
  const phones = [...rest.matchAll(PHONE)].map((m) => m[0].trim());
  for (const p of phones) {
    rest = rest.replace(p, " ");
    place(`phone:${p}`, sentence.indexOf(p));
  }
  const prices = [...rest.matchAll(amountPattern())].map((m) => m[0].trim());
  for (const p of prices) {
    rest = rest.replace(p, " ");
    place(`price:${p}`, sentence.indexOf(p));
  }
  for (const m of rest.matchAll(CLOCK)) {
    const t = m[1] !== undefined ? clock(m[1], m[2], undefined) : clock(m[3]!, undefined, m[4]);
    if (t) {
      times.push(t);
      place(`time:${t}`, sentence.indexOf(m[0]));
    }
  }
  const lineMatches = [...sentence.matchAll(LINE)];
  for (const m of lineMatches) for (const n of m[1]!.match(/\d+/g) ?? []) place(`line:${n}`, m.index);
  const lines = [...new Set(lineMatches.flatMap((m) => m[1]!.match(/\d+/g) ?? []))];
  // A code that is a labelled place's own ("room B12") is said with its label, not again as a name.
  const placeSpans = [...sentence.matchAll(PLACE)].map((m) => [m.index, m.index + m[0].length] as const);
  const codes = [...sentence.matchAll(CODE)].filter((m) => !placeSpans.some(([from, to]) => m.index >= from && m.index < to));
  const nameMatches = [...sentence.matchAll(NAME), ...codes].filter((m) => !namesNothing(m[0])).sort((x, y) => x.index - y.index);
  for (const m of nameMatches) place(`name:${m[0]}`, m.index);
  const names = [...new Set(nameMatches.map((m) => m[0]))];
  const placeMatches = [...sentence.matchAll(PLACE)].map((m) => ({ kind: PLACE_KIND_OF.get(m[1]!.toLowerCase())!, code: m[2]!, index: m.index }));
  for (const p of placeMatches) place(`place:${p.kind}|${p.code}`, p.index);
  const places = uniquePlaces(placeMatches.map(({ kind, code }) => ({ kind, code })));
  const priceUnits = pageLang && prices.length > 0 ? priceUnitsOf(sentence, pageLang) : new Map<string, PriceUnit>();
  const words = wordFactsOf(sentence, pageLang, place);
  return { times, prices, priceUnits, phones, lines, names, places, ...words, at };
}

/** The key under which `at` holds a fact's place in its sentence. */
export const factKey = {
  time: (t: string) => `time:${t}`,
  price: (p: string) => `price:${p}`,
  phone: (p: string) => `phone:${p}`,
  line: (n: string) => `line:${n}`,
  name: (n: string) => `name:${n}`,
  place: (p: PlaceCode) => `place:${p.kind}|${p.code}`,
  day: (d: string) => `day:${d}`,
  quantity: (q: Quantity) => `quantity:${q.n}|${q.unit}`,
};

/** Folded, each character kept in its place (no collapsing), so a match's index is the sentence's. */
const foldInPlace = (sentence: string) => ` ${foldCase(sentence).replace(/[^\p{L}\p{N}]/gu, " ")} `;
const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
const alternatives = (words: readonly string[]) =>
  words
    .map((w) => normaliseForMatch(w).trim())
    .filter(Boolean)
    .sort((a, b) => b.length - a.length)
    .map((w) => w.split(" ").map(escape).join(" +"))
    .join("|");

/**
 * The word facts of a sentence in its page's language (every language's when it is not known).
 * Read on the folded sentence ("lunedì" is "lunedi"); a span of days is one fact, so "du lundi au
 * vendredi" (or "lunedì–venerdì", whose dash folding drops) is not said as two separate days.
 */
function wordFactsOf(
  sentence: string,
  pageLang: Lang | undefined,
  place: (key: string, index: number | undefined) => void,
): Pick<ForeignFacts, "days" | "free" | "closed" | "quantities"> {
  const text = foldInPlace(sentence);
  // The padding space in front: an index in `text` is one past the sentence's.
  const index = (m: RegExpMatchArray) => (m.index ?? 1) - 1 + (m[0].length - m[0].trimStart().length);
  const langs = pageLang ? [pageLang] : LANGUAGES;
  const days: string[] = [];
  let free = false;
  let closed = false;
  const quantities: Quantity[] = [];
  for (const lang of langs) {
    const w = PACKS[lang].wordFacts;
    const dayOf = new Map(w.days.flatMap((words, i) => words.map((d) => [normaliseForMatch(d).trim(), i] as const)));
    const day = alternatives(w.days.flat());
    let rest = text;
    for (const m of text.matchAll(new RegExp(` +(${day}) +(?:(${alternatives(w.dayRange)}) +)?(${day})(?= )`, "g"))) {
      // Two days side by side are a span only across a dash ("lunedì–venerdì"), not a comma ("sabato, domenica").
      if (m[2] === undefined && !/[-–—]/.test(sentence.slice(index(m), index(m) + m[0].trim().length))) continue;
      const span = `${dayOf.get(m[1]!)}–${dayOf.get(m[3]!)}`;
      days.push(span);
      place(factKey.day(span), index(m));
      rest = rest.replace(m[0], " ".repeat(m[0].length));
    }
    for (const m of rest.matchAll(new RegExp(`(?<= )(${day})(?= )`, "g"))) {
      const d = String(dayOf.get(m[1]!));
      days.push(d);
      place(factKey.day(d), index(m));
    }
    const freeAt = new RegExp(`(?<= )(?:${alternatives(w.free)})(?= )`).exec(text);
    if (freeAt) {
      free = true;
      place("free", index(freeAt));
    }
    const closedAt = new RegExp(`(?<= )(?:${alternatives(w.closed)})(?= )`).exec(text);
    if (closedAt) {
      closed = true;
      place("closed", index(closedAt));
    }
    // "twee bezoekers" is 2 visitors: the number in words is said in digits, as one in digits is.
    const numbers = COUNT_WORDS[lang];
    const inWords = new Map(numbers.map((n, i) => [normaliseForMatch(n).trim(), String(i + 2)] as const));
    const count = String.raw`\d{1,4}|${alternatives(numbers)}`;
    for (const unit of QUANTITY_UNITS) {
      for (const m of text.matchAll(new RegExp(`(?<= )(${count}) +(?:${alternatives(w.quantities[unit].heard)})(?= )`, "g"))) {
        const q = { n: inWords.get(m[1]!) ?? m[1]!, unit };
        quantities.push(q);
        place(factKey.quantity(q), index(m));
      }
    }
  }
  return { days: [...new Set(days)], free, closed, quantities: quantities.filter((q, i, all) => all.findIndex((o) => o.n === q.n && o.unit === q.unit) === i) };
}

function uniquePlaces(all: readonly PlaceCode[]): PlaceCode[] {
  const seen = new Set<string>();
  return all.filter((p) => {
    const key = `${p.kind}|${p.code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Whether anything can be carried over. The days do not count alone: a day is the scope of a fact
 * beside it ("Saturday, from 8 to 14"), and a table cell that only names days ("Sabato, domenica e
 * festivi") answers nothing by itself.
 */
export const hasFacts = (f: ForeignFacts) =>
  f.times.length + f.prices.length + f.phones.length + f.lines.length + f.names.length + f.places.length + f.quantities.length > 0 || f.free || f.closed;

interface ForeignTemplates {
  languageName: Record<Lang, string>;
  /** "This is only on our pages in Italian (“Parcheggio”): …" */
  intro(pageLanguage: string, title: string): string;
  range(from: string, to: string): string;
  line(n: string): string;
  phone(p: string): string;
  /** The caller's word for a numbered place's label ("desk" for "guichet"). */
  place: Record<PlaceKind, string>;
  currency: Record<keyof typeof CURRENCY_WORDS, string>;
  /** A span of days: "from Monday to Friday". */
  dayRange(from: string, to: string): string;
  /** Nothing could be carried over: the information exists, in that language. */
  onlyIn(pageLanguage: string, title: string): string;
  /** Spoken: the line can put the caller through. */
  offer: string;
  /** Typed: a chat cannot be put through; a "yes" gets reception's number (as not-found offers it). */
  offerTyped: string;
}

const TEMPLATES: PerLang<ForeignTemplates> = {
  nl: {
    languageName: { nl: "Nederlands", en: "Engels", fr: "Frans", it: "Italiaans" },
    intro: (l, t) => `Dit staat alleen in het ${l} op onze website, op de pagina ${t}:`,
    range: (a, b) => `van ${a} tot ${b}`,
    line: (n) => `lijn ${n}`,
    phone: (p) => `telefoon ${p}`,
    place: { desk: "loket", floor: "verdieping", building: "gebouw", entrance: "ingang", route: "route", room: "lokaal", wing: "vleugel" },
    currency: { franc: "frank", pound: "pond" },
    dayRange: (a, b) => `${a} tot ${b}`,
    onlyIn: (l, t) => `Die informatie staat alleen in het ${l} op onze website, op de pagina ${t}.`,
    offer: "Wilt u dat ik u doorverbind met iemand die het u kan uitleggen?",
    offerTyped: "Wilt u het nummer van het onthaal? Daar kan iemand het u uitleggen.",
  },
  en: {
    languageName: { nl: "Dutch", en: "English", fr: "French", it: "Italian" },
    intro: (l, t) => `This is only on our website in ${l}, on the page ${t}:`,
    range: (a, b) => `from ${a} to ${b}`,
    line: (n) => `line ${n}`,
    phone: (p) => `phone ${p}`,
    place: { desk: "desk", floor: "floor", building: "building", entrance: "entrance", route: "route", room: "room", wing: "wing" },
    currency: { franc: "francs", pound: "pounds" },
    dayRange: (a, b) => `${a} to ${b}`,
    onlyIn: (l, t) => `That information is only on our website in ${l}, on the page ${t}.`,
    offer: "Shall I put you through to someone who can explain it?",
    offerTyped: "Would you like reception's number? Someone there can explain it.",
  },
  fr: {
    languageName: { nl: "néerlandais", en: "anglais", fr: "français", it: "italien" },
    intro: (l, t) => `Cette information n'existe qu'en ${l} sur notre site, à la page ${t} :`,
    range: (a, b) => `de ${a} à ${b}`,
    line: (n) => `ligne ${n}`,
    phone: (p) => `téléphone ${p}`,
    place: { desk: "guichet", floor: "niveau", building: "bâtiment", entrance: "entrée", route: "route", room: "local", wing: "aile" },
    currency: { franc: "francs", pound: "livres" },
    dayRange: (a, b) => `du ${a} au ${b}`,
    onlyIn: (l, t) => `Cette information n'existe qu'en ${l} sur notre site, à la page ${t}.`,
    offer: "Voulez-vous que je vous passe quelqu'un qui peut vous l'expliquer ?",
    offerTyped: "Souhaitez-vous le numéro de l'accueil ? Quelqu'un pourra vous l'expliquer.",
  },
  it: {
    languageName: { nl: "olandese", en: "inglese", fr: "francese", it: "italiano" },
    intro: (l, t) => `Questa informazione c'è solo in ${l} sul nostro sito, alla pagina ${t}:`,
    range: (a, b) => `dalle ${a} alle ${b}`,
    line: (n) => `linea ${n}`,
    phone: (p) => `telefono ${p}`,
    place: { desk: "sportello", floor: "piano", building: "edificio", entrance: "ingresso", route: "percorso", room: "locale", wing: "ala" },
    currency: { franc: "franchi", pound: "sterline" },
    dayRange: (a, b) => `dal ${a} al ${b}`,
    onlyIn: (l, t) => `Questa informazione c'è solo in ${l} sul nostro sito, alla pagina ${t}.`,
    offer: "Vuole che la metta in contatto con qualcuno che può spiegarglielo?",
    offerTyped: "Preferisce il numero dell'accoglienza? Lì qualcuno potrà spiegarglielo.",
  },
};

/** "14 franchi" → "14 francs" for an English caller; an amount with a sign stays as written. */
function inCallersCurrencyWord(price: string, t: ForeignTemplates): string {
  const m = /^(\S+)\s?(\p{L}+)$/u.exec(price);
  if (!m) return price;
  const word = m[2]!.toLowerCase();
  const currency = (Object.keys(CURRENCY_WORDS) as Array<keyof typeof CURRENCY_WORDS>).find((c) => CURRENCY_WORDS[c].includes(word));
  return currency ? `${m[1]} ${t.currency[currency]}` : price;
}

/**
 * The caller's-language answer for a sentence found only on a page in `pageLang`. A price is said
 * with its unit in the caller's words ("per day", "al giorno") when its clause names one.
 */
export function foreignAnswer(facts: ForeignFacts, callerLang: Lang, pageLang: Lang, title: string, reader: ReplyChannel = {}): string {
  return foreignAnswerPerScope([{ facts }], callerLang, pageLang, title, reader);
}

/** One scope's facts of a foreign answer: a campus named before them when the answer has several. */
export interface ScopedFacts {
  scope?: string;
  facts: ForeignFacts;
}

/**
 * A foreign answer that gives each scope's facts apart ("Campus A: 8 to 16; Campus B: 9 to 12"):
 * facts of two campuses merged into one list would say one time once, beside whichever campus came
 * first, and the other campus would seem to have none.
 */
export function foreignAnswerPerScope(parts: readonly ScopedFacts[], callerLang: Lang, pageLang: Lang, title: string, reader: ReplyChannel = {}): string {
  const t = TEMPLATES[callerLang];
  const language = t.languageName[pageLang];
  const offer = reader.typed ? t.offerTyped : t.offer;
  const withFacts = parts.filter((p) => hasFacts(p.facts));
  if (withFacts.length === 0) return `${t.onlyIn(language, title)} ${offer}`;
  const lists = withFacts.map((p) => {
    const list = factList(p.facts, callerLang);
    return p.scope ? `${p.scope}: ${list}` : list;
  });
  return `${t.intro(language, title)} ${lists.join("; ")}. ${offer}`;
}

/** The facts in the caller's words, in the page's order: "Monday to Friday, from 8 to 16, closed on Sunday". */
function factList(facts: ForeignFacts, callerLang: Lang): string {
  const t = TEMPLATES[callerLang];
  const unitWords = UNIT_WORDS[callerLang];
  const words = PACKS[callerLang].wordFacts;
  const said: Array<{ key: string; text: string }> = [
    ...facts.names.map((n) => ({ key: factKey.name(n), text: n })),
    ...facts.places.map((p) => ({ key: factKey.place(p), text: `${t.place[p.kind]} ${p.code}` })),
    ...facts.lines.map((n) => ({ key: factKey.line(n), text: t.line(n) })),
    ...facts.days.map((d) => {
      const [from, to] = d.split("–").map((i) => words.days[Number(i)]![0]!);
      return { key: factKey.day(d), text: to === undefined ? from! : t.dayRange(from!, to) };
    }),
    ...facts.times.map((x) => ({ key: factKey.time(x), text: x.includes("–") ? t.range(...(x.split("–") as [string, string])) : x })),
    ...facts.prices.map((p) => {
      const amount = inCallersCurrencyWord(p, t);
      const unit = facts.priceUnits.get(p);
      return { key: factKey.price(p), text: unit ? `${amount} ${unitWords[unit]}` : amount };
    }),
    ...(facts.free ? [{ key: "free", text: words.free[0]! }] : []),
    ...(facts.closed ? [{ key: "closed", text: words.closed[0]! }] : []),
    ...facts.quantities.map((q) => ({
      key: factKey.quantity(q),
      text: `${q.n} ${q.n === "1" ? words.quantities[q.unit].one : words.quantities[q.unit].many}`,
    })),
    ...facts.phones.map((p) => ({ key: factKey.phone(p), text: t.phone(p) })),
  ];
  // In the page's order: each day beside its hours.
  const order = (key: string) => facts.at.get(key) ?? Number.MAX_SAFE_INTEGER;
  const ordered = said.map((s, i) => ({ ...s, i })).sort((a, b) => order(a.key) - order(b.key) || a.i - b.i);
  return ordered.map((s) => s.text).join(", ");
}
