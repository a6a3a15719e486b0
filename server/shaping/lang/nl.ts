import { cardinal } from "../number-words";
import type { ShapingPack } from "../pack";

/**
 * Times the way Flemish official announcements say them, 24-hour and unambiguous:
 * 14:00 "veertien uur", 14:30 "veertien uur dertig", 9:05 "negen uur vijf", 0:00 "middernacht".
 * (12-hour "half drie" needs a day part to be unambiguous and is easy to mishear on a phone line.)
 */
export const nl: ShapingPack = {
  abbreviations: [
    { abbr: "ICU", article: "de", noun: "intensieve zorgafdeling" },
    { abbr: "IZ", article: "de", noun: "intensieve zorg" },
    { abbr: "SEH", article: "de", noun: "spoedeisende hulp" },
    { abbr: "OK", article: "de", noun: "operatiekamer" },
    { abbr: "MUG", article: "de", noun: "mobiele urgentiegroep" },
    { abbr: "RIZIV", article: "het", noun: "Rijksinstituut voor ziekte- en invaliditeitsverzekering" },
  ],
  articles: ["de", "De", "het", "Het", "een", "Een"],
  urlPointer: /\b(?:zie|bekijk|surf naar|raadpleeg|kijk op|meer info(?:rmatie)?|lees meer|via onze website|op onze website)\b/i,
  spellTime: (h, m) => {
    if (h === 0 && m === 0) return { spoken: "middernacht" };
    const hour = cardinal(h, "nl");
    return { spoken: m === 0 ? `${hour} uur` : `${hour} uur ${cardinal(m, "nl")}` };
  },
  trailingTimeUnit: /^\s*uur\b/,
  extraTimeForms: [/(?<![\p{L}\p{N}:.,])(\d{1,2})u(\d{2})?(?![\p{L}\p{N}])/gu],
  timeRange: { from: "van", to: "tot" },
  dottedTimeCue: /\b(?:om|van|tot|vanaf|tussen)\s+$/i,
  lists: {
    and: "en",
    or: "of",
    alternatives: /(?<!\p{L})(?:kan|kunt|kunnen|mag|mogen|ofwel|kies|kiezen|keuze|mogelijkheden|opties|een van|of)(?!\p{L})/iu,
    runsOn: ["in", "op", "aan", "bij", "naar", "met", "via", "van", "voor", "zijn", "is", "nodig", "mee"],
    nouns: [
      "diensten",
      "afdelingen",
      "campussen",
      "artsen",
      "dokters",
      "specialisten",
      "parkings",
      "parkeerterreinen",
      "ingangen",
      "mogelijkheden",
      "documenten",
      "zaken",
    ],
    more: (n, conj, noun) => `${conj === "or" ? "of" : "en"} nog ${cardinal(n, "nl")} andere${noun ? ` ${noun}` : ""}`,
  },
};
