import type { CapabilityPhrases } from "../phrases";

const DAYS = ["", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
const PARTS = { morning: "matin", afternoon: "après-midi", evening: "soir" } as const;

export const fr: CapabilityPhrases = {
  slot: (w, p) => `le ${DAYS[w]} ${PARTS[p]}`,
  frequency: { weekly: "chaque semaine", biweekly: "une semaine sur deux", monthly: "une fois par mois", on_appointment: "sur rendez-vous" },
  list: (items) => (items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} et ${items.at(-1)}`),
  schedule: (doctor, slots, phone) => `${doctor} consulte ${fr.list(slots)}. Vous pouvez prendre rendez-vous au ${phone}.`,
  noSchedule: (doctor, phone) => `Pour les consultations de ${doctor}, appelez le ${phone}.`,
  doctorContact: (doctor, phone) => `Vous pouvez joindre le secrétariat de ${doctor} au ${phone}.`,
  doctorProfile: (doctor, department, campus) =>
    `${doctor} travaille dans le service de ${department}${campus ? `, ${campus}` : ""}. Souhaitez-vous connaître les heures de consultation ou prendre rendez-vous ?`,
  doctorAmbiguous: (options) => `Voulez-vous dire ${options.slice(0, -1).join(", ")} ou ${options.at(-1)} ?`,
  doctorList: (department, names, more) =>
    `Dans le service de ${department} travaillent ${more ? "notamment " : ""}${fr.list(names)}${more ? ", entre autres" : ""}. Souhaitez-vous des informations sur un médecin en particulier ou un rendez-vous ?`,
  departmentLocation: (department, campus, location) =>
    `Le service de ${department} se trouve${campus ? ` sur le ${campus}` : ""}${location ? `, ${location}` : ""}.`,
  departmentPhone: (department, phone) => `Vous pouvez joindre le service de ${department} au ${phone}.`,
  symptomDepartment: (symptom, department, phone, emergency) =>
    `Pour ${symptom}, vous pouvez vous adresser au service de ${department}${phone ? `, au ${phone}` : ""}. En cas de symptômes aigus ou graves, appelez le ${emergency}.`,
  campusAddress: (campus, street, postcode, city) => `Le ${campus} se trouve ${street}, ${postcode} ${city}.`,
  campusList: (tenant, campuses) => `${tenant} compte ${campuses.length === 1 ? "un site" : `${campuses.length} sites`} : ${fr.list(campuses)}.`,
  campusEntry: (campus, street, city) => `${campus}, ${street} à ${city}`,
  billingContact: (phone, email) =>
    `Pour toute question sur votre facture, contactez le service de facturation${phone ? ` au ${phone}` : ""}${phone && email ? ", ou" : ""}${email ? ` à l'adresse ${email}` : ""}.`,
};
