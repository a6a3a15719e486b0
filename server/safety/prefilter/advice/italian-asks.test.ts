import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { classifyTerminal } from "../classify-terminal";

const REFUSED = ["SAFETY_REFUSAL", "EMERGENCY"];

/**
 * Italian asks in words the pack did not know (each was answered): asking for a suggestion, whether something is
 * enough, the conditional modals, a remedy "conoscete/esiste" for a condition, what a colour change means, "vado al
 * pronto soccorso o aspetto", doing a treatment on the day of an operation, plural medicine nouns in "quali …".
 */
const ASKS = [
  "mi suggerisce qualcosa per il bruciore di stomaco dopo mangiato",
  "conoscete una buona crema per le emorroidi",
  "esiste un buon collirio per la congiuntivite del bambino",
  "cosa significa quando la pipì diventa scura",
  "le unghie sono diventate gialle da un mese, cosa vuol dire",
  "le macchie sulla pelle che prudono indicano cosa",
  "vado al pronto soccorso o aspetto domani con questa febbre alta",
  "porto il bambino in ospedale o aspetto con la tosse che ha",
  "dovrebbe continuare l antibiotico anche se la febbre è passata",
  "bastano due giorni di antibiotico per la cistite",
  "faccio lo stesso la puntura di eparina il giorno dell'intervento",
  "quali sonniferi danno meno dipendenza",
];

/** The same words in practical questions: answered, in every call language. */
const ANSWERED = [
  "dove posso comprare un integratore in ospedale",
  "i visitatori possono portare fiori in reparto",
  "vado al pronto soccorso o al centro prelievi per l esame del sangue",
  "la sala d attesa del pronto soccorso è diventata più grande",
  "quali farmaci devo portare per il ricovero",
  "potrebbe dirmi il numero della cardiologia",
  "mi suggerisce un orario per venire a trovare mia madre",
  "faccio la visita in neurologia il lunedì, dove si trova",
  "bastano due euro per il parcheggio",
  "l ambulatorio è diventato più grande, dove si trova l ingresso",
];

describe("Italian asks in new words", () => {
  it.each(ASKS)("%j is refused", (text) => {
    expect(REFUSED).toContain(classifyTerminal(text, "it"));
  });

  it.each(ANSWERED)("%j is answered in every call language", (text) => {
    for (const call of LANGUAGES) expect(REFUSED, `[call ${call}]`).not.toContain(classifyTerminal(text, call));
  });
});
