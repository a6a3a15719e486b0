import type { Capability } from "./types";
import { cite, depName } from "./naming";

export const departmentPhone: Capability = {
  name: "department_phone",
  intents: ["department_phone"],
  answer: ({ resolution, taxonomy, phrases, lang }) => {
    const dep = resolution.department;
    if (!dep?.phone) return null;
    return { text: phrases.departmentPhone(depName(dep, lang, taxonomy), dep.phone), citations: [cite.department(dep, lang, taxonomy)], path: "capability" };
  },
};
