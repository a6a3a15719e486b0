import type { CategoryPack } from "../pack";

export const fr: CategoryPack = {
  practical: ["parking*", "stationnement", "visite*", "heures de visite", "horaires", "entree*", "bus", "train*", "gare", "itineraire", "cafeteria", "restaurant", "boutique", "wifi", "accessib*", "ascenseur*", "rampe*", "recharge*", "borne*", "velo*", "adresse", "accueil", "etage", "objets trouves", "interprete*"],
  clinical_info: ["traitement*", "traiter", "examen*", "affection*", "maladie*", "symptome*", "diagnostic*", "therapie*", "chirurgie", "operation*", "intervention*", "chimiotherapie", "radiotherapie", "revalidation", "scanner", "echographie", "kinesitherapie", "douleur*", "cancer*", "tumeur*"],
  regulatory: ["rembours*", "mutuelle*", "mutualite*", "inami", "prescription*", "legislation", "reglementation", "assurance*", "ticket moderateur", "supplement*", "attestation*", "certificat*", "agrement"],
  appointments: ["rendez-vous", "consultation*", "annul*", "lettre de renvoi", "renvoi", "orientation", "delai*", "attente", "inscri*", "prendre rendez-vous", "reporter"],
  legal_admin: ["facture*", "facturation", "pay*", "paiement*", "vie privee", "rgpd", "plainte*", "mediat*", "droits du patient", "droits", "dossier*", "consentement", "formulaire*", "demande*", "administrati*", "acompte*", "domiciliation"],
};
