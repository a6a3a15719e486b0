import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { answerByMeaning } from "./by-meaning";
import { closenessDouble } from "~/testkit/doubles/closeness-embedder";

const FLOOR = 0.85;
const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [] };

/**
 * A bus fare asked on pages that name the bus lines and no fare: the lines are close in meaning
 * and share the word "bus", but they do not say what a ticket costs. The caller hears that it
 * cannot be found (and the offer), not the lines; where the page gives the fare, the fare.
 */
const CASES: ReadonlyArray<{ lang: Lang; title: string; lines: string; fare: string; question: string; which: string }> = [
  {
    lang: "en",
    title: "Getting here",
    lines: "Buses 22 and 47 stop at the main entrance.",
    fare: "A single ticket costs €2.10.",
    question: "How much is a bus ticket to the hospital?",
    which: "Which bus goes to the hospital?",
  },
  {
    lang: "nl",
    title: "Bereikbaarheid",
    lines: "De bussen 22 en 47 stoppen aan de hoofdingang.",
    fare: "Een enkel ticket kost € 2,10.",
    question: "Hoeveel kost een ticket voor de bus naar het ziekenhuis?",
    which: "Welke bus rijdt naar het ziekenhuis?",
  },
  {
    lang: "fr",
    title: "Accès",
    lines: "Les bus 22 et 47 s'arrêtent devant l'entrée principale.",
    fare: "Un ticket simple coûte 2,10 €.",
    question: "Combien coûte un ticket de bus pour l'hôpital ?",
    which: "Quel bus va à l'hôpital ?",
  },
  {
    lang: "it",
    title: "Come arrivare",
    lines: "Gli autobus 22 e 47 fermano davanti all'ingresso principale.",
    fare: "Un biglietto singolo costa 2,10 €.",
    question: "Quanto costa il biglietto dell'autobus per l'ospedale?",
    which: "Quale autobus va all'ospedale?",
  },
];

describe("a fare asked where the pages name only the bus lines", () => {
  for (const c of CASES) {
    const page = (content: string) => ({ id: `bus-${c.lang}`, score: 1, title: c.title, headingPath: c.title, content });

    it(`${c.lang}: the fare question does not hear the lines`, async () => {
      const embedder = closenessDouble({ [c.lines.slice(0, 12)]: 0.86 }, `double-fare-lines-${c.lang}`);
      const a = await answerByMeaning(c.question, c.lang, [page(c.lines)], embedder, { floor: FLOOR, within: scope });
      expect(a.found).toBe(false);
      expect(a.text).not.toContain("47");
    });

    it(`${c.lang}: the fare question hears the fare when the page gives it`, async () => {
      const embedder = closenessDouble({ [c.lines.slice(0, 12)]: 0.86, [c.fare.slice(0, 10)]: 0.855 }, `double-fare-price-${c.lang}`);
      const a = await answerByMeaning(c.question, c.lang, [page(`${c.lines} ${c.fare}`)], embedder, { floor: FLOOR, within: scope });
      expect(a.text).toContain("2,10".replace(",", c.lang === "en" ? "." : ","));
    });

    it(`${c.lang}: "which bus?" still hears the lines`, async () => {
      const embedder = closenessDouble({ [c.lines.slice(0, 12)]: 0.86 }, `double-fare-which-${c.lang}`);
      const a = await answerByMeaning(c.which, c.lang, [page(c.lines)], embedder, { floor: FLOOR, within: scope });
      expect(a.text).toContain("47");
    });
  }
});
