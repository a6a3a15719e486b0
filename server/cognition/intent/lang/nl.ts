import type { IntentLexicon } from "../lexicon";

export const nl: IntentLexicon = {
  doctorReferences: ["hij", "zij", "hem", "haar", "die dokter", "die arts", "deze dokter", "deze arts", "de dokter", "die professor", "diezelfde dokter", "hare", "zijn raadpleging", "haar raadpleging"],
  departmentReferences: ["die dienst", "deze dienst", "die afdeling", "deze afdeling", "daar", "dezelfde dienst"],
  doctorTitles: ["dokter", "dr", "doctor", "professor", "prof", "arts", "chirurg"],
  cues: {
    schedule: ["wanneer", "raadpleging", "raadplegingen", "spreekuur", "consultatie", "consultaties", "werkt", "werken", "op welke dag", "welke dagen", "uren", "aanwezig"],
    appointment: ["afspraak", "afspraken", "inschrijven", "boeken"],
    doctorList: ["welke artsen", "welke dokters", "welke specialisten", "wie werkt", "wie werken", "welke cardiologen", "artsen werken", "dokters werken", "lijst van artsen"],
    profile: ["meer over", "wie is", "vertel", "informatie over", "specialiteit"],
    location: ["waar", "verdieping", "route", "vind ik", "ligt", "bereik ik", "gebouw", "ingang"],
    phone: ["telefoonnummer", "nummer", "bellen", "telefoon", "bereikbaar"],
    address: ["adres", "adressen", "campus", "campussen", "vestiging", "vestigingen"],
    billing: ["factuur", "facturen", "rekening", "betalen", "betaling", "facturatie", "boekhouding"],
  },
  faqTopics: {
    parking: ["parkeren", "parking", "parkeerplaats", "parkeerplaatsen", "parkeergarage", "parkeertarief", "parkeertarieven", "parkeerkosten"],
    visiting_hours: ["bezoekuren", "bezoekuur", "bezoektijden", "op bezoek"],
    main_phone: ["algemeen nummer", "algemeen telefoonnummer", "onthaal bellen", "centrale"],
    address: ["adres van het ziekenhuis", "waar ligt het ziekenhuis", "adres"],
    wifi: ["wifi", "wi fi", "internet"],
  },
  priceWords: ["kosten", "kost", "kostprijs", "prijs", "prijzen", "tarief", "tarieven", "betalen", "hoeveel kost", "hoeveel betaal"],
  topicClasses: {
    navigation_or_practical_info: ["parkeren", "parking", "route", "bus", "trein", "fiets", "ingang", "rolstoel", "toegankelijk", "toegankelijkheid", "bezoek", "bezoekuren", "cafetaria", "winkel", "wifi", "laadpaal", "laadpalen", "opladen", "openingsuren", "waar"],
    appointment_scheduling: ["afspraak", "afspraken", "raadpleging", "consultatie", "inschrijven", "annuleren", "verplaatsen"],
    medical_information: ["behandeling", "behandeld", "ziekte", "aandoening", "operatie", "onderzoek", "symptomen", "therapie"],
    administrative_or_legal: ["privacy", "patientenrechten", "ombudsdienst", "klacht", "toestemming", "medisch dossier", "opname", "opnemen", "documenten", "identiteitskaart"],
    billing_or_insurance: ["factuur", "rekening", "mutualiteit", "ziekenfonds", "terugbetaling", "verzekering", "hospitalisatieverzekering", "voorschot"],
    department_or_service: ["dienst", "afdeling", "specialist", "welke dienst"],
  },
  othersOfSpecialty: (specialty) => `andere artsen ${specialty}`,
};
