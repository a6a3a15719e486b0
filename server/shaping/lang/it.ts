import { cardinal } from "../number-words";
import type { ShapingPack } from "../pack";

const NO_ARTICLE = /(?:\b(?:alle|dalle|delle|nelle|sulle|le|ore|entro le|verso le)\s+|\b(?:all|dall|l)')$/i;
const ALLE = /\b(alle|dalle)\s+$/i;

/** 24-hour with the article Italian needs: "le quattordici e trenta", but "dalle quattordici", "all'una". */
export const it: ShapingPack = {
  abbreviations: [
    { abbr: "UTI", article: "l'", noun: "unità di terapia intensiva" },
    { abbr: "PS", article: "il", noun: "pronto soccorso" },
    { abbr: "DEA", article: "il", noun: "dipartimento di emergenza" },
  ],
  articles: ["il", "Il", "l'", "L'", "al", "Al", "del", "Del", "nel", "Nel", "all'", "dall'"],
  urlPointer: /\b(?:vedi|veda|visiti|consulti|maggiori informazioni|per saperne di più|sul nostro sito)\b/i,
  spellTime: (h, m, before) => {
    const hourWord = h === 1 ? "una" : cardinal(h, "it");
    const core = m === 0 ? hourWord : `${hourWord} e ${cardinal(m, "it")}`;
    const alle = ALLE.exec(before);
    if (h === 1 && alle) {
      return { spoken: `${alle[1]!.toLowerCase() === "alle" ? "all'" : "dall'"}${core}`, consumeBefore: alle[0].length };
    }
    if (NO_ARTICLE.test(before)) return { spoken: core };
    if (h === 0 && m === 0) return { spoken: "mezzanotte" };
    if (h === 12 && m === 0) return { spoken: "mezzogiorno" };
    return { spoken: h === 1 ? `l'${core}` : `le ${core}` };
  },
  trailingTimeUnit: null,
  extraTimeForms: [],
  timeRange: { from: "dalle", to: "alle", absorbs: /\bore\s+$/i },
  dottedTimeCue: /\b(?:ore|alle|dalle|entro le|verso le|fino alle|a partire dalle)\s+$/i,
  lists: {
    and: "e",
    or: "o",
    alternatives: /(?<!\p{L})(?:può|potete|puoi|si può|oppure|scegliere|scelta|a scelta|opzioni|possibilità|uno dei|una delle|o)(?!\p{L})/iu,
    runsOn: ["in", "a", "al", "alla", "ai", "su", "nel", "nella", "presso", "da", "sono", "è", "portare"],
    nouns: ["reparti", "sedi", "medici", "specialisti", "parcheggi", "ingressi", "opzioni", "servizi", "documenti"],
    // "altri" agrees with a masculine noun; feminine ones (sedi, opzioni) take "altre".
    more: (n, conj, noun) => {
      const other = noun && /^(?:sedi|opzioni)$/.test(noun) ? "altre" : "altri";
      return `${conj === "or" ? "o" : "e"} ${other} ${cardinal(n, "it")}${noun ? ` ${noun}` : ""}`;
    },
  },
};
