import { describe, expect, it } from "vitest";
import { answerExtractively, isPeopleWord, specificWords, wordCoverage } from ".";
import { candidateSentences } from "./sentences";

const visiting = {
  id: "c1",
  score: 0.9,
  content: `# Bezoekuren

Bezoek is welkom op alle afdelingen van 14:00 tot 20:00. Op de intensieve zorg geldt een aparte regeling: bezoek is mogelijk op afspraak.

- Maximaal twee bezoekers per patiënt tegelijk.
- Kinderen jonger dan 12 jaar komen onder begeleiding.`,
};
const parking = {
  id: "c2",
  score: 0.7,
  content: `## Parkeertarieven

| Duur | Tarief |
| --- | --- |
| Eerste 30 minuten | gratis |
| Per begonnen uur | €2,50 |

Betalen kan met bancontact aan de automaten bij de uitgang.`,
};
const charging = { id: "c3", score: 0.8, content: "## Laadpalen\n\nOpladen aan onze laadpalen kost €0,35 per kWh." };

describe("answerExtractively", () => {
  it("answers with the best-supported sentence, verbatim, and cites the chunk it came from", () => {
    const a = answerExtractively("Wat zijn de bezoekuren?", "nl", [visiting, parking]);
    expect(a.found).toBe(true);
    expect(a.text).toContain("Bezoek is welkom op alle afdelingen van 14:00 tot 20:00.");
    expect(a.usedChunkIds).toEqual(["c1"]);
  });

  it("never says more than two sentences", () => {
    const a = answerExtractively("bezoek bezoekers kinderen afspraak intensieve zorg", "nl", [visiting]);
    expect(a.text.match(/[.!?](\s|$)/g)!.length).toBeLessThanOrEqual(2);
  });

  it("reads a table row as a sentence", () => {
    const a = answerExtractively("Hoeveel kost parkeren per uur?", "nl", [parking, visiting]);
    expect(a.found).toBe(true);
    expect(a.text).toContain("Per begonnen uur: €2,50.");
  });

  it("says so when only a tariff in another unit was found, instead of transposing it", () => {
    const a = answerExtractively("Hoeveel kost parkeren per uur?", "nl", [charging], { unitMismatch: { askedUnit: "per_hour", foundUnit: "per_kwh" } });
    expect(a.text.startsWith("Ik vind alleen een tarief per kWh, geen tarief per uur.")).toBe(true);
  });

  it("reports not found rather than guessing when the chunks do not address the question", () => {
    const a = answerExtractively("Kan ik mijn hond meebrengen?", "nl", [visiting, parking]);
    expect(a).toEqual({ found: false, text: "", usedChunkIds: [] });
  });

  it("reports not found for an empty retrieval or a question of only stop words", () => {
    expect(answerExtractively("Wat zijn de bezoekuren?", "nl", []).found).toBe(false);
    expect(answerExtractively("wat is het", "nl", [visiting]).found).toBe(false);
  });

  it("answers in English from English chunks", () => {
    const a = answerExtractively("What are the visiting hours?", "en", [
      { id: "e", score: 1, content: "Visiting hours are from 14:00 to 20:00 every day. Children are welcome." },
    ]);
    expect(a.text).toBe("Visiting hours are from 14:00 to 20:00 every day.");
  });
});

