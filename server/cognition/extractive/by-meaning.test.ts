import { describe, expect, it } from "vitest";
import { answerByMeaning } from "./by-meaning";
import { COMMON_WARDS } from "./wards";
import { closenessDouble } from "~/testkit/doubles/closeness-embedder";

const FLOOR = 0.85;

describe("a sentence is said only with evidence beside its closeness", () => {
  const building = {
    id: "entrance",
    score: 1,
    headingPath: "Route › Ingang",
    content: "De hoofdingang ligt aan de achterkant van het ziekenhuis.",
  };

  it("a question about something the pages never name is not answered with a close sentence about the building", async () => {
    const embedder = closenessDouble({ "De hoofdingang": 0.9 }, "double-evidence-1");
    const a = await answerByMeaning("Is er een geldautomaat in het ziekenhuis?", "nl", [building], embedder, { floor: FLOOR });
    expect(a.found).toBe(false);
    expect(a.text).toBe("");
  });

  it("the sentence that names the asked thing is said, though it is no closer", async () => {
    const atm = { id: "atm", score: 0.8, headingPath: "Praktisch › Geld", content: "Een geldautomaat staat in de inkomhal." };
    const embedder = closenessDouble({ "De hoofdingang": 0.9, "Een geldautomaat": 0.87 }, "double-evidence-2");
    const a = await answerByMeaning("Is er een geldautomaat in het ziekenhuis?", "nl", [building, atm], embedder, { floor: FLOOR });
    expect(a.found).toBe(true);
    expect(a.text).toBe("Een geldautomaat staat in de inkomhal.");
  });

  it("a sentence carrying the asked kind of fact (a time for 'when') needs none of the question's words", async () => {
    const hours = { id: "hours", score: 1, headingPath: "Praktisch › Cafetaria", content: "Ze is elke dag open van 8 tot 19 uur." };
    const embedder = closenessDouble({ "Ze is elke dag": 0.88 }, "double-evidence-3");
    const a = await answerByMeaning("Wanneer kan ik iets gaan drinken?", "nl", [hours], embedder, { floor: FLOOR });
    expect(a.found).toBe(true);
    expect(a.text).toMatch(/van 8 tot 19 uur/);
  });
});

describe("a sentence that leans on the one before it", () => {
  it("is said after it, so the caller hears what 'the network' is", async () => {
    const wifi = {
      id: "wifi",
      score: 1,
      headingPath: "Wifi › Internet",
      content: "Patiënten surfen gratis op het netwerk Aldegonde-Gast. U kiest het netwerk en opent uw browser. Het werkt op alle verdiepingen.",
    };
    // The sentence that names the network is a little below the floor, the one after it above.
    const embedder = closenessDouble({ "Patiënten surfen": 0.855, "U kiest het netwerk": 0.88, "Het werkt": 0.8 }, "double-leans-1");
    const a = await answerByMeaning("Hoe kom ik op internet?", "nl", [wifi], embedder, { floor: 0.87 });
    expect(a.found).toBe(true);
    expect(a.text).toBe("Patiënten surfen gratis op het netwerk Aldegonde-Gast. U kiest het netwerk en opent uw browser.");
  });

  it("is said alone when the one before it is far from the question", async () => {
    const wifi = {
      id: "wifi",
      score: 1,
      headingPath: "Wifi › Internet",
      content: "Televisie kost 3 euro per dag. U kiest het netwerk Aldegonde-Gast en opent uw browser.",
    };
    const embedder = closenessDouble({ "Televisie kost": 0.7, "U kiest het netwerk": 0.88 }, "double-leans-2");
    const a = await answerByMeaning("Hoe kom ik op internet?", "nl", [wifi], embedder, { floor: FLOOR });
    expect(a.text).toBe("U kiest het netwerk Aldegonde-Gast en opent uw browser.");
  });
});

describe("a ward the question does not name is that ward's special case", () => {
  const table = {
    id: "visiting",
    score: 1,
    title: "Visiting hours",
    headingPath: "Visiting hours",
    content: "| Ward | Visiting hours |\n| General wards | 11:00 to 20:00 |\n| Maternity, other visitors | 15:00 to 20:00 |",
  };
  const wards = [{ names: ["Maternity", "Materniteit", "maternity ward"] }, { names: ["Paediatrics", "children's ward"] }];
  const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [], wards };
  // The maternity row sounds closer ("other visitors" ~ "visiting"), as it did with e5.
  const closeness = { "General wards": 0.87, "Maternity, other": 0.885 };

  it("'what are the visiting hours?' hears the general wards' row", async () => {
    const embedder = closenessDouble(closeness, "double-ward-1");
    const a = await answerByMeaning("What are the visiting hours?", "en", [table], embedder, { floor: FLOOR, within: scope });
    expect(a.text).toBe("General wards: 11:00 to 20:00.");
  });

  it("a question that names the ward hears its row", async () => {
    const embedder = closenessDouble(closeness, "double-ward-2");
    const a = await answerByMeaning("What are the visiting hours on the maternity ward?", "en", [table], embedder, { floor: FLOOR, within: scope });
    expect(a.text).toBe("Maternity, other visitors: 15:00 to 20:00.");
  });
});

