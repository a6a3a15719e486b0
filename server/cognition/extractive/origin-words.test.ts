import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { answerByMeaning } from "./by-meaning";
import { closenessDouble } from "~/testkit/doubles/closeness-embedder";

const FLOOR = 0.85;
const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [] };

/**
 * An international office's page opens with a question naming the caller's country or language
 * ("Vous êtes assuré hors de Belgique ?", "Not a Dutch speaker?"), the sentence e5 puts closest to
 * every question about help for patients from abroad. Carried over to a caller in another language,
 * that country or language is no fact about the office: the caller hears the office's hours from
 * the next sentence, or that it cannot be found — never the country's name as the answer.
 */
const FRENCH_PAGE = {
  id: "intl-fr",
  score: 1,
  title: "Patients internationaux",
  headingPath: "Patients internationaux",
  lang: "fr" as const,
  content: "Vous êtes assuré hors de Belgique ? Le bureau des patients internationaux est ouvert du lundi au vendredi de 9 h à 16 h.",
};
const ENGLISH_PAGE = {
  id: "intl-en",
  score: 1,
  title: "International patients",
  headingPath: "International patients",
  lang: "en" as const,
  content: "Not a Dutch speaker? The office for international patients is open Monday to Friday from 9am to 4pm.",
};

const ASKS: ReadonlyArray<{ lang: Lang; page: typeof FRENCH_PAGE | typeof ENGLISH_PAGE; when: string; help: string; origin: string }> = [
  {
    lang: "en",
    page: FRENCH_PAGE,
    when: "When is the office for patients from abroad open?",
    help: "Is there help for patients from abroad?",
    origin: "Belgique",
  },
  {
    lang: "nl",
    page: FRENCH_PAGE,
    when: "Wanneer is de dienst voor buitenlandse patiënten open?",
    help: "Is er hulp voor buitenlandse patiënten?",
    origin: "Belgique",
  },
  {
    lang: "it",
    page: FRENCH_PAGE,
    when: "Quando è aperto l'ufficio per i pazienti stranieri?",
    help: "C'è un aiuto per i pazienti stranieri?",
    origin: "Belgique",
  },
  {
    lang: "fr",
    page: ENGLISH_PAGE,
    when: "Quand le bureau des patients étrangers est-il ouvert ?",
    help: "Y a-t-il de l'aide pour les patients étrangers ?",
    origin: "Dutch",
  },
];

describe("a country or language named on a foreign page is no fact to carry over", () => {
  for (const c of ASKS) {
    const first = c.page.content.split("?")[0]!.slice(0, 12);
    const closeness = { [first]: 0.9, [c.page.content.split("? ")[1]!.slice(0, 12)]: 0.885 };

    it(`${c.lang}: the office's hours are heard, not "${c.origin}"`, async () => {
      const a = await answerByMeaning(c.when, c.lang, [c.page], closenessDouble(closeness, `double-origin-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.found).toBe(true);
      expect(a.text).toMatch(/09:00|9/);
      expect(a.text).toMatch(/16:00|16|4/);
      expect(a.text).not.toContain(c.origin);
    });

    it(`${c.lang}: a question for no kind of fact does not hear "${c.origin}" as the answer`, async () => {
      const a = await answerByMeaning(c.help, c.lang, [c.page], closenessDouble(closeness, `double-origin-help-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.text).not.toContain(c.origin);
    });
  }
});
