import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { answerByMeaning } from "./by-meaning";
import { closenessDouble } from "~/testkit/doubles/closeness-embedder";

const FLOOR = 0.85;
const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [] };

/**
 * A car park's section whose heading names it ("P2 – Via dei Tigli") and whose sentence does not:
 * the caller who asks where to park for free must hear the car park, in every language.
 */
const CASES: ReadonlyArray<{ lang: Lang; title: string; heading: string; sentence: string; where: string; price: string }> = [
  {
    lang: "en",
    title: "Parking",
    heading: "P2 – Linden Road (free)",
    sentence: "Free open-air car park with 300 spaces, 400 metres from the main entrance.",
    where: "Where can I park for free?",
    price: "How much does the car park cost per hour?",
  },
  {
    lang: "nl",
    title: "Parkeren",
    heading: "P2 – Lindenlaan (gratis)",
    sentence: "Gratis parking in open lucht met 300 plaatsen, op 400 meter van de hoofdingang.",
    where: "Waar kan ik gratis parkeren?",
    price: "Hoeveel kost de parking per uur?",
  },
  {
    lang: "fr",
    title: "Parkings",
    heading: "P2 – Rue des Tilleuls (gratuit)",
    sentence: "Parking gratuit en plein air de 300 places, à 400 mètres de l'entrée principale.",
    where: "Où est-ce que je peux me garer gratuitement ?",
    price: "Combien coûte le parking par heure ?",
  },
  {
    lang: "it",
    title: "Parcheggi",
    heading: "P2 – Via dei Tigli (gratuito)",
    sentence: "Parcheggio gratuito all'aperto con 300 posti, a 400 metri dall'ingresso principale.",
    where: "Dove posso parcheggiare gratis?",
    price: "Quanto costa il parcheggio all'ora?",
  },
];

const chunk = (c: (typeof CASES)[number], lang?: Lang) => ({
  id: `p2-${c.lang}`,
  score: 1,
  title: c.title,
  headingPath: `${c.title} › ${c.heading}`,
  content: c.sentence,
  ...(lang ? { lang } : {}),
});

describe("a place given only in the section's heading is said with the sentence", () => {
  for (const c of CASES) {
    const embedder = closenessDouble({ [c.sentence.slice(0, 16)]: 0.9 }, `double-heading-place-${c.lang}`);

    it(`${c.lang}: "where can I park for free?" hears the car park the heading names`, async () => {
      const a = await answerByMeaning(c.where, c.lang, [chunk(c)], embedder, { floor: FLOOR, within: scope });
      expect(a.found).toBe(true);
      expect(a.text).toBe(`${c.heading}: ${c.sentence}`);
    });

    it(`${c.lang}: a question for a price hears the sentence as the page says it, without the heading`, async () => {
      const priced = { ...chunk(c), content: `${c.sentence} 2,00 € / 1 h.` };
      const a = await answerByMeaning(c.price, c.lang, [priced], embedder, { floor: FLOOR, within: scope });
      expect(a.text).not.toContain(c.heading);
    });
  }

  it("the heading is not said again when the sentence names the place itself", async () => {
    const c = CASES[0]!;
    const content = "P2 is a free open-air car park with 300 spaces, 400 metres from the main entrance.";
    const a = await answerByMeaning(c.where, "en", [{ ...chunk(c), content }], closenessDouble({ "P2 is a free": 0.9 }, "double-heading-place-named"), {
      floor: FLOOR,
      within: scope,
    });
    expect(a.text).toBe(content);
  });

  it("a heading that names no place (a topic) is not said", async () => {
    const c = CASES[0]!;
    const a = await answerByMeaning(
      c.where,
      "en",
      [{ ...chunk(c), headingPath: "Parking › Parking for visitors" }],
      closenessDouble({ "Free open-air": 0.9 }, "double-heading-topic"),
      {
        floor: FLOOR,
        within: scope,
      },
    );
    expect(a.text).toBe(c.sentence);
  });
});

describe("a foreign page's heading place is carried over with the sentence's facts", () => {
  const it_ = CASES[3]!;
  for (const caller of ["en", "nl", "fr"] as const) {
    it(`${caller}: the Italian car park's code and street are said, beside "free"`, async () => {
      const q = CASES.find((c) => c.lang === caller)!.where;
      const a = await answerByMeaning(q, caller, [chunk(it_, "it")], closenessDouble({ "Parcheggio gratuito": 0.9 }, `double-heading-foreign-${caller}`), {
        floor: FLOOR,
        within: scope,
      });
      expect(a.found).toBe(true);
      expect(a.text).toContain("P2");
      expect(a.text).toContain("Via dei Tigli");
    });
  }

  it("a heading's name alone, beside a sentence with no fact of its own, answers nothing", async () => {
    const bare = { ...chunk(it_, "it"), content: "Il parcheggio è riservato ai visitatori." };
    const a = await answerByMeaning("Where can I park?", "en", [bare], closenessDouble({ "Il parcheggio": 0.9 }, "double-heading-foreign-bare"), {
      floor: FLOOR,
      within: scope,
    });
    expect(a.text).not.toContain("P2");
  });
});
