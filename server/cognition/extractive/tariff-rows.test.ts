import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { answerByMeaning } from "./by-meaning";
import { closenessDouble } from "~/testkit/doubles/closeness-embedder";

const FLOOR = 0.85;
const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [] };

/**
 * A car park's tariff table by length of stay ("Up to 1 hour", "Up to 24 hours") and, beside it, a
 * weekly pass that e5 puts closest to every price question: the caller who asks for an hour hears
 * the hour's row, the caller who asks for a whole day the 24 hours' row — on the caller's own page
 * and, carried over, from a page in another language.
 */
const CASES: ReadonlyArray<{
  lang: Lang;
  title: string;
  header: string;
  hour: string;
  day: string;
  weekly: string;
  askHour: string;
  askDay: string;
}> = [
  {
    lang: "en",
    title: "Car parking",
    header: "| Length of stay | Charge |",
    hour: "| Up to 1 hour | €1.50 |",
    day: "| Up to 24 hours | €8.00 |",
    weekly: "Visitors of patients staying longer than a week can buy a weekly pass for €12 at the main reception.",
    askHour: "How much does it cost to park for one hour?",
    askDay: "What's the maximum I'd pay for a whole day in the car park?",
  },
  {
    lang: "nl",
    title: "Parkeren",
    header: "| Parkeerduur | Tarief |",
    hour: "| Tot 1 uur | € 1,50 |",
    day: "| Tot 24 uur | € 8,00 |",
    weekly: "Wie langer dan een week op bezoek komt, koopt aan het onthaal een weekkaart van € 12.",
    askHour: "Hoeveel kost een uur parkeren?",
    askDay: "Hoeveel betaal ik voor een hele dag parkeren?",
  },
  {
    lang: "fr",
    title: "Parking",
    header: "| Durée | Tarif |",
    hour: "| Jusqu'à 1 heure | 1,50 € |",
    day: "| Jusqu'à 24 heures | 8,00 € |",
    weekly: "Les visiteurs des patients hospitalisés plus d'une semaine peuvent acheter une carte de la semaine à 12 € à l'accueil.",
    askHour: "Combien coûte le parking pour une heure ?",
    askDay: "Combien je paie pour garer ma voiture toute la journée ?",
  },
  {
    lang: "it",
    title: "Parcheggio",
    header: "| Durata della sosta | Tariffa |",
    hour: "| Fino a 1 ora | 1,50 € |",
    day: "| Fino a 24 ore | 8,00 € |",
    weekly: "Chi visita un paziente ricoverato da più di una settimana può acquistare alla reception un abbonamento di una settimana a 12 €.",
    askHour: "Quanto costa il parcheggio per un'ora?",
    askDay: "Quanto pago per parcheggiare l'intera giornata?",
  },
];

const amount = (row: string) => row.split("|")[2]!.trim();

