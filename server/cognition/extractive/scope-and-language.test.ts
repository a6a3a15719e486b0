import { describe, expect, it } from "vitest";
import { extractFacts, foreignAnswer } from "./foreign-facts";
import { qualifierFit } from "./qualifier";
import { campusOf, followUpHeard, questionScope, scopeFit } from "./scope";

const A = { names: ["Campus Berkemeer", "Berkemeer"] };
const B = { names: ["Campus Ter Haven", "Ter Haven"] };

describe("the scope a question implies", () => {
  it("a named campus up, another campus's sentence out", () => {
    const scope = questionScope("Hoeveel kost parkeren op campus Berkemeer?", "nl", { all: [A, B], scope: A });
    expect(scopeFit("Daarna betaalt u 1,80 euro per uur.", "Parkeren op campus Berkemeer", "nl", scope, [A, B])).toBeGreaterThan(0);
    expect(scopeFit("Op campus Ter Haven parkeert u gratis.", "Parkeren op campus Ter Haven", "nl", scope, [A, B])).toBeLessThan(-0.5);
  });

  it("weekend hours are the answer only when the weekend is asked about", () => {
    const weekday = questionScope("Wanneer is de cafetaria open?", "nl", { all: [] });
    const weekend = questionScope("Is de cafetaria open op zondag?", "nl", { all: [] });
    const sat = "Op zaterdag en zondag opent de cafetaria om 10 uur.";
    const mon = "Op weekdagen is de cafetaria open van 7.30 tot 18 uur.";
    expect(scopeFit(sat, "", "nl", weekday, [])).toBeLessThan(scopeFit(mon, "", "nl", weekday, []));
    expect(scopeFit(sat, "", "nl", weekend, [])).toBeGreaterThan(scopeFit(mon, "", "nl", weekend, []));
  });

  it("'where' prefers a place to a time", () => {
    const where = questionScope("Waar is de cafetaria?", "nl", { all: [] });
    expect(scopeFit("De cafetaria ligt op het gelijkvloers, naast inkom A.", "", "nl", where, [])).toBeGreaterThan(
      scopeFit("De cafetaria is open van 8 tot 16 uur.", "", "nl", where, []),
    );
  });

  it("'where' holds a time written the Flemish or the French way ('8u - 16u', '11u30', '8h à 16h') against a sentence without a place", () => {
    const where = questionScope("Waar is de cafetaria?", "nl", { all: [] });
    const plain = scopeFit("De cafetaria heet Het Zeezicht.", "", "nl", where, []);
    expect(scopeFit("De cafetaria is open van 8u tot 16u.", "", "nl", where, [])).toBeLessThan(plain);
    expect(scopeFit("Warme maaltijden vanaf 11u30.", "", "nl", where, [])).toBeLessThan(plain);
    expect(scopeFit("La cafétéria est ouverte de 8h à 16h.", "", "nl", where, [])).toBeLessThan(plain);
    // Near misses: a count and a line number are no time.
    expect(scopeFit("De cafetaria heeft 40 plaatsen.", "", "nl", where, [])).toBe(plain);
    expect(scopeFit("De cafetaria ligt bij de halte van bus 69.", "", "nl", where, [])).toBeGreaterThanOrEqual(plain);
  });

  it("an elliptical follow-up's words are heard in a sentence or its headings, across the page's language", () => {
    const icu = questionScope("What are the visiting hours? And in intensive care?", "en", { all: [] }, "And in intensive care?");
    expect(followUpHeard(icu, "Het bezoek is beperkt tot twee momenten per dag.", "bezoek intensieve zorg")).toBeGreaterThan(0);
    expect(followUpHeard(icu, "On the wards visitors are welcome from 2 pm to 8 pm.", "visiting hours")).toBe(0);
  });

  it("a sentence's campus is the one it names, else its heading's", () => {
    expect(campusOf("Ze is open van 8 tot 16 uur.", "Cafetaria De Kade op campus Ter Haven", [A, B])).toBe(B);
    expect(campusOf("Op campus Berkemeer is dat anders.", "Ter Haven", [A, B])).toBe(A);
  });
});

