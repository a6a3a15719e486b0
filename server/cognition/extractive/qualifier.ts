import type { Lang, PerLang } from "~/lib/lang";
import { matchWords, normaliseForMatch } from "~/lib/text/normalise";
import { typeWords } from "./answer-types";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { ExtractivePack } from "./pack";

const PACKS: PerLang<ExtractivePack> = { nl, en, fr, it };

/**
 * The scope a sentence is written for, read from where it sits: the headings between the page's
 * title and the sentence ("Intensive care", "Charging an electric car") and, for a table row, the
 * row's own header ("Maternity, partners"). A page says its general case first and its special
 * cases under their own headings; a question that names none of those special cases asks for the
 * general one, and a question that names one ("and on intensive care?") asks for that one.
 *
 * Words are compared on their first five letters, folded: "intensieve", "intensive", "intensifs",
 * "intensiva" and "intense" are one stem, so the rule also holds across the page's and the caller's
 * languages for the many words hospitals share (maternity, intensive, cardiology, parking).
 */
const stem = (w: string) => (w.length > 5 ? w.slice(0, 5) : w);

function stems(text: string, drop: ReadonlySet<string>): Set<string> {
  return new Set(
    matchWords(text)
      .filter((w) => w.length > 2 && !/^\d+$/.test(w) && !drop.has(w))
      .map(stem),
  );
}

/** Words that never make a scope in `lang`: function words, words every page shares, the kinds of fact. */
function ignored(lang: Lang, extra: readonly string[]): ReadonlySet<string> {
  // Asked once per candidate sentence with the same language and the tenant's names: built once.
  const key = `${lang}\u0000${extra.join("\u0000")}`;
  let words = ignoredWords.get(key);
  if (!words) {
    const pack = PACKS[lang];
    words = new Set([...pack.stopwords, ...pack.genericWords, ...typeWords(lang), ...extra].flatMap((w) => matchWords(w)));
    if (ignoredWords.size >= IGNORED_SETS_LIMIT) ignoredWords.delete(ignoredWords.keys().next().value!);
    ignoredWords.set(key, words);
  }
  return words;
}
/** One set per language and tenant (its campus and hospital names): a few per process. */
const IGNORED_SETS_LIMIT = 64;
const ignoredWords = new Map<string, ReadonlySet<string>>();

export interface SentencePlace {
  /** "Visiting hours › Intensive care" (the page's title first). */
  headingPath: string;
  /** The page's title (the topic every sentence of the page shares). */
  title: string;
  /** A table row's header. */
  rowHeader?: string;
  /** The language the page is written in. */
  lang: Lang;
}

export interface QualifierFit {
  /** Scope words of the question the sentence's headings name. */
  matched: number;
  /** Those words (stems). */
  matchedStems: string[];
  /** Scope words of the sentence's headings the question does not name. */
  unasked: number;
}

/**
 * How a sentence's own scope fits the question: the question's words that are not the page's
 * topic, against the words of the sentence's headings below the title and its row header. Names
 * of campuses are left to the campus scope (`scope.ts`).
 */
export function qualifierFit(question: string, questionLang: Lang, place: SentencePlace, alsoIgnored: readonly string[] = []): QualifierFit {
  const dropQ = ignored(questionLang, alsoIgnored);
  const dropP = place.lang === questionLang ? dropQ : ignored(place.lang, alsoIgnored);
  const title = stems(place.title, dropP);
  const below = place.headingPath.split("›").slice(1).join(" ");
  const section = stems(below, dropP);
  const row = stems(place.rowHeader ?? "", dropP);
  for (const t of title) {
    section.delete(t);
    row.delete(t);
  }
  const asked = stems(question, dropQ);
  for (const t of title) asked.delete(t);
  const matchedStems = [...new Set([...section, ...row])].filter((q) => asked.has(q));
  let unasked = 0;
  for (const q of section) if (!asked.has(q)) unasked += 1;
  // A row's header is its key ("Every hour after that", "Monday to Friday") as often as its special
  // case ("Intensive care"): it scopes the row when the question names it, and is no evidence
  // against the row when it does not.
  return { matched: matchedStems.length, matchedStems, unasked };
}

/** The campus names as words to leave out of qualifiers (scope.ts judges campuses). */
export function campusWords(campuses: ReadonlyArray<{ names: readonly string[] }>): string[] {
  return campuses.flatMap((c) => c.names.flatMap((n) => normaliseForMatch(n).trim().split(" ")));
}
