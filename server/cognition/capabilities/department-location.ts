import { spokenText } from "~/server/taxonomy/spoken-text";
import type { Capability } from "./types";
import { campusOf, cite, depName } from "./naming";

export const departmentLocation: Capability = {
  name: "department_location",
  intents: ["department_location"],
  answer: ({ resolution, taxonomy, phrases, lang }) => {
    const dep = resolution.department;
    if (!dep || (!dep.campusKey && !dep.location)) return null;
    const campus = campusOf(taxonomy, dep.campusKey)?.name ?? null;
    const location = spokenText(dep.location, lang, { tenant: taxonomy.tenant, field: "department.location", key: dep.key });
    return {
      text: phrases.departmentLocation(depName(dep, lang, taxonomy), campus, location),
      citations: [cite.department(dep, lang, taxonomy)],
      path: "capability",
    };
  },
};
