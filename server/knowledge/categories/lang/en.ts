import type { CategoryPack } from "../pack";

export const en: CategoryPack = {
  practical: ["parking", "park", "car park", "visit*", "opening hours", "entrance*", "bus", "buses", "bus stop*", "train", "trains", "station", "route", "cafeteria", "restaurant", "shop", "wifi", "accessib*", "wheelchair accessible", "lift*", "elevator*", "ramp*", "charging", "charger*", "charge point*", "bicycle*", "bike*", "address", "reception", "floor", "directions", "lost property", "interpreter*"],
  clinical_info: ["treat*", "examination*", "condition*", "disease*", "symptom*", "diagnos*", "therap*", "surgery", "operation*", "procedure*", "chemotherapy", "radiotherapy", "rehabilitation", "scan*", "ultrasound", "physiotherapy", "pain", "cancer", "tumour*", "tumor*"],
  regulatory: ["reimburse*", "health insurer*", "health insurance", "mutual*", "riziv", "inami", "prescription*", "legislation", "regulation*", "insurance", "co-payment", "supplement*", "certificate*", "accreditation"],
  appointments: ["appointment*", "consultation*", "cancel*", "referral*", "waiting time*", "waiting list*", "book*", "register*", "registration", "reschedul*"],
  legal_admin: ["invoice*", "bill", "bills", "billing", "pay", "paying", "payment*", "privacy", "gdpr", "complain*", "ombuds*", "patient rights", "rights", "record*", "consent", "form", "forms", "application*", "administration", "deposit*", "direct debit"],
};
