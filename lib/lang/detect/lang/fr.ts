import type { LanguageMarkers } from "../markers";

/** What tells a French sentence apart besides the French function words no other supported language has. */
export const frMarkers: LanguageMarkers = {
  sharedFunctionWords: ["le", "la", "un", "je", "ne", "il", "ai", "a", "ma", "se"],
  callerWords: [
    "voudrais",
    "veux",
    "aussi",
    "encore",
    "merci",
    "bonjour",
    "bonsoir",
    "oui",
    "non",
    "plus",
    "heure",
    "heures",
    "rendez-vous",
    "médecin",
    "hôpital",
    "trouve",
    "s'il",
    "plaît",
  ],
};
