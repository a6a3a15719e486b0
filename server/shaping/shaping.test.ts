import type { CountryCode } from "libphonenumber-js";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/lib/lang";
import { shapeForSpeech } from ".";
import { splitSentences } from "./sentences";

const shape = (text: string, lang: Lang = "nl", extra: { medical?: boolean; disclaimer?: "auto" | "never"; maxSentences?: number } = {}) =>
  shapeForSpeech(text, { lang, ...extra });

describe("shapeForSpeech — the seed's examples", () => {
  it("shapes the visiting-hours sample end to end (no disclaimer: a ward's name is no medical content; header, times, ICU, URL sentence, citation)", () => {
    const r = shape(
      "Bezoekuren in AZ Testdal:\nDe bezoekuren zijn van maandag tot vrijdag, van 14:00 tot 20:00 uur [1]. Voor de ICU gelden andere regels: bezoek is mogelijk op afspraak. Zie onze website https://testdal.be/bezoek voor details.",
    );
    expect(r.text).toBe(
      "Bezoekuren in AZ Testdal. De bezoekuren zijn van maandag tot vrijdag, van veertien uur tot twintig uur. Voor de intensieve zorgafdeling gelden andere regels: bezoek is mogelijk op afspraak.",
    );
    expect(r.compliant).toBe(true);
    expect(r.diagnostics).toMatchObject({ urlsStripped: 1, citationsStripped: 1, abbreviationsExpanded: 1, timesSpelled: 2 });
  });

  it("runs the transforms in order on the combined example (bold breaks the abbreviation's word boundary otherwise)", () => {
    const r = shape("Bel **ICU** voor afspraken vóór 14:00.", "nl", { medical: true });
    expect(r.text).toBe("Ter informatie, dit is geen medisch advies — Bel de intensieve zorgafdeling voor afspraken vóór veertien uur.");
  });

  it("never expands English OR, nor an abbreviation inside a longer token", () => {
    expect(shape("Call the surgeon OR the nurse.", "en", { disclaimer: "never" }).text).toBe("Call the surgeon OR the nurse.");
    expect(shape("De ICUx-module en de ICU.", "nl").text).toContain("ICUx-module en de intensieve zorgafdeling");
  });

  it("leaves colon stamps and invalid times untouched and never spells partially", () => {
    const r = shape("Stempel 2023:12:31, log 12:30:45, 24:00 en 9:60.", "nl", { disclaimer: "never" });
    expect(r.text).toBe("Stempel 2023:12:31, log 12:30:45, 24:00 en 9:60.");
    expect(r.diagnostics.timesSpelled).toBe(0);
  });

  it("says a written time range with the language's range words, and dotted times as times, never as a phone number", () => {
    const never = { disclaimer: "never" as const };
    expect(shape("Tutti i giorni, ore 12.30–14.00 e 18.00–20.00.", "it", never).text).toBe(
      "Tutti i giorni, dalle dodici e trenta alle quattordici e dalle diciotto alle venti.",
    );
    expect(shape("Il bar apre alle 7.00; costa € 1.20 o 2.50 €.", "it", never).text).toBe("Il bar apre alle sette; costa € 1.20 o 2.50 €.");
    expect(shape("Du lundi au vendredi: 7:30 – 18:30.", "fr", never).text).toBe("Du lundi au vendredi: de sept heures trente à dix-huit heures trente.");
    expect(shape("Elke dag van 9.00 tot 12.00 uur.", "nl", never).text).toBe("Elke dag van negen uur tot twaalf uur.");
    expect(shape("Elke dag van 15 tot 15.30 uur.", "nl", never).text).toBe("Elke dag van vijftien uur tot vijftien uur dertig.");
    // English writes decimals with a dot: "from 2.50" stays an amount; a dotted time needs its am/pm.
    expect(shape("Tickets from 2.50. Open from 7.30am to 7:00pm.", "en", never).text).toBe(
      "Tickets from 2.50. Open from seven thirty in the morning to seven in the evening.",
    );
  });

  it("preserves the em-dash", () => {
    expect(shape("Parking P1 — aan de hoofdingang — is open.", "nl").text).toBe("Parking P1 — aan de hoofdingang — is open.");
  });
});

