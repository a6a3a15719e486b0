import { frFunctionWords } from "~/lib/lang/function-words/fr";
import type { ExtractivePack } from "../pack";

export const fr: ExtractivePack = {
  stopwords: frFunctionWords,
  genericWords: ["hopital", "hôpital", "hopitaux", "hôpitaux", "patient", "patients", "patiente", "campus"],
  unitMismatch: (asked, found) => `Je ne trouve qu'un tarif ${found}, pas de tarif ${asked}.`,
  units: { per_hour: "à l'heure", per_session: "par séance", per_day: "par jour", per_kwh: "par kilowattheure", per_item: "à la pièce" },
};
