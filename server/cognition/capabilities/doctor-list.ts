import { doctorDisplayName } from "~/server/taxonomy/types";
import type { Capability } from "./types";
import { cite, depName } from "./naming";

/** How many names a spoken list carries; the chat channel may show all, the phone cannot. */
export const SPOKEN_LIST_NAMES = 2;

/** "Welke artsen werken op cardiologie?" → two names and "among others" (the sentence cap is for the ear). */
export const doctorList: Capability = {
  name: "doctor_list",
  intents: ["doctor_list"],
  answer: ({ resolution, taxonomy, phrases, lang }) => {
    const dep = resolution.department;
    if (!dep) return null;
    const doctors = taxonomy.doctors.filter((d) => d.departmentKey === dep.key);
    if (doctors.length === 0) return null;
    const spoken = doctors.slice(0, SPOKEN_LIST_NAMES);
    return {
      text: phrases.doctorList(depName(dep, lang, taxonomy), spoken.map(doctorDisplayName), doctors.length > spoken.length),
      citations: [cite.department(dep, lang, taxonomy), ...doctors.map(cite.doctor)],
      path: "capability",
    };
  },
};
