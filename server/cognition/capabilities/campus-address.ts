import { spokenText } from "~/server/taxonomy/spoken-text";
import type { Capability } from "./types";
import { cite } from "./naming";

export const campusAddress: Capability = {
  name: "campus_address",
  intents: ["campus_address"],
  answer: ({ resolution, taxonomy, phrases, lang }) => {
    const campus = resolution.campus;
    if (campus) {
      const address = phrases.campusAddress(campus.name, campus.street, campus.postcode, campus.city);
      // The bundle writes directions as a whole sentence in each language; it follows the address.
      const directions = spokenText(campus.directions, lang, { tenant: taxonomy.tenant, field: "campus.directions", key: campus.key });
      return { text: directions ? `${address} ${directions}` : address, citations: [cite.campus(campus)], path: "capability" };
    }
    if (taxonomy.campuses.length === 0) return null;
    const entries = taxonomy.campuses.map((c) => phrases.campusEntry(c.name, c.street, c.city));
    return { text: phrases.campusList(taxonomy.tenant.name, entries), citations: taxonomy.campuses.map(cite.campus), path: "capability" };
  },
};