describe("a price asked in a unit hears the tariff row of that length of stay", () => {
  for (const c of CASES) {
    const page = { id: `park-${c.lang}`, score: 1, title: c.title, headingPath: c.title, content: [c.header, c.hour, c.day, "", c.weekly].join("\n") };
    const closeness = { [c.weekly.slice(0, 14)]: 0.9, [c.hour.split("|")[1]!.trim()]: 0.885, [c.day.split("|")[1]!.trim()]: 0.885 };

    it(`${c.lang}: one hour → the hour's row, not the weekly pass`, async () => {
      const a = await answerByMeaning(c.askHour, c.lang, [page], closenessDouble(closeness, `double-rows-hour-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.text).toContain(amount(c.hour));
      expect(a.text).not.toContain(amount(c.day));
      expect(a.text).not.toContain("12");
    });

    it(`${c.lang}: a whole day → the 24 hours' row`, async () => {
      const a = await answerByMeaning(c.askDay, c.lang, [page], closenessDouble(closeness, `double-rows-day-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.text).toContain(amount(c.day));
      expect(a.text).not.toContain(amount(c.hour));
    });
  }

  it("a length of stay the question names itself (three hours) hears its own row, not the hour's", async () => {
    const asks: Record<Lang, string> = {
      en: "How much does it cost to park for three hours?",
      nl: "Hoeveel kost drie uur parkeren?",
      fr: "Combien coûte le parking pour trois heures ?",
      it: "Quanto costa il parcheggio per tre ore?",
    };
    const three: Record<Lang, string> = {
      en: "| Up to 3 hours | €3.50 |",
      nl: "| Tot 3 uur | € 3,50 |",
      fr: "| Jusqu'à 3 heures | 3,50 € |",
      it: "| Fino a 3 ore | 3,50 € |",
    };
    for (const c of CASES) {
      const content = [c.header, c.hour, three[c.lang], c.day].join("\n");
      const page = { id: `park-3-${c.lang}`, score: 1, title: c.title, headingPath: c.title, content };
      const closeness = { [three[c.lang].split("|")[1]!.trim()]: 0.9, [c.hour.split("|")[1]!.trim()]: 0.885 };
      const a = await answerByMeaning(asks[c.lang], c.lang, [page], closenessDouble(closeness, `double-rows-three-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.text).toContain(amount(three[c.lang]));
      expect(a.text).not.toContain(amount(c.hour));
    }
  });

  it("a price question that names no length hears the hourly row beside a closer weekly card's", async () => {
    const asks: Record<Lang, string> = {
      en: "How much does parking cost?",
      nl: "Hoeveel kost parkeren?",
      fr: "Combien coûte le parking ?",
      it: "Quanto costa il parcheggio?",
    };
    const weeklyRow: Record<Lang, string> = {
      en: "| Weekly card (7 days) | €22.00 |",
      nl: "| Weekkaart (7 dagen) | € 22,00 |",
      fr: "| Carte hebdomadaire (7 jours) | 22,00 € |",
      it: "| Abbonamento settimanale (7 giorni) | 22,00 € |",
    };
    for (const c of CASES) {
      const page = { id: `park-none-${c.lang}`, score: 1, title: c.title, headingPath: c.title, content: [c.header, c.hour, weeklyRow[c.lang]].join("\n") };
      // e5 puts the weekly card a hair closer to a bare price question than the hourly row.
      const closeness = { [weeklyRow[c.lang].split("|")[1]!.trim()]: 0.9, [c.hour.split("|")[1]!.trim()]: 0.89 };
      const a = await answerByMeaning(asks[c.lang], c.lang, [page], closenessDouble(closeness, `double-rows-none-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.text).toContain(amount(c.hour));
    }
  });

  it("a price question that counts the days hears one row, not the hour's beside it", async () => {
    const asks: Record<Lang, string> = {
      en: "How much is parking for two days?",
      nl: "Hoeveel kost parkeren voor twee dagen?",
      fr: "Combien coûte le parking pour deux jours ?",
      it: "Quanto costa il parcheggio per due giorni?",
    };
    const twoDays: Record<Lang, string> = {
      en: "| Up to 48 hours | €14.00 |",
      nl: "| Tot 48 uur | € 14,00 |",
      fr: "| Jusqu'à 48 heures | 14,00 € |",
      it: "| Fino a 48 ore | 14,00 € |",
    };
    for (const c of CASES) {
      const page = { id: `park-2d-${c.lang}`, score: 1, title: c.title, headingPath: c.title, content: [c.header, c.hour, twoDays[c.lang]].join("\n") };
      const closeness = { [twoDays[c.lang].split("|")[1]!.trim()]: 0.9, [c.hour.split("|")[1]!.trim()]: 0.89 };
      const a = await answerByMeaning(asks[c.lang], c.lang, [page], closenessDouble(closeness, `double-rows-2d-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.text).toContain(amount(twoDays[c.lang]));
      expect(a.text).not.toContain(amount(c.hour));
    }
  });

  it("from an English page, a Dutch, French and Italian caller hear the hour's amount, not the weekly pass's", async () => {
    const en = CASES[0]!;
    const page = {
      id: "park-en-foreign",
      score: 1,
      title: en.title,
      headingPath: en.title,
      lang: "en" as const,
      content: [en.header, en.hour, en.day, "", en.weekly].join("\n"),
    };
    const closeness = { [en.weekly.slice(0, 14)]: 0.9, "Up to 1 hour": 0.885, "Up to 24 hours": 0.885 };
    for (const c of CASES.slice(1)) {
      const a = await answerByMeaning(c.askHour, c.lang, [page], closenessDouble(closeness, `double-rows-foreign-${c.lang}`), { floor: FLOOR, within: scope });
      expect(a.text).toContain("1.50");
      expect(a.text).not.toContain("€12");
    }
  });
});
