import { describe, expect, it } from "vitest";
import { askedTypes, carriedTypes, carriesAmount, carriesAsked } from ".";

describe("the kind of fact a question asks for", () => {
  it.each([
    ["Hoeveel kost parkeren?", "nl", ["price"]],
    ["How much does parking cost?", "en", ["price"]],
    ["Combien coûte le parking ?", "fr", ["price"]],
    ["Quanto costa il parcheggio?", "it", ["price"]],
    ["Waar is de cafetaria?", "nl", ["place"]],
    ["Où se trouve la cafétéria ?", "fr", ["place"]],
    ["Dove si trova il bar?", "it", ["place"]],
    ["Tot hoe laat zijn de bezoekuren?", "nl", ["time"]],
    ["What is the number of the patient ombudsman?", "en", ["phone"]],
    ["Which bus goes to the hospital?", "en", ["line"]],
    ["Met hoeveel mensen mogen we tegelijk op bezoek?", "nl", ["count"]],
  ] as const)("%s → %j", (question, lang, kinds) => {
    expect([...askedTypes(question, lang)].sort()).toEqual([...kinds].sort());
  });

  it.each([
    ["How much is a bus ticket to the hospital?", "en"],
    ["Hoeveel kost een ticket voor de bus naar het ziekenhuis?", "nl"],
    ["Combien coûte un ticket de bus pour l'hôpital ?", "fr"],
    ["Quanto costa il biglietto dell'autobus per l'ospedale?", "it"],
  ] as const)("a fare asks a price, not a line: %s", (question, lang) => {
    expect([...askedTypes(question, lang)]).toEqual(["price"]);
  });

  it("a question that names no kind of fact asks for none", () => {
    expect(askedTypes("Mag ik bloemen meebrengen?", "nl").size).toBe(0);
    expect(askedTypes("Can I bring flowers?", "en").size).toBe(0);
  });

  it("'ou' (or) is not 'où' (where)", () => {
    expect(askedTypes("Je viens en voiture ou en bus ?", "fr").has("place")).toBe(false);
  });
});

describe("a question about the caller's own phone asks for no number", () => {
  it.each([
    ["Can I use my mobile phone in the hospital?", "en"],
    ["Mag ik mijn gsm gebruiken op de kamer?", "nl"],
    ["Puis-je utiliser mon téléphone portable ?", "fr"],
    ["Posso usare il cellulare in reparto?", "it"],
  ] as const)("%s", (question, lang) => {
    expect(askedTypes(question, lang).has("phone")).toBe(false);
  });

  it("a question for a number still asks for one, the device named or not", () => {
    expect(askedTypes("What is the phone number of cardiology?", "en").has("phone")).toBe(true);
    expect(askedTypes("Quel est le numéro de téléphone de l'accueil ?", "fr").has("phone")).toBe(true);
    expect(askedTypes("Which number do I call about my mobile phone bill?", "en").has("phone")).toBe(true);
  });
});

describe("a word that names the topic is not the fact asked for", () => {
  it.each([
    ["Can I pay for parking by card?", "en"],
    ["Kan ik de parking met bancontact betalen?", "nl"],
    ["Est-ce que je peux payer le parking par carte ?", "fr"],
    ["Posso pagare il ticket online?", "it"],
  ] as const)("a way to pay asks no price: %s", (question, lang) => {
    expect(askedTypes(question, lang).has("price")).toBe(false);
  });

  it.each([
    ["Can I get my results by phone?", "en"],
    ["Kan ik telefonisch een afspraak maken?", "nl"],
    ["Comment avoir le téléphone dans ma chambre ?", "fr"],
    ["C'è un telefono in camera?", "it"],
  ] as const)("a phone as a thing asks no number: %s", (question, lang) => {
    expect(askedTypes(question, lang).has("phone")).toBe(false);
  });

  it.each([
    ["Do I have to pay for parking at the day clinic?", "en", "price"],
    ["What is the most I pay for a day?", "en", "price"],
    ["Moet ik betalen om te parkeren?", "nl", "price"],
    ["Wat moet ik betalen als ik niet kom?", "nl", "price"],
    ["Quel est le maximum à payer pour une journée ?", "fr", "price"],
    ["Il faut payer quelque chose en arrivant ?", "fr", "price"],
    ["Devo pagare il parcheggio?", "it", "price"],
    ["Who do I phone about a complaint?", "en", "phone"],
    ["Wie moet ik bellen voor een klacht?", "nl", "phone"],
    ["Quel est le téléphone de l'accueil ?", "fr", "phone"],
    ["Qual è il telefono della portineria?", "it", "phone"],
  ] as const)("beside a word asking a value or a duty, it asks the fact: %s", (question, lang, kind) => {
    expect(askedTypes(question, lang).has(kind)).toBe(true);
  });
});