describe("candidateSentences", () => {
  it("does not split on titles, decimals or list numbers", () => {
    const s = candidateSentences("Prof. Dr. Anna Verhoeven consulteert op campus Noord. Het tarief is €2.50 per uur.\n1. Meld u aan.");
    expect(s.map((x) => x.text)).toEqual(["Prof. Dr. Anna Verhoeven consulteert op campus Noord.", "Het tarief is €2.50 per uur.", "Meld u aan."]);
  });

  it("a sentence that ends in a number or a price is a sentence of its own, as is one starting with 's", () => {
    const s = candidateSentences("Een weekkaart kost € 25. Ze geldt zeven dagen. Overdag tot 16 uur. 's Avonds is er een pastor van wacht.");
    expect(s.map((x) => x.text)).toEqual(["Een weekkaart kost € 25.", "Ze geldt zeven dagen.", "Overdag tot 16 uur.", "'s Avonds is er een pastor van wacht."]);
  });

  it("a table row says its own header and sits under the table's column names, blank lines between rows or not", () => {
    const page =
      "## Visiting\n\n| Ward | Days | Visiting hours |\n\n| --- | --- | --- |\n\n| General wards | Every day | 11:00 to 20:00 |\n\n| Maternity, partners | Every day | 08:00 to 22:00 |\n\nFlowers are welcome.";
    const s = candidateSentences(page);
    expect(s.map((x) => x.text)).toEqual([
      "General wards: Every day, 11:00 to 20:00.",
      "Maternity, partners: Every day, 08:00 to 22:00.",
      "Flowers are welcome.",
    ]);
    // The column names are what tells a caller's "visiting hours" that these rows are the answer.
    expect(s[0]).toMatchObject({ context: "visiting ward days visiting hours", qualifier: "General wards", row: 0 });
    expect(s[1]).toMatchObject({ qualifier: "Maternity, partners", row: 1 });
    expect(s[2]!.qualifier).toBeUndefined();
  });
});

describe("a table that gives one fact per column (a column per site, weekdays beside the weekend)", () => {
  const page =
    "## Visiting hours\n\n| Ward | Site North | Site South |\n\n| General wards | 14:00 to 20:00 | 13:30 to 19:30 |\n\n| Intensive care | 12:30 to 13:00 | no intensive care |";
  it("says each cell with its row's and its column's names, so each is a sentence of one scope", () => {
    const s = candidateSentences(page);
    expect(s.map((x) => x.text)).toEqual([
      "General wards, Site North: 14:00 to 20:00.",
      "General wards, Site South: 13:30 to 19:30.",
      "Intensive care, Site North: 12:30 to 13:00.",
      "Intensive care, Site South: no intensive care.",
    ]);
    expect(s[1]).toMatchObject({ qualifier: "General wards", row: 0, column: 2, context: "visiting hours ward site south" });
  });
  it("a record table (one fact per row) stays one sentence per row", () => {
    const s = candidateSentences("| Line | Stop | Frequency |\n| Bus 12 | Town hall | every 15 minutes |\n| Bus 38 | Station | every 30 minutes |");
    expect(s.map((x) => x.text)).toEqual(["Bus 12: Town hall, every 15 minutes.", "Bus 38: Station, every 30 minutes."]);
    expect(s[0]!.column).toBeUndefined();
  });
});

describe("words every hospital page shares do not make a sentence an answer", () => {
  const cafeteria = { id: "c9", score: 0.9, content: "## Cafetaria\n\nDe cafetaria van het ziekenhuis is open van 8 tot 19 uur. Patiënten eten op de kamer." };
  it("a question about something the hospital does not have is not found, even when the page says 'ziekenhuis'", () => {
    expect(answerExtractively("Is er een kapsalon in het ziekenhuis?", "nl", [cafeteria]).found).toBe(false);
    expect(
      answerExtractively("Is there a hairdresser in the hospital?", "en", [
        { ...cafeteria, content: "## Cafeteria\n\nThe hospital cafeteria is open from 8 to 7." },
      ]).found,
    ).toBe(false);
  });
  it("the hospital's own name counts as generic too", () => {
    expect(
      answerExtractively("Heeft AZ Lindenhof een kapsalon?", "nl", [{ ...cafeteria, content: "## AZ Lindenhof\n\nAZ Lindenhof heeft drie campussen." }], {
        alsoGeneric: ["AZ", "Lindenhof"],
      }).found,
    ).toBe(false);
  });
  it("a question that names only generic words still gets its answer", () => {
    const r = answerExtractively("Wanneer is het ziekenhuis open?", "nl", [cafeteria]);
    expect(r.found).toBe(true);
  });
  it("the specific word still finds its sentence", () => {
    expect(answerExtractively("Wanneer is de cafetaria van het ziekenhuis open?", "nl", [cafeteria]).text).toMatch(/8 tot 19 uur/);
  });
});