describe("the general case before a ward's, when the ward's sounds much closer", () => {
  const page = {
    id: "visiting-nl",
    score: 1,
    title: "Bezoekuren",
    headingPath: "Bezoekuren",
    content:
      "Bezoek is welkom op beide campussen, elke dag van 14u tot 20u.\n\nOp intensieve zorg is er bezoek van 11u tot 11u30 en van 18u tot 19u30, met twee bezoekers tegelijk.",
  };
  const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [], wards: COMMON_WARDS };
  // As e5 put them: the intensive care sentence far closer, the general one under the floor alone.
  const closeness = { "Bezoek is welkom": 0.82, "Op intensieve zorg": 0.875 };

  it("'wat zijn de bezoekuren?' hears the hours of every ward, not intensive care's", async () => {
    const embedder = closenessDouble(closeness, "double-general-1");
    const a = await answerByMeaning("Wat zijn de bezoekuren?", "nl", [page], embedder, { floor: FLOOR, within: scope });
    expect(a.text).toContain("van 14u tot 20u");
    expect(a.text).not.toContain("11u30");
  });

  it("a question about intensive care still hears intensive care's hours", async () => {
    const embedder = closenessDouble(closeness, "double-general-2");
    const a = await answerByMeaning("Wat zijn de bezoekuren op intensieve zorg?", "nl", [page], embedder, { floor: FLOOR, within: scope });
    expect(a.text).toContain("11u30");
    expect(a.text).not.toContain("van 14u tot 20u");
  });

  it("nothing passes, nothing is said: the general sentence alone does not answer", async () => {
    const embedder = closenessDouble({ "Bezoek is welkom": 0.82, "Op intensieve zorg": 0.8 }, "double-general-3");
    const a = await answerByMeaning("Wat zijn de bezoekuren?", "nl", [page], embedder, { floor: FLOOR, within: scope });
    expect(a.found).toBe(false);
  });
});

describe("a ward named in one language, its row on a page in another", () => {
  const table = {
    id: "visiting-en",
    score: 1,
    lang: "en" as const,
    title: "Visiting",
    headingPath: "Visiting",
    content: "| Ward | Visiting hours |\n| General wards | 2pm to 8pm |\n| Critical care unit | 11am to 12pm and 6pm to 8pm |",
  };
  // The tenant lists no intensive care department: only the wards every hospital has know the names.
  const scope = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [], wards: COMMON_WARDS };
  const closeness = { "General wards": 0.875, "Critical care": 0.872 };

  it("'soins intensifs' hears the critical care unit's hours, not the general wards'", async () => {
    const embedder = closenessDouble(closeness, "double-ward-3");
    const a = await answerByMeaning("Quelles sont les heures de visite aux soins intensifs ?", "fr", [table], embedder, { floor: FLOOR, within: scope });
    expect(a.text).toContain("de 11:00 à 12:00, de 18:00 à 20:00");
    expect(a.text).not.toContain("14:00");
  });

  it("a question that names no ward still hears the general wards' row", async () => {
    const embedder = closenessDouble(closeness, "double-ward-4");
    const a = await answerByMeaning("Quelles sont les heures de visite ?", "fr", [table], embedder, { floor: FLOOR, within: scope });
    expect(a.text).toContain("de 14:00 à 20:00");
    expect(a.text).not.toContain("11:00");
  });
});

describe("the ward the question names, said by a page in another language, is evidence as a word of the question is", () => {
  // No page stood out and the question names a thing the pages in the caller's language never
  // name: only a word of the question (or its asked topic) in the sentence is evidence, and the
  // ward's name on the page is not the caller's word. The people ("partner", "papa") are no evidence.
  const within = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses: [], wards: COMMON_WARDS };
  it.each([
    [
      "nl",
      "Tot hoe laat mag de partner blijven op de materniteit?",
      "it",
      "In ostetricia il partner è il benvenuto dalle 9:00 alle 21:00.",
      "In pediatria il partner è il benvenuto dalle 9:00 alle 21:00.",
    ],
    [
      "en",
      "Until what time can my husband stay in intensive care?",
      "it",
      "In rianimazione il marito può restare fino alle 20:00.",
      "In geriatria il marito può restare fino alle 20:00.",
    ],
    [
      "fr",
      "Jusqu'à quelle heure le papa peut-il rester à la maternité ?",
      "nl",
      "Op de kraamafdeling mag de partner blijven tot 22:00.",
      "Op de kinderafdeling mag de partner blijven tot 22:00.",
    ],
    [
      "it",
      "Fino a che ora può restare il papà in terapia intensiva?",
      "en",
      "On the critical care unit a partner may stay until 20:00.",
      "On the children's ward a partner may stay until 20:00.",
    ],
  ] as const)("[%s] %s", async (lang, asked, pageLang, sentence, otherWard) => {
    const page = (content: string) => ({ id: "ward", score: 1, lang: pageLang, title: "Visite", headingPath: "Visite", content });
    const opts = { floor: FLOOR, floors: { [lang]: FLOOR, [pageLang]: 0.84 }, within, unreached: true, unnamed: true };
    const a = await answerByMeaning(asked, lang, [page(sentence)], closenessDouble({ [sentence.slice(0, 10)]: 0.86 }, `double-asked-ward-${lang}`), opts);
    expect(a.found).toBe(true);
    expect(a.text).toMatch(/2[012]:00/);
    // Near miss: the same sentence about another ward, as close, is not evidence of the asked one.
    const b = await answerByMeaning(asked, lang, [page(otherWard)], closenessDouble({ [otherWard.slice(0, 10)]: 0.86 }, `double-other-ward-${lang}`), opts);
    expect(b.found).toBe(false);
  });
});

