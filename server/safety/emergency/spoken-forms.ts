import type { Lang, PerLang } from "~/lib/lang";

/**
 * Spoken French drops the "ne" of a negation: a frightened caller says "il respire plus", "il
 * répond plus quand je le secoue", "il sent plus ses jambes", and speech-to-text writes what was
 * said. The emergency rules are written with the "ne" ("ne respire plus"), so each of them missed
 * the spoken form of its own sentence. Putting the "ne" back before the rules run fixes the shape
 * once for every rule instead of doubling each one. Only a subject pronoun (or "qui"), optional
 * object pronouns, one verb and a negation word: "il ne respire plus" (already there), "elle mange
 * plus de fruits" reads as "ne mange plus", which no emergency rule cares about.
 */
const FRENCH_DROPPED_NE =
  /(?<= )(je|j|tu|il|elle|on|nous|vous|ils|elles|qui)((?: (?:me|m|te|t|se|s|le|la|l|lui|les|leur|nous|vous|y|en))*) (?!ne |n )([a-z]+) (plus|pas|jamais|rien|personne)(?= )/g;

function restoreFrenchNe(text: string): string {
  // Before a vowel "ne" is elided: "il arrive plus" → "il n arrive plus", "il y a pas" → "il n y a pas".
  return text.replace(FRENCH_DROPPED_NE, (_m, subject: string, clitics: string, verb: string, negation: string) => {
    const next = clitics.trim().split(" ")[0] || verb;
    const ne = /^[aeiouyh]/.test(next) ? "n" : "ne";
    return `${subject === "j" ? "je" : subject} ${ne}${clitics} ${verb} ${negation}`;
  });
}

/** What each language's emergency rules read: the normalised utterance in the written form they are written for. */
export const SPOKEN_TO_WRITTEN: Partial<PerLang<(normalised: string) => string>> = { fr: restoreFrenchNe };

export function writtenForm(normalised: string, lang: Lang): string {
  return SPOKEN_TO_WRITTEN[lang]?.(normalised) ?? normalised;
}
