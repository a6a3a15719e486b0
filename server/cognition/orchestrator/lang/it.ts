import type { OrchestratorPhrases } from "./pack";

export const it: OrchestratorPhrases = {
  notFound: "Non trovo questa informazione nei dati dell'ospedale. Può riformulare la domanda, oppure preferisce che la metta in contatto con l'accoglienza?",
  notFoundTyped: "Non trovo questa informazione nei dati dell'ospedale. Può riformulare la domanda, oppure preferisce il numero dell'accoglienza?",
  transfer: (helpdesk) => `La metto in contatto con un collaboratore dell'accoglienza. Può anche chiamare direttamente il ${helpdesk}.`,
  transferTyped: (helpdesk) =>
    `Un collaboratore dell'accoglienza può aiutarla. Chiami l'accoglienza al numero ${helpdesk}: il numero è anche qui sotto, pronto da chiamare.`,
  goodbye: "Grazie per la chiamata. Buona giornata.",
  nothingToRepeat: "Non ho ancora detto nulla da ripetere. Come posso aiutarla?",
  didNotHear: "Non ho capito bene. Può ripetere?",
  acceptOffer: ["si", "sì", "si grazie", "sì grazie", "si per favore", "sì per favore", "certo", "va bene", "d accordo", "d'accordo", "volentieri"],
  declineOffer: ["no", "no grazie", "non serve", "non è necessario"],
  anythingElse: "Va bene. In che altro posso aiutarla?",
};
