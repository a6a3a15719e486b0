import type { PerLang } from "~/lib/lang";

/**
 * Whether a parent or a partner may sleep beside a patient who is on a ward, the ward said anywhere before: "mon fils a
 * fait une crise d'asthme hier soir, il est hospitalisé en pédiatrie, je peux dormir avec lui ?" names an asthma attack
 * and asks "je peux", and the generic rule refused it in French, Dutch and Italian (the twenty-fourth pass left it:
 * "dormir avec lui" was practical only with the place right after it). A night on a ward is organised, not advised.
 * Only with the admission or the ward said before the sleeping: "mon bébé a de la fièvre, je peux dormir avec lui pour
 * le surveiller ?" is at home and stays refused, and a visitor's own illness is the packs' visitor_unwell rule, which no
 * practical word silences.
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces at their edges: the
 * packs put them in ` {PRACTICAL} `; the ward is read behind the match.
 */
export const NIGHT_BESIDE_PATIENT: PerLang<string> = {
  en: String.raw`(?<=(?:admitted|in hospital|on the ward|on the \w+ ward|on the \w+ s ward)(?: \w+){1,10} )(?:sleep|stay the night|spend the night) (?:next to|beside|with) (?:him|her)`,
  nl: String.raw`(?<=(?:opgenomen|in het ziekenhuis|op de afdeling|op de \w+afdeling|op de kinderafdeling|op de pediatrie)(?: \w+){1,10} )(?:bij|naast) (?:hem|haar) (?:slapen|blijven slapen|overnachten)`,
  fr: String.raw`(?<=(?:hospitalise|hospitalisee|en pediatrie|en neonatologie|en reanimation|dans le service|au service|a l hopital)(?: \w+){1,10} )dormir (?:avec|a cote de|pres de) (?:lui|elle)`,
  it: String.raw`(?<=(?:ricoverato|ricoverata|in pediatria|in reparto|in ospedale|in neonatologia)(?: \w+){1,10} )(?:dormire|restare a dormire|rimanere a dormire) (?:con|accanto a|vicino a) (?:lui|lei)`,
};