describe("a section's own scope, read from its headings and row header", () => {
  const page = (headingPath: string, rowHeader?: string) => ({
    headingPath,
    title: "Visiting hours",
    lang: "en" as const,
    ...(rowHeader ? { rowHeader } : {}),
  });

  it("a question that names no special case does not get the special case's section", () => {
    const plain = qualifierFit("What are the visiting hours?", "en", page("Visiting hours › General wards"));
    const icu = qualifierFit("What are the visiting hours?", "en", page("Visiting hours › Intensive care"));
    expect(plain.matched).toBe(0);
    expect(icu).toMatchObject({ matched: 0, unasked: 2 });
  });

  it("the special case the question names matches its section, in the page's language too", () => {
    expect(qualifierFit("And in intensive care?", "en", page("Visiting hours › Intensive care")).matched).toBe(2);
    expect(qualifierFit("En op intensieve zorg?", "nl", page("Visiting hours › Intensive care")).matched).toBeGreaterThan(0);
  });

  it("a table row's header is its scope", () => {
    expect(qualifierFit("Until when can partners stay on maternity?", "en", page("Visiting hours", "Maternity, partners")).matched).toBe(2);
  });

  it("a row's header that the question does not name is its key, not a special case held against it", () => {
    const parking = (headingPath: string, rowHeader?: string) => ({ headingPath, title: "Parking", lang: "en" as const, ...(rowHeader ? { rowHeader } : {}) });
    expect(qualifierFit("How much does parking cost?", "en", parking("Parking › Tariffs", "Every hour after that")).unasked).toBe(0);
    expect(qualifierFit("How much does parking cost?", "en", parking("Parking › Charging an electric car")).unasked).toBeGreaterThan(0);
  });

  it("a campus name is left to the campus scope", () => {
    const fit = qualifierFit("Visiting hours at Berkemeer?", "en", page("Visiting hours › Campus Berkemeer"), ["campus", "berkemeer"]);
    expect(fit).toMatchObject({ matched: 0, unasked: 0 });
  });
});

