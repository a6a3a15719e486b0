import type { Lang, PerLang } from "~/lib/lang";
import { anyPhrase, normaliseForMatch } from "~/lib/text/normalise";
import { PACKS as ANSWER_TYPES } from "./answer-types";

/**
 * The scope a question implies — which campus, weekday or weekend, a place or a time — and how a
 * candidate sentence fits it. Hospital pages say the same kind of fact once per campus, ward or
 * day ("weekdays 8 to 19, weekends 10 to 18"; "Campus A … Campus B …"): similarity alone cannot
 * tell those sentences apart, the scope can.
 */
interface ScopeVocabulary {
  /** The question asks about the weekend (or a day of it). */
  weekend: readonly string[];
  /** The question asks where something is. */
  where: readonly string[];
  /** The question asks when or how long (then times are the answer, not places). */
  when: readonly string[];
  /** Working days ("weekdagen", "Monday to Friday"). */
  weekdays: readonly string[];
}

const VOCABULARY: PerLang<ScopeVocabulary> = {
  nl: {
    weekdays: ["weekdagen", "weekdag", "maandag tot vrijdag", "maandag t m vrijdag", "maandag vrijdag", "ma t m vr", "ma vr", "werkdagen", "elke dag"],
    weekend: ["weekend", "zaterdag", "zondag", "zaterdagen", "zondagen", "feestdag", "feestdagen"],
    where: ["waar", "welke verdieping", "zoek", "zoeken", "vind ik", "te vinden"],
    when: ["wanneer", "hoe laat", "tot hoe laat", "vanaf wanneer", "open", "openingsuren", "uren"],
  },
  en: {
    weekdays: ["weekdays", "weekday", "monday to friday", "monday friday", "mon fri", "mon to fri", "every day", "working days"],
    weekend: ["weekend", "weekends", "saturday", "sunday", "saturdays", "sundays", "sat sun", "bank holiday", "public holiday"],
    where: ["where", "which floor", "looking for", "find"],
    when: ["when", "what time", "until what time", "how late", "open", "opening hours", "hours"],
  },
  fr: {
    weekdays: ["en semaine", "lundi au vendredi", "lundi vendredi", "lun ven", "tous les jours", "jours ouvrables"],
    weekend: ["week end", "weekend", "samedi", "dimanche", "samedis", "dimanches", "jours feries", "jour ferie"],
    where: ["ou", "quel etage", "cherche", "trouver"],
    when: ["quand", "a quelle heure", "jusqu a quelle heure", "ouvert", "ouverte", "horaires", "heures"],
  },
  it: {
    weekdays: ["feriali", "lunedi al venerdi", "lunedi venerdi", "lun ven", "tutti i giorni", "giorni feriali"],
    weekend: ["fine settimana", "weekend", "sabato", "domenica", "festivi", "festivo"],
    where: ["dove", "dov e", "che piano", "cerco", "trovare"],
    when: ["quando", "a che ora", "fino a che ora", "aperto", "aperta", "orari", "orario"],
  },
};

/** A campus as the scope sees it: the names a page may use for it. */
export interface ScopeCampus {
  names: readonly string[];
}

export interface QuestionScope {
  /** The campus the question is about (named, or kept from the conversation). */
  campus?: ScopeCampus;
  /** The tenant's other campuses: a sentence about one of them is out of scope. */
  otherCampuses: readonly ScopeCampus[];
  weekend: boolean;
  /** The question names the working days ("en semaine", "on a weekday"), not the weekend. */
  weekdays?: boolean;
  asksWhere: boolean;
  /** The words of an elliptical follow-up ("and on intensive care?"): they name the new scope. */
  followUp?: string;
}

// "14u30" is the Flemish "14h30".
const CLOCK =
  /\b\d{1,2}(?:[:.hu]\d{2})?\s*(?:uur|u|h|heures?|am|pm|ore)?\s*(?:tot|to|till|until|à|a|alle|-|–)\s*\d{1,2}(?:[:.hu]\d{2})?(?:u|h)?\b|\b\d{1,2}[:.hu]\d{2}\b/i;

export function questionScope(question: string, lang: Lang, campuses: { all: readonly ScopeCampus[]; scope?: ScopeCampus }, followUp?: string): QuestionScope {
  const v = VOCABULARY[lang];
  const text = normaliseForMatch(followUp ? `${followUp}` : question);
  const whole = normaliseForMatch(question);
  const asksWhere = anyPhrase(text, v.where) && !anyPhrase(text, v.when);
  return {
    ...(campuses.scope ? { campus: campuses.scope } : {}),
    otherCampuses: campuses.scope ? campuses.all.filter((c) => c !== campuses.scope) : [],
    // A follow-up that names no day keeps the topic's ("and on Sunday?" after the café's hours).
    weekend: anyPhrase(text, v.weekend) || (!!followUp && anyPhrase(whole, v.weekend) && !anyPhrase(text, v.when)),
    ...(anyPhrase(text, workingDayWords(lang)) && !anyPhrase(text, v.weekend) ? { weekdays: true } : {}),
    asksWhere,
    ...(followUp ? { followUp } : {}),
  };
}

