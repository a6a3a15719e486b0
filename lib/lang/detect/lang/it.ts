import type { LanguageMarkers } from "../markers";

/** What tells an Italian sentence apart besides the Italian function words no other supported language has. */
export const itMarkers: LanguageMarkers = {
  sharedFunctionWords: ["il", "un", "e", "è", "al", "lui", "si"],
  callerWords: [
    "vorrei",
    "voglio",
    "ancora",
    "grazie",
    "buongiorno",
    "buonasera",
    "ciao",
    "sì",
    "più",
    "ora",
    "orari",
    "orario",
    "appuntamento",
    "medico",
    "ospedale",
    "parcheggiare",
    "parcheggio",
    "visita",
    "favore",
  ],
};
