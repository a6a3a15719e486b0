import type { TemplatePack } from "../context";

/** The safety reply's refusal and where medical questions go: the same on a call and in the chat, with or without the hospital's context. */
const medicalPointers = (c: { outOfHoursNumber: string; emergencyNumber: string }) =>
  `Je ne peux pas donner d'avis médical à ce sujet. Pour une question médicale, adressez-vous à votre médecin traitant, en dehors des heures de bureau au poste de garde de médecine générale au ${c.outOfHoursNumber}, et en cas d'urgence appelez le ${c.emergencyNumber}.`;

export const fr: TemplatePack = {
  EMERGENCY: (n) =>
    `Raccrochez et appelez tout de suite le ${n.emergency}.${n.crisis ? ` Vous pouvez aussi appeler la ligne de crise au ${n.crisis}.` : ""} Je répète, appelez le ${n.emergency}.`,
  typedEmergency: (n) =>
    `Appelez tout de suite le ${n.emergency}.${n.crisis ? ` Vous pouvez aussi appeler la ligne de crise au ${n.crisis}.` : ""} Aucune aide ne peut venir par ce chat : le numéro est ci-dessous, prêt à être appelé.`,
  SAFETY_REFUSAL: (c) => `${medicalPointers(c)} Voulez-vous que je vous passe notre accueil au ${c.helpdeskPhone} ?`,
  genericSafety: (c) => `${medicalPointers(c)} Je peux aussi vous passer notre accueil.`,
  typedSafety: (c) => `${medicalPointers(c)} Pour toute autre question, vous pouvez appeler notre accueil au ${c.helpdeskPhone}.`,
  typedGenericSafety: (c) => `${medicalPointers(c)} Pour toute autre question, vous pouvez appeler notre accueil.`,
  HANDOFF_REQUEST: (c) => `Je vous passe l'accueil de ${c.tenantName}. Un instant, s'il vous plaît.`,
  REPEAT_REQUEST: () => `Je répète :`,
  OFF_TOPIC_PERSONAL: (c) =>
    `Je suis l'assistant d'information automatique de ${c.tenantName}. Je vous aide volontiers pour les questions pratiques sur l'hôpital, comme les heures de visite, les rendez-vous ou l'itinéraire.`,
  FAREWELL: (c) => `Merci d'avoir appelé ${c.tenantName}. Bonne journée.`,
  GREETING: () => `Bonjour. Comment puis-je vous aider ?`,
};
