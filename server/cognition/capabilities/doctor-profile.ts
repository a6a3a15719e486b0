import { doctorDisplayName } from "~/server/taxonomy/types";
import type { Capability } from "./types";
import { campusOf, cite, depName } from "./naming";

/** "Vertel me meer over professor X" → department and campus, then offers hours or an appointment. */
export const doctorProfile: Capability = {
  name: "doctor_profile",
  intents: ["doctor_profile"],
  answer: ({ resolution, taxonomy, phrases, lang }) => {
    const doctor = resolution.doctor;
    const dep = resolution.department ?? taxonomy.departments.find((d) => d.key === doctor?.departmentKey);
    if (!doctor || !dep) return null;
    const campus = campusOf(taxonomy, doctor.campusKey ?? dep.campusKey)?.name ?? null;
    return {
      text: phrases.doctorProfile(doctorDisplayName(doctor), depName(dep, lang, taxonomy), campus),
      citations: [cite.doctor(doctor), cite.department(dep, lang, taxonomy)],
      path: "capability",
    };
  },
};
