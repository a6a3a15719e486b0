import type { Lang } from "~/lib/lang";

/**
 * Contractions written without their apostrophe, as speech-to-text and hurried typing give them:
 * "i cant breathe", "whats good for", "jai mal". The normaliser turns "can't" into "can t", and
 * every pattern is written for that form, so "cant" matched none of them: the patterns missed
 * the caller who wrote as a frightened caller does. Expanding them to the apostrophe form, before
 * any pattern runs, lets every rule hear both.
 *
 * Only tokens that are not words of their own in any of the line's languages: not "its"
 * (possessive), "ill" (sick), "well", "were", "hell", "id"; French "dont" ("of which") is an
 * English contraction only on an English call.
 */
const EVERY_CALL: Readonly<Record<string, string>> = {
  // English
  cant: "can t",
  wont: "won t",
  isnt: "isn t",
  arent: "aren t",
  wasnt: "wasn t",
  werent: "weren t",
  doesnt: "doesn t",
  didnt: "didn t",
  hasnt: "hasn t",
  havent: "haven t",
  hadnt: "hadn t",
  couldnt: "couldn t",
  shouldnt: "shouldn t",
  wouldnt: "wouldn t",
  mustnt: "mustn t",
  aint: "ain t",
  im: "i m",
  ive: "i ve",
  youre: "you re",
  theyre: "they re",
  youve: "you ve",
  weve: "we ve",
  theyve: "they ve",
  hes: "he s",
  shes: "she s",
  thats: "that s",
  whats: "what s",
  wheres: "where s",
  theres: "there s",
  whos: "who s",
  // French
  jai: "j ai",
  cest: "c est",
  jsuis: "je suis",
  chuis: "je suis",
  jpeux: "je peux",
  jdois: "je dois",
  jsais: "je sais",
  quest: "qu est",
  narrive: "n arrive",
  nest: "n est",
};

const ON_ITS_OWN_CALL: Partial<Record<Lang, Readonly<Record<string, string>>>> = { en: { dont: "don t" } };

/** Normalised text (lower case, single spaces, padded) with apostrophe-less contractions expanded. */
export function expandContractions(normalised: string, lang: Lang): string {
  const own = ON_ITS_OWN_CALL[lang];
  return normalised.replace(/[a-z]+/g, (w) => EVERY_CALL[w] ?? own?.[w] ?? w);
}
