import type { OrchestratorPhrases } from "./pack";

export const fr: OrchestratorPhrases = {
  notFound: "Je ne trouve pas cette information dans les données de l'hôpital. Pouvez-vous reformuler votre question, ou souhaitez-vous que je vous passe l'accueil ?",
  transfer: (helpdesk) => `Je vous mets en relation avec un collaborateur de l'accueil. Vous pouvez aussi appeler vous-même le ${helpdesk}.`,
  goodbye: "Merci de votre appel. Bonne journée.",
  nothingToRepeat: "Je n'ai encore rien dit à répéter. Comment puis-je vous aider ?",
  didNotHear: "Je ne vous ai pas bien compris. Pouvez-vous répéter ?",
};
