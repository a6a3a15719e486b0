import type { PerLang } from "~/lib/lang";

/**
 * Whether a clinic or department offers a test or a treatment: "Mijn dochter had vorig jaar een allergische
 * reactie, doet de allergiepoli priktesten bij kinderen?" names a reaction and a test, and the second opinion
 * scored it an advice ask (0.54). Asking what a named clinic does (or what "you" do) is asking about the
 * hospital; a clinic word alone is not enough — a Dutch "\w*poli" as a practical word cost two asks the second
 * opinion had refused, because "na de kleine ingreep op de poli" dates an ask, it asks nothing of the poli.
 * "What do you do against …" is a remedy ask and stays one. Whom a clinic takes on is asked the same way ("le centre
 * du sommeil accepte aussi les adolescents ?", batch 20: the opinion refused it at 0.40).
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces at their
 * edges: the packs put them in ` {PRACTICAL} `.
 */
export const SERVICE_OFFERED: PerLang<string> = {
  en: String.raw`(?:does|do|can) (?:the|your) (?:\w+ ){0,2}?(?:clinic|department|unit|centre|center|hospital|lab|service) (?:also )?(?:do|offer|perform|carry out|provide|test|take|accept|see)|(?<!what )(?:do|can) you (?:also )?(?:do|offer|perform|carry out|provide)`,
  nl: String.raw`(?:doet|doen|biedt|kan|neemt|nemen|ontvangt|aanvaardt) (?:de|het|jullie) (?:\w+ )?\w*(?:poli|kliniek|afdeling|dienst|centrum|labo|ziekenhuis)|(?<!wat )(?:doen|bieden) jullie|op de \w*poli (?:ook )?(?:doen|gedaan|mogelijk)`,
  fr: String.raw`(?:la|le|l) (?:consultation|service|clinique|centre|hopital|labo|laboratoire)(?: d \w+| de \w+| du \w+| des \w+| de la \w+)? (?:aussi )?(?:fait|font|propose|proposent|pratique|pratiquent|realise|realisent|accepte|acceptent|prend en charge|prennent en charge|recoit|recoivent)|(?<!qu est ce que |que )vous (?:faites|proposez|pratiquez|realisez)`,
  it: String.raw`(?:l ambulatorio|il reparto|il servizio|la clinica|il centro|l ospedale|il laboratorio|il poliambulatorio)(?: di \w+| del \w+| dell \w+)? (?:anche )?(?:fa|fanno|offre|offrono|esegue|eseguono|effettua|effettuano|accetta|accettano|prende in carico|prendono in carico|riceve|ricevono)|(?<!cosa |che )(?:fate|offrite|eseguite|effettuate)`,
};
