import { describe, expect, it } from "vitest";
import { askedTopics, sectionTopics, topicFit, topicsOf } from "./topics";

describe("topics a question and a heading name, across the four languages", () => {
  it("a question and a heading in different languages meet on one topic", () => {
    expect([...topicsOf("When can I come for a blood test?", "en")]).toEqual(["blood_test"]);
    expect([...topicsOf("Centro prelievi", "it")]).toEqual(["blood_test"]);
    expect([...topicsOf("Het prikpunt verhuist", "nl")]).toEqual(["blood_test"]);
    expect([...topicsOf("Où est-ce que je peux me garer ?", "fr")]).toEqual(["parking"]);
    expect([...topicsOf("Comment je me connecte au wifi ?", "fr")]).toEqual(["internet"]);
    expect([...topicsOf("Quanto costa il biglietto giornaliero del parcheggio?", "it")]).toEqual(["parking"]);
  });

  it("words of a topic match as words, not inside other words", () => {
    // "bar" is the café, not the start of "barriera"; "park" alone, not "Parkview".
    expect(topicsOf("La barriera del parcheggio", "it").has("cafe")).toBe(false);
    expect(topicsOf("Parkview Road", "en").has("parking")).toBe(false);
    expect(topicsOf("Is there a car park?", "en").has("parking")).toBe(true);
  });

  it("a section's topic is its most specific heading's: a long guide's section, a table's columns", () => {
    expect([...sectionTopics({ headingPath: "Praktische gids voor patiënten en bezoekers › Parkeren", context: "", lang: "nl" })]).toEqual(["parking"]);
    expect([
      ...sectionTopics({
        headingPath: "Bezoekuren › Uitzonderingen per afdeling",
        context: "afdeling campus bezoekuren",
        rowHeader: "Intensieve zorg",
        lang: "nl",
      }),
    ]).toEqual(["visiting"]);
    expect(sectionTopics({ headingPath: "Campus De Meersen", context: "", lang: "nl" }).size).toBe(0);
  });

  it("fits: the same topic, another topic only, or no evidence", () => {
    expect(topicFit(new Set(["blood_test"]), new Set(["blood_test", "appointment"]))).toBe(1);
    expect(topicFit(new Set(["blood_test"]), new Set(["visiting"]))).toBe(-1);
    expect(topicFit(new Set(), new Set(["visiting"]))).toBe(0);
    expect(topicFit(new Set(["cafe"]), new Set())).toBe(0);
  });

  it("the occasion of a question (a visit, an appointment) is not what it asks beside another topic", () => {
    expect([...askedTopics("Où est-ce que je peux laisser ma voiture quand je viens en visite ?", "fr")]).toEqual(["parking"]);
    expect([...askedTopics("Do I need an appointment for a blood test?", "en")]).toEqual(["blood_test"]);
    expect([...askedTopics("Wat zijn de bezoekuren?", "nl")]).toEqual(["visiting"]);
  });

  it("families' lodging is one topic in the four languages; a patient's stay, sleep and overnight parking are not it", () => {
    expect([...topicsOf("Is there somewhere for family members to stay the night?", "en")]).toEqual(["lodging"]);
    expect([...topicsOf("Hébergement pour les familles", "fr")]).toEqual(["lodging"]);
    expect([...topicsOf("Ospitalità per i familiari", "it")]).toEqual(["lodging"]);
    expect([...topicsOf("Kan de familie ergens overnachten?", "nl")]).toEqual(["lodging"]);
    expect(topicsOf("How long is the average stay on the ward?", "en").has("lodging")).toBe(false);
    expect(topicsOf("Where is the sleep clinic?", "en").has("lodging")).toBe(false);
    expect(topicsOf("Can I leave my car overnight in the car park?", "en").has("lodging")).toBe(false);
    expect(topicsOf("La durée du séjour à la maternité", "fr").has("lodging")).toBe(false);
    expect(topicsOf("La degenza media in reparto", "it").has("lodging")).toBe(false);
    expect(topicsOf("Het slaaplabo ligt op de tweede verdieping", "nl").has("lodging")).toBe(false);
  });
});
