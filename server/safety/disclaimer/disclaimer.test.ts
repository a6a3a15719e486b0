import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { captureLogs } from "~/lib/logger";
import { shapeForSpeech } from "~/server/shaping/shape-for-speech";
import { DRUG_NAMES } from "../medication-vocabulary";
import { decideDisclaimer, detectMedicalContent, hasDisclaimerPrefix, type MedicalCluster } from ".";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it as itPack } from "./lang/it";
import { nl } from "./lang/nl";
import type { DisclaimerPack } from "./pack";

/** Answers that say something about health: each must carry the disclaimer. */
const MEDICAL: Array<[Lang, string, MedicalCluster]> = [
  ["nl", "Een longontsteking wordt meestal met antibiotica behandeld.", "condition"],
  ["nl", "Bij koorts kunt u terecht bij uw huisarts.", "symptom"],
  ["nl", "De dienst cardiologie onderzoekt en behandelt aandoeningen van het hart en de bloedvaten.", "condition"],
  ["nl", "Na de ingreep mag u 24 uur niet autorijden.", "care"],
  ["nl", "U moet nuchter zijn vanaf middernacht, bel bij twijfel 014 55 82 20.", "care"],
  ["nl", "Neem twee tabletten van 500 mg per keer.", "care"],
  ["nl", "De behandeling duurt drie weken.", "treatment"],
  ["nl", "Een echografie van de buik duurt ongeveer twintig minuten.", "test"],
  ["nl", "Paracetamol en ibuprofen mogen samen gebruikt worden.", "medication"],
  ["en", "An ultrasound takes about twenty minutes.", "test"],
  ["en", "Chest pain that spreads to the arm can be a sign of a heart attack.", "symptom"],
  ["en", "After the procedure you should not drive for 24 hours; call 020 7946 0958 with questions.", "care"],
  ["en", "The most common side effects are nausea and tiredness.", "care"],
  ["en", "Physiotherapy helps most patients walk again within a week.", "treatment"],
  ["fr", "La chimiothérapie peut provoquer des nausées et une grande fatigue.", "symptom"],
  ["fr", "Après l'intervention, évitez de porter des charges lourdes pendant deux semaines.", "care"],
  ["fr", "Une plaie rouge et chaude peut être le signe d'une infection.", "condition"],
  ["fr", "Ce médicament se prend deux fois par jour, pendant le repas.", "care"],
  ["fr", "Le traitement dure en général six mois.", "treatment"],
  ["it", "Per la febbre si rivolga al medico di base.", "symptom"],
  ["it", "La tachipirina si prende al massimo tre volte al giorno.", "care"],
  ["it", "Dopo l'intervento non deve guidare per ventiquattro ore.", "care"],
  ["it", "La fisioterapia aiuta a recuperare il movimento della spalla.", "treatment"],
  ["it", "Una ferita che si arrossa può essere infetta.", "condition"],
  // Near misses of the pharmacy answers below: medicines named next to the pharmacy still count.
  ["it", "Questi farmaci si prendono a stomaco pieno.", "medication"],
  ["it", "In farmacia ritiri l'antibiotico e lo prenda due volte al giorno.", "care"],
  ["it", "Il farmacista le spiega che l'antibiotico può dare nausea.", "symptom"],
  // Near misses of the visitors' rule, the other senses and the long names below.
  ["nl", "Heeft u koorts, bel dan eerst naar 014 55 82 20.", "symptom"],
  ["en", "If you have a fever after the operation, call the ward.", "symptom"],
  ["en", "Patients with a heart condition should ask their doctor before the visit.", "condition"],
  ["nl", "Stop met de bloedverdunners vijf dagen voor de ingreep.", "care"],
  ["it", "Il centro cura il dolore cronico con farmaci e fisioterapia.", "symptom"],
  ["it", "Se dopo la visita compare la febbre, chiami il reparto.", "symptom"],
  // Near misses of a timetable's frequency: a medicine's, said beside a means of transport.
  ["it", "Prenda l'antibiotico tre volte al giorno, anche in viaggio in treno.", "care"],
  ["en", "This medicine is taken twice a day, also on the bus.", "care"],
  ["fr", "Prenez ce médicament trois fois par jour, même en train.", "care"],
  ["nl", "Dit geneesmiddel neemt u drie keer per dag, ook op de trein.", "care"],
  // Near misses of the "voi" forms below: what to do about a health matter, said as "voi", still states it.
  ["it", "Presentatevi a digiuno: non mangiate nulla dopo mezzanotte.", "care"],
  ["it", "Portate il paziente con la febbre alta al pronto soccorso.", "symptom"],
  // Near misses of a rule naming the visitors it is for: the same health words said of the patients.
  ["it", "I pazienti con febbre o tosse vengono visitati prima dal medico.", "symptom"],
  ["en", "Patients with a cold or a cough are seen by the nurse first.", "symptom"],
  ["nl", "Patiënten met koorts of griep worden eerst door de arts gezien.", "symptom"],
  ["fr", "Les patients qui ont de la fièvre ou la grippe sont vus d'abord par le médecin.", "symptom"],
  // Near misses of the page titles below: a sentence about what a page says still states it.
  ["it", "Questa pagina spiega come si cura il diabete.", "condition"],
  ["en", "This page explains how diabetes is treated.", "condition"],
  ["fr", "Cette page explique comment vivre avec le diabète.", "condition"],
  ["nl", "Deze pagina legt uit hoe diabetes wordt behandeld.", "condition"],
  // What the line said on the demo tenant when asked about an examination or a department's work.
  ["nl", "Bij een endoscopie bekijkt de arts de binnenkant van de maag of darm met een dunne, soepele buis met een camera.", "test"],
  ["nl", "Neurologie houdt zich bezig met aandoeningen van de hersenen, het ruggenmerg, de zenuwen en de spieren.", "condition"],
  ["nl", "De dienst beschikt over de gangbare onderzoeken, zoals een elektrocardiogram, een inspanningstest en een echografie van het hart.", "test"],
];

