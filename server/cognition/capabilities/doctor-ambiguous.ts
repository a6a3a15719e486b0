import { doctorDisplayName } from "~/server/taxonomy/types";
import type { Capability } from "./types";
import { cite, depName } from "./naming";

/** Two doctors share the name the caller used: ask which one rather than guess. */
export const doctorAmbiguous: Capability = {
  name: "doctor_ambiguous",
  intents: ["doctor_ambiguous"],
  answer: ({ resolution, taxonomy, phrases, lang }) => {
    const candidates = resolution.candidates ?? [];
    if (candidates.length < 2) return null;
    const options = candidates.slice(0, 3).map((d) => {
      const dep = taxonomy.departments.find((x) => x.key === d.departmentKey);
      return dep ? `${doctorDisplayName(d)} (${depName(dep, lang, taxonomy)})` : doctorDisplayName(d);
    });
    return { text: phrases.doctorAmbiguous(options), citations: candidates.map(cite.doctor), path: "capability" };
  },
};
