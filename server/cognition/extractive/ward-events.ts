import type { Lang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import type { WardKind } from "./pack";
import { wardNamesSaid, wardsNamed, type ScopeWard } from "./scope";

/**
 * A ward named by the event that brings its patients there, in each language: "My daughter has
 * just had a baby with you, when can the grandparents come?" names the maternity ward as surely
 * as "maternity" would, and the visiting table's "Materniteit: andere bezoekers" row is its
 * answer — while the question, naming no ward, competed only with the first chunks and heard the
 * blood-test times. Only an event that one ward takes in: a birth. An operation, an accident or a
 * fall each lead to several wards, and naming one of them would be a guess.
 *
 * Matched as the ward names are (folded, as a part of the text: scope.ts wardsNamed), so no short
 * stem that sits inside another word ("parto" is in "reparto", the Italian "ward").
 */
export const WARD_EVENTS: Partial<Record<WardKind, Record<Lang, readonly string[]>>> = {
  maternity: {
    en: ["had a baby", "had her baby", "has given birth", "gave birth", "giving birth", "in labour", "in labor"],
    nl: ["bevallen", "bevalling", "baby gekregen", "kindje gekregen"],
    fr: ["accouché", "accouchement", "accoucher", "a eu un bébé", "a eu son bébé"],
    it: ["ha partorito", "partorire", "ha avuto un bambino", "ha avuto una bambina", "travaglio"],
  },
};

const EVENT_PHRASES = new Set(
  Object.values(WARD_EVENTS).flatMap((perLang) =>
    Object.values(perLang)
      .flat()
      .map((p) => normaliseForMatch(p).trim()),
  ),
);

/**
 * The wards `text` names only by their event ("is net bevallen"), none by a name: for these the
 * ward's names are added to the question where a page's row header is matched against it
 * (qualifier.ts), as "Materniteit" matches a question that says "materniteit" — else the general
 * wards' row, closer in meaning, still led an answer in the caller's own language.
 */
export function wardsNamedByEventOnly(text: string, wards: readonly ScopeWard[]): ScopeWard[] {
  return wardsNamed(text, wards).filter((w) => wardNamesSaid(text, [w]).every((n) => EVENT_PHRASES.has(normaliseForMatch(n).trim())));
}