describe("the floor a sentence is held to", () => {
  const visiting = { id: "visit", score: 1, headingPath: "Visiting › Rules", content: "Visitors are welcome every day from 14:00 to 20:00." };
  const lodging = {
    id: "lodging",
    score: 0.9,
    headingPath: "Hébergement",
    title: "Hébergement pour les familles",
    lang: "fr" as const,
    content: "Une chambre coûte 25 € par nuit.",
  };

  it("a question naming a thing no page names needs a sentence that stands higher, not one merely close", async () => {
    const embedder = closenessDouble({ "Visitors are welcome": 0.852 }, "double-unnamed-1");
    const asked = "Can I bring my dog when I visit?";
    expect((await answerByMeaning(asked, "en", [visiting], embedder, { floor: FLOOR })).found).toBe(true);
    const a = await answerByMeaning(asked, "en", [visiting], embedder, { floor: FLOOR, unnamed: true });
    expect(a.found).toBe(false);
  });

  it.each([
    ["it", "C'è una palestra per i familiari?", "I familiari non dovrebbero fare da interpreti per questioni mediche."],
    ["en", "Is there a creche for my children?", "Children under 12 may stay on the ward with an adult."],
    ["fr", "Y a-t-il une salle de sport pour la famille ?", "La famille peut rester auprès du patient."],
    ["nl", "Is er een fitnessruimte voor de familie?", "De familie mag bij de patiënt blijven."],
  ] as const)(
    "[%s] a question naming a thing no page names is not answered by a sentence sharing only the people it is for: %s",
    async (lang, asked, sentence) => {
      const people = { id: "people", score: 1, headingPath: "", content: sentence };
      // Well above the floor, even with the unnamed thing's demand: only the evidence tells.
      const embedder = closenessDouble({ [sentence.slice(0, 12)]: 0.9 }, `double-people-${lang}`);
      expect((await answerByMeaning(asked, lang, [people], embedder, { floor: FLOOR, unnamed: true })).found).toBe(false);
      // Near miss: when the pages do name everything the question says, the same sentence is evidence as before.
      expect((await answerByMeaning(asked, lang, [people], embedder, { floor: FLOOR })).found).toBe(true);
    },
  );

  it("a page in another language whose heading names the asked topic in its own words answers, though it shares only the people with the question", async () => {
    const lodging = {
      id: "lodging",
      score: 1,
      lang: "it" as const,
      title: "Ospitalità per i familiari",
      headingPath: "Ospitalità per i familiari",
      content: "La Casa Wielewaal accoglie i familiari dei pazienti a 35 € per notte.",
    };
    const embedder = closenessDouble({ "La Casa": 0.86 }, "double-people-foreign");
    const a = await answerByMeaning("Is there somewhere for family members to stay the night?", "en", [lodging], embedder, {
      floor: FLOOR,
      floors: { en: FLOOR, it: 0.84 },
      unnamed: true,
    });
    expect(a.found).toBe(true);
    expect(a.text).toContain("Wielewaal");
  });

  it.each([
    ["it", "C'è una palestra per i familiari?", "fr", "Hébergement pour les familles", "Une chambre pour les familles coûte 30 € par nuit."],
    ["en", "Is there a gym for family members?", "it", "Ospitalità per i familiari", "La Casa Wielewaal accoglie i familiari dei pazienti a 35 € per notte."],
    [
      "fr",
      "Y a-t-il une salle de sport pour les familles ?",
      "it",
      "Ospitalità per i familiari",
      "La Casa Wielewaal accoglie i familiari dei pazienti a 35 € per notte.",
    ],
    ["nl", "Is er een fitnessruimte voor familieleden?", "fr", "Hébergement pour les familles", "Une chambre pour les familles coûte 30 € par nuit."],
  ] as const)(
    "[%s] a page in another language sharing only the people's stem ('famil') does not answer a thing no page names: %s",
    async (lang, asked, pageLang, title, sentence) => {
      const families = { id: "families", score: 1, lang: pageLang, title, headingPath: title, content: sentence };
      const embedder = closenessDouble({ [sentence.slice(0, 12)]: 0.9 }, `double-people-stem-${lang}`);
      const floors = { [lang]: FLOOR, [pageLang]: 0.84 };
      expect((await answerByMeaning(asked, lang, [families], embedder, { floor: FLOOR, floors, unnamed: true })).found).toBe(false);
      // Near miss: the same page, when the pages do name everything the question says, answers as before.
      expect((await answerByMeaning(asked, lang, [families], embedder, { floor: FLOOR, floors })).found).toBe(true);
    },
  );

  it.each([
    [
      "en",
      "Is there somewhere for family members to stay the night?",
      "fr",
      "Hébergement pour les familles",
      "Une chambre pour les familles coûte 30 € par nuit.",
    ],
    ["it", "I familiari possono pernottare vicino all'ospedale?", "fr", "Hébergement pour les familles", "Une chambre pour les familles coûte 30 € par nuit."],
    ["fr", "Est-ce que la famille peut dormir près de l'hôpital ?", "nl", "Familiehuis", "Familieleden overnachten in het Familiehuis voor 25 euro per nacht."],
    ["nl", "Kan de familie ergens overnachten?", "it", "Ospitalità per i familiari", "La Casa Wielewaal accoglie i familiari dei pazienti a 35 € per notte."],
  ] as const)("[%s] families' lodging asked in one language is answered from a page in another: %s", async (lang, asked, pageLang, title, sentence) => {
    const families = { id: "families", score: 1, lang: pageLang, title, headingPath: title, content: sentence };
    const embedder = closenessDouble({ [sentence.slice(0, 12)]: 0.86 }, `double-lodging-${lang}`);
    const a = await answerByMeaning(asked, lang, [families], embedder, { floor: FLOOR, floors: { [lang]: FLOOR, [pageLang]: 0.84 }, unnamed: true });
    expect(a.found).toBe(true);
    expect(a.text).toMatch(/25|30|35/);
  });

  it("a sentence sharing a word of the thing asked (not only the people) still answers a question that names something no page names", async () => {
    const playroom = { id: "playroom", score: 1, headingPath: "", content: "Children may use the playroom on the second floor." };
    const embedder = closenessDouble({ "Children may": 0.9 }, "double-people-thing");
    const a = await answerByMeaning("Can my children use the playroom with their scooters?", "en", [playroom], embedder, { floor: FLOOR, unnamed: true });
    expect(a.found).toBe(true);
    expect(a.text).toContain("second floor");
  });

  it("a sentence on a page in another language is held to that language's floor, not the caller's", async () => {
    const embedder = closenessDouble({ "Une chambre": 0.84 }, "double-floors-1");
    const asked = "How much is a room for the night for my family?";
    expect((await answerByMeaning(asked, "en", [lodging], embedder, { floor: FLOOR, floors: { en: 0.86, fr: 0.86 } })).found).toBe(false);
    const a = await answerByMeaning(asked, "en", [lodging], embedder, { floor: FLOOR, floors: { en: 0.86, fr: 0.82 } });
    expect(a.found).toBe(true);
    expect(a.offersTransfer).toBe(true);
    expect(a.text).toMatch(/Hébergement pour les familles/);
  });
});