describe("the kinds of fact a sentence carries", () => {
  it("reads times, amounts, places, phone numbers and bus lines, each as itself", () => {
    expect(carriedTypes("Bezoek is welkom van 14:00 tot 20:00.", "nl")).toEqual(new Set(["time"]));
    expect(carriedTypes("Daarna betaalt u € 2,50 per uur.", "nl").has("price")).toBe(true);
    // Written with the currency's word instead of its sign, as Swiss and Italian pages do.
    expect(carriedTypes("Il piatto del giorno costa 14 franchi.", "it").has("price")).toBe(true);
    expect(carriesAmount("Daarna betaalt u 2 euro per uur.")).toBe(true);
    expect(carriesAmount("Il reparto accoglie 14 francesi.")).toBe(false);
    expect(carriedTypes("De cafetaria ligt op het gelijkvloers, naast inkom A.", "nl").has("place")).toBe(true);
    expect(carriedTypes("Bel de ombudsdienst op 014 55 20 90.", "nl").has("phone")).toBe(true);
    expect(carriedTypes("Bus 62 stops in front of the main entrance.", "en").has("line")).toBe(true);
  });

  it("reads a time written '14h00', '11u30' or '14 h 30', and one that ends its sentence, as a time (not a count)", () => {
    // A table row of visiting hours carried no time, so 'when can I visit?' ranked a ward's exception above it.
    expect(carriedTypes("Unités d'hospitalisation: 14h00 – 20h00.", "fr")).toEqual(new Set(["time"]));
    expect(carriedTypes("Op intensieve zorg is er bezoek van 11u tot 11u30.", "nl")).toEqual(new Set(["time"]));
    expect(carriedTypes("Fermeture à 17 h 30.", "fr")).toEqual(new Set(["time"]));
    expect(carriedTypes("The desk is staffed until 21:30.", "en").has("time")).toBe(true);
    // A count stays a count, a price a price.
    expect(carriedTypes("Two visitors at most; 3 beds per room.", "en").has("time")).toBe(false);
    expect(carriedTypes("Une chambre coûte 25 € par nuit.", "fr").has("time")).toBe(false);
  });

  it("a line after a word of its kind carries a line, so it answers 'which bus?'; a frequency does not", () => {
    const asked = askedTypes("Which bus goes to the hospital?", "en");
    expect(carriesAsked(asked, carriedTypes("In autobus: linee urbane 3 e 11, fermata «Ospedale».", "it"))).toBe(true);
    expect(carriedTypes("Les lignes urbaines 2 et 5 s'arrêtent devant l'hôpital.", "fr").has("line")).toBe(true);
    expect(carriedTypes("Take night bus 94 to the main gate.", "en").has("line")).toBe(true);
    expect(carriedTypes("Neem stedelijke lijn 4 tot aan de hoofdingang.", "nl").has("line")).toBe(true);
    expect(carriedTypes("Il bus passa ogni 15 minuti.", "it").has("line")).toBe(false);
    expect(carriedTypes("The bus every 10 minutes is free.", "en").has("line")).toBe(false);
    expect(carriedTypes("De bus elke 30 minuten vertrekt aan de ingang.", "nl").has("line")).toBe(false);
  });

  it("a phone number is not read as a time or a price", () => {
    const carried = carriedTypes("Bel de ombudsdienst op 014 55 20 90.", "nl");
    expect(carried.has("time")).toBe(false);
    expect(carried.has("price")).toBe(false);
  });

  it("'free' answers 'how much', 'closed' answers 'when'", () => {
    expect(carriedTypes("Parking is free for the first 30 minutes.", "en").has("price")).toBe(true);
    expect(carriedTypes("The restaurant is closed at weekends.", "en").has("time")).toBe(true);
  });

  it("a sentence of visiting-room etiquette carries no time, so it does not answer 'when'", () => {
    const asked = askedTypes("When can I visit?", "en");
    expect(carriesAsked(asked, carriedTypes("A visit does patients good, but keep it calm.", "en"))).toBe(false);
    expect(carriesAsked(asked, carriedTypes("Visitors are welcome from 2 pm to 8 pm.", "en"))).toBe(true);
  });
});