describe("time spell-out, every valid minute in every language", () => {
  it.each([
    ["nl", "om 9:05", "om negen uur vijf"],
    ["nl", "om 14:30 uur", "om veertien uur dertig"],
    ["nl", "om 1:00", "om één uur"],
    ["nl", "om 0:00", "om middernacht"],
    ["nl", "van 8u30 tot 17u", "van acht uur dertig tot zeventien uur"],
    ["en", "at 9:05", "at nine oh five in the morning"],
    ["en", "from 14:00 to 20:00", "from two in the afternoon to eight in the evening"],
    ["en", "at 12:00", "at noon"],
    ["en", "at 23:59", "at eleven fifty-nine in the evening"],
    ["fr", "à 14:30", "à quatorze heures trente"],
    ["fr", "à 1:21", "à une heure vingt et une"],
    ["fr", "à 21h", "à vingt et une heures"],
    ["fr", "à 7h30", "à sept heures trente"],
    ["fr", "de 14 h 30 à 16 h", "de quatorze heures trente à seize heures"],
    ["fr", "dès 9 h 00", "dès neuf heures"],
    ["fr", "à 12:00", "à midi"],
    ["it", "dalle 14:00 alle 20:30", "dalle quattordici alle venti e trenta"],
    ["it", "alle 1:00", "all'una"],
    ["it", "apre 8:15", "apre le otto e quindici"],
  ] as const)("%s: %j → %j", (lang, input, expected) => {
    expect(shape(input, lang, { disclaimer: "never" }).text).toBe(expected);
  });

  it.each(LANGUAGES)("spells all 1440 valid times in %s without leaving a digit behind", (lang) => {
    for (let h = 0; h < 24; h++) {
      for (let m = 0; m < 60; m++) {
        const time = `${h}:${String(m).padStart(2, "0")}`;
        const out = shape(`Open ${time} daily`, lang, { disclaimer: "never" }).text;
        expect(out, time).not.toMatch(/\d/);
      }
    }
  });
});

