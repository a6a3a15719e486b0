import { describe, expect, it } from "vitest";
import { answerByMeaning } from "./by-meaning";
import { closenessDouble } from "~/testkit/doubles/closeness-embedder";

const FLOOR = 0.85;
const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [] };

/**
 * A tariff table written from the shortest stay to the longest, its rows labelled by a length no
 * caller names ("tot 2 uur", not "per uur"), and e5 putting the weekly card a hair closest to every
 * price question (zeebries' car park: 0.838 against 0.822 for "How much is the car park?").
 */
const TABLE = [
  "| Parkeerduur | Tarief |",
  "| eerste 30 minuten | gratis |",
  "| tot 2 uur | € 2,50 |",
  "| 2 tot 4 uur | € 4,00 |",
  "| langer dan 4 uur (dagtarief) | € 7,00 |",
  "| weekkaart | € 15,00 |",
].join("\n");
const CLOSE = { weekkaart: 0.9, "tot 2 uur": 0.885, "2 tot 4 uur": 0.888, dagtarief: 0.886, "eerste 30": 0.87 };
const dutchPage = { id: "parkeren", score: 1, lang: "nl" as const, title: "Parkeren", headingPath: "Parkeren › Campus Westerduin", content: TABLE };

describe("'how much' without a length of stay hears the table's first priced row", () => {
  it("an English caller hears €2.50 from the Dutch table, not the nearer weekly card nor a second row's amount", async () => {
    const a = await answerByMeaning("How much is the car park at the hospital?", "en", [dutchPage], closenessDouble(CLOSE, "double-first-row-1"), {
      floor: FLOOR,
      within: scope,
    });
    expect(a.found).toBe(true);
    expect(a.text).toContain("€ 2,50");
    expect(a.text).not.toContain("15,00");
    expect(a.text).not.toContain("4,00");
    expect(a.text).toMatch(/only on our website in Dutch/);
  });

  it("a Dutch caller hears the row itself from the Dutch page", async () => {
    const own = { ...dutchPage, id: "parkeren-nl" };
    const a = await answerByMeaning("Hoeveel kost de parking?", "nl", [own], closenessDouble(CLOSE, "double-first-row-2"), { floor: FLOOR, within: scope });
    expect(a.text).toBe("tot 2 uur: € 2,50.");
  });

  it("a follow-up that names the whole day ('And if I'm there all day?') hears the day's row", async () => {
    const a = await answerByMeaning(
      "How much is the car park at the hospital? And if I'm there all day?",
      "en",
      [dutchPage],
      closenessDouble(CLOSE, "double-first-row-3"),
      { floor: FLOOR, within: { ...scope, scope: { ...scope.scope, followUp: "And if I'm there all day?" } } },
    );
    expect(a.text).toContain("€ 7,00 per day");
    expect(a.text).not.toContain("2,50");
    expect(a.text).not.toContain("15,00");
  });

  it("near miss: a question that names the week hears the weekly card", async () => {
    const a = await answerByMeaning("Is there a weekly parking ticket, how much is it?", "en", [dutchPage], closenessDouble(CLOSE, "double-first-row-4"), {
      floor: FLOOR,
      within: scope,
    });
    expect(a.text).toContain("€ 15,00");
    expect(a.text).not.toContain("2,50");
  });

  it("near miss: a first row far below the nearest row does not answer instead", async () => {
    const far = { ...CLOSE, "tot 2 uur": 0.86, "2 tot 4 uur": 0.86, dagtarief: 0.86, "eerste 30": 0.86 };
    const a = await answerByMeaning("How much is the car park at the hospital?", "en", [dutchPage], closenessDouble(far, "double-first-row-5"), {
      floor: FLOOR,
      within: scope,
    });
    expect(a.text).toContain("€ 15,00");
    expect(a.text).not.toContain("2,50");
  });

  it("near miss: prices in a running text (no table rows) are said as before", async () => {
    const prose = {
      ...dutchPage,
      id: "parkeren-prose",
      content: "Een weekkaart kost € 15,00 en koopt u aan het onthaal.\nWie korter blijft, betaalt € 2,50 voor twee uur.",
    };
    const a = await answerByMeaning(
      "Hoeveel kost de parking?",
      "nl",
      [prose],
      closenessDouble({ "Een weekkaart": 0.9, "Wie korter": 0.86 }, "double-first-row-6"),
      {
        floor: FLOOR,
        within: scope,
      },
    );
    expect(a.text).toContain("Een weekkaart kost € 15,00");
  });
});
