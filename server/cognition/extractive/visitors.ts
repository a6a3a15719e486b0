import type { Lang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";

/**
 * Who a visiting rule is written for. Pages give the maternity ward's partner, a child's parents
 * and everyone else ("other visitors", grandparents, brothers and sisters) their own hours, often
 * in one section or one table: "Le partenaire est le bienvenu de 8 h à 21 h. Les autres visiteurs
 * viennent de 15 h à 19 h." e5 hears both as visiting hours of the maternity ward, so the caller
 * who asks when the grandparents may come heard the partner's hours. A question that names one of
 * these groups asks for its rule; a sentence that names only another group answers someone else.
 *
 * The same three groups in every hospital and language, listed in all four languages together
 * (a caller asks in one language about a page in another: "grands-parents" against "Grootouders").
 * Only words that name a group of visitors, never a single relative ("my mother" is as often the
 * patient as the visitor), and no children (a "children's ward" is a ward, not a visitor).
 */
export type VisitorGroup = "partner" | "parents" | "others";

const GROUPS: Record<VisitorGroup, Record<Lang, readonly string[]>> = {
  partner: {
    // "the dad", as the other languages' "de papa", "le papa", "il papà": the baby's, never "my dad" (a patient as often as a visitor).
    en: ["partner", "partners", "birth partner", "baby's father", "father of the baby", "the dad", "baby's dad"],
    nl: ["partner", "partners", "vader van de baby", "de papa"],
    fr: ["partenaire", "partenaires", "conjoint", "co-parent", "père du bébé", "le papa"],
    it: ["partner", "compagno", "papà del bambino", "padre del bambino", "il papà"],
  },
  parents: {
    en: ["parents", "parent"],
    // Not "ouder": it is also "older" ("kinderen ouder dan 12 jaar").
    nl: ["ouders"],
    fr: ["parents", "parent"],
    it: ["genitori", "genitore"],
  },
  others: {
    en: ["other visitors", "grandparents", "grandparent", "siblings", "brothers and sisters", "all other visitors"],
    nl: ["andere bezoekers", "overige bezoekers", "grootouders", "opa en oma", "opa's en oma's", "broers en zussen", "broertjes en zusjes"],
    fr: ["autres visiteurs", "grands-parents", "grands parents", "frères et sœurs", "fratrie"],
    it: ["altri visitatori", "nonni", "fratelli e sorelle", "fratellini"],
  },
};

const NAMES: ReadonlyArray<[VisitorGroup, string]> = (Object.keys(GROUPS) as VisitorGroup[]).flatMap((g) =>
  [...new Set(Object.values(GROUPS[g]).flat())].map((n) => [g, normaliseForMatch(n)] as [VisitorGroup, string]),
);

/** The groups of visitors `text` names, in any of the four languages (whole words, folded). */
export function visitorGroupsNamed(text: string): Set<VisitorGroup> {
  const folded = normaliseForMatch(text);
  // "Grands-parents" folds to two words, the second of which is not the parents' group.
  const withoutGrand = folded.replace(/ grands parents? /gu, " ");
  const named = new Set<VisitorGroup>();
  for (const [group, name] of NAMES) if ((group === "parents" ? withoutGrand : folded).includes(name)) named.add(group);
  return named;
}

export type VisitorFit = "asked" | "other" | "none";

/**
 * How a sentence (with its headings and row header) fits the groups the question names: it names
 * one of them ("asked"), only others ("other"), or none, or the question names none ("none").
 */
export function visitorFit(asked: ReadonlySet<VisitorGroup>, sentenceAndHeadings: string): VisitorFit {
  if (asked.size === 0) return "none";
  const named = visitorGroupsNamed(sentenceAndHeadings);
  if (named.size === 0) return "none";
  for (const g of named) if (asked.has(g)) return "asked";
  return "other";
}
