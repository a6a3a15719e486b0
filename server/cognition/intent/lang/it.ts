import type { IntentLexicon } from "../lexicon";

export const it: IntentLexicon = {
  doctorReferences: ["lui", "lei", "quel medico", "questo medico", "il medico", "quel dottore", "la dottoressa", "quel professore", "le sue visite"],
  departmentReferences: ["quel reparto", "questo reparto", "lo stesso reparto", "li", "la"],
  doctorTitles: ["dottore", "dottoressa", "dott", "dr", "professore", "professoressa", "prof", "medico"],
  cues: {
    schedule: ["quando", "visita", "visite", "ambulatorio", "riceve", "lavora", "lavorano", "quali giorni", "che giorni", "orari", "presente"],
    appointment: ["appuntamento", "appuntamenti", "prenotare", "prenotazione"],
    doctorList: ["quali medici", "quali dottori", "quali specialisti", "chi lavora", "chi lavorano", "elenco dei medici"],
    profile: ["di piu su", "chi e", "mi parli", "informazioni su", "specialita"],
    location: ["dove si trova", "dove", "piano", "percorso", "trovare", "situato", "edificio", "ingresso"],
    phone: ["numero di telefono", "numero", "chiamare", "telefono", "contattare"],
    address: ["indirizzo", "indirizzi", "campus", "sede", "sedi"],
    billing: ["fattura", "fatture", "fatturazione", "pagare", "pagamento"],
  },
  faqTopics: {
    parking: ["parcheggio", "parcheggiare", "posteggio", "tariffa del parcheggio"],
    visiting_hours: ["orari di visita", "orario di visita", "visitare", "visite ai pazienti"],
    main_phone: ["numero generale", "centralino", "numero principale"],
    address: ["indirizzo dell ospedale", "indirizzo"],
    wifi: ["wifi", "wi fi", "internet"],
  },
  priceWords: ["costo", "costi", "costa", "prezzo", "tariffa", "tariffe", "pagare", "quanto costa"],
  topicClasses: {
    navigation_or_practical_info: ["parcheggio", "parcheggiare", "percorso", "autobus", "treno", "bici", "ingresso", "sedia a rotelle", "accessibile", "accessibilita", "visita", "caffetteria", "negozio", "wifi", "ricarica", "colonnina", "orari di apertura", "dove"],
    appointment_scheduling: ["appuntamento", "prenotare", "annullare", "spostare"],
    medical_information: ["trattamento", "trattata", "trattato", "malattia", "patologia", "intervento", "esame", "sintomi", "terapia"],
    administrative_or_legal: ["privacy", "diritti del paziente", "mediazione", "reclamo", "consenso", "cartella clinica", "ricovero", "documenti", "carta d identita"],
    billing_or_insurance: ["fattura", "mutua", "rimborso", "assicurazione", "acconto"],
    department_or_service: ["reparto", "servizio", "specialista", "quale reparto"],
  },
  othersOfSpecialty: (specialty) => `altri medici di ${specialty}`,
};
