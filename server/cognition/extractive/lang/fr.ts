import type { ExtractivePack } from "../pack";

export const fr: ExtractivePack = {
  stopwords: ["le", "la", "les", "un", "une", "des", "et", "de", "du", "je", "vous", "votre", "mon", "ma", "mes", "nous", "est", "sont", "que", "quoi", "ou", "où", "quand", "comment", "combien", "quel", "quelle", "quels", "quelles", "puis", "peux", "pouvez", "dois", "pas", "ne", "avec", "pour", "à", "a", "au", "aux", "en", "dans", "sur", "il", "elle", "ce", "cette", "ces", "y", "se", "si", "par", "d", "l", "qu"],
  unitMismatch: (asked, found) => `Je ne trouve qu'un tarif ${found}, pas de tarif ${asked}.`,
  units: { per_hour: "à l'heure", per_session: "par séance", per_day: "par jour", per_kwh: "par kilowattheure", per_item: "à la pièce" },
};