describe("a page in another language answers with its language-neutral facts", () => {
  it("reads times (ranges as ranges, am/pm as 24 h), prices, phones, lines and names", () => {
    expect(extractFacts("Visitors are welcome every day from 2 pm to 8 pm.").times).toEqual(["14:00–20:00"]);
    expect(extractFacts("I primi 20 minuti sono gratuiti, poi si pagano CHF 1.50 all'ora.").prices).toEqual(["CHF 1.50"]);
    expect(extractFacts("Vous pouvez joindre le service au 014 55 20 90.").phones).toEqual(["014 55 20 90"]);
    // An amount written with its sign after it, followed by a word, is still an amount.
    expect(extractFacts("Une chambre coûte 25 € par nuit, petit-déjeuner compris.").prices).toEqual(["25 €"]);
    expect(extractFacts("Il biglietto costa 2 euro e la tessera £4.50.").prices).toEqual(["2 euro", "£4.50"]);
    const bus = extractFacts("La linea 62 ferma alla fermata Valmora Ospedale.");
    expect(bus.lines).toEqual(["62"]);
    expect(bus.names).toContain("Valmora Ospedale");
  });

  it("reads a code of capitals and digits standing alone (a car park's P1) as a name, in every page language", () => {
    expect(extractFacts("I posti per persone con disabilità si trovano al piano terra del P1 e sono gratuiti.", "it").names).toEqual(["P1"]);
    expect(extractFacts("De plaatsen voor mensen met een beperking liggen op het gelijkvloers van P2.", "nl").names).toEqual(["P2"]);
    expect(extractFacts("Les places réservées se trouvent au rez-de-chaussée du P3.", "fr").names).toEqual(["P3"]);
    expect(extractFacts("Blue badge spaces are on the ground floor of car park P4.", "en").names).toEqual(["P4"]);
    // A labelled place keeps its code once, with its label.
    const room = extractFacts("The office is in room B12.", "en");
    expect(room.names).toEqual([]);
    expect(room.places).toEqual([{ kind: "room", code: "B12" }]);
  });

  it("keeps a name whose particle is an article and a preposition in one ('della', 'du', 'des') whole", () => {
    // "Casa della Salute di Ponte Lerno" was two names ("Casa", "Salute di Ponte Lerno"), said with a comma between.
    expect(extractFacts("Il prelievo si fa anche alla Casa della Salute di Ponte Lerno, dalle 7:30 alle 9:30.", "it").names).toEqual([
      "Casa della Salute di Ponte Lerno",
    ]);
    expect(extractFacts("Les consultations ont lieu à la Maison du Parc.", "fr").names).toEqual(["Maison du Parc"]);
  });

  it("reads French typography's spaced times ('9 h 30') with their minutes, not as the full hour", () => {
    // Read as "9 h" alone, the caller heard 9:00 for 9:30 — a wrong fact — and "00 à 12 h" became a range from midnight.
    expect(extractFacts("Le guichet est ouvert de 9 h 30 à 12 h 00.").times).toEqual(["09:30–12:00"]);
    expect(extractFacts("Le matin de 7 h 45 à 11 h 15 et le samedi de 8 h 00 à 10 h 00.").times).toEqual(["07:45–11:15", "08:00–10:00"]);
    // A time that ends the sentence keeps its minutes too ("… à 21 h 30.", "… until 21:30.").
    expect(extractFacts("Dernière admission à 21 h 30.").times).toEqual(["21:30"]);
    expect(extractFacts("The desk is staffed until 21:30.").times).toEqual(["21:30"]);
    expect(extractFacts("Il biglietto costa 1.50 euro.").times).toEqual([]);
    // The forms read before stay as they were.
    expect(extractFacts("Ouvert de 8h30 à 17h00.").times).toEqual(["08:30–17:00"]);
    expect(extractFacts("De 8 h à 12 h.").times).toEqual(["08:00–12:00"]);
  });

  it("reads Flemish times ('11u30', '14u - 20u') with their minutes, as the French '14h30'", () => {
    // Before, "13u30 - 19u30" was no time at all and "15u - 19u30" was said as 15:00 to 19:00.
    expect(extractFacts("Campus Kreekhoven, Maandag tot vrijdag: 13u30 - 19u30.").times).toEqual(["13:30–19:30"]);
    expect(extractFacts("Materniteit: andere bezoekers: 15u - 19u30.").times).toEqual(["15:00–19:30"]);
    expect(extractFacts("Verpleegafdelingen: 14u - 20u, in het weekend 11u - 20u.").times).toEqual(["14:00–20:00", "11:00–20:00"]);
    expect(extractFacts("Warme maaltijden zijn er tussen 11u30 en 14u.").times).toEqual(["11:30", "14:00"]);
    expect(extractFacts("Open van 11 u 30 tot 14 u.").times).toEqual(["11:30–14:00"]);
    // Near misses: the pronoun "u" beside a count, a count of hours, a line and a price stay no time.
    expect(extractFacts("Als u 30 minuten wacht, komt de bus.").times).toEqual([]);
    expect(extractFacts("Bus 69 rijdt elk half uur; een dagticket kost € 7,00.").times).toEqual([]);
  });

  it("carries what a page says in words — free, closed, the days, counted units — in the caller's words, in the page's order", () => {
    // Before, a Dutch caller asking whether parking is free heard only "Moulin" and two times.
    expect(foreignAnswer(extractFacts("Parking gratuit de 80 places rue du Moulin, fermé de 22 h à 6 h.", "fr"), "nl", "fr", "Parking")).toBe(
      "Dit staat alleen in het Frans op onze website, op de pagina Parking: gratis, 80 plaatsen, Moulin, gesloten, van 22:00 tot 06:00. Wilt u dat ik u doorverbind met iemand die het u kan uitleggen?",
    );
    // Each day beside its hours: the span is one fact, Sunday stays after "closed".
    expect(foreignAnswer(extractFacts("Ouvert du lundi au vendredi de 8 h à 16 h; fermé le dimanche.", "fr"), "en", "fr", "Cafétéria")).toContain(
      "Monday to Friday, from 08:00 to 16:00, closed, Sunday.",
    );
    expect(foreignAnswer(extractFacts("Centro prelievi: martedì e giovedì, dalle 7.30 alle 9.30.", "it"), "en", "it", "Prelievi")).toContain(
      "Tuesday, Thursday, from 07:30 to 09:30.",
    );
    // A dash between two days is a span too (folding drops the dash); a comma is not.
    expect(extractFacts("Il bar è aperto lunedì–venerdì 7:00–19:00.", "it").days).toEqual(["0–4"]);
    expect(extractFacts("Sabato, domenica e festivi: 8.00 – 14.00", "it").days).toEqual(["5", "6"]);
    // Days alone carry nothing over: a table cell that only names them answers no question.
    expect(foreignAnswer(extractFacts("Sabato, domenica e festivi", "it"), "en", "it", "Bar")).toBe(
      "That information is only on our website in Italian, on the page Bar. Shall I put you through to someone who can explain it?",
    );
    expect(foreignAnswer(extractFacts("U ontvangt de kopie binnen 15 dagen.", "nl"), "fr", "nl", "Opname")).toContain(": 15 jours.");
    // An English day with a capital is a day, not a name.
    expect(extractFacts("There is no bus on Sundays.", "en").names).toEqual([]);
    // Only the page's own language is read: "a" is no Italian day span in a French sentence.
    expect(extractFacts("Le bureau 15 est au fond du couloir.", "fr").quantities).toEqual([]);
  });

  it("carries a count of visitors, in digits or in words, in every page language; a number in words before another unit too", () => {
    // Before, "Maximaal twee bezoekers tegelijk per patiënt." had no fact to carry: "not found".
    expect(foreignAnswer(extractFacts("Maximaal twee bezoekers tegelijk per patiënt.", "nl"), "en", "nl", "Bezoekuren")).toContain(": 2 visitors.");
    expect(extractFacts("Deux visiteurs au maximum par patient.", "fr").quantities).toEqual([{ n: "2", unit: "visitors" }]);
    expect(extractFacts("Sono ammessi al massimo due visitatori per paziente.", "it").quantities).toEqual([{ n: "2", unit: "visitors" }]);
    expect(extractFacts("No more than 3 visitors at a bedside.", "en").quantities).toEqual([{ n: "3", unit: "visitors" }]);
    expect(extractFacts("U ontvangt de kopie binnen drie weken.", "nl").quantities).toEqual([{ n: "3", unit: "weeks" }]);
    // Near misses: "een" and "un" are the article, a number in words with no unit is no count, and
    // another language's number word is not read on a page ("due" is Italian, not English).
    expect(extractFacts("Een bezoeker mag blijven slapen.", "nl").quantities).toEqual([]);
    expect(extractFacts("Un visiteur peut rester la nuit.", "fr").quantities).toEqual([]);
    expect(extractFacts("Kom met z'n tweeën op bezoek; twee keer per dag.", "nl").quantities).toEqual([]);
    expect(extractFacts("Payments due visitors are refunded.", "en").quantities).toEqual([]);
  });

  it("reads no name in a function word that opens a table cell or a clause", () => {
    const cell = extractFacts("Polyclinique Ouest, Du lundi au vendredi: de 9 h 30 à 12 h 00.");
    expect(cell.names).toEqual(["Ouest"]);
    expect(foreignAnswer(cell, "en", "fr", "Horaires")).toBe(
      "This is only on our website in French, on the page Horaires: Ouest, Monday to Friday, from 09:30 to 12:00. Shall I put you through to someone who can explain it?",
    );
    // A name that starts with an article is still a name.
    expect(extractFacts("La cafétéria s'appelle De Kouter.").names).toEqual(["De Kouter"]);
  });

  it("reads every line of a plural line word, in each language's 'and', and no minutes as a line", () => {
    expect(extractFacts("Buses 22 and 47 stop at the main entrance.").lines).toEqual(["22", "47"]);
    expect(extractFacts("De lijnen 12, 14 en 31 stoppen aan de hoofdingang.").lines).toEqual(["12", "14", "31"]);
    expect(extractFacts("Les lignes 1 et 4 s'arrêtent devant l'hôpital.").lines).toEqual(["1", "4"]);
    expect(extractFacts("Le linee 3 e 11 fermano davanti all'ingresso.").lines).toEqual(["3", "11"]);
    expect(extractFacts("Bus 5 runs every 20 minutes; bus 5 and 10 minutes later tram 7.").lines).toEqual(["5", "7"]);
  });

  it("reads a line after a word of its kind ('linee urbane 3 e 11') and says it in the caller's words; a frequency stays no line", () => {
    // An Italian access page: an English caller heard "I cannot find that" for "Which bus goes to the hospital?".
    const urban = extractFacts("In autobus: linee urbane 3 e 11, fermata davanti all'ingresso principale.", "it");
    expect(urban.lines).toEqual(["3", "11"]);
    expect(foreignAnswer(urban, "en", "it", "Come raggiungerci")).toContain("line 3, line 11");
    expect(extractFacts("Les lignes urbaines 2 et 5 s'arrêtent devant l'hôpital.", "fr").lines).toEqual(["2", "5"]);
    expect(extractFacts("Night bus 94 stops at the main gate.", "en").lines).toEqual(["94"]);
    expect(extractFacts("Neem de stedelijke lijn 4 tot aan de hoofdingang.", "nl").lines).toEqual(["4"]);
    // Near misses: a frequency or a duration after the line word is no line.
    expect(extractFacts("Il bus passa ogni 15 minuti.", "it").lines).toEqual([]);
    expect(extractFacts("The bus every 10 minutes is free.", "en").lines).toEqual([]);
    expect(extractFacts("La navette urbaine part toutes les 20 minutes.", "fr").lines).toEqual([]);
    expect(extractFacts("De bus elke 30 minuten vertrekt aan de ingang.", "nl").lines).toEqual([]);
  });

  it("reads an amount written with a currency word, and says the word in the caller's language", () => {
    const dish = extractFacts("Il ristorante Il Castagno è aperto dalle 11:30 alle 14:00; il piatto del giorno costa 14 franchi.");
    expect(dish.prices).toEqual(["14 franchi"]);
    expect(foreignAnswer(dish, "en", "it", "Ristorante")).toContain("14 francs");
    expect(extractFacts("Le ticket coûte 3 francs, la carte 10 euros.").prices).toEqual(["3 francs", "10 euros"]);
    // "euro" is the same word to every caller: said as the page prints it.
    expect(foreignAnswer(extractFacts("Een weekkaart kost 12 euro."), "fr", "nl", "Parking")).toContain(": 12 euro.");
    // A word that merely starts like a currency is no amount.
    expect(extractFacts("Il reparto 3 francesi e 2 frankly.").prices).toEqual([]);
  });

  it("reads numbered places (a desk, a floor, a building) and says their label in the caller's language", () => {
    const results = extractFacts("I risultati si ritirano allo sportello 3 dell'atrio oppure si consultano online su MioSantaChiara.");
    expect(results.names).toEqual(["MioSantaChiara"]);
    expect(foreignAnswer(results, "en", "it", "Esami")).toContain("desk 3");
    const charging = extractFacts("Six bornes de recharge se trouvent au niveau -1 du parking P-Remparts.");
    expect(foreignAnswer(charging, "en", "fr", "Parking")).toMatch(/floor -1, P-Remparts/);
    expect(foreignAnswer(extractFacts("Prelievi: Bâtiment A, route 020."), "it", "fr", "Prises de sang")).toMatch(/edificio A, percorso 020/);
    // Not a place: a lower-case letter after a label word ("a room with two beds"), a label without a code.
    const near = extractFacts("La camera a due letti è al piano terra.");
    expect(near.places).toEqual([]);
  });

  it("says them in the caller's language, names the page's language and offers a transfer", () => {
    const text = foreignAnswer(extractFacts("Il bar è aperto dalle 7:00 alle 19:00."), "nl", "it", "Bar");
    expect(text).toMatch(/^Dit staat alleen in het Italiaans/);
    expect(text).toContain("van 07:00 tot 19:00");
    expect(text).toMatch(/doorverbind/);
  });

  it("typed in the chat, offers reception's number instead of a transfer the chat cannot make, in every language", () => {
    const bar = extractFacts("Il bar è aperto dalle 7:00 alle 19:00.");
    const typed = {
      nl: foreignAnswer(bar, "nl", "it", "Bar", { typed: true }),
      en: foreignAnswer(bar, "en", "it", "Bar", { typed: true }),
      fr: foreignAnswer(bar, "fr", "it", "Bar", { typed: true }),
      it: foreignAnswer(extractFacts("Le bar est ouvert de 7h00 à 19h00."), "it", "fr", "Bar", { typed: true }),
    };
    expect(typed.nl).toMatch(/van 07:00 tot 19:00\. Wilt u het nummer van het onthaal\?/);
    expect(typed.en).toMatch(/from 07:00 to 19:00\. Would you like reception's number\?/);
    expect(typed.fr).toMatch(/de 07:00 à 19:00\. Souhaitez-vous le numéro de l'accueil \?/);
    expect(typed.it).toMatch(/dalle 07:00 alle 19:00\. Preferisce il numero dell'accoglienza\?/);
    for (const text of Object.values(typed)) expect(text).not.toMatch(/doorverbind|put you through|vous passe|metta in contatto/);
    expect(foreignAnswer(extractFacts("Les assistants sociaux vous aident."), "en", "fr", "Service social", { typed: true })).toBe(
      "That information is only on our website in French, on the page Service social. Would you like reception's number? Someone there can explain it.",
    );
  });

  it("with no fact to carry over, says where the information is and offers a transfer", () => {
    expect(foreignAnswer(extractFacts("Les assistants sociaux vous aident pour votre retour à domicile."), "en", "fr", "Service social")).toBe(
      "That information is only on our website in French, on the page Service social. Shall I put you through to someone who can explain it?",
    );
  });
});

describe("names a foreign page's sentence carries", () => {
  it("a word that opens a footnote is no name ('¹ Massimo due visitatori')", () => {
    expect(extractFacts("¹ Massimo due visitatori per degente.", "it").names).toEqual([]);
    expect(extractFacts("Il bar Il Tiglio a Castelmora è aperto.", "it").names).toContain("Castelmora");
  });
});
