import type { LanguageMarkers } from "../markers";

/** What tells a Dutch (incl. Flemish) sentence apart besides the Dutch (incl. Flemish) function words no other supported language has. */
export const nlMarkers: LanguageMarkers = {
  sharedFunctionWords: ["de", "en", "je", "u", "we", "is"],
  callerWords: [
    "jij",
    "alstublieft",
    "bedankt",
    "dank",
    "goedemorgen",
    "goedemiddag",
    "goedenavond",
    "dag",
    "ja",
    "nee",
    "meer",
    "uur",
    "afspraak",
    "dokter",
    "ziekenhuis",
    "parkeren",
    "bezoekuren",
  ],
};
