import type { Capability } from "./types";
import { cite } from "./naming";

export const billingContact: Capability = {
  name: "billing_contact",
  intents: ["billing_contact"],
  answer: ({ taxonomy, phrases }) => {
    const billing = taxonomy.tenant.billing;
    if (!billing?.phone && !billing?.email) return null;
    return { text: phrases.billingContact(billing.phone ?? null, billing.email ?? null), citations: [cite.tenant(taxonomy)], path: "capability" };
  },
};
