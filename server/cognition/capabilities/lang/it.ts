import type { CapabilityPhrases } from "../phrases";

const DAYS = ["", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"];
const PARTS = { morning: "mattina", afternoon: "pomeriggio", evening: "sera" } as const;

export const it: CapabilityPhrases = {
  slot: (w, p) => `${DAYS[w]} ${PARTS[p]}`,
  frequency: { weekly: "ogni settimana", biweekly: "a settimane alterne", monthly: "una volta al mese", on_appointment: "su appuntamento" },
  list: (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} e ${items.at(-1)}`),
  schedule: (doctor, slots, phone) => `${doctor} riceve ${it.list(slots)}. Può prendere un appuntamento al numero ${phone}.`,
  noSchedule: (doctor, phone) => `Per le visite di ${doctor} chiami il numero ${phone}.`,
  doctorContact: (doctor, phone) => `Può contattare la segreteria di ${doctor} al numero ${phone}.`,
  doctorProfile: (doctor, department, campus) =>
    `${doctor} lavora nel reparto di ${department}${campus ? `, ${campus}` : ""}. Desidera conoscere gli orari di visita o prendere un appuntamento?`,
  doctorAmbiguous: (options) => `Intende ${options.slice(0, -1).join(", ")} o ${options.at(-1)}?`,
  doctorList: (department, names, more) =>
    `Nel reparto di ${department} lavorano ${more ? "tra gli altri " : ""}${it.list(names)}. Desidera informazioni su un medico in particolare o un appuntamento?`,
  departmentLocation: (department, campus, location) =>
    `Il reparto di ${department} si trova${campus ? ` presso ${campus}` : ""}${location ? `, ${location}` : ""}.`,
  departmentPhone: (department, phone) => `Può contattare il reparto di ${department} al numero ${phone}.`,
  symptomDepartment: (symptom, department, phone, emergency) =>
    `Per ${symptom} può rivolgersi al reparto di ${department}${phone ? `, al numero ${phone}` : ""}. In caso di sintomi acuti o gravi chiami il ${emergency}.`,
  campusAddress: (campus, street, postcode, city) => `${campus} si trova in ${street}, ${postcode} ${city}.`,
  campusList: (tenant, campuses) => `${tenant} ha ${campuses.length === 1 ? "una sede" : `${campuses.length} sedi`}: ${it.list(campuses)}.`,
  campusEntry: (campus, street, city) => `${campus}, ${street} a ${city}`,
  billingContact: (phone, email) =>
    `Per domande sulla sua fattura si rivolga all'ufficio fatturazione${phone ? ` al numero ${phone}` : ""}${phone && email ? ", oppure" : ""}${email ? ` all'indirizzo ${email}` : ""}.`,
};
