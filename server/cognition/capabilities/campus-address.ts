import type { Capability } from "./types";
import { cite } from "./naming";

export const campusAddress: Capability = {
  name: "campus_address",
  intents: ["campus_address"],
  answer: ({ resolution, taxonomy, phrases }) => {
    const campus = resolution.campus;
    if (campus) return { text: phrases.campusAddress(campus.name, campus.street, campus.postcode, campus.city), citations: [cite.campus(campus)], path: "capability" };
    if (taxonomy.campuses.length === 0) return null;
    const entries = taxonomy.campuses.map((c) => phrases.campusEntry(c.name, c.street, c.city));
    return { text: phrases.campusList(taxonomy.tenant.name, entries), citations: taxonomy.campuses.map(cite.campus), path: "capability" };
  },
};
