import { describe, expect, it } from "vitest";
import type { ChunkCategory } from "~/server/db/schema/enums";
import type { Lang } from "~/lib/lang";
import { classifyChunk } from ".";

const cases: Array<[Lang, string, ChunkCategory]> = [
  ["nl", "Parkeren op parking P1 kost 2,50 euro per uur; de ingang ligt naast de bushalte.", "practical"],
  ["nl", "De behandeling van migraine start met een onderzoek door de neuroloog; therapie volgt later.", "clinical_info"],
  ["nl", "Voor de terugbetaling van een rolstoel heeft u een voorschrift en een aanvraag bij het ziekenfonds nodig.", "regulatory"],
  ["nl", "Maak een afspraak voor een raadpleging; breng uw verwijzing mee of annuleer tijdig.", "appointments"],
  ["nl", "Uw factuur betalen kan via overschrijving; met een klacht kunt u naar de ombudsdienst.", "legal_admin"],
  ["en", "Parking costs 2.50 an hour at the car park by the main entrance and bus stop.", "practical"],
  ["en", "Treatment of the condition starts with an examination; therapy follows the diagnosis.", "clinical_info"],
  ["en", "Reimbursement by your health insurer needs a prescription from a specialist.", "regulatory"],
  ["en", "Book an appointment for a consultation and bring your referral letter.", "appointments"],
  ["en", "You can pay your invoice by bank transfer; complaints go to the ombudsman.", "legal_admin"],
  ["fr", "Le parking coûte 2,50 euros de l'heure, l'entrée se trouve près de l'arrêt de bus.", "practical"],
  ["fr", "Le traitement de la maladie commence par un examen et un diagnostic.", "clinical_info"],
  ["fr", "Le remboursement par votre mutuelle nécessite une prescription.", "regulatory"],
  ["fr", "Prenez rendez-vous pour une consultation et apportez votre lettre de renvoi.", "appointments"],
  ["fr", "Vous pouvez payer votre facture par virement; une plainte va au médiateur.", "legal_admin"],
  ["it", "Il parcheggio costa 2,50 euro all'ora, l'ingresso è vicino alla fermata dell'autobus.", "practical"],
  ["it", "Il trattamento della malattia inizia con un esame e una diagnosi.", "clinical_info"],
  ["it", "Il rimborso della mutua richiede una prescrizione dello specialista.", "regulatory"],
  ["it", "Prenoti un appuntamento per una visita specialistica con l'impegnativa.", "appointments"],
  ["it", "Può pagare la fattura con bonifico; un reclamo va al mediatore.", "legal_admin"],
];

describe("chunk categories (word-boundary rules per language)", () => {
  it.each(cases)("%s: %s → %s", (lang, content, expected) => {
    expect(classifyChunk({ content, lang }).category).toBe(expected);
  });

  it("matches whole words only: 'consultant' is not 'consultation', 'parkinson' is not 'parking'", () => {
    expect(classifyChunk({ content: "De ziekte van Parkinson", lang: "en" }).scores.practical).toBe(0);
    expect(classifyChunk({ content: "Our consultant", lang: "en" }).scores.appointments).toBe(0);
    expect(classifyChunk({ content: "busy", lang: "en" }).scores.practical).toBe(0);
  });

  it("folds accents: 'entrée' and 'entree' both count", () => {
    expect(classifyChunk({ content: "l'entrée principale", lang: "fr" }).scores.practical).toBeGreaterThan(0);
  });

  it("uses the page's category as a prior that body words can still outweigh", () => {
    expect(classifyChunk({ content: "Welkom in ons ziekenhuis.", lang: "nl", hint: "legal_admin" }).category).toBe("legal_admin");
    const clinical = "De behandeling en het onderzoek van de aandoening, de diagnose en de therapie na de operatie.";
    expect(classifyChunk({ content: clinical, lang: "nl", hint: "practical" }).category).toBe("clinical_info");
  });

  it("is general when nothing scores and no hint is given", () => {
    expect(classifyChunk({ content: "Welkom in ons ziekenhuis.", lang: "nl" }).category).toBe("general");
  });

  it("weighs the heading: a section under 'Terugbetaling' leans regulatory", () => {
    const r = classifyChunk({ content: "U vraagt dit aan op de dienst.", headingPath: "Rolstoel › Terugbetaling", lang: "nl" });
    expect(r.category).toBe("regulatory");
  });
});
