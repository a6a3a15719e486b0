import type { Lang, PerLang } from "~/lib/lang";
import { anyPhrase, normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { ExtractivePack } from "./pack";
import { daysNamed, type QuestionScope } from "./scope";
import { compatibleUnits, unitOf, type PriceUnit } from "~/server/knowledge/value-framework/units";

const PACKS: PerLang<ExtractivePack> = { nl, en, fr, it };

/** A clause carries a fact: a number, or "free" / "closed" in the page's words ("gratuit le dimanche"). */
const carriesFact = (piece: string, lang: Lang) =>
  /\d/.test(piece) || anyPhrase(normaliseForMatch(piece), [...PACKS[lang].wordFacts.free, ...PACKS[lang].wordFacts.closed]);

/**
 * One sentence that gives a fact per day scope — "open Monday to Friday from 7:30 to 19:00, and from
 * 9:00 to 16:00 at weekends", "ogni 15 minuti nei giorni feriali e ogni 30 minuti la domenica" —
 * is two answers in one: said whole to a caller who asked about Saturday, it speaks the weekdays'
 * hours beside the weekend's, two contradictory facts. Ranking cannot choose between them (they
 * are one sentence), so the sentence is cut into clauses, each carrying its own fact, and a
 * clause that names only the other day scope is left out. A question that names no day scope
 * hears the whole sentence: each clause then says its own scope.
 */
export function inDayScope(sentence: string, pageLang: Lang, scope: Pick<QuestionScope, "weekend" | "weekdays">): string {
  if (!scope.weekend && !scope.weekdays) return sentence;
  const clauses = factClauses(sentence, pageLang);
  if (clauses.length < 2) return sentence;
  const named = clauses.map((c) => daysNamed(c, pageLang));
  const asked = (n: { weekend: boolean; weekdays: boolean }) => (scope.weekend ? n.weekend : n.weekdays);
  const other = (n: { weekend: boolean; weekdays: boolean }) => (scope.weekend ? n.weekdays && !n.weekend : n.weekend && !n.weekdays);
  // No clause names the asked scope: the sentence is the answer as it stands ("the shuttle runs
  // Monday to Friday, every 30 minutes" tells a caller asking about Saturday that it does not).
  if (!named.some(asked)) return sentence;
  const kept = clauses.filter((_, i) => !other(named[i]!));
  // Nothing left, or nothing left out: the sentence as the page says it.
  if (kept.length === 0 || kept.length === clauses.length) return sentence;
  return joinClauses(kept, pageLang);
}

/** Kept clauses as one sentence: no joiner or divider left at either end, a capital and a full stop. */
function joinClauses(kept: readonly string[], pageLang: Lang): string {
  const text = kept
    .map((c) => c.replace(/^\s*(?:[,;·•|]\s*)?/u, "").replace(new RegExp(String.raw`^(?:${JOINERS[pageLang].join("|")})\s+`, "iu"), ""))
    .join("")
    .replace(/\s+/gu, " ")
    .replace(new RegExp(String.raw`(?:[\s,;:.·•|]|(?<![\p{L}])(?:${JOINERS[pageLang].join("|")})(?![\p{L}]))+$`, "iu"), "");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The words that join two clauses, per page language ("en" is Dutch "and" but French "in"). */
const JOINERS: Record<Lang, readonly string[]> = {
  nl: ["en", "of", "maar"],
  en: ["and", "or", "but"],
  fr: ["et", "ou", "mais"],
  it: ["e", "o", "ma"],
};

/**
 * Where a sentence divides into clauses: a semicolon (or a middle dot, bullet or bar between two
 * groups of hours: "08.00 - 19.30 uur · zaterdag …"), a comma (not one inside a number: "7,50"),
 * or the page language's "and" / "or" / "but". The dividers are kept, so kept clauses read as
 * the page wrote them.
 */
function divider(lang: Lang): RegExp {
  const joiner = JOINERS[lang].join("|");
  return new RegExp(String.raw`(\s*[;·•|]\s*|,(?!\d)\s*(?:(?:${joiner})\s+)?|\s+(?:${joiner})\s+)`, "iu");
}

/**
 * The sentence's clauses that each carry a fact: a piece without one (a ward's name
 * before its hours, "e nei giorni festivi" after them) belongs to its neighbour.
 */
function factClauses(sentence: string, lang: Lang): string[] {
  const parts = sentence.split(divider(lang));
  const clauses: string[] = [];
  let pending = "";
  for (let i = 0; i < parts.length; i += 2) {
    const piece = parts[i]!;
    const after = parts[i + 1] ?? "";
    if (!carriesFact(piece, lang)) {
      // Before the first fact it leads into the next clause; after one it ends the previous — unless
      // a clause boundary (a semicolon or comma) comes before it and a fact after it: then it is
      // the next clause's lead-in ("8am to 8pm; Saturday and Sunday 10am to 6pm" gives Saturday
      // the weekend's hours, not the weekdays').
      const before = parts[i - 1] ?? "";
      const leadsIn = clauses.length === 0 || (/[;,·•|]/u.test(before) && parts.slice(i + 2).some((p, j) => j % 2 === 0 && carriesFact(p, lang)));
      if (leadsIn) pending += piece + after;
      else clauses[clauses.length - 1] += piece + after;
      continue;
    }
    clauses.push(pending + piece + after);
    pending = "";
  }
  return clauses;
}

/**
 * One sentence that quotes a price per unit and another per another unit — "Television costs €5
 * per day or €25 per week" — is two answers to "how much per day?": said whole, the caller hears
 * the week's price beside the day's and may keep the wrong one. When the question names its unit
 * and a clause quotes it, the clauses that quote only another unit are left out; a sentence with
 * no clause in the asked unit is said as it stands.
 */
export function inPriceUnitScope(sentence: string, pageLang: Lang, asked: PriceUnit | null): string {
  if (!asked) return sentence;
  const clauses = factClauses(sentence, pageLang);
  if (clauses.length < 2) return sentence;
  const fits = compatibleUnits(asked);
  const units = clauses.map((c) => unitOf(c, pageLang));
  if (!units.some((u) => u !== null && fits.includes(u))) return sentence;
  const kept = clauses.filter((_, i) => units[i] === null || fits.includes(units[i]!));
  if (kept.length === clauses.length) return sentence;
  return joinClauses(kept, pageLang);
}