describe("a page in another language answers as well as its closeness allows", () => {
  const tariffs = {
    id: "tariffs",
    score: 1,
    lang: "fr" as const,
    title: "Se garer",
    headingPath: "Se garer › Tarifs",
    content: "Par heure entamée, vous payez 1,60 €.\nLe maximum par jour est de 9,00 €.",
  };

  it("says the facts of the two nearly equal sentences of one section, not one row's alone", async () => {
    const embedder = closenessDouble({ "Par heure": 0.87, "Le maximum": 0.868 }, "double-foreign-1");
    const a = await answerByMeaning("How much does parking cost?", "en", [tariffs], embedder, { floor: FLOOR });
    expect(a.found).toBe(true);
    expect(a.text).toContain("1,60 €");
    expect(a.text).toContain("9,00 €");
    expect(a.text).toMatch(/only on our website in French/);
  });

  it("says the row in the unit the question asks, not a nearly equal row in another unit", async () => {
    const table = {
      ...tariffs,
      id: "tariff-table",
      content: "Carte hebdomadaire (7 jours) : 22,00 €.\nPar heure entamée : 1,60 €.\nMaximum par jour : 9,00 €.",
    };
    // The weekly card is the closest row by a hair; "how much is parking?" asks the hourly rate.
    const embedder = closenessDouble({ "Carte hebdomadaire": 0.872, "Par heure": 0.862, "Maximum par jour": 0.858 }, "double-foreign-3");
    const hourly = await answerByMeaning("How much does parking cost?", "en", [table], embedder, { floor: FLOOR });
    expect(hourly.text).toContain("1,60 € per hour");
    expect(hourly.text).not.toContain("22,00");
    // A day ticket asks the day's price: that row answers, with the hourly rate beside it at most.
    const daily = await answerByMeaning("Hoeveel kost een dagticket voor de parking?", "nl", [table], embedder, { floor: FLOOR });
    expect(daily.text).toContain("9,00 € per dag");
    expect(daily.text).not.toContain("22,00");
  });

  it("a foreign sentence carrying the asked kind of fact gets the relief a word of the question would give, off the asked topic only when the pages stand out", async () => {
    // Just under the floor: no word of an English question can be in a French sentence. Its
    // section ("Frais de séjour") names no topic the question asks about.
    const untopical = { ...tariffs, title: "Frais de séjour", headingPath: "Frais de séjour" };
    const embedder = closenessDouble({ "Par heure": 0.845, "Le maximum": 0.8 }, "double-foreign-2");
    const reached = await answerByMeaning("How much does parking cost?", "en", [untopical], embedder, { floor: FLOOR });
    expect(reached.text).toContain("1,60 €");
    const unreached = await answerByMeaning("How much does parking cost?", "en", [untopical], embedder, { floor: FLOOR, unreached: true });
    expect(unreached.found).toBe(false);
  });

  it("a foreign sentence on the asked topic ('Se garer' for parking) gets that relief even when no page stood out: the topic is the word it would have said", async () => {
    const embedder = closenessDouble({ "Par heure": 0.845, "Le maximum": 0.8 }, "double-foreign-2b");
    const unreached = await answerByMeaning("How much does parking cost?", "en", [tariffs], embedder, { floor: FLOOR, unreached: true });
    expect(unreached.found).toBe(true);
    expect(unreached.text).toContain("1,60 € per hour");
    expect(unreached.offersTransfer).toBe(true);
    // The same in Italian and Dutch callers' words.
    const it = await answerByMeaning("Quanto costa il parcheggio?", "it", [tariffs], embedder, { floor: FLOOR, unreached: true });
    expect(it.text).toContain("1,60 €");
    const nl = await answerByMeaning("Hoeveel kost parkeren?", "nl", [tariffs], embedder, { floor: FLOOR, unreached: true });
    expect(nl.text).toContain("1,60 €");
    // Near misses: further below the floor than the relief, or a question that asks for no kind of
    // fact (no relief to give), stays not found.
    const far = closenessDouble({ "Par heure": 0.835, "Le maximum": 0.8 }, "double-foreign-2c");
    expect((await answerByMeaning("How much does parking cost?", "en", [tariffs], far, { floor: FLOOR, unreached: true })).found).toBe(false);
    expect((await answerByMeaning("Can I charge my electric car in the car park?", "en", [tariffs], embedder, { floor: FLOOR, unreached: true })).found).toBe(
      false,
    );
  });
});