/**
 * Near misses: answers that name a department, a ward, a specialist, a treatment or a medicine
 * only as what a phone number, a place, the hours, a doctor's name, a price, a booking or a
 * document is about — and the line's own clarifying questions. None carries the disclaimer.
 * Several are the issue's own examples and sentences from the development hospitals' pages.
 */
const NAVIGATIONAL: Array<[Lang, string]> = [
  ["nl", "Parkeren kost €2,50 per uur in parking P1."],
  ["nl", "De bezoekuren zijn van 14:00 tot 20:00."],
  ["nl", "Met klachten over uw verblijf kunt u terecht bij de ombudsdienst."],
  ["nl", "U bereikt het onthaal op 011 20 30 40."],
  ["nl", "Wifi is gratis: kies het netwerk Testdal-Gast."],
  ["nl", "Cardiologie is op de vierde verdieping, parkeren in P3."],
  ["nl", "De cardioloog consulteert op maandag."],
  ["nl", "Bedoelt u Dr. Koen Peeters, cardioloog, of Dr. Koen Peters, orthopedisch chirurg?"],
  ["nl", "Voor een MRI meldt u zich aan op route 12."],
  ["nl", "De spoedgevallendienst van AZ Sint-Aldegonde is alleen op campus Berkemeer."],
  ["nl", "Op de afdeling intensieve zorg is het bezoek beperkt tot twee vaste momenten per dag: van 11.30 tot 12 uur en van 18.30 tot 19.30 uur."],
  ["nl", "Breng uw identiteitskaart mee, de lijst van geneesmiddelen die u neemt en de gegevens van uw hospitalisatieverzekering."],
  ["nl", "'s Ochtends lopen de therapieën en onderzoeken, en dan blijft de afdeling gesloten voor bezoek."],
  ["nl", "De pijnkliniek is bereikbaar op 014 55 82 30."],
  ["nl", "Een raadpleging bij de dermatoloog kost 32 euro, waarvan u het grootste deel terugkrijgt."],
  ["nl", "Het herstelpunt voor fietsen is dag en nacht vrij te gebruiken."],
  ["nl", "Zo kan een andere patiënt uw plaats innemen."],
  ["nl", "Uw klacht wordt vertrouwelijk behandeld."],
  ["nl", "Met het voorschrift gaat u naar een erkende bandagist."],
  ["en", "Parking costs €2.50 per hour."],
  ["en", "The cafeteria is open from 8 to 6."],
  ["en", "The oncology department is on floor two."],
  ["en", "You can reach the Cardiology department on 014 55 23 10."],
  ["en", "The emergency department of the main hospital is open 24 hours a day, every day of the year."],
  ["en", "Consultations in dermatology, physiotherapy and ophthalmology take place at the Meridian Outpatient Centre, Meridian Square 4."],
  ["en", "Please bring a list of the medicines you take and your insurance card."],
  ["en", "Dr. Sarah Okafor, the paediatrician, sees patients on Tuesday and Thursday mornings."],
  ["en", "Do you mean the blood test centre or the radiology desk?"],
  ["en", "Your MRI appointment can be moved by calling the radiology secretariat."],
  ["fr", "Le parking coûte 2,50 euros par heure."],
  ["fr", "Vous pouvez joindre le service de Cardiologie au 014 55 23 10."],
  ["fr", "Le service de cardiologie se trouve au deuxième étage."],
  ["fr", "La chimiothérapie a lieu à l'hôpital de jour, au rez-de-chaussée du bâtiment B."],
  ["fr", "Les urgences sont ouvertes 24 heures sur 24, entrée rue des Tilleuls."],
  ["fr", "Apportez votre carte européenne d'assurance maladie ou l'attestation de votre assureur."],
  ["fr", "Une consultation chez le dermatologue coûte 32 euros."],
  ["fr", "Voulez-vous parler au service de pédiatrie ou à la maternité ?"],
  ["it", "Il parcheggio costa 2,50 euro all'ora."],
  ["it", "Il reparto di pediatria è al primo piano."],
  ["it", "Il pronto soccorso è aperto 24 ore su 24."],
  ["it", "I prelievi si fanno dal lunedì al venerdì dalle 7:30 alle 10:00, senza appuntamento."],
  ["it", "Il reparto di fisioterapia si trova nel padiglione C, telefono 0541 55 23 10."],
  ["it", "Il dottor Marco Bellini, cardiologo, riceve il mercoledì pomeriggio."],
  ["it", "Intende il reparto di cardiologia o l'ambulatorio di cardiologia pediatrica?"],
  ["it", "Nelle Cure intense le visite sono limitate a due persone."],
  // Answers the line gave over the development hospitals' question banks, with the disclaimer before this change.
  ["nl", "Op zaterdag, zondag en feestdagen is er op campus Ter Haven wel de huisartsenwachtpost, van 8 tot 22 uur; bel eerst naar 1733."],
  ["nl", "U bereikt de dienst Orthopedie op +41 91 820 13 30."],
  ["en", "The Emergency department is at Westbrook main hospital, ground floor, entrance E on Orchard Lane."],
  ["en", "Maternity, other visitors: every day, 15:00 to 20:00. Paediatrics, other visitors: every day, 15:00 to 19:00."],
  ["fr", "Le service de Urgences se trouve sur le Ospedale di Valmora, rez-de-chaussée, entrée Nord, Via Ronchi."],
  ["it", "Il reparto di Pronto soccorso si trova presso Ospedale di Valmora, piano terra, ingresso Nord in Via Ronchi."],
  ["it", "Può contattare il reparto di Dermatologia al numero 02 480 32 20."],
  // A pharmacy is a place: "farmacia" starts like "farmaci" (medicines), and these got the disclaimer
  // (brenzano's "C'è una farmacia in ospedale?" is answered with the first two).
  ["it", "In ospedale non c'è una farmacia aperta al pubblico."],
  ["it", "La più vicina è la Farmacia Comunale 2, a 200 metri."],
  ["it", "Le farmacie di turno sono affisse all'entrata principale."],
  ["it", "Il farmacista ospedaliero risponde alle domande dei reparti."],
  // A visitors' rule names the cold or fever it is for (roccaverde's and sint-aldegonde's visitor
  // pages: the rule shares a paragraph with the number of visitors and the phone number to call).
  ["it", "Chi ha la febbre o il raffreddore rinvia la visita."],
  ["nl", "Bent u verkouden of heeft u koorts, stel uw bezoek dan uit."],
  ["en", "If you have a cold or a fever, please postpone your visit."],
  ["fr", "Si vous avez de la fièvre ou un rhume, reportez votre visite."],
  // …or names the visitors it is for, without a deferral's words (written for issue 20's Italian
  // navigational disclaimer against the development hospitals' kind of visitors' page).
  ["it", "Ai visitatori con febbre o tosse non è consentito l'ingresso in reparto."],
  ["it", "Per l'emergenza Covid-19 i visitatori devono indossare la mascherina."],
  ["en", "Visitors with a cold or a cough are asked not to come onto the ward."],
  ["nl", "Bezoekers met koorts of griep worden niet toegelaten op de afdeling."],
  ["fr", "Les visiteurs qui ont de la fièvre ou la grippe ne sont pas admis dans le service."],
  // What to bring, where to go, whom to call, as Italian pages say them to "voi" (written for issue
  // 20's Italian navigational disclaimer; "porti", "chiami" were known, "portate", "chiamate" not).
  ["it", "Portate la tessera sanitaria, gli esami precedenti e i farmaci che prendete a casa."],
  ["it", "Presentatevi con gli esami e le radiografie precedenti."],
  ["it", "Per la risonanza rivolgetevi alla radiologia."],
  ["it", "Per la TAC telefonate alla radiologia."],
  ["it", "Il prelievo lo pagate alla cassa automatica."],
  ["it", "Per la risonanza chiamate il CUP."],
  // A means of transport's timetable says how often it runs as a medicine's dose does (written for
  // issue 20's Italian navigational disclaimer, as the rows above).
  ["it", "La navetta gratuita passa tre volte al giorno tra la stazione e l'ospedale."],
  ["en", "The shuttle bus runs four times a day between the station and the hospital."],
  ["fr", "La navette passe trois fois par jour entre la gare et l'hôpital."],
  ["nl", "De pendelbus rijdt vier keer per dag tussen het station en het ziekenhuis."],
  // A health word in another sense: qormija's Wi-Fi answer, sint-aldegonde-style smoking help by phone.
  ["en", "Choose the network QGH-Guest and accept the conditions on the page that opens; no password is needed."],
  ["en", "A session lasts four hours, after which you simply accept the conditions again."],
  ["en", "All rooms are air conditioned."],
  ["nl", "Patiënten die willen stoppen met roken, kunnen een gratis gesprek aanvragen bij de tabakoloog via 09 376 13 90."],
  ["it", "Le richieste sono a cura dell'Ufficio Relazioni con il Pubblico."],
  // A foreign page's answer names the page by its title, in the page's language: a health word there
  // ("Covid-19", "Diabetes" read as "diabete") is the page's name, not a statement (foreign-facts.ts).
  ["it", "Questa informazione c'è solo in inglese sul nostro sito, alla pagina Diabetes care: Nord."],
  ["it", "Questa informazione c'è solo in francese sul nostro sito, alla pagina Covid-19 et visites: dalle 14:00 alle 18:00."],
  ["en", "This is only on our website in Italian, on the page Covid-19 e visite: from 14:00 to 18:00."],
  ["en", "This is only on our website in Dutch, on the page Diabetes: Nord."],
  ["fr", "Cette information n'existe qu'en italien sur notre site, à la page Diabete e obesità : Nord."],
  ["fr", "Cette information n'existe qu'en anglais sur notre site, à la page Covid-19 and visits : Nord."],
  ["nl", "Dit staat alleen in het Engels op onze website, op de pagina Diabetes care: Nord."],
  ["nl", "Dit staat alleen in het Frans op onze website, op de pagina Covid-19 et visites: Nord."],
  // A department's name of several words: the health word is its second word, carried by "del", "of".
  ["it", "Il Centro per la cura del diabete si trova al secondo piano, telefono 0541 55 23 10."],
  ["it", "L'Ambulatorio di terapia del dolore risponde al numero 0541 55 23 40."],
  ["it", "Ambulatorio dell'ipertensione: padiglione B, piano 1."],
  ["en", "The Centre for the Treatment of Pain is on floor 2, phone 020 7946 0958."],
  ["fr", "La Consultation de traitement de la douleur est au deuxième étage."],
];

