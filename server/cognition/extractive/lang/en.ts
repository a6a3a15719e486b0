import { enFunctionWords } from "~/lib/lang/function-words/en";
import type { ExtractivePack } from "../pack";

export const en: ExtractivePack = {
  stopwords: enFunctionWords,
  genericWords: ["hospital", "hospitals", "patient", "patients", "campus", "campuses"],
  unitMismatch: (asked, found) => `I can only find a price ${found}, not a price ${asked}.`,
  units: { per_hour: "per hour", per_session: "per session", per_day: "per day", per_kwh: "per kilowatt hour", per_item: "per item" },
};
