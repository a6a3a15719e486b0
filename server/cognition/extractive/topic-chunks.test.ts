import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { firstAndOnTopic } from "./topic-chunks";
import { askedTopics } from "./topics";
import { askedTypes } from "./answer-types";
import { wardsNamed } from "./scope";
import { COMMON_WARDS } from "./wards";

const chunk = (id: string, lang: Lang, headingPath: string, content: string) => ({ id, lang, headingPath, content });

describe("which retrieved chunks beyond the first compete: those that name the asked topic", () => {
  const nearer = [
    chunk("lost", "it", "Accoglienza › Oggetti smarriti", "Gli oggetti ritrovati sono custoditi in portineria."),
    chunk("cup", "it", "Prenotazioni › Prenotare una visita", "Per telefono: numero verde 800 214 365."),
    chunk("atm", "it", "Accoglienza › Bancomat", "Nell'atrio c'è uno sportello bancomat."),
  ];

  it.each([
    [
      "en",
      "What's the number for a taxi?",
      chunk("reach", "it", "Come raggiungerci › Ospedale", "In autobus: linee 3 e 11. In taxi: posteggio davanti al pronto soccorso; Radiotaxi 0385 48 48 48."),
    ],
    [
      "fr",
      "Quel est le numéro d'un taxi ?",
      chunk("reach", "nl", "Bereikbaarheid › Campus Noord", "Met de wagen: afrit 24. Taxi: bel Taxi Kempen op 014 22 22 22."),
    ],
    [
      "it",
      "C'è un parcheggio per le bici?",
      chunk("reach", "en", "Getting here › Main site", "Bicycle racks are next to Entrance A; the car park is behind the hospital."),
    ],
    ["nl", "Waar kan ik mijn fiets zetten?", chunk("reach", "fr", "Accès › Site principal", "Un parking vélos couvert se trouve devant l'entrée B.")],
  ] as const)("[%s] a chunk whose text, not its heading, names the asked topic competes: %s", (lang, question, reach) => {
    const retrieved = [...nearer, chunk("shop", reach.lang, "Winkel", "Kranten en snoep."), reach];
    const chosen = firstAndOnTopic(retrieved, 3, askedTopics(question, lang), 2);
    expect(chosen.map((c) => c.id)).toContain("reach");
    // Near miss: a chunk about another topic that retrieval found as late does not.
    expect(chosen.map((c) => c.id)).not.toContain("shop");
  });

  it("a chunk whose heading names the topic comes before one whose text does, within the extra chunks allowed", () => {
    const text = chunk("text", "it", "Come raggiungerci", "In taxi: Radiotaxi 0385 48 48 48.");
    const heading = chunk("heading", "it", "Servizio taxi", "Chiamate il numero indicato.");
    const chosen = firstAndOnTopic([...nearer, text, heading], 3, askedTopics("What's the number for a taxi?", "en"), 1);
    expect(chosen.map((c) => c.id)).toEqual(["lost", "cup", "atm", "heading"]);
  });

  it("a question that names no topic keeps the first chunks only", () => {
    const text = chunk("text", "it", "Come raggiungerci", "In taxi: Radiotaxi 0385 48 48 48.");
    const chosen = firstAndOnTopic([...nearer, text], 3, askedTopics("Who is the director of the hospital?", "en"), 2);
    expect(chosen.map((c) => c.id)).toEqual(["lost", "cup", "atm"]);
  });

  it.each([
    [
      "fr",
      "Y a-t-il une garderie pour les enfants des visiteurs ?",
      "Puis-je rendre visite à quelqu'un aux soins intensifs ?",
      "Jusqu'à quelle heure peut-on rendre visite ?",
      chunk("hours", "it", "Orari dei servizi", "Visite ai degenti, lun–ven: 15:00–19:00. Terapia intensiva, lun–ven: 17:00–18:00."),
    ],
    [
      "en",
      "Is there a play area for visitors' children?",
      "Can I visit someone on the maternity ward?",
      "When can I visit?",
      chunk("hours", "nl", "Praktisch", "Bezoek is welkom van 14 tot 20 uur. Op de kraamafdeling mag de partner blijven tot 22 uur."),
    ],
    [
      "nl",
      "Is er een speelhoek voor de kinderen van bezoekers?",
      "Mag ik op bezoek komen op intensieve zorg?",
      "Wanneer mag ik op bezoek komen?",
      chunk("hours", "en", "General information", "Visitors are welcome from 2pm to 8pm. Critical care: 3pm to 4pm and 7pm to 8pm."),
    ],
    [
      "it",
      "Devo portare la tessera sanitaria all'appuntamento?",
      "Posso prendere un appuntamento in pediatria?",
      "Che numero chiamo per prendere un appuntamento?",
      chunk("hours", "fr", "Infos pratiques", "Les rendez-vous se prennent au 02 555 12 12. En pédiatrie, appelez le 02 555 12 40."),
    ],
  ] as const)(
    "[%s] a chunk whose text names only the occasion (a visit, an appointment) does not compete by its text: %s",
    (lang, question, namesWard, asksFact, hours) => {
      const retrieved = [...nearer, hours];
      const ids = (q: string) =>
        firstAndOnTopic(retrieved, 3, askedTopics(q, lang), 2, { asksFact: askedTypes(q, lang).size > 0, wards: wardsNamed(q, COMMON_WARDS) }).map((c) => c.id);
      expect(ids(question)).not.toContain("hours");
      // Near misses: the occasion is what is asked about when the question names a ward the chunk
      // names too, or asks the occasion's own kind of fact (its hours, its number).
      expect(ids(namesWard)).toContain("hours");
      expect(ids(asksFact)).toContain("hours");
    },
  );

  it.each([
    [
      "en",
      "My husband is in intensive care, when am I allowed to see him?",
      "My husband is in intensive care, is the nursing good there?",
      chunk("table", "nl", "Bezoekuren", "| Intensieve zorg (campus Westerduin) | 11u30 - 12u en 18u30 - 19u30 |"),
    ],
    [
      "fr",
      "Ma fille est en maternité, à quelle heure puis-je passer ?",
      "Ma fille est en maternité, est-ce que c'est calme ?",
      chunk("table", "it", "Orari", "| Ostetricia, altri visitatori | 15:00–19:00 |"),
    ],
    [
      "nl",
      "Mijn zoon ligt op pediatrie, tot hoe laat kan ik blijven?",
      "Mijn zoon ligt op pediatrie, is dat een goede afdeling?",
      chunk("table", "en", "Visiting", "Paediatrics: parents any time, other visitors 2pm to 7pm."),
    ],
    [
      "it",
      "Mia madre è in terapia intensiva, a che ora posso vederla?",
      "Mia madre è in terapia intensiva, sta bene?",
      chunk("table", "fr", "Heures de visite", "| Soins intensifs | 11 h 30 – 12 h |"),
    ],
  ] as const)("[%s] a chunk that names the ward the question names competes when a kind of fact is asked: %s", (lang, question, asksNoFact, table) => {
    const other = chunk("other", table.lang, "Parking", "Le parking coûte 2 € de l'heure.");
    const retrieved = [...nearer, other, table];
    const ids = (q: string) =>
      firstAndOnTopic(retrieved, 3, askedTopics(q, lang), 2, { asksFact: askedTypes(q, lang).size > 0, wards: wardsNamed(q, [...COMMON_WARDS]) }).map(
        (c) => c.id,
      );
    expect(ids(question)).toContain("table");
    // Near misses: a chunk that names no ward does not; nor the ward's chunk when no kind of fact is asked.
    expect(ids(question)).not.toContain("other");
    expect(ids(asksNoFact)).not.toContain("table");
  });
});