describe("medical-content detection", () => {
  it.each(MEDICAL)("%s: %j is medical (%s)", (lang, text, cluster) => {
    const r = detectMedicalContent(text, lang);
    expect(r.medical).toBe(true);
    expect(r.clusters).toContain(cluster);
  });

  it.each(NAVIGATIONAL)("%s: %j is navigational (no disclaimer)", (lang, text) => {
    expect(detectMedicalContent(text, lang)).toEqual({ medical: false, clusters: [] });
  });

  it("does not count a bare 'arts' or 'doctor' as medical", () => {
    expect(detectMedicalContent("Vraag het aan de arts aan de balie.", "nl").medical).toBe(false);
    expect(detectMedicalContent("Ask the doctor at the desk.", "en").medical).toBe(false);
  });

  it("reads short words whole: 'flu' is not 'fluent', 'heal' is not 'health'", () => {
    expect(detectMedicalContent("Our staff are fluent in French.", "en").medical).toBe(false);
    expect(detectMedicalContent("Health and safety come first here.", "en").medical).toBe(false);
    expect(detectMedicalContent("The flu is going round.", "en").medical).toBe(true);
  });

  it("lets a statement about health through a logistics sentence: symptoms, conditions and what to do about a treatment always count", () => {
    expect(detectMedicalContent("Heeft u koorts, bel dan eerst naar 014 55 82 20.", "nl").clusters).toContain("symptom");
    expect(detectMedicalContent("After your operation, take two tablets on Monday morning.", "en").clusters).toContain("care");
  });

  it("takes a treatment named without a place, an hour or a booking as medical, and the same words with one as logistics", () => {
    expect(detectMedicalContent("La dialyse remplace le travail des reins.", "fr").medical).toBe(true);
    expect(detectMedicalContent("La dialyse se trouve au troisième étage.", "fr").medical).toBe(false);
  });

  it("marks the whole answer medical when one of its sentences is", () => {
    const r = detectMedicalContent("Cardiology is on floor four. Most patients recover within a week after the procedure.", "en");
    expect(r.medical).toBe(true);
  });
});