describe("a question that asks for no kind of fact, answered only on a page in another language", () => {
  const wifi = {
    id: "wifi",
    score: 1,
    headingPath: "Séjour › Internet",
    title: "Internet",
    lang: "fr" as const,
    content: "Connectez-vous au réseau « CHR-Patients » ; aucun mot de passe n'est demandé.",
  };
  const office = {
    id: "office",
    score: 0.9,
    headingPath: "International patients",
    content: "Our international office helps patients who live abroad.",
  };

  it("is answered with the page's facts when its sentence is the nearest of all, the caller's own pages included", async () => {
    const embedder = closenessDouble({ "Connectez-vous": 0.86, "Our international office": 0.84 }, "double-yes-no-1");
    const a = await answerByMeaning("Is there free wifi for patients?", "en", [office, wifi], embedder, { floor: FLOOR, floors: { en: FLOOR, fr: 0.82 } });
    expect(a.found).toBe(true);
    expect(a.text).toMatch(/^This is only on our website in French/);
    expect(a.text).toContain("CHR-Patients");
    expect(a.offersTransfer).toBe(true);
  });

  it("typed in the chat, the same answer offers reception's number: a chat cannot be put through", async () => {
    const embedder = closenessDouble({ "Connectez-vous": 0.86, "Our international office": 0.84 }, "double-yes-no-typed");
    const floors = { en: FLOOR, fr: 0.82 };
    const typed = await answerByMeaning("Is there free wifi for patients?", "en", [office, wifi], embedder, { floor: FLOOR, floors, typed: true });
    expect(typed.text).toContain("CHR-Patients");
    expect(typed.text).toMatch(/Would you like reception's number\?/);
    expect(typed.text).not.toMatch(/put you through/);
    // "yes" then gets the number: the offer stays a transfer offer in the conversation.
    expect(typed.offersTransfer).toBe(true);
  });

  it("is not answered when a sentence of the caller's own pages is nearer, nor when the pages do not stand out", async () => {
    // A section whose headings and words do not name the topic asked about: closeness is its only evidence.
    const untitled = { ...wifi, headingPath: "Séjour", title: "Séjour", content: "Le réseau « CHR-Patients » est ouvert à tous." };
    const nearerOwn = closenessDouble({ "Le réseau": 0.86, "Our international office": 0.87 }, "double-yes-no-2");
    const own = await answerByMeaning("Is there free wifi for patients?", "en", [office, untitled], nearerOwn, { floor: 0.9, floors: { en: 0.9, fr: 0.82 } });
    expect(own.found).toBe(false);
    const alone = closenessDouble({ "Le réseau": 0.86 }, "double-yes-no-3");
    const unreached = await answerByMeaning("Is there free wifi for patients?", "en", [untitled], alone, {
      floor: FLOOR,
      floors: { en: FLOOR, fr: 0.82 },
      unreached: true,
    });
    expect(unreached.found).toBe(false);
  });

  it("is answered when its section's heading names the topic asked about ('Internet' for wifi), though an own sentence is nearer", async () => {
    const nearerOwn = closenessDouble({ "Connectez-vous": 0.86, "Our international office": 0.87 }, "double-yes-no-5");
    const a = await answerByMeaning("Is there free wifi for patients?", "en", [office, wifi], nearerOwn, { floor: 0.9, floors: { en: 0.9, fr: 0.82 } });
    expect(a.found).toBe(true);
    expect(a.text).toContain("CHR-Patients");
  });

  it("is not answered when the foreign sentence's only names are a campus's or the hospital's (no sign the page answers)", async () => {
    const guide = {
      ...wifi,
      id: "guide",
      headingPath: "Guide du visiteur",
      title: "Guide du visiteur",
      content: "Les sites du Parc et de Tilleroy accueillent les visiteurs.",
    };
    const embedder = closenessDouble({ "Les sites du Parc": 0.87 }, "double-yes-no-6");
    const campuses = [{ names: ["Site du Parc", "Parc"] }, { names: ["Site de Tilleroy", "Tilleroy"] }];
    const within = { scope: { otherCampuses: [], weekend: false, asksWhere: false }, campuses, allChunks: true };
    const a = await answerByMeaning("Is there a hotel for families?", "en", [guide], embedder, { floor: FLOOR, floors: { en: FLOOR, fr: 0.82 }, within });
    expect(a.found).toBe(false);
    expect(a.text).toBe("");
  });

  it("is answered by the next foreign sentence nearly as close that has a fact, when the nearest names only a campus", async () => {
    const results = {
      ...wifi,
      id: "results",
      headingPath: "Prises de sang › Résultats",
      title: "Prises de sang",
      content: "Au site Saint-Lambert, les résultats sont envoyés à votre médecin. Vous pouvez aussi les consulter sur MioPortale.",
    };
    const embedder = closenessDouble({ "Au site Saint-Lambert": 0.88, "Vous pouvez aussi": 0.855 }, "double-yes-no-7");
    const within = {
      scope: { otherCampuses: [], weekend: false, asksWhere: false },
      campuses: [{ names: ["Site Saint-Lambert", "Saint-Lambert"] }],
      allChunks: true,
    };
    const a = await answerByMeaning("Can I see my blood test results online?", "en", [results], embedder, {
      floor: FLOOR,
      floors: { en: FLOOR, fr: 0.82 },
      within,
    });
    expect(a.found).toBe(true);
    expect(a.text).toContain("MioPortale");
  });

  it("is not answered by a nearest foreign sentence with no fact to carry over", async () => {
    const mobile = { ...wifi, id: "mobile", content: "Les téléphones portables sont permis partout sauf aux soins intensifs." };
    const embedder = closenessDouble({ "Les téléphones": 0.86 }, "double-yes-no-4");
    const a = await answerByMeaning("Can I use my mobile phone in the hospital?", "en", [mobile], embedder, { floor: FLOOR, floors: { en: FLOOR, fr: 0.82 } });
    expect(a.found).toBe(false);
  });
});

describe("sentences of pages in different languages compete by how far each stands above its own language's noise", () => {
  const bar = {
    id: "bar",
    score: 1,
    headingPath: "Bar e distributori",
    title: "Bar e distributori",
    lang: "it" as const,
    content: "Il bar al piano terra è aperto dalle 7.30 alle 19.00.",
  };
  const abroad = {
    id: "abroad",
    score: 1,
    headingPath: "International patients › Opening hours",
    title: "International patients",
    content: "The international office is open on weekdays from 9:00 to 13:00.",
  };

  it("an English caller hears the Italian page that answers, not the only English page that is merely in the caller's language", async () => {
    // Raw closeness favours the English page (the model's cross-language gap); above each
    // language's own noise level for this tenant, the Italian sentence stands far higher.
    const embedder = closenessDouble({ "The international office": 0.875, "Il bar": 0.86 }, "double-level-1");
    const a = await answerByMeaning("What time does the bar open?", "en", [abroad, bar], embedder, { floor: 0.87, floors: { en: 0.87, it: 0.82 } });
    expect(a.found).toBe(true);
    expect(a.text).toMatch(/^This is only on our website in Italian/);
    expect(a.text).toMatch(/07:30/);
    expect(a.text).not.toMatch(/09:00|13:00/);
  });

  it("the caller's own page still answers when it stands as high above its noise", async () => {
    const embedder = closenessDouble({ "The international office": 0.915, "Il bar": 0.86 }, "double-level-2");
    const a = await answerByMeaning("When is the international office open?", "en", [abroad, bar], embedder, { floor: 0.87, floors: { en: 0.87, it: 0.82 } });
    expect(a.text).toBe("The international office is open on weekdays from 9:00 to 13:00.");
  });
});

describe("a page in another language answers only with a sentence that carries the asked kind of fact", () => {
  it("'which bus?' hears the row with the line, not a nearer row that only names the stops", async () => {
    const transport = {
      id: "transport",
      score: 1,
      headingPath: "Venir en bus",
      title: "Venir en transports en commun",
      lang: "fr" as const,
      content: "Depuis la Gare Centrale, descendez à l'arrêt Polyclinique des Hêtres.\nLa ligne 12 relie la gare au site toutes les 20 minutes.",
    };
    const embedder = closenessDouble({ "Depuis la Gare": 0.93, "La ligne 12": 0.86 }, "double-typed-1");
    const a = await answerByMeaning("Welke bus moet ik nemen naar de polikliniek des Hêtres?", "nl", [transport], embedder, { floor: FLOOR });
    expect(a.found).toBe(true);
    expect(a.text).toContain("lijn 12");
    expect(a.text).not.toContain("Polyclinique");
  });

  it("with no foreign sentence carrying it, the caller hears that it cannot be found rather than a list of names", async () => {
    const names = { id: "names", score: 1, headingPath: "Accès", title: "Accès", lang: "fr" as const, content: "Descendez à l'arrêt Polyclinique des Hêtres." };
    const embedder = closenessDouble({ Descendez: 0.87 }, "double-typed-2");
    const a = await answerByMeaning("Welke bus moet ik nemen naar de polikliniek des Hêtres?", "nl", [names], embedder, { floor: FLOOR });
    expect(a.found).toBe(false);
  });
});

describe("the section about the asked topic answers, in whatever language its heading names it", () => {
  const visiting = {
    id: "visiting",
    score: 1,
    headingPath: "Orari di visita",
    title: "Orari di visita",
    lang: "it" as const,
    content: "I degenti possono ricevere visite tutti i giorni dalle 13:30 alle 19:30.",
  };
  const bloodTests = {
    id: "blood",
    score: 0.9,
    headingPath: "Centro prelievi",
    title: "Centro prelievi",
    lang: "it" as const,
    content: "Il centro è aperto dal lunedì al venerdì dalle 7:30 alle 10:00.",
  };

  it("'When can I come for a blood test?' hears the blood-test centre's hours, not the nearer visiting hours", async () => {
    // e5 puts the question a hair nearer the visiting hours: the headings tell the topics apart.
    const embedder = closenessDouble({ "I degenti": 0.88, "Il centro": 0.875 }, "double-topic-1");
    const a = await answerByMeaning("When can I come for a blood test?", "en", [visiting, bloodTests], embedder, {
      floor: 0.86,
      floors: { en: 0.86, it: 0.85 },
    });
    expect(a.found).toBe(true);
    expect(a.text).toMatch(/7:30|seven thirty/);
    expect(a.text).not.toMatch(/13:30|one thirty/);
  });

  it("the visiting hours still answer a question about visiting", async () => {
    const embedder = closenessDouble({ "I degenti": 0.875, "Il centro": 0.88 }, "double-topic-2");
    const a = await answerByMeaning("What are the visiting hours?", "en", [visiting, bloodTests], embedder, { floor: 0.86, floors: { en: 0.86, it: 0.85 } });
    expect(a.text).toMatch(/13:30|one thirty/);
  });
});

describe("a sentence naming the asked topic in its own language is evidence, as a word of the question is", () => {
  const parking = {
    id: "parking",
    score: 1,
    headingPath: "Praktische gids › Parkeren",
    title: "Praktische gids voor patiënten en bezoekers",
    lang: "nl" as const,
    content: "Elke campus heeft een eigen parking.\nLaadpalen voor elektrische wagens staan alleen op P-Molen, naast de hoofdingang.",
  };

  it("'Where can I charge my electric car?' hears the Dutch charging sentence though no page stood out", async () => {
    const embedder = closenessDouble({ "Elke campus": 0.8, Laadpalen: 0.82 }, "double-topic-evidence-1");
    const a = await answerByMeaning("Where can I charge my electric car?", "en", [parking], embedder, {
      floor: 0.83,
      floors: { en: 0.83, nl: 0.815 },
      unreached: true,
    });
    expect(a.found).toBe(true);
    expect(a.text).toContain("P-Molen");
  });

  it("a visit named as the occasion is no such evidence: 'a crèche for visitors' children?' is not answered from the visitors' guide", async () => {
    const guide = {
      id: "guide",
      score: 1,
      headingPath: "Praktische gids voor patiënten en bezoekers",
      title: "Praktische gids voor patiënten en bezoekers",
      lang: "nl" as const,
      content: "Bezoekers zijn welkom van 14.00 tot 20.00 uur.",
    };
    const embedder = closenessDouble({ Bezoekers: 0.82 }, "double-topic-evidence-2");
    const a = await answerByMeaning("Is there a crèche for visitors' children?", "en", [guide], embedder, {
      floor: 0.83,
      floors: { en: 0.83, nl: 0.815 },
      unreached: true,
    });
    expect(a.found).toBe(false);
  });
});

describe("a foreign page's answer when the question names no campus", () => {
  const campuses = [{ names: ["Locatie Zeeburg", "Zeeburg"] }, { names: ["Locatie Ooster", "Ooster"] }];
  const within = { scope: { otherCampuses: campuses, weekend: false, asksWhere: false }, campuses, allChunks: true };
  const parking = (id: string, campus: string, content: string) => ({
    id,
    score: 0.9,
    headingPath: `Parkeren › Locatie ${campus}`,
    title: "Parkeren",
    lang: "nl" as const,
    content,
  });
  const zeeburg = parking("zeeburg", "Zeeburg", "Parkeren kost € 2,40 per uur.");
  const ooster = parking("ooster", "Ooster", "Parkeren kost € 1,50 per uur.");

  it("says each campus's facts with its campus, not one campus's alone", async () => {
    const embedder = closenessDouble({ "€ 2,40": 0.87, "€ 1,50": 0.865 }, "double-foreign-campus-1");
    const a = await answerByMeaning("How much does parking cost?", "en", [zeeburg, ooster], embedder, {
      floor: FLOOR,
      floors: { en: FLOOR, nl: 0.82 },
      within,
    });
    expect(a.found).toBe(true);
    expect(a.text).toContain("Locatie Zeeburg: € 2,40 per hour; Locatie Ooster: € 1,50 per hour.");
  });

  it("says only the named campus's facts when the question names one", async () => {
    const embedder = closenessDouble({ "€ 2,40": 0.87, "€ 1,50": 0.865 }, "double-foreign-campus-2");
    const named = { ...within, scope: { ...within.scope, campus: campuses[1]!, otherCampuses: [campuses[0]!] } };
    const a = await answerByMeaning("How much does parking cost at Ooster?", "en", [zeeburg, ooster], embedder, {
      floor: FLOOR,
      floors: { en: FLOOR, nl: 0.82 },
      within: named,
    });
    expect(a.found).toBe(true);
    expect(a.text).toContain("€ 1,50 per hour");
    expect(a.text).not.toContain("2,40");
  });
});

describe("a sentence of a section about another topic", () => {
  const bar = {
    id: "bar",
    score: 1,
    headingPath: "Ristorante e bar",
    title: "Ristorante e bar",
    lang: "it" as const,
    content: "Il bar è aperto dal lunedì al venerdì dalle 8:00 alle 17:00.",
  };

  it("does not answer a question about another topic from a page the caller cannot read", async () => {
    const embedder = closenessDouble({ "Il bar": 0.86 }, "double-off-topic-1");
    const a = await answerByMeaning("Is the car park open at night?", "en", [bar], embedder, { floor: FLOOR, floors: { en: FLOOR, it: 0.82 } });
    expect(a.found).toBe(false);
  });

  it("does not answer a question about visiting from a news item about the shuttle", async () => {
    const shuttle = {
      id: "shuttle",
      score: 1,
      headingPath: "Navetta gratuita",
      title: "Navetta gratuita",
      lang: "it" as const,
      content: "La navetta parte dalla stazione ogni 30 minuti, dal lunedì al venerdì dalle 7:00 alle 19:00.",
    };
    const embedder = closenessDouble({ "La navetta": 0.86 }, "double-off-topic-3");
    const a = await answerByMeaning("What are the visiting hours on weekdays?", "en", [shuttle], embedder, { floor: FLOOR, floors: { en: FLOOR, it: 0.82 } });
    expect(a.found).toBe(false);
  });

  it("still answers a question about its own topic", async () => {
    const embedder = closenessDouble({ "Il bar": 0.86 }, "double-off-topic-2");
    const a = await answerByMeaning("When is the café open?", "en", [bar], embedder, { floor: FLOOR, floors: { en: FLOOR, it: 0.82 } });
    expect(a.found).toBe(true);
    expect(a.text).toContain("from 08:00 to 17:00");
  });
});

describe("a count of visitors on a page in another language answers 'how many', nothing else", () => {
  const rules = {
    id: "rules",
    score: 1,
    headingPath: "Orari dei servizi",
    title: "Orari dei servizi",
    lang: "it" as const,
    content: "Massimo due visitatori per degente.",
  };
  const floors = { en: FLOOR, fr: FLOOR, nl: FLOOR, it: 0.82 };

  it.each([
    ["en", "How many visitors can come at the same time?", "2 visitors"],
    ["nl", "Met hoeveel bezoekers mogen we tegelijk komen?", "2 bezoekers"],
  ] as const)("[%s] %s → the count, in the caller's words", async (lang, question, said) => {
    const embedder = closenessDouble({ Massimo: 0.86 }, `double-visitors-count-${lang}`);
    const a = await answerByMeaning(question, lang, [rules], embedder, { floor: FLOOR, floors });
    expect(a.found).toBe(true);
    expect(a.text).toContain(said);
  });

  it.each([
    ["fr", "Y a-t-il une garderie pour les enfants des visiteurs ?"],
    ["en", "Is there a play area for visitors' children?"],
  ] as const)("[%s] a question that shares only the visit with it is not answered by the count: %s", async (lang, question) => {
    const embedder = closenessDouble({ Massimo: 0.86 }, `double-visitors-none-${lang}`);
    const a = await answerByMeaning(question, lang, [rules], embedder, { floor: FLOOR, floors });
    expect(a.text).not.toMatch(/2 visit/);
    expect(a.found).toBe(false);
  });
});
