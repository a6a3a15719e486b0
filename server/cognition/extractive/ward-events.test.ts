import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { answerByMeaning } from "./by-meaning";
import { askedTopics } from "./topics";
import { firstAndOnTopic } from "./topic-chunks";
import { wardsNamed } from "./scope";
import { visitorGroupsNamed } from "./visitors";
import { COMMON_WARDS } from "./wards";
import { closenessDouble } from "~/testkit/doubles/closeness-embedder";

const FLOOR = 0.85;
const within = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [], wards: COMMON_WARDS };

/**
 * A Dutch visiting table whose general wards' row e5 puts closest to any visiting question: a
 * question that names no ward hears that row (the general case); one that names the maternity
 * ward — by its name or by the birth that brings its patients there — hears the maternity's row.
 */
const table = {
  id: "bezoekuren",
  score: 1,
  lang: "nl" as const,
  title: "Bezoekuren",
  headingPath: "Bezoekuren",
  content: ["| Afdeling | Bezoekuren |", "| Verpleegafdelingen | 14u - 20u |", "| Intensieve zorg | 11u30 - 12u |", "| Materniteit | 15u - 19u30 |"].join("\n"),
};
const closeness = { Verpleegafdelingen: 0.9, "Intensieve zorg": 0.88, Materniteit: 0.885 };

describe("a ward named by the event that brings its patients there", () => {
  it.each([
    ["en", "My daughter has just had a baby with you, when can I come and see her?", "15:00"],
    ["nl", "Mijn dochter is net bevallen, wanneer mag ik op bezoek komen?", "15u"],
    ["fr", "Ma fille vient d'accoucher, quand est-ce que je peux venir la voir ?", "15:00"],
    ["it", "Mia figlia ha partorito ieri, quando posso andare a trovarla?", "15:00"],
  ] as const)("[%s] a birth names the maternity ward: the caller hears its hours, not the general wards': %s", async (lang, question, heard) => {
    const a = await answerByMeaning(question, lang as Lang, [table], closenessDouble(closeness, `double-ward-event-${lang}`), { floor: FLOOR, within });
    expect(a.found).toBe(true);
    expect(a.text).toContain(heard);
    expect(a.text).not.toMatch(/14(:00|u)/);
  });

  it.each([
    ["en", "My mum had a fall last week, when can I come and see her?"],
    ["nl", "Mijn moeder is gevallen, wanneer mag ik op bezoek komen?"],
    ["it", "Mia madre è in reparto da ieri, quando posso andare a trovarla?"],
  ] as const)(
    "[%s] near miss: another event, or the Italian word for a ward ('reparto' holds 'parto'), names no ward: the general wards' hours: %s",
    async (lang, question) => {
      const a = await answerByMeaning(question, lang as Lang, [table], closenessDouble(closeness, `double-ward-event-near-${lang}`), { floor: FLOOR, within });
      expect(a.text).toMatch(/14(:00|u)/);
      expect(a.text).not.toMatch(/15(:00|u)/);
      expect(wardsNamed(question, COMMON_WARDS)).toEqual([]);
    },
  );
});

describe("the ward named by its event brings its chunk among the competing ones", () => {
  const chunk = (id: string, headingPath: string, content: string) => ({ id, lang: "nl" as const, headingPath, content });
  const nearer = [
    chunk("blood", "Bloedafname", "| Westerduin | maandag tot vrijdag 7u - 12u |"),
    chunk("shop", "Winkel", "De winkel is open van 9u tot 18u."),
    chunk("cafe", "Cafetaria", "De cafetaria is open van 8u tot 19u."),
  ];
  const ids = (question: string) =>
    firstAndOnTopic([...nearer, table], 3, askedTopics(question, "en"), 2, { asksFact: true, wards: wardsNamed(question, COMMON_WARDS) }).map((c) => c.id);

  it("'just had a baby' brings the table that names the maternity, ranked below three others", () => {
    expect(ids("My daughter has just had a baby with you. When can us grandparents come and see her?")).toContain("bezoekuren");
  });

  it("near miss: a question naming no ward and no birth does not", () => {
    expect(ids("My daughter has just moved house. When can us grandparents come and see her?")).not.toContain("bezoekuren");
  });
});

describe("'the dad' is the baby's father, a group of visitors; 'my dad' is not", () => {
  it("names the partner's group as 'de papa' and 'le papa' do", () => {
    expect([...visitorGroupsNamed("How late can the dad stay on the maternity ward?")]).toEqual(["partner"]);
    expect([...visitorGroupsNamed("Tot hoe laat mag de papa blijven?")]).toEqual(["partner"]);
  });

  it("near miss: 'my dad' is as often the patient: no group", () => {
    expect(visitorGroupsNamed("Can I bring my dog in to see my dad?").size).toBe(0);
  });

  it("the caller hears the partner's row, not the other visitors'", async () => {
    const maternity = {
      ...table,
      id: "maternity",
      content: ["| Afdeling | Bezoekuren |", "| Materniteit: andere bezoekers | 15u - 19u30 |", "| Materniteit: partner | 8u - 21u |"].join("\n"),
    };
    const embedder = closenessDouble({ "andere bezoekers": 0.9, "Materniteit: partner": 0.895 }, "double-ward-event-dad");
    const a = await answerByMeaning("How late can the dad stay on the maternity ward?", "en", [maternity], embedder, { floor: FLOOR, within });
    expect(a.text).toContain("21:00");
    expect(a.text).not.toContain("19:30");
  });
});
