import type { Lang, PerLang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/lang/normalise";
import { moduleLogger } from "~/lib/logger";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { MEDICAL_CLUSTERS, type DisclaimerPack, type MedicalCluster } from "./pack";

export { MEDICAL_CLUSTERS, type MedicalCluster } from "./pack";

const log = moduleLogger("safety.disclaimer");
const PACKS: PerLang<DisclaimerPack> = { nl, en, fr, it };

/** Stems match at a word start: "behandel" finds "behandeling", "ontsteking" finds "ontstekingen". */
const MATCHERS: PerLang<Record<MedicalCluster, RegExp>> = Object.fromEntries(
  (Object.keys(PACKS) as Lang[]).map((lang) => [
    lang,
    Object.fromEntries(MEDICAL_CLUSTERS.map((c) => [c, new RegExp(` (?:${PACKS[lang].clusters[c].map((w) => normaliseForMatch(w).trim()).join("|")})`)])),
  ]),
) as PerLang<Record<MedicalCluster, RegExp>>;

export function detectMedicalContent(text: string, lang: Lang): { medical: boolean; clusters: MedicalCluster[] } {
  const normalised = normaliseForMatch(text);
  const clusters = MEDICAL_CLUSTERS.filter((c) => MATCHERS[lang][c].test(normalised));
  return { medical: clusters.length > 0, clusters };
}

export function disclaimerText(lang: Lang): string {
  return PACKS[lang].disclaimer;
}

export function hasDisclaimerPrefix(text: string, lang: Lang): boolean {
  return text.trimStart().startsWith(PACKS[lang].disclaimer.trim());
}

export interface DisclaimerDecision {
  medical: boolean;
  prepend: boolean;
  clusters: MedicalCluster[];
}

/**
 * Medical-dominant on purpose: a mixed answer ("cardiology is on floor 4, parking in P3") gets the
 * disclaimer. Under-disclaiming costs more (AI Act Art. 50) than a caveat too many. `callerAsserted`
 * means the caller already knows the answer is medical and skips detection.
 */
export function decideDisclaimer(input: { answer: string; lang: Lang; callerAsserted?: boolean }): DisclaimerDecision {
  const detected = input.callerAsserted ? { medical: true, clusters: [] as MedicalCluster[] } : detectMedicalContent(input.answer, input.lang);
  const prepend = detected.medical && !hasDisclaimerPrefix(input.answer, input.lang);
  log.info({ lang: input.lang, medical: detected.medical, prepend, clusters: detected.clusters }, "disclaimer_decision");
  return { medical: detected.medical, prepend, clusters: detected.clusters };
}
