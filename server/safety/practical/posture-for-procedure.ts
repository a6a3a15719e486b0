import type { PerLang } from "~/lib/lang";

/**
 * Whether a patient may lie down (or sit) for a blood test, an injection or a scan: "My daughter faints at the sight
 * of a needle, can she lie down for her blood test?" names a faint and a needle and asks "can she", and the second
 * opinion refused it at 0.48 in Dutch and English (batch 21), under its plain advice bar but over nothing a practical
 * question's bar would pass. How a sampling room seats a patient is organised, not advised. Only the posture with the
 * procedure after it: "should I lie down for an hour after my injection?" and "is it better to lie down for my back
 * pain?" name no procedure right after "for" and stay asks.
 *
 * Regex sources over normalised text (no accents, one space between words), without the spaces at their edges: the
 * packs put them in ` {PRACTICAL} `.
 */
export const POSTURE_FOR_PROCEDURE: PerLang<string> = {
  en: String.raw`(?:lie|lying|sit|sitting) down (?:for|during) (?:the|her|his|my|their|your|a) (?:\w+ )?(?:blood test|blood tests|blood draw|bloods|injection|jab|vaccination|vaccine|scan|infusion)`,
  nl: String.raw`(?:liggen|neerliggen|gaan liggen|zitten|liggend) (?:bij|tijdens|voor) (?:de|het|haar|zijn|mijn|een) (?:\w+ )?(?:bloedafname|bloedprik|bloedtest|prik|vaccinatie|inenting|injectie|inspuiting|scan|infuus)`,
  fr: String.raw`(?:etre allongee?|s allonger|allongee?|couchee?|se coucher|etre couchee?) (?:pour|pendant) (?:la|le|sa|son|ma|mon|l|une|un) (?:\w+ )?(?:prise de sang|piqure|vaccin|vaccination|injection|prelevement|perfusion|scanner)`,
  it: String.raw`(?:stare sdraiat[oa]|sdraiarsi|sdraiat[oa]|stare stes[oa]|distendersi) (?:per|durante) (?:il|la|lo|l|un|una|suo|sua|mio|mia) (?:\w+ )?(?:prelievo|prelievi|iniezione|puntura|vaccino|vaccinazione|flebo|infusione|tac)`,
};
