import type { Message } from "./message";
/**
 * Strings of the playground page (operators and QA), kept apart from the console's main
 * dictionaries like the operations and evaluations pages' strings are.
 */
export const playgroundEn = {
  navPlayground: "Playground",
  pgLead:
    "Ask the line a question as a caller would and see exactly what it would answer, and why. The hospital's live documents, voice overlay, matrix and safety rules answer — but nothing asked here is a call: it appears in no call list, dashboard, alert or metric.",
  pgEmpty:
    "Try the questions callers ask: visiting hours, parking, a doctor's consultation hours — or a dosage question the line must refuse. Ask a follow-up to continue the same conversation; “New conversation” starts afresh.",
  pgQuestion: "Question, as a caller would ask it",
  pgQuestionHint: "Enter asks; Shift+Enter starts a new line.",
  pgLanguage: "Language",
  pgLanguageAuto: "Detect, as for a caller",
  pgAsk: "Ask",
  pgNewConversation: "New conversation",
  pgTranscript: "Questions and answers in this conversation",
  pgYouAsked: "Asked",
  pgHeard: "The caller hears",
  pgNothingSaid: "(nothing)",
  pgPath: "answered by",
  pgClass: "recognised as",
  pgIntent: "about",
  pgLang: "language",
  pgDisclaimer: "disclaimer said",
  pgFound: "found",
  pgNotFound: "not found",
  pgActionTransfer: "puts the caller through",
  pgActionEnd: "ends the call",
  pgSafety: "safety",
  pgCited: "Cited pages",
  pgNoCitations: "No page cited.",
  pgLatency: "{ms} ms",
  pgHowFound: "How it was found",
  pgRanking: "The top {count} pages retrieval ranks for this question (score = match × the matrix's weight for the question's intent).",
  pgNoRanking: "Retrieval found no page for this question.",
  pgScore: "score {score}",
  pgAsking: "Asking the line…",
} as const;

export const playgroundNl: Record<keyof typeof playgroundEn, Message> = {
  navPlayground: "Proefvragen",
  pgLead:
    "Stel de lijn een vraag zoals een beller ze stelt en zie precies wat ze zou antwoorden, en waarom. De actuele documenten, spraakaanpassingen, matrix en veiligheidsregels van het ziekenhuis antwoorden — maar niets wat je hier vraagt is een oproep: het komt in geen gesprekkenlijst, dashboard, alarm of meting.",
  pgEmpty:
    "Probeer de vragen die bellers stellen: bezoekuren, parkeren, de raadplegingsuren van een arts — of een vraag over dosering die de lijn moet weigeren. Stel een vervolgvraag om hetzelfde gesprek voort te zetten; “Nieuw gesprek” begint opnieuw.",
  pgQuestion: "Vraag, zoals een beller ze stelt",
  pgQuestionHint: "Enter vraagt; Shift+Enter begint een nieuwe regel.",
  pgLanguage: "Taal",
  pgLanguageAuto: "Herkennen, zoals bij een beller",
  pgAsk: "Vragen",
  pgNewConversation: "Nieuw gesprek",
  pgTranscript: "Vragen en antwoorden in dit gesprek",
  pgYouAsked: "Gevraagd",
  pgHeard: "De beller hoort",
  pgNothingSaid: "(niets)",
  pgPath: "beantwoord door",
  pgClass: "herkend als",
  pgIntent: "over",
  pgLang: "taal",
  pgDisclaimer: "disclaimer gezegd",
  pgFound: "gevonden",
  pgNotFound: "niet gevonden",
  pgActionTransfer: "verbindt de beller door",
  pgActionEnd: "beëindigt het gesprek",
  pgSafety: "veiligheid",
  pgCited: "Geciteerde pagina's",
  pgNoCitations: "Geen pagina geciteerd.",
  pgLatency: "{ms} ms",
  pgHowFound: "Hoe het gevonden werd",
  pgRanking:
    "De {count} pagina's die het zoeken voor deze vraag het hoogst rangschikt (score = overeenkomst × het gewicht van de matrix voor de intentie van de vraag).",
  pgNoRanking: "Het zoeken vond geen pagina voor deze vraag.",
  pgScore: "score {score}",
  pgAsking: "De lijn wordt gevraagd…",
};
