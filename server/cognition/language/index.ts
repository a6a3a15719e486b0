import type { Lang, PerLang } from "~/lib/lang";
import { LANGUAGES } from "~/lib/lang";
import { detectLanguage } from "~/lib/lang/detect";
import { anyPhrase, normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { LanguagePack } from "./pack";

const PACKS: PerLang<LanguagePack> = { nl, en, fr, it };

/**
 * "English, please" / "kunnen we in het Frans verder?" → the requested language. A bare language
 * name inside a longer question ("do you have English leaflets?") is not a switch request.
 */
export function detectSwitchRequest(utterance: string): Lang | null {
  const text = normaliseForMatch(utterance);
  // Words as the caller said them: "Parlez-vous" is one word, "?" none.
  const words = utterance.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  for (const speaker of LANGUAGES) {
    const pack = PACKS[speaker];
    for (const target of LANGUAGES) {
      const named = anyPhrase(text, pack.names[target]);
      if (!named) continue;
      const cued = anyPhrase(text, pack.switchCues);
      if (anyPhrase(text, pack.otherSpeakers.persons) && anyPhrase(text, pack.otherSpeakers.relatives)) continue;
      if (words.length <= 2 || (cued && words.length <= 9)) return target;
    }
  }
  return null;
}

export type LanguageDecision =
  /** Answer in `lang`; `lockNow` when this is the first confirmed utterance of the call. */
  | { kind: "answer"; lang: Lang; lockNow: boolean }
  /** The caller asked to continue in another language: relock and confirm. */
  | { kind: "switch"; lang: Lang; reply: string }
  /** The call is locked and the caller spoke another language without asking to switch. */
  | { kind: "locked_out"; lang: Lang; spokenLang: Lang; reply: string };

export interface LanguageInput {
  lockedLang: Lang | null;
  /** Language the channel reports (STT detection, the web page's language), if any. */
  declaredLang?: Lang;
  utterance: string;
  tenantDefaultLang: Lang;
}

/**
 * The call language is locked at the first confirmed utterance and stays (the reference pilot
 * lost Flemish accuracy with multi-language STT and looped on gibberish after silent switches);
 * the caller can still ask to switch explicitly.
 */
export function decideLanguage(input: LanguageInput): LanguageDecision {
  const switchTo = detectSwitchRequest(input.utterance);
  if (switchTo && switchTo !== input.lockedLang) {
    return { kind: "switch", lang: switchTo, reply: PACKS[switchTo].switched };
  }
  const detected = detectLanguage(input.utterance).lang;
  if (input.lockedLang === null) {
    const lang = input.declaredLang ?? detected ?? input.tenantDefaultLang;
    return { kind: "answer", lang, lockNow: input.declaredLang !== undefined || detected !== null };
  }
  // Both signals must agree before refusing: a misdetected short utterance must not lock the caller out.
  const spoken = input.declaredLang ?? detected;
  const corroborated = spoken !== null && (detected === null || detected === spoken);
  if (spoken && spoken !== input.lockedLang && corroborated && detected !== null) {
    const reply = PACKS[spoken].lockedOut(PACKS[spoken].names[input.lockedLang][0]!);
    return { kind: "locked_out", lang: input.lockedLang, spokenLang: spoken, reply };
  }
  return { kind: "answer", lang: input.lockedLang, lockNow: false };
}