/** "Every day" is no day scope: a sentence or question saying it is about the weekend too. */
const EVERY_DAY = ["elke dag", "every day", "tous les jours", "tutti i giorni"];
const workingDayWords = (lang: Lang) => VOCABULARY[lang].weekdays.filter((w) => !EVERY_DAY.includes(w));

/** Whether a text (in `lang`) names the weekend, and whether it names the working days. */
export function daysNamed(text: string, lang: Lang): { weekend: boolean; weekdays: boolean } {
  const folded = normaliseForMatch(text);
  return { weekend: anyPhrase(folded, VOCABULARY[lang].weekend), weekdays: anyPhrase(folded, workingDayWords(lang)) };
}

/**
 * A ward or department as the scope sees it: its names in every language and the lay words for it.
 * A sentence about a ward the caller did not name is that ward's special case ("Maternity, other
 * visitors: 15:00 to 20:00"), not the answer to "what are the visiting hours?".
 */
export interface ScopeWard {
  names: readonly string[];
}

/** The wards `text` names (a name of four letters or more, as whole words). */
export function wardsNamed(text: string, wards: readonly ScopeWard[]): ScopeWard[] {
  const folded = normaliseForMatch(text);
  return wards.filter((w) => w.names.some((n) => n.length >= 4 && folded.includes(normaliseForMatch(n))));
}

/** The names of `named` wards that `text` (the caller's question) says, as said there. */
export function wardNamesSaid(text: string, named: readonly ScopeWard[]): string[] {
  const folded = normaliseForMatch(text);
  return named.flatMap((w) => w.names.filter((n) => n.length >= 4 && folded.includes(normaliseForMatch(n))));
}

const mentions = (text: string, c: ScopeCampus) => c.names.some((n) => n.trim() !== "" && normaliseForMatch(text).includes(normaliseForMatch(n)));

/** The campus a sentence is about, among `all`: named in the sentence itself, else in its headings. */
export function campusOf(sentence: string, headings: string, all: readonly ScopeCampus[]): ScopeCampus | undefined {
  return all.find((c) => mentions(sentence, c)) ?? all.find((c) => mentions(headings, c));
}

/**
 * How well a sentence fits the question's scope, added to its similarity when ranking: the named
 * campus up, another campus out (−1: never spoken), the weekend's sentence for a weekend question
 * and the weekday's otherwise, a place for "where", not a time.
 */
export function scopeFit(sentence: string, headings: string, lang: Lang, scope: QuestionScope, all: readonly ScopeCampus[]): number {
  const v = VOCABULARY[lang];
  let fit = 0;
  const about = campusOf(sentence, headings, all);
  if (scope.campus && about) fit += about === scope.campus ? 0.03 : -1;
  const text = normaliseForMatch(`${sentence}`);
  const saysWeekend = anyPhrase(text, v.weekend);
  const saysWeekdays = anyPhrase(text, v.weekdays);
  if (scope.weekend) fit += saysWeekend ? 0.06 : 0;
  // Not asked about the weekend: the weekend's hours are not the answer ("weekdays 8–19" is).
  else if (saysWeekend && !saysWeekdays) fit -= 0.04;
  if (scope.asksWhere) {
    // The place words are the answer types' (one list per language: where a sentence says a place).
    const place = anyPhrase(text, ANSWER_TYPES[lang].placeWords);
    fit += place ? 0.03 : 0;
    if (CLOCK.test(sentence) && !place) fit -= 0.03;
  }
  fit += 0.04 * followUpHeard(scope, sentence, headings);
  return fit;
}

/**
 * The share of an elliptical follow-up's words ("and on intensive care?") that a sentence or its
 * headings say, on their first letters (so "intensive" hears "intensieve", "intensifs"); 0 when
 * the question is no follow-up.
 */
export function followUpHeard(scope: QuestionScope, sentence: string, headings: string): number {
  if (!scope.followUp) return 0;
  const words = normaliseForMatch(scope.followUp)
    .trim()
    .split(" ")
    .filter((w) => w.length > 3);
  if (words.length === 0) return 0;
  const heard = normaliseForMatch(`${headings} ${sentence}`);
  return words.filter((w) => heard.includes(` ${w.slice(0, Math.max(4, w.length - 2))}`)).length / words.length;
}