describe("phone numbers for prosody", () => {
  it.each([
    ["Bel 089 32 51 51.", "Bel 089, 32, 51, 51."],
    ["Bel 089/32.51.51.", "Bel 089, 32, 51, 51."],
    ["Bel +32 89 32 51 51.", "Bel 089, 32, 51, 51."],
    ["Gsm 0470 12 34 56.", "Gsm 04, 70, 12, 34, 56."],
    ["Bel 112 of 1733.", "Bel 112 of 1733."],
  ])("%j → %j", (input, expected) => {
    expect(shape(input, "nl", { disclaimer: "never" }).text).toBe(expected);
  });

  it.each([
    ["Chiamate il +39 0385 471100.", "Chiamate il +39, 0385, 47, 11, 00."],
    ["Rufen Sie +49 30 1234567 an.", "Rufen Sie +49, 30, 123, 45, 67 an."],
  ])("says a foreign number's long group in pairs, never as one big number: %j → %j", (input, expected) => {
    expect(shape(input, "it", { disclaimer: "never" }).text).toBe(expected);
  });

  it.each([
    ["Call +44 20 7946 0958.", "Call +44, 20, 7946, 0958."],
    ["Appelez le +33 1 42 68 53 00.", "Appelez le +33, 1, 42, 68, 53, 00."],
  ])("leaves a foreign number's groups of up to four digits as its country writes them: %j", (input, expected) => {
    expect(shape(input, "en", { disclaimer: "never" }).text).toBe(expected);
  });

  it.each([
    ["Chiamate il +39 06 1234 5678.", "Chiamate il +39, 06, 12, 34, 56, 78."],
    ["Bel +31 20 123 4567.", "Bel +31, 20, 123, 45, 67."],
  ])("says an Italian or Dutch number's four digits after the area code as two pairs, as those countries say them: %j", (input, expected) => {
    expect(shape(input, "en", { disclaimer: "never" }).text).toBe(expected);
  });

  describe("on a hospital in another country: its numbers as its callers dial them", () => {
    const shapeIn = (text: string, lang: Lang, country: CountryCode) => shapeForSpeech(text, { lang, country, disclaimer: "never" }).text;

    it.each<[string, Lang, CountryCode, string]>([
      // A national number on the hospital's own page: read as Belgian it was no number at all.
      ["Il CUP risponde allo 0385 471100.", "it", "IT", "Il CUP risponde allo 0385, 47, 11, 00."],
      ["Chiamate il 333 123 4567.", "it", "IT", "Chiamate il 333, 123, 45, 67."],
      ["Bel de polikliniek op 020 123 4567.", "nl", "NL", "Bel de polikliniek op 020, 123, 45, 67."],
      ["Bel 06 12345678.", "nl", "NL", "Bel 06, 12, 34, 56, 78."],
      ["Appelez le 01 42 68 53 00.", "fr", "FR", "Appelez le 01, 42, 68, 53, 00."],
      ["Chiamate lo 091 820 11 11.", "it", "CH", "Chiamate lo 091, 820, 11, 11."],
      ["Bel 089 32 51 51 of 0470 12 34 56.", "nl", "BE", "Bel 089, 32, 51, 51 of 04, 70, 12, 34, 56."],
    ])("a national number: %j (%s, %s)", (input, lang, country, expected) => {
      expect(shapeIn(input, lang, country)).toBe(expected);
    });

    it.each<[string, Lang, CountryCode, string]>([
      ["Chiamate il +39 0385 471100.", "it", "IT", "Chiamate il 0385, 47, 11, 00."],
      ["Call +31 20 123 4567.", "en", "NL", "Call 020, 123, 45, 67."],
      ["Appelez le +33 1 42 68 53 00.", "fr", "FR", "Appelez le 01, 42, 68, 53, 00."],
      ["Chiamate il +41 91 820 11 11.", "it", "CH", "Chiamate il 091, 820, 11, 11."],
    ])("its own number written with the country code is said without it: %j (%s, %s)", (input, lang, country, expected) => {
      expect(shapeIn(input, lang, country)).toBe(expected);
    });

    it.each<[string, Lang, CountryCode, string]>([
      ["Il centralino belga è il +32 2 555 40 10.", "it", "IT", "Il centralino belga è il +32, 2, 555, 40, 10."],
      ["Bel +39 0385 471100.", "nl", "NL", "Bel +39, 0385, 47, 11, 00."],
    ])("another country's number keeps its code: %j (%s, %s)", (input, lang, country, expected) => {
      expect(shapeIn(input, lang, country)).toBe(expected);
    });

    it("leaves prices, postcodes, years and short numbers alone in every country", () => {
      for (const country of ["IT", "NL", "FR", "CH"] as const) {
        const text = "Via dei Castagni 12, 6714 Valmora. Dal 2024 costa € 2,50. Chiamate il 112 o il 1733.";
        expect(shapeIn(text, "it", country), country).toBe(text);
      }
    });
  });

  it("does not treat prices, postcodes, years, house numbers or an IBAN as phone numbers", () => {
    const text = "Hospitaalstraat 12, 3500 Hasselt. Sinds 2024 kost het €2,50. Betaal op BE68 5390 0754 7034.";
    expect(shape(text, "nl", { disclaimer: "never" }).text).toBe(text);
  });
});

describe("markdown, URLs, citations", () => {
  it("turns lists, tables and links into sentences", () => {
    const r = shape("## Tarieven\n| Duur | Prijs |\n|---|---|\n| Per uur | €2,50 |\n- Betaal aan de [automaat](https://x.be/a).", "nl", { maxSentences: 5 });
    expect(r.text).toBe("Tarieven. Duur: Prijs. Per uur: €2,50. Betaal aan de automaat.");
    expect(r.compliant).toBe(true);
  });

  it.each(["Open [1].", "Open [1, 2].", "Open [1][2].", "Open [12]."])("strips citation markers from %j", (input) => {
    expect(shape(input, "nl").text).toBe("Open.");
  });

  it("keeps brackets that are not citations", () => {
    expect(shape("Formulier [zie bijlage] invullen.", "nl").text).toBe("Formulier [zie bijlage] invullen.");
  });

  it("drops a sentence that only pointed at a URL, and strips www. addresses elsewhere", () => {
    expect(shape("Parking P1 is gratis. Meer info op www.testdal.be/parking.", "nl").text).toBe("Parking P1 is gratis.");
    expect(shape("Parking is free, see https://x.example/p for a map.", "en").text).not.toMatch(/http|www/);
  });
});