describe("the spoken answer about a pharmacy", () => {
  it("starts with the pharmacy, not with the disclaimer; a medicine in the answer still brings it", () => {
    const pharmacy = shapeForSpeech("In ospedale non c'è una farmacia aperta al pubblico. La più vicina è la Farmacia Comunale 2, a 200 metri.", {
      lang: "it",
    });
    expect(pharmacy.disclaimerPrepended).toBe(false);
    expect(pharmacy.text.startsWith("In ospedale non c'è una farmacia")).toBe(true);
    const medicine = shapeForSpeech("In farmacia ritiri l'antibiotico e lo prenda due volte al giorno.", { lang: "it" });
    expect(medicine.disclaimerPrepended).toBe(true);
    expect(medicine.text.startsWith("A titolo informativo, questo non è un consiglio medico")).toBe(true);
  });
});

describe("a visitors' rule in the paragraph of a navigational answer", () => {
  it("brings no disclaimer before the number of visitors or the phone number; a fever after a visit still does", () => {
    // roccaverde's and sint-aldegonde's visitor paragraphs, as the line speaks them.
    const rule = shapeForSpeech(
      "Al massimo tre visitatori possono stare contemporaneamente nella camera. Chi ha la febbre o il raffreddore rinvia la visita.",
      {
        lang: "it",
      },
    );
    expect(rule.disclaimerPrepended).toBe(false);
    expect(rule.text.startsWith("Al massimo tre visitatori")).toBe(true);
    const phone = shapeForSpeech(
      "Bent u verkouden of heeft u koorts, stel uw bezoek dan uit. Wie vragen heeft over het bezoek aan een bepaalde patiënt, belt het algemene nummer 014 55 20 00.",
      { lang: "nl" },
    );
    expect(phone.disclaimerPrepended).toBe(false);
    expect(phone.text.startsWith("Bent u verkouden")).toBe(true);
    const fever = shapeForSpeech("Se dopo la visita compare la febbre, chiami il reparto.", { lang: "it" });
    expect(fever.disclaimerPrepended).toBe(true);
  });
});

