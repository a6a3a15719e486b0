import type { PerLang } from "~/lib/lang";

/**
 * Where to have a service done: "can I get my flu jab at the hospital or do I have to go to my
 * GP?". It names a vaccine and asks "can I", which the generic advice rule and the second opinion
 * read as an ask; the development near misses of this shape were refused in three languages. The
 * choice between the hospital and the family doctor, the pharmacy or a clinic, in either order,
 * is what makes it a question about the hospital. A symptom in the same question ("should I go to
 * the hospital or my GP with this pain?") is still refused: the advice packs' emergency-triage
 * rules run before the generic rule this vocabulary guards, and they do not read it.
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces
 * at their edges: the packs put them in ` {PRACTICAL} `.
 */
const choice = (hospital: string, or: string, other: string) =>
  String.raw`(?:${hospital})(?: \w+){0,3} ${or}(?: \w+){0,7} (?:${other})|(?:${other})(?: \w+){0,3} ${or}(?: \w+){0,7} (?:${hospital})`;

export const VENUE_CHOICE: PerLang<string> = {
  en: choice(
    String.raw`(?:at|in) (?:the|your|this) hospital|here`,
    "or",
    String.raw`gp|doctor|family doctor|pharmacy|pharmacist|chemist|clinic|health centre|health center`,
  ),
  nl: choice(String.raw`(?:in|bij) (?:het|jullie|uw) ziekenhuis|hier`, "of", String.raw`huisarts|dokter|apotheek|apotheker|wijkgezondheidscentrum`),
  fr: choice(
    String.raw`(?:a l|dans l|a votre|dans votre) hopital|ici`,
    "ou",
    String.raw`medecin|generaliste|medecin traitant|pharmacie|pharmacien|maison medicale`,
  ),
  it: choice(
    String.raw`(?:in|nel|al|nel vostro|al vostro) ospedale|qui`,
    "o",
    String.raw`medico|medico di base|medico di famiglia|farmacia|farmacista|ambulatorio`,
  ),
};