describe("sentence cap", () => {
  it("keeps three sentences by default and counts the rest", () => {
    const r = shape("Een. Twee. Drie. Vier. Vijf.", "nl");
    expect(r.text).toBe("Een. Twee. Drie.");
    expect(r.diagnostics.sentencesTruncated).toBe(2);
  });

  it("does not split on titles, initials, decimals or times", () => {
    expect(splitSentences("Prof. Dr. A. Verhoeven en St. Jan. Het kost €2.50 of 2,50 om 14.30 uur. Klaar.")).toEqual([
      "Prof. Dr. A. Verhoeven en St. Jan.",
      "Het kost €2.50 of 2,50 om 14.30 uur.",
      "Klaar.",
    ]);
  });
});

describe("disclaimer", () => {
  it("prepends the language's disclaimer to a medical answer, not to a department's floor nor a parking answer", () => {
    expect(shape("Na de ingreep mag u 24 uur niet autorijden.", "nl").text.startsWith("Ter informatie, dit is geen medisch advies — ")).toBe(true);
    expect(shape("Een echografie van de buik duurt ongeveer twintig minuten.", "nl").disclaimerPrepended).toBe(true);
    expect(shape("De dienst Cardiologie is op verdieping 4.", "nl").disclaimerPrepended).toBe(false);
    expect(shape("Parkeren kost €2,50 per uur.", "nl").disclaimerPrepended).toBe(false);
    expect(shape("After the procedure you should not drive for 24 hours.", "en").text.startsWith("For your information, this is not medical advice — ")).toBe(
      true,
    );
    expect(shape("Cardiology is on floor four, phone 014 55 23 10.", "en").disclaimerPrepended).toBe(false);
  });

  it("decides on the clock time before it is spelled: a treatment named with its hours is logistics", () => {
    const r = shape("De chemotherapie begint om 8:30.", "nl");
    expect(r.text).toBe("De chemotherapie begint om acht uur dertig.");
    expect(r.disclaimerPrepended).toBe(false);
  });

  it("does not repeat the disclaimer once the conversation has heard it", () => {
    expect(shape("Na de ingreep mag u 24 uur niet autorijden.", "nl", { disclaimer: "never" }).disclaimerPrepended).toBe(false);
  });
});

describe("idempotence: shaping twice equals shaping once", () => {
  const corpus: Array<[string, Lang]> = [
    ["Bezoekuren:\n- **ICU**: 14:00–20:00 [1]\n- Info: https://x.be", "nl"],
    ["Bel 089/32.51.51 of +32 470 12 34 56 vóór 9:05. Zie www.x.be.", "nl"],
    ["The ER is open 24/7. Call +44 20 7946 0958 at 12:00 or 0:30 [2][3].", "en"],
    ["Le service des URG est au 2e étage, ouvert de 8h à 21h30.", "fr"],
    ["Il PS è aperto dalle 8:00 alle 20:00; la UTI alle 1:00.", "it"],
    ["Il CUP risponde al +39 0385 471100.", "it"],
    ["# Cardiologie\nProf. Dr. A. Verhoeven consulteert op woensdag. Dr. B. Peeters op maandag. Dr. C. Claes op vrijdag. Dr. D op zaterdag.", "nl"],
  ];
  it.each(corpus)("%j", (text, lang) => {
    const once = shape(text, lang);
    expect(shape(once.text, lang).text).toBe(once.text);
  });
});

describe("the written form, for a reader (call replay)", () => {
  it("is the same answer with its phone numbers and clock times as written, the markdown and links still gone", () => {
    const r = shape("**Cardiologie**: bel [011 30 42 00](tel:011304200) tussen 8:30 en 17:00 uur.", "nl", { disclaimer: "never" });
    expect(r.text).toBe("Cardiologie: bel 011, 30, 42, 00 tussen acht uur dertig en zeventien uur.");
    expect(r.written).toBe("Cardiologie: bel 011 30 42 00 tussen 8:30 en 17:00 uur.");
  });

  it("keeps the same sentences as the spoken form: capped alike, the disclaimer first alike", () => {
    const r = shape("Neem uw medicatielijst mee. Bel 011 30 40 00. Drie. Vier.", "nl", { medical: true });
    expect(splitSentences(r.written)).toHaveLength(splitSentences(r.text).length);
    expect(r.written).toMatch(/^Ter informatie, dit is geen medisch advies/);
    expect(r.written).toContain("011 30 40 00");
    expect(r.written).not.toContain("Vier");
  });
});
