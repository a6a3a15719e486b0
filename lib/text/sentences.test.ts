import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences";

describe("one sentence splitter for every text the line speaks, checks or reads", () => {
  it("does not split on titles, initials, decimals or times", () => {
    expect(splitSentences("Prof. Dr. A. Verhoeven en St. Jan. Het kost €2.50 of 2,50 om 14.30 uur. Klaar.")).toEqual([
      "Prof. Dr. A. Verhoeven en St. Jan.",
      "Het kost €2.50 of 2,50 om 14.30 uur.",
      "Klaar.",
    ]);
    expect(splitSentences("De raadpleging begint om 14:30. Kom tien minuten vroeger.")).toEqual([
      "De raadpleging begint om 14:30.",
      "Kom tien minuten vroeger.",
    ]);
  });

  it("knows titles written in lower case and the abbreviations of all four languages", () => {
    expect(splitSentences("Hallo, dr. Sofie Claes houdt raadpleging op maandag.")).toEqual(["Hallo, dr. Sofie Claes houdt raadpleging op maandag."]);
    expect(splitSentences("La Dott.ssa Rossi e la Sig.ra Bianchi sono in reparto. Chiami domani.")).toEqual([
      "La Dott.ssa Rossi e la Sig.ra Bianchi sono in reparto.",
      "Chiami domani.",
    ]);
    expect(splitSentences("Mme Dubois voit le Dr. Martin. Il est à l'étage.")).toEqual(["Mme Dubois voit le Dr. Martin.", "Il est à l'étage."]);
  });

  it("an abbreviation or a stop before a lower-case word ends nothing", () => {
    expect(splitSentences("Het is ca. vijf minuten lopen, bv. langs de kapel. Volg de borden.")).toEqual([
      "Het is ca. vijf minuten lopen, bv. langs de kapel.",
      "Volg de borden.",
    ]);
  });

  it("a sentence may end in a number, and the next may start with one, with a price or with Dutch 's", () => {
    expect(splitSentences("A weekly card costs € 25. It allows unlimited entry.")).toEqual(["A weekly card costs € 25.", "It allows unlimited entry."]);
    expect(splitSentences("Bel 011 30 40 00. 24 uur per dag bereikbaar.")).toEqual(["Bel 011 30 40 00.", "24 uur per dag bereikbaar."]);
    expect(splitSentences("Overdag tot 16 uur. 's Avonds is er een pastor van wacht.")).toEqual([
      "Overdag tot 16 uur.",
      "'s Avonds is er een pastor van wacht.",
    ]);
  });

  it("ends at ?, ! and …, inside closing quotes too, but not inside a web address", () => {
    expect(splitSentences('Zegt u "ja, graag." Dan verbind ik u door! Of wacht u liever… Goed? Zie www.lindenhof.be. Bedankt.')).toEqual([
      'Zegt u "ja, graag."',
      "Dan verbind ik u door!",
      "Of wacht u liever…",
      "Goed?",
      "Zie www.lindenhof.be.",
      "Bedankt.",
    ]);
  });

  it("returns each sentence verbatim: joined with spaces they are the text again", () => {
    const text = "Parkeren kost 2 euro 50 per uur. De eerste 30 minuten zijn gratis. Betalen kan met bancontact.";
    expect(splitSentences(text).join(" ")).toBe(text);
    expect(splitSentences("   ")).toEqual([]);
    expect(splitSentences("Geen eindpunt")).toEqual(["Geen eindpunt"]);
  });
});
