import type { PlainSensePack } from "../pack";

/** French: a contact that does not answer (see ../index.ts). */
export const fr: PlainSensePack = {
  contact: String.raw`standard|accueil|secretariat|secretaire|service|clinique|pharmacie|hopital|cabinet|permanence|la ligne|le numero|le telephone|appels|(?:e )?mails?|courriels?|messages?|messagerie|personne|(?:mon|ma|le|la|notre) (?:medecin|docteur|generaliste|medecin traitant|specialiste|chirurgien|infirmiere|infirmier|dentiste|sage femme|kine)`,
  unanswered: String.raw`ne (?:\w+ ){0,2}(?:repond|repondent|decroche|decrochent|rappelle|rappellent)(?: \w+){0,2} (?:pas|jamais|plus)|(?:repond|repondent|decroche|decrochent|rappelle|rappellent) (?:pas|jamais|plus)|personne ne (?:repond|decroche)|pas de reponse|aucune reponse|sans reponse`,
  afraid: String.raw`(?!)`,
  bodily: String.raw`(?!)`,
  person: String.raw`pere|papa|mere|maman|mari|femme|epouse|fils|fille|bebe|enfant|frere|soeur|grand mere|grand pere|mamie|papy|compagnon|compagne|copain|copine|voisin|voisine|ami|amie|oncle|tante|quelqu un`,
};