describe("who a question is for", () => {
  it("a relative the caller speaks of is a people word in every language; the thing asked about is not", () => {
    expect(["wife", "grandparents", "Mum"].every((w) => isPeopleWord(w, "en"))).toBe(true);
    expect(["moeder", "grootouders"].every((w) => isPeopleWord(w, "nl"))).toBe(true);
    expect(["mari", "enfants"].every((w) => isPeopleWord(w, "fr"))).toBe(true);
    expect(["nonni", "moglie"].every((w) => isPeopleWord(w, "it"))).toBe(true);
    expect(["dog", "hairdresser", "parking"].some((w) => isPeopleWord(w, "en"))).toBe(false);
    expect(isPeopleWord("cane", "it")).toBe(false);
  });
});

describe("a bold name above its paragraph stays the topic of the paragraph's sentences", () => {
  const az = [
    "# Shops, cafés and services",
    "",
    "**Café Rowan**",
    "Ground floor, next to the main entrance hall.",
    "Mon–Fri 07:30–18:00. Sat & Sun 09:00–15:00.",
    "",
    "**Restaurant De Waard** (locatie Dorrewaard, begane grond)",
    "Maandag t/m vrijdag 08.00 - 19.30 uur.",
    "",
    "- **Soins intensifs :** de 12 h à 12 h 30. Deux visiteurs à la fois.",
    "- Le parking est gratuit.",
  ].join("\n");

  it("the hours under a name are about that name; a name alone is no sentence to say", () => {
    const sentences = candidateSentences(az);
    expect(sentences.map((s) => s.text)).not.toContain("**Café Rowan**.");
    expect(sentences.find((s) => s.text.startsWith("Mon–Fri"))?.context).toContain("café rowan");
    expect(sentences.find((s) => s.text.startsWith("Maandag"))?.context).toContain("restaurant de waard (locatie dorrewaard, begane grond)");
    // The name with where it is stays a sentence: it answers "where is it?".
    expect(sentences.map((s) => s.text)).toContain("**Restaurant De Waard** (locatie Dorrewaard, begane grond).");
  });

  it("the label ends with its paragraph, and a list item without one is about its own thing", () => {
    const sentences = candidateSentences(az);
    expect(sentences.find((s) => s.text.startsWith("Maandag"))?.context).not.toContain("café rowan");
    expect(sentences.find((s) => s.text.startsWith("Deux visiteurs"))?.context).toContain("soins intensifs");
    expect(sentences.find((s) => s.text.startsWith("Le parking"))?.context).not.toContain("soins intensifs");
  });

  it("the café's hours count as saying the café's name the caller asked about", () => {
    const hours = candidateSentences(az).find((s) => s.text.startsWith("Mon–Fri"))!;
    expect(wordCoverage("When is Café Rowan open?", "en", hours)).toBeGreaterThan(0);
    expect(wordCoverage("When is Café Rowan open?", "en", { ...hours, context: "shops, cafés and services" })).toBe(0);
  });
});

describe("the words of asking name no thing the pages must speak of (four languages)", () => {
  it.each([
    ["en", "Is there somewhere near the hospital where they can stay until Monday?", ["stay", "monday"]],
    ["en", "What time can I come and see him?", []],
    ["fr", "Qui peut m'aider à faire une prise de sang chez vous ?", ["aider", "prise", "sang"]],
    ["nl", "Hoe laat kunnen we komen en wie zien we daar?", []],
    ["it", "A che ora posso venire a trovare mio padre?", ["padre"]],
  ] as const)("%s: %s", (lang, question, words) => {
    expect(specificWords(question, lang)).toEqual(words);
  });
});
