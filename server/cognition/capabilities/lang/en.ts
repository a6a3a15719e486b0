import type { CapabilityPhrases } from "../phrases";

const DAYS = ["", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const PARTS = { morning: "morning", afternoon: "afternoon", evening: "evening" } as const;

export const en: CapabilityPhrases = {
  slot: (w, p) => `${DAYS[w]} ${PARTS[p]}`,
  frequency: { weekly: "every week", biweekly: "every other week", monthly: "once a month", on_appointment: "by appointment" },
  list: (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`),
  schedule: (doctor, slots, phone) => `${doctor} sees patients on ${en.list(slots)}. You can make an appointment on ${phone}.`,
  noSchedule: (doctor, phone) => `For ${doctor}'s consultations, please call ${phone}.`,
  doctorContact: (doctor, phone) => `You can reach ${doctor}'s secretariat on ${phone}.`,
  doctorProfile: (doctor, department, campus) =>
    `${doctor} works in the ${department} department${campus ? `, ${campus}` : ""}. Would you like the consultation hours or to make an appointment?`,
  doctorAmbiguous: (options) => `Do you mean ${options.slice(0, -1).join(", ")} or ${options.at(-1)}?`,
  doctorList: (department, names, more) =>
    `The ${department} department's doctors include ${en.list(names)}${more ? ", among others" : ""}. Would you like information about a specific doctor or an appointment?`,
  departmentLocation: (department, campus, location) => `The ${department} department is${campus ? ` at ${campus}` : ""}${location ? `, ${location}` : ""}.`,
  departmentPhone: (department, phone) => `You can reach the ${department} department on ${phone}.`,
  symptomDepartment: (symptom, department, phone, emergency) =>
    `For ${symptom}, the ${department} department can help you${phone ? `, on ${phone}` : ""}. For acute or severe symptoms, call ${emergency}.`,
  campusAddress: (campus, street, postcode, city) => `${campus} is at ${street}, ${postcode} ${city}.`,
  campusList: (tenant, campuses) => `${tenant} has ${campuses.length === 1 ? "one site" : `${campuses.length} sites`}: ${en.list(campuses)}.`,
  campusEntry: (campus, street, city) => `${campus}, ${street} in ${city}`,
  billingContact: (phone, email) =>
    `For questions about your invoice, contact the billing office${phone ? ` on ${phone}` : ""}${phone && email ? ", or" : ""}${email ? ` at ${email}` : ""}.`,
};
