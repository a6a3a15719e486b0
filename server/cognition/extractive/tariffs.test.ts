import { describe, expect, it } from "vitest";
import { extractFacts, foreignAnswer } from "./foreign-facts";
import { priceUnitsOf } from "./tariffs";

const units = (sentence: string, lang: "nl" | "en" | "fr" | "it") => Object.fromEntries(priceUnitsOf(sentence, lang));

describe("the unit a page quotes each price in", () => {
  it("from the words after the amount, each amount its own (it, nl)", () => {
    const borgo =
      "Alla Sede Centrale si parcheggia nell'autosilo Borgo: la prima mezz'ora è gratuita, poi si pagano 2 franchi all'ora, e il biglietto giornaliero costa 15 franchi.";
    expect(units(borgo, "it")).toEqual({ "2 franchi": "per_hour", "15 franchi": "per_day" });
    expect(units("Parkeren kost € 1,80 per uur, met een dagmaximum van € 9.", "nl")).toEqual({ "€ 1,80": "per_hour", "€ 9": "per_day" });
  });

  it("from a table row's label before the amount (en, fr)", () => {
    expect(units("Maximum per day: €14.", "en")).toEqual({ "€14": "per_day" });
    expect(units("Every hour after that: €2.20.", "en")).toEqual({ "€2.20": "per_hour" });
    // The decimal comma is no clause boundary; the comma after the label is.
    expect(units("Par heure entamée, vous payez 1,60 €.", "fr")).toEqual({ "1,60 €": "per_hour" });
  });

  it("a tariff table's 'each further hour' row is the hourly rate, in each language", () => {
    expect(units("Ogni ora successiva: € 1,20.", "it")).toEqual({ "€ 1,20": "per_hour" });
    expect(units("Elk volgend uur: € 1,20.", "nl")).toEqual({ "€ 1,20": "per_hour" });
    expect(units("Chaque heure supplémentaire : 1,20 €.", "fr")).toEqual({ "1,20 €": "per_hour" });
    expect(units("Each further hour: €1.20.", "en")).toEqual({ "€1.20": "per_hour" });
  });

  it("never lends one amount's unit to the next, and names none it cannot read", () => {
    expect(units("Television costs €4 a day or €20 a week.", "en")).toEqual({ "€4": "per_day", "€20": "per_week" });
    expect(units("Weekly visitor card: €25.", "en")).toEqual({ "€25": "per_week" });
    expect(units("Visitor card: €25.", "en")).toEqual({});
    expect(units("Une chambre coûte 25 € par nuit, petit-déjeuner compris.", "fr")).toEqual({});
  });
});

describe("a foreign page's price said with its unit in the caller's words", () => {
  it.each([
    ["en", "2 francs per hour, 15 francs per day"],
    ["nl", "2 frank per uur, 15 frank per dag"],
    ["fr", "2 francs à l'heure, 15 francs par jour"],
  ] as const)("%s: %s", (caller, said) => {
    const facts = extractFacts("Poi si pagano 2 franchi all'ora, e il biglietto giornaliero costa 15 franchi.", "it");
    expect(foreignAnswer(facts, caller, "it", "Come raggiungerci")).toContain(said);
  });

  it("an amount whose unit the page does not say is said bare, as before", () => {
    expect(foreignAnswer(extractFacts("Visitor card: €25.", "en"), "fr", "en", "Parking")).toContain("Parking : €25.");
    // A week's price is said as one: "par semaine".
    expect(foreignAnswer(extractFacts("Weekly visitor card: €25.", "en"), "fr", "en", "Parking")).toContain("€25 par semaine");
  });
});
