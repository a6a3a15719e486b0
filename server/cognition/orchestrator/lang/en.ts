import type { OrchestratorPhrases } from "./pack";

export const en: OrchestratorPhrases = {
  notFound: "I cannot find that in the hospital's information. Could you put your question differently, or shall I put you through to reception?",
  notFoundTyped: "I cannot find that in the hospital's information. Could you put your question differently, or would you like reception's number?",
  transfer: (helpdesk) => `I am putting you through to a member of staff at reception. You can also call ${helpdesk} yourself.`,
  transferTyped: (helpdesk) => `A member of staff at reception can help you further. Call reception on ${helpdesk}: the number is also below, ready to call.`,
  goodbye: "Thank you for calling. Have a good day.",
  nothingToRepeat: "I have not said anything yet to repeat. How can I help you?",
  didNotHear: "I did not quite catch that. Could you say it again?",
  acceptOffer: ["yes", "yes please", "please", "please do", "yeah", "ok", "okay", "sure", "yes put me through", "go ahead", "that would be great"],
  declineOffer: ["no", "no thanks", "no thank you", "not now", "no need", "nope"],
  anythingElse: "All right. What else can I help you with?",
};