/**
 * The packs themselves: a place or organisation word must never be read as the health word it
 * starts like ("farmacia" and the medicine stem "farmaci", b9524bc), and no place word may swallow a
 * health word (an organisation "farmaci" would hide every medicine). Each word is asked alone, so
 * nothing else in a sentence can decide for it.
 */
const PACKS: Array<[Lang, DisclaimerPack]> = [
  ["nl", nl],
  ["en", en],
  ["fr", fr],
  ["it", itPack],
];

describe.each(PACKS)("the %s pattern pack", (lang, pack) => {
  it("reads no place, organisation or logistics word as health", () => {
    const medical = [...pack.organisations, ...pack.logistics].filter((w) => detectMedicalContent(w, lang).medical);
    expect(medical).toEqual([]);
  });

  it("still reads every health word and medicine as health", () => {
    const words = [...Object.values(pack.clusters).flat(), ...DRUG_NAMES];
    const missed = words.filter((w) => !detectMedicalContent(w, lang).medical);
    expect(missed).toEqual([]);
  });
});

describe("decideDisclaimer", () => {
  it("prepends for a medical answer, not for a department's floor, honours the caller's assertion, and never twice", () => {
    expect(decideDisclaimer({ answer: "Na de ingreep mag u 24 uur niet autorijden.", lang: "nl" })).toMatchObject({ medical: true, prepend: true });
    expect(decideDisclaimer({ answer: "Cardiologie is op verdieping 4.", lang: "nl" })).toMatchObject({ medical: false, prepend: false });
    expect(decideDisclaimer({ answer: "Parkeren kost €2,50.", lang: "nl", callerAsserted: true })).toMatchObject({ medical: true, prepend: true });
    const already = "Ter informatie, dit is geen medisch advies — Na de ingreep mag u 24 uur niet autorijden.";
    expect(hasDisclaimerPrefix(already, "nl")).toBe(true);
    expect(decideDisclaimer({ answer: already, lang: "nl" }).prepend).toBe(false);
  });

  it("logs every decision for operators", () => {
    const logs = captureLogs();
    try {
      decideDisclaimer({ answer: "Parkeren kost €2,50.", lang: "nl" });
      expect(logs.events("disclaimer_decision")[0]).toMatchObject({ lang: "nl", medical: false, prepend: false });
    } finally {
      logs.restore();
    }
  });
});
