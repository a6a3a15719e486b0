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
    ["Leg er een koud kompres op.", "first_aid"],
    ["Dat is helemaal normaal na een operatie.", "reassurance"],
    ["Het is niets ernstigs.", "reassurance"],
    ["Die bult trekt binnen een paar dagen vanzelf weg.", "reassurance"],
    ["U hoeft niet naar de dokter, wacht het gewoon af.", "reassurance"],
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
    ["Hold a warm compress against it.", "first_aid"],
    ["That's perfectly normal for a healing scar.", "reassurance"],
    ["Don't worry, it is nothing serious.", "reassurance"],
    ["The rash should clear up on its own within a week.", "reassurance"],
    ["You don't need to see a doctor for that.", "reassurance"],
  ],
  fr: [
    ["Vous avez probablement la grippe.", "diagnosis"],
    ["Prenez deux comprimés le matin.", "dosage"],
    ["La dose habituelle est de 500 mg.", "dosage"],
    ["Prenez du paracétamol contre la douleur.", "drug_instruction"],
    ["Appliquez de la glace sur le gonflement.", "first_aid"],
    ["Arrêtez vos anticoagulants avant l'opération.", "medication_change"],
    ["Vous pouvez arrêter votre traitement d'antibiotiques dès que la fièvre tombe.", "medication_change"],
    ["C'est tout à fait normal après une césarienne.", "reassurance"],
    ["Ce n'est pas grave, ne vous inquiétez pas.", "reassurance"],
    ["La rougeur devrait disparaître toute seule dans quelques jours.", "reassurance"],
    ["Pas besoin de consulter pour si peu.", "reassurance"],
  ],
  it: [
    ["Lei ha probabilmente l'influenza.", "diagnosis"],
    ["Prenda una compressa ogni otto ore.", "dosage"],
    ["La dose abituale è di 500 mg.", "dosage"],
    ["Prenda la tachipirina per il dolore.", "drug_instruction"],
    ["Applichi del ghiaccio sulla ferita.", "first_aid"],
    ["Sospenda gli anticoagulanti prima dell'intervento.", "medication_change"],
    ["Può interrompere l'antibiotico appena sta meglio.", "medication_change"],
    ["È del tutto normale dopo il parto.", "reassurance"],
    ["Non si preoccupi, è una cosa benigna.", "reassurance"],
    ["Il gonfiore passerà da solo in qualche giorno.", "reassurance"],
    ["Non c'è bisogno di andare dal medico per questo.", "reassurance"],
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
    "Het is normaal dat u op spoed even moet wachten.",
    "Een wachttijd van een uur is normaal op maandag.",
    "De parking is normaal gratis voor bezoekers.",
    "Het is normaal dat de bezoekuren per afdeling verschillen.",
    "De storing aan de slagboom is niet ernstig en wordt vandaag hersteld.",
    "De shuttle gaat om het half uur over de campus.",
    "De schuifdeur gaat vanzelf open.",
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
    "It is normal to wait up to an hour in the emergency department.",
    "The car park is normally free after 8 pm.",
    "The shop will open again after a few days of renovation.",
    "The bus will pass the main entrance within ten minutes.",
    "You do not need to call the doctor's secretary to cancel: use the patient portal.",
    "You don't need to go to the hospital reception first.",
  ],
  fr: [
    "Vous avez besoin d'une carte d'identité.",
    "Vous avez droit à un remboursement.",
    "Si vous avez du diabète, la clinique du diabète peut vous aider.",
    "Le parking coûte 2,50 euros par heure.",
    "Apportez vos médicaments lors de votre admission.",
    "Il est normal d'attendre un peu aux urgences le soir.",
    "Vous pouvez arrêter votre voiture devant l'entrée pour déposer un patient.",
    "La porte va s'ouvrir toute seule.",
  ],
  it: [
    "Ha bisogno di una richiesta del medico di base.",
    "Il parcheggio costa 2,50 euro all'ora.",
    "Il reparto di cardiologia e il diabete day hospital sono al secondo piano.",
    "Porti con sé i suoi farmaci al ricovero.",
    "Ci sono 500 posti auto.",
    "È normale un'attesa di un'ora al pronto soccorso.",
    "Può interrompere la prenotazione chiamando il CUP.",
    "Il bus passa entro cinque minuti.",
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
