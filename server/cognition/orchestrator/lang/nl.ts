import type { OrchestratorPhrases } from "./pack";

export const nl: OrchestratorPhrases = {
  notFound: "Dat kan ik niet terugvinden in de informatie van het ziekenhuis. Kunt u uw vraag anders stellen, of wilt u dat ik u doorverbind met het onthaal?",
  notFoundTyped: "Dat kan ik niet terugvinden in de informatie van het ziekenhuis. Kunt u uw vraag anders stellen, of wilt u het nummer van het onthaal?",
  transfer: (helpdesk) => `Ik verbind u door met een medewerker van het onthaal. U kunt ook zelf bellen naar ${helpdesk}.`,
  transferTyped: (helpdesk) =>
    `Een medewerker van het onthaal helpt u graag verder. Bel het onthaal op ${helpdesk}: het nummer staat ook hieronder, klaar om te bellen.`,
  goodbye: "Bedankt voor uw oproep. Nog een fijne dag.",
  nothingToRepeat: "Ik heb nog niets gezegd om te herhalen. Waarmee kan ik u helpen?",
  didNotHear: "Ik heb u niet goed verstaan. Kunt u dat herhalen?",
  acceptOffer: [
    "ja",
    "ja graag",
    "graag",
    "ja alstublieft",
    "ja alsjeblieft",
    "ja doe maar",
    "doe maar",
    "oke",
    "oké",
    "goed",
    "ja dat is goed",
    "ja verbind me door",
    "verbind me maar door",
    "ja please",
  ],
  declineOffer: ["nee", "neen", "nee dank u", "nee bedankt", "nee dank je", "niet nodig", "nee hoor", "nee dat hoeft niet"],
  anythingElse: "Goed. Waarmee kan ik u nog helpen?",
};
