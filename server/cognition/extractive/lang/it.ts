import { itFunctionWords } from "~/lib/lang/function-words/it";
import type { ExtractivePack } from "../pack";

export const it: ExtractivePack = {
  stopwords: itFunctionWords,
  genericWords: ["ospedale", "ospedali", "paziente", "pazienti", "campus"],
  unitMismatch: (asked, found) => `Trovo solo una tariffa ${found}, non una tariffa ${asked}.`,
  units: { per_hour: "all'ora", per_session: "per sessione", per_day: "al giorno", per_kwh: "per kilowattora", per_item: "al pezzo" },
};
