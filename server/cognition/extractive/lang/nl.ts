import { nlFunctionWords } from "~/lib/lang/function-words/nl";
import type { ExtractivePack } from "../pack";

export const nl: ExtractivePack = {
  stopwords: nlFunctionWords,
  genericWords: ["ziekenhuis", "ziekenhuizen", "patient", "patienten", "patiënt", "patiënten", "campus", "campussen", "az"],
  unitMismatch: (asked, found) => `Ik vind alleen een tarief ${found}, geen tarief ${asked}.`,
  units: { per_hour: "per uur", per_session: "per beurt", per_day: "per dag", per_kwh: "per kWh", per_item: "per stuk" },
};
