import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { answerByMeaning } from "./by-meaning";
import { visitorGroupsNamed } from "./visitors";
import { COMMON_WARDS } from "./wards";
import { closenessDouble } from "~/testkit/doubles/closeness-embedder";

const FLOOR = 0.85;
const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [], wards: COMMON_WARDS };

/**
 * One maternity section with the partner's hours and everyone else's, the partner's sentence the
 * closer one (as e5 puts it: it says more about being welcome), in each language.
 */
const CASES: ReadonlyArray<{
  lang: Lang;
  heading: string;
  partner: string;
  others: string;
  grandparents: string;
  partnerQuestion: string;
  plain: string;
}> = [
  {
    lang: "en",
    heading: "Visiting › Maternity unit",
    partner: "The partner is welcome from 8am to 9pm.",
    others: "Other visitors come from 3pm to 7pm.",
    grandparents: "When can the grandparents visit the maternity unit?",
    partnerQuestion: "Until what time can my partner stay on the maternity unit?",
    plain: "What are the visiting hours on the maternity unit?",
  },
  {
    lang: "nl",
    heading: "Bezoek › Materniteit",
    partner: "De partner is welkom van 8 tot 21 uur.",
    others: "Andere bezoekers komen van 15 tot 19 uur.",
    grandparents: "Wanneer mogen de grootouders op bezoek komen op de materniteit?",
    partnerQuestion: "Tot hoe laat mag de partner blijven op de materniteit?",
    plain: "Wat zijn de bezoekuren op de materniteit?",
  },
  {
    lang: "fr",
    heading: "Visites › Maternité",
    partner: "Le partenaire est le bienvenu de 8 h à 21 h.",
    others: "Les autres visiteurs viennent de 15 h à 19 h.",
    grandparents: "À quelle heure les grands-parents peuvent-ils venir à la maternité ?",
    partnerQuestion: "Jusqu'à quelle heure le partenaire peut-il rester à la maternité ?",
    plain: "Quelles sont les heures de visite à la maternité ?",
  },
  {
    lang: "it",
    heading: "Visite › Maternità",
    partner: "Il partner è il benvenuto dalle 8:00 alle 21:00.",
    others: "Gli altri visitatori vengono dalle 15:00 alle 19:00.",
    grandparents: "A che ora possono venire i nonni in maternità?",
    partnerQuestion: "Fino a che ora può restare il partner in maternità?",
    plain: "Quali sono gli orari di visita in maternità?",
  },
];

describe("the group of visitors a question names chooses the rule said", () => {
  for (const c of CASES) {
    const page = { id: `maternity-${c.lang}`, score: 1, title: c.heading.split(" › ")[0]!, headingPath: c.heading, content: `${c.partner} ${c.others}` };
    const closeness = { [c.partner.slice(0, 14)]: 0.895, [c.others.slice(0, 14)]: 0.875 };

    it(`${c.lang}: grandparents hear the other visitors' hours, not the partner's`, async () => {
      const a = await answerByMeaning(c.grandparents, c.lang, [page], closenessDouble(closeness, `double-visitors-others-${c.lang}`), {
        floor: FLOOR,
        within: scope,
      });
      expect(a.text).toBe(c.others);
    });

    it(`${c.lang}: the partner hears the partner's hours`, async () => {
      const a = await answerByMeaning(c.partnerQuestion, c.lang, [page], closenessDouble(closeness, `double-visitors-partner-${c.lang}`), {
        floor: FLOOR,
        within: scope,
      });
      expect(a.text).toBe(c.partner);
    });

    it(`${c.lang}: a question that names no group is left to closeness`, async () => {
      const a = await answerByMeaning(c.plain, c.lang, [page], closenessDouble(closeness, `double-visitors-plain-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.text).toContain(c.partner);
    });
  }

  it("a parent's night on the children's ward is not the brothers' and sisters' afternoon", async () => {
    const page = {
      id: "paediatrics-fr",
      score: 1,
      title: "Visites",
      headingPath: "Visites › Pédiatrie",
      content: "Les frères et sœurs sont les bienvenus de 14 h à 18 h. Un parent peut rester jour et nuit auprès de son enfant.",
    };
    const closeness = { "Les frères": 0.89, "Un parent peut": 0.875 };
    const a = await answerByMeaning("Est-ce qu'un parent peut dormir en pédiatrie ?", "fr", [page], closenessDouble(closeness, "double-visitors-parent-fr"), {
      floor: FLOOR,
      within: scope,
    });
    expect(a.text).toBe("Un parent peut rester jour et nuit auprès de son enfant.");
  });
});

describe("which groups of visitors a text names", () => {
  it("grandparents are other visitors in every language, never the parents", () => {
    for (const t of [
      "grandparents",
      "de grootouders",
      "les grands-parents",
      "i nonni",
      "Other visitors",
      "Andere bezoekers",
      "autres visiteurs",
      "altri visitatori",
    ])
      expect([...visitorGroupsNamed(t)], t).toEqual(["others"]);
  });

  it("a relative alone names no group (the patient as often as the visitor), nor does 'older than'", () => {
    for (const t of ["my mother", "mijn vader", "kinderen ouder dan 12 jaar", "ma grand-mère", "mio figlio"]) expect(visitorGroupsNamed(t).size, t).toBe(0);
  });

  it("the partner and the parents in each language", () => {
    for (const t of ["birth partner", "de partner", "le partenaire", "il compagno"]) expect([...visitorGroupsNamed(t)], t).toEqual(["partner"]);
    for (const t of ["parents", "ouders", "les parents", "i genitori"]) expect([...visitorGroupsNamed(t)], t).toEqual(["parents"]);
  });
});
