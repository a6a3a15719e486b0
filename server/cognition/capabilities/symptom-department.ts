import type { Capability } from "./types";
import { cite, depName } from "./naming";

/**
 * A lay symptom → the department that treats it, with its number and the emergency number. This
 * is navigation, not advice: it never says what the caller has or should take.
 */
export const symptomDepartment: Capability = {
  name: "symptom_department",
  intents: ["symptom_department"],
  answer: ({ resolution, taxonomy, phrases, lang }) => {
    const { symptom, department } = resolution;
    if (!symptom || !department) return null;
    return {
      text: phrases.symptomDepartment(symptom.term, depName(department, lang, taxonomy), department.phone ?? null, taxonomy.tenant.emergencyNumber),
      citations: [cite.department(department, lang, taxonomy)],
      path: "capability",
    };
  },
};
