import type { PerLang } from "~/lib/lang";

/**
 * What to write on a form: "qu'est-ce que je peux mettre sur le formulaire pour mes médicaments ?" names medicines and
 * asks "can I put", and the generic rule refused it (the twenty-fifth pass's probe; "what can I put on the form for my
 * medicines", "wat moet ik op het formulier invullen voor mijn medicatie" the same). Filling in the hospital's form is
 * an errand; "what can I put on the wound" names no form and stays an ask.
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces at their edges: the
 * packs put them in ` {PRACTICAL} `.
 */
export const FORM_FILLED: PerLang<string> = {
  en: String.raw`(?:put|write|fill in|mention|note|list|declare|enter|tick) (?:\w+ ){0,6}?(?:on|in|into) (?:the|my|his|her|this|that|an|a) (?:\w+ )?(?:form|questionnaire)|(?:fill in|fill out|complete) (?:the|my|his|her|this|that|an|a) (?:\w+ )?(?:form|questionnaire)`,
  nl: String.raw`(?:op|in) (?:het|dat|dit|mijn|een|de) (?:\w+ )?\w*(?:formulier|vragenlijst)(?: \w+){0,4}? (?:invullen|ingevuld|zetten|schrijven|vermelden|noteren|aanduiden|aankruisen|opgeven)|\w*(?:formulier|vragenlijst) (?:invullen|in te vullen)`,
  fr: String.raw`(?:mettre|ecrire|indiquer|noter|inscrire|declarer|mentionner|cocher)(?: \w+){0,6}? (?:sur|dans) (?:le|la|ce|cette|mon|ma|un|une) (?:\w+ )?(?:formulaire|questionnaire|fiche)|remplir (?:le|la|ce|cette|mon|ma|un|une) (?:\w+ )?(?:formulaire|questionnaire|fiche)`,
  it: String.raw`(?:mettere|scrivere|indicare|segnare|inserire|dichiarare|riportare)(?: \w+){0,6}? (?:sul|nel|sulla|nella|in questo|su questo|in un|su un) (?:\w+ )?(?:modulo|questionario|scheda)|compilare (?:il|lo|la|questo|un) (?:\w+ )?(?:modulo|questionario|scheda)`,
};
