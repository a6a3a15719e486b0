import type { ExtractivePack } from "../pack";

export const nl: ExtractivePack = {
  stopwords: ["de", "het", "een", "en", "van", "ik", "je", "u", "uw", "mijn", "wij", "we", "zijn", "is", "wat", "waar", "wanneer", "hoe", "hoeveel", "welke", "welk", "kan", "kunt", "moet", "mag", "wil", "niet", "met", "voor", "naar", "bij", "op", "in", "ook", "er", "dat", "die", "dit", "deze", "te", "om", "aan", "als", "of", "heb", "heeft", "hebben", "graag", "jullie", "zij", "hij", "wordt", "worden", "kan", "ben", "nog", "al", "dan", "over", "tot", "door"],
  unitMismatch: (asked, found) => `Ik vind alleen een tarief ${found}, geen tarief ${asked}.`,
  units: { per_hour: "per uur", per_session: "per beurt", per_day: "per dag", per_kwh: "per kWh", per_item: "per stuk" },
};
