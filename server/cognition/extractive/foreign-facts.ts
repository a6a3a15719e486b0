import type { Lang, PerLang } from "~/lib/lang";
import type { PriceUnit } from "~/server/knowledge/value-framework/units";
import { amountPattern } from "./amounts";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { priceUnitsOf } from "./tariffs";

/** A price unit in each caller's words: the extractive pack's ("per uur", "à l'heure"). */
const UNIT_WORDS: PerLang<Record<PriceUnit, string>> = { nl: nl.units, en: en.units, fr: fr.units, it: it.units };

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
 * A clock time: "14:30", "14.30", "14h30" and French typography's spaced "14 h 30" (the minutes
 * belong to the hour: read as "14 h" alone, "14 h 30" was said as 14:00, a wrong fact), or an hour
 * with its word ("14 uur", "2pm", "14 heures").
 */
const TIME = String.raw`(\d{1,2})(?:(?:[:.]|\s?h\s?)(\d{2})(?!\d))?\s*(?:(am|pm)|uur|u\b|h\b|heures?|ore)?`;
const TIME_RANGE = new RegExp(String.raw`(?:van|from|de|des|dalle|dal|tra|between|tussen)?\s*${TIME}\s*${RANGE_WORD}\s*${TIME}`, "giu");
const CLOCK = /(?<![\d.,])(\d{1,2})(?:[:.]|\s?h\s?)(\d{2})(?!\d|[.,]\d)|(?<![\d.,])(\d{1,2})\s*(?:(am|pm)|uur\b|u\b|h\b|heures?\b)/giu;
const PHONE = /\+?\d{2,4}(?:[ /.]\d{2,4}){2,4}/gu;
/** A line's number: not a count of minutes or hours ("bus 5 and 10 minutes later"), nor a time or price. */
const LINE_NUMBER = String.raw`\d{1,3}(?![\d:]|[.,]\d)(?!\s*(?:min|uur|ore|hours?|heures?|h\b))`;
/**
 * A line word, singular or plural, then one number or several joined by a comma or "and" in the
 * page's language: "bus 61", "Buses 22 and 47", "lijnen 12 en 14", "lignes 1, 4 et 9".
 */
const LINE = new RegExp(
  String.raw`\b(?:bus|buses|busses|bussen|tram|trams|lijn|lijnen|buslijn|buslijnen|tramlijn|tramlijnen|line|lines|ligne|lignes|linea|linee|autobus)\s+(${LINE_NUMBER}(?:\s*(?:,|&|\band\b|\ben\b|\bet\b|\be\b)\s*${LINE_NUMBER})*)`,
  "giu",
);
/**
 * A hyphenated, run-together ("MioSantaChiara") or capitalised name not at the start of the
 * sentence. The particles a name keeps inside it are every language's "of (the)": "Casa della
 * Salute di Ponte Lerno", "Maison du Parc" (without "della" it was two names said with a comma).
 */
const NAME_PARTICLE = String.raw`(?:di|del|della|dello|dei|degli|delle|de|du|des|van|der|den|of|of the)`;
const NAME = new RegExp(
  String.raw`(?<=\S\s)(?:[A-Z][\p{L}]*-[\p{L}\d]+|[A-Z]\p{Ll}+(?:[A-Z]\p{Ll}+)+|[A-Z][\p{Ll}]+(?:\s${NAME_PARTICLE}\s[A-Z][\p{Ll}]+|\s[A-Z][\p{Ll}]+)*)`,
  "gu",
);

/** Capitalised words that name no place or thing (English writes its days with a capital). */
const NOT_NAMES =
  /^(Campus|The|De|Het|Le|La|Il|Lo|Les|I|Op|On|Every|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Bank)$/;

/**
 * A function word of any of the four languages, capitalised because it opens a table cell or a
 * clause ("Site du Parc, Du lundi au vendredi: …", "Op zondag"): a word of the sentence, no name.
 */
