import type { CategoryPack } from "../pack";

export const it: CategoryPack = {
  practical: ["parcheggi*", "sosta", "visit*", "orari di visita", "orari*", "ingress*", "autobus", "bus", "treno", "stazione", "percorso", "caffetteria", "bar", "ristorante", "negozio", "wifi", "accessib*", "ascensor*", "rampa", "rampe", "ricarica", "colonnin*", "bicicletta", "bici", "indirizzo", "accoglienza", "reception", "piano", "oggetti smarriti", "interpret*"],
  clinical_info: ["trattament*", "curare", "cura", "cure", "esame", "esami", "patologi*", "malatti*", "sintom*", "diagnos*", "terapi*", "chirurgi*", "operazion*", "intervent*", "chemioterapia", "radioterapia", "riabilitazione", "ecografia", "fisioterapia", "dolore", "dolori", "cancro", "tumor*"],
  regulatory: ["rimbors*", "mutua", "mutualita", "cassa malattia", "inami", "prescrizion*", "ricetta", "normativ*", "legislazione", "assicurazion*", "ticket", "supplement*", "certificat*", "attestat*"],
  appointments: ["appuntament*", "consult*", "visita specialistica", "annull*", "disdire", "disdetta", "impegnativa", "lettera del medico", "attesa", "prenot*", "iscri*", "spostare"],
  legal_admin: ["fattur*", "pagament*", "pagare", "privacy", "gdpr", "reclam*", "mediator*", "diritti del paziente", "diritti", "cartella clinica", "consenso", "modul*", "domanda", "richiest*", "amministrativ*", "acconto", "domiciliazione"],
};
