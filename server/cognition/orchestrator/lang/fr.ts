import type { OrchestratorPhrases } from "./pack";

export const fr: OrchestratorPhrases = {
  notFound:
    "Je ne trouve pas cette information dans les données de l'hôpital. Pouvez-vous reformuler votre question, ou souhaitez-vous que je vous passe l'accueil ?",
  notFoundTyped:
    "Je ne trouve pas cette information dans les données de l'hôpital. Pouvez-vous reformuler votre question, ou souhaitez-vous le numéro de l'accueil ?",
  transfer: (helpdesk) => `Je vous mets en relation avec un collaborateur de l'accueil. Vous pouvez aussi appeler vous-même le ${helpdesk}.`,
  transferTyped: (helpdesk) =>
    `Un membre du personnel de l'accueil peut vous aider. Appelez l'accueil au ${helpdesk} : le numéro est aussi ci-dessous, prêt à être appelé.`,
  goodbye: "Merci de votre appel. Bonne journée.",
  nothingToRepeat: "Je n'ai encore rien dit à répéter. Comment puis-je vous aider ?",
  didNotHear: "Je ne vous ai pas bien compris. Pouvez-vous répéter ?",
  acceptOffer: ["oui", "oui merci", "oui s il vous plait", "oui s il vous plaît", "volontiers", "d accord", "d'accord", "oui volontiers", "allez y", "allez-y"],
  declineOffer: ["non", "non merci", "pas besoin", "non ca va", "non ça va"],
  anythingElse: "Très bien. Que puis-je encore faire pour vous ?",
};
