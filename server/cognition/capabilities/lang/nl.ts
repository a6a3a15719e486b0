import type { CapabilityPhrases } from "../phrases";

const DAYS = ["", "maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"];
const PARTS = { morning: "voormiddag", afternoon: "namiddag", evening: "avond" } as const;

export const nl: CapabilityPhrases = {
  slot: (w, p) => `${DAYS[w]}${PARTS[p]}`,
  frequency: { weekly: "wekelijks", biweekly: "om de twee weken", monthly: "maandelijks", on_appointment: "op afspraak" },
  list: (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} en ${items.at(-1)}`),
  schedule: (doctor, slots, phone) => `${doctor} houdt raadpleging op ${nl.list(slots)}. U kunt een afspraak maken via ${phone}.`,
  noSchedule: (doctor, phone) => `Voor de raadplegingen van ${doctor} belt u best naar ${phone}.`,
  doctorContact: (doctor, phone) => `U bereikt het secretariaat van ${doctor} via ${phone}.`,
  doctorProfile: (doctor, department, campus) =>
    `${doctor} werkt op de dienst ${department}${campus ? `, ${campus}` : ""}. Wilt u de raadplegingsuren weten of een afspraak maken?`,
  doctorAmbiguous: (options) => `Bedoelt u ${options.slice(0, -1).join(", ")} of ${options.at(-1)}?`,
  doctorList: (department, names, more) =>
    `Op de dienst ${department} werken ${more ? "onder andere " : ""}${nl.list(names)}${more ? ", samen met andere collega's" : ""}. Wilt u informatie over een specifieke arts of een afspraak maken?`,
  departmentLocation: (department, campus, location) => `De dienst ${department} vindt u${campus ? ` op ${campus}` : ""}${location ? `, ${location}` : ""}.`,
  departmentPhone: (department, phone) => `U bereikt de dienst ${department} op ${phone}.`,
  symptomDepartment: (symptom, department, phone, emergency) =>
    `Voor ${symptom} kunt u terecht bij de dienst ${department}${phone ? `, bereikbaar op ${phone}` : ""}. Bij acute of ernstige klachten belt u ${emergency}.`,
  campusAddress: (campus, street, postcode, city) => `${campus} ligt aan de ${street}, ${postcode} ${city}.`,
  campusList: (tenant, campuses) => `${tenant} heeft ${campuses.length === 1 ? "één campus" : `${campuses.length} campussen`}: ${nl.list(campuses)}.`,
  campusEntry: (campus, street, city) => `${campus}, ${street} in ${city}`,
  billingContact: (phone, email) =>
    `Voor vragen over uw factuur kunt u terecht bij de facturatiedienst${phone ? ` op ${phone}` : ""}${phone && email ? ", of" : ""}${email ? ` via ${email}` : ""}.`,
};