const FUNCTION_WORDS = new Set([nl, en, fr, it].flatMap((pack) => pack.stopwords));
const namesNothing = (n: string) => NOT_NAMES.test(n) || PLACE_KIND_OF.has(n.toLowerCase()) || (!/\s/.test(n) && FUNCTION_WORDS.has(n.toLowerCase()));

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
  let rest = sentence;
  for (const m of sentence.matchAll(TIME_RANGE)) {
    const a = clock(m[1]!, m[2], m[3]);
    const b = clock(m[4]!, m[5], m[6]);
    // A bare "3 to 5" with no clock mark on either side is a count, not a time.
    const marked = /[:.h]|uur|am|pm|heure|ore|\bu\b/i.test(m[0]);
    if (a && b && marked) {
      times.push(`${a}–${b}`);
      rest = rest.replace(m[0], " ");
    }
  }
  const phones = [...rest.matchAll(PHONE)].map((m) => m[0].trim());
  for (const p of phones) rest = rest.replace(p, " ");
  const prices = [...rest.matchAll(amountPattern())].map((m) => m[0].trim());
  for (const p of prices) rest = rest.replace(p, " ");
  for (const m of rest.matchAll(CLOCK)) {
    const t = m[1] !== undefined ? clock(m[1], m[2], undefined) : clock(m[3]!, undefined, m[4]);
    if (t) times.push(t);
  }
  const lines = [...new Set([...sentence.matchAll(LINE)].flatMap((m) => m[1]!.match(/\d+/g) ?? []))];
  const names = [...new Set([...sentence.matchAll(NAME)].map((m) => m[0]))].filter((n) => !namesNothing(n));
  const places = uniquePlaces([...sentence.matchAll(PLACE)].map((m) => ({ kind: PLACE_KIND_OF.get(m[1]!.toLowerCase())!, code: m[2]! })));
  const priceUnits = pageLang && prices.length > 0 ? priceUnitsOf(sentence, pageLang) : new Map<string, PriceUnit>();
  return { times, prices, priceUnits, phones, lines, names, places };
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

export const hasFacts = (f: ForeignFacts) => f.times.length + f.prices.length + f.phones.length + f.lines.length + f.names.length + f.places.length > 0;

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
  /** Nothing could be carried over: the information exists, in that language. */
  onlyIn(pageLanguage: string, title: string): string;
  offer: string;
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
    onlyIn: (l, t) => `Die informatie staat alleen in het ${l} op onze website, op de pagina ${t}.`,
    offer: "Wilt u dat ik u doorverbind met iemand die het u kan uitleggen?",
  },
  en: {
    languageName: { nl: "Dutch", en: "English", fr: "French", it: "Italian" },
    intro: (l, t) => `This is only on our website in ${l}, on the page ${t}:`,
    range: (a, b) => `from ${a} to ${b}`,
    line: (n) => `line ${n}`,
    phone: (p) => `phone ${p}`,
    place: { desk: "desk", floor: "floor", building: "building", entrance: "entrance", route: "route", room: "room", wing: "wing" },
    currency: { franc: "francs", pound: "pounds" },
    onlyIn: (l, t) => `That information is only on our website in ${l}, on the page ${t}.`,
    offer: "Shall I put you through to someone who can explain it?",
  },
  fr: {
    languageName: { nl: "néerlandais", en: "anglais", fr: "français", it: "italien" },
    intro: (l, t) => `Cette information n'existe qu'en ${l} sur notre site, à la page ${t} :`,
    range: (a, b) => `de ${a} à ${b}`,
    line: (n) => `ligne ${n}`,
    phone: (p) => `téléphone ${p}`,
    place: { desk: "guichet", floor: "niveau", building: "bâtiment", entrance: "entrée", route: "route", room: "local", wing: "aile" },
    currency: { franc: "francs", pound: "livres" },
    onlyIn: (l, t) => `Cette information n'existe qu'en ${l} sur notre site, à la page ${t}.`,
    offer: "Voulez-vous que je vous passe quelqu'un qui peut vous l'expliquer ?",
  },
  it: {
    languageName: { nl: "olandese", en: "inglese", fr: "francese", it: "italiano" },
    intro: (l, t) => `Questa informazione c'è solo in ${l} sul nostro sito, alla pagina ${t}:`,
    range: (a, b) => `dalle ${a} alle ${b}`,
    line: (n) => `linea ${n}`,
    phone: (p) => `telefono ${p}`,
    place: { desk: "sportello", floor: "piano", building: "edificio", entrance: "ingresso", route: "percorso", room: "locale", wing: "ala" },
    currency: { franc: "franchi", pound: "sterline" },
    onlyIn: (l, t) => `Questa informazione c'è solo in ${l} sul nostro sito, alla pagina ${t}.`,
    offer: "Vuole che la metta in contatto con qualcuno che può spiegarglielo?",
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
export function foreignAnswer(facts: ForeignFacts, callerLang: Lang, pageLang: Lang, title: string): string {
  const t = TEMPLATES[callerLang];
  const unitWords = UNIT_WORDS[callerLang];
  const language = t.languageName[pageLang];
  if (!hasFacts(facts)) return `${t.onlyIn(language, title)} ${t.offer}`;
  const said = [
    ...facts.names,
    ...facts.places.map((p) => `${t.place[p.kind]} ${p.code}`),
    ...facts.lines.map(t.line),
    ...facts.times.map((x) => (x.includes("–") ? t.range(...(x.split("–") as [string, string])) : x)),
    ...facts.prices.map((p) => {
      const amount = inCallersCurrencyWord(p, t);
      const unit = facts.priceUnits.get(p);
      return unit ? `${amount} ${unitWords[unit]}` : amount;
    }),
    ...facts.phones.map(t.phone),
  ];
  return `${t.intro(language, title)} ${said.join(", ")}. ${t.offer}`;
}
