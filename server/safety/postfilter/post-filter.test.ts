import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { captureLogs } from "~/lib/logger";
import { postFilter } from "./post-filter";
import type { PostFilterReason } from "./pack";

type Blocked = readonly [string, PostFilterReason];

const BLOCKED: Record<Lang, Blocked[]> = {
  nl: [
    ["U heeft waarschijnlijk griep.", "diagnosis"],
    ["Dat klinkt als een hernia.", "diagnosis"],
    ["Je hebt vermoedelijk een infectie, maar laat het nakijken.", "diagnosis"],
    ["Neem twee tabletten paracetamol.", "dosage"],
    ["De gebruikelijke dosis is 500 mg.", "dosage"],
    ["Geef uw kind 5 ml siroop.", "dosage"],
    ["Een halve tablet volstaat meestal.", "dosage"],
    ["Paracetamol neemt u drie keer per dag.", "dosage"],
    ["Neem een pijnstiller zoals ibuprofen.", "drug_instruction"],
    ["U kunt best paracetamol nemen tegen de pijn.", "drug_instruction"],
    ["Druk stevig op de wond met een propere doek.", "first_aid"],
    ["Koel de brandwonde twintig minuten met lauw water.", "first_aid"],
    ["Stop met uw bloedverdunners vijf dagen voor de ingreep.", "medication_change"],
    ["Verhoog uw insuline niet zonder overleg.", "medication_change"],
  ],
  en: [
    ["You probably have the flu.", "diagnosis"],
    ["It sounds like a migraine.", "diagnosis"],
    ["Take two tablets every morning.", "dosage"],
    ["The usual dose is 400 mg.", "dosage"],
    ["Take ibuprofen twice a day.", "dosage"],
    ["You can take some paracetamol for the pain.", "drug_instruction"],
    ["Apply ice to the swelling for ten minutes.", "first_aid"],
    ["Press firmly on the wound.", "first_aid"],
    ["Stop taking your blood thinners before the operation.", "medication_change"],
  ],
  fr: [
    ["Vous avez probablement la grippe.", "diagnosis"],
    ["Prenez deux comprimés le matin.", "dosage"],
    ["La dose habituelle est de 500 mg.", "dosage"],
    ["Prenez du paracétamol contre la douleur.", "drug_instruction"],
    ["Appliquez de la glace sur le gonflement.", "first_aid"],
    ["Arrêtez vos anticoagulants avant l'opération.", "medication_change"],
  ],
  it: [
    ["Lei ha probabilmente l'influenza.", "diagnosis"],
    ["Prenda una compressa ogni otto ore.", "dosage"],
    ["La dose abituale è di 500 mg.", "dosage"],
    ["Prenda la tachipirina per il dolore.", "drug_instruction"],
    ["Applichi del ghiaccio sulla ferita.", "first_aid"],
    ["Sospenda gli anticoagulanti prima dell'intervento.", "medication_change"],
  ],
};

const PASSED: Record<Lang, string[]> = {
  nl: [
    "U heeft een verwijzing nodig van uw huisarts.",
    "U heeft recht op een terugbetaling via uw ziekenfonds.",
    "Het ziekenhuis ligt aan de Hospitaalstraat 12, 3500 Hasselt.",
    "Parkeren kost €2,50 per uur; opladen kost €0,35 per kWh.",
    "De dienst Cardiologie vindt u op verdieping 3, route 42.",
    "U bereikt het onthaal op 011 20 30 40.",
    "Er zijn 500 parkeerplaatsen.",
    "De bezoekuren zijn van 14:00 tot 20:00.",
    "Neem uw medicatie en uw identiteitskaart mee naar het ziekenhuis.",
    "Breng een lijst van uw medicijnen mee.",
    "De shuttlebus rijdt drie keer per dag tussen de campussen.",
    "Als u diabetes heeft, kunt u terecht bij de diabetesconventie.",
    "Voor hartkloppingen kunt u terecht bij de dienst Cardiologie. Bij acute klachten belt u 112.",
    "De dienst Oncologie begeleidt patiënten met kanker.",
    "De ziekenhuisapotheek is open van 8:30 tot 17:00.",
    "Het is druk op de parking tussen 13:00 en 15:00.",
  ],
  en: [
    "You need a referral from your GP.",
    "You have to register at the desk on the ground floor.",
    "If you have diabetes, the diabetes clinic can help you.",
    "Parking costs €2.50 per hour.",
    "There are 500 parking spaces.",
    "Please bring your medication with you when you are admitted.",
    "The shuttle runs three times a day.",
    "The oncology department treats patients with cancer.",
  ],
  fr: [
    "Vous avez besoin d'une carte d'identité.",
    "Vous avez droit à un remboursement.",
    "Si vous avez du diabète, la clinique du diabète peut vous aider.",
    "Le parking coûte 2,50 euros par heure.",
    "Apportez vos médicaments lors de votre admission.",
  ],
  it: [
    "Ha bisogno di una richiesta del medico di base.",
    "Il parcheggio costa 2,50 euro all'ora.",
    "Il reparto di cardiologia e il diabete day hospital sono al secondo piano.",
    "Porti con sé i suoi farmaci al ricovero.",
    "Ci sono 500 posti auto.",
  ],
};

describe.each(Object.keys(BLOCKED) as Lang[])("post-filter (%s)", (lang) => {
  it.each(BLOCKED[lang])("blocks %j as %s and speaks the safety reply instead", (answer, reason) => {
    const r = postFilter(answer, lang, { tenantName: "AZ Testdal", helpdeskPhone: "011 20 30 40" });
    expect(r).toMatchObject({ blocked: true, reason });
    expect(r.text).toContain("112");
    expect(r.text).toContain("011 20 30 40");
  });

  it.each(PASSED[lang])("passes the navigational answer %j unchanged", (answer) => {
    expect(postFilter(answer, lang)).toEqual({ blocked: false, reason: null, text: answer });
  });
});

describe("post-filter", () => {
  it("catches a slip in another language than the call's", () => {
    expect(postFilter("Take two tablets every morning.", "nl").blocked).toBe(true);
  });

  it("regression: the reference refused 'u heeft … nodig'; only a condition after 'u heeft' is a diagnosis", () => {
    expect(postFilter("U heeft een verwijzing nodig.", "nl").blocked).toBe(false);
    expect(postFilter("U heeft een longontsteking.", "nl").blocked).toBe(true);
  });

  it("logs the reason and rule at warn, never the answer text", () => {
    const logs = captureLogs();
    try {
      postFilter("Neem twee tabletten paracetamol.", "nl");
      expect(logs.events("postfilter_triggered")[0]).toMatchObject({ level: 40, lang: "nl", reason: "dosage" });
      expect(JSON.stringify(logs.records())).not.toContain("paracetamol");
    } finally {
      logs.restore();
    }
  });
});
