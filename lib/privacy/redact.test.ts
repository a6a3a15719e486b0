import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../lang";
import { REDACTION_SETS } from "~/testkit/fixtures/privacy";
import { scoreRedaction } from "~/testkit/privacy/redaction-score";
import { redactPii, redactPiiDetailed } from ".";
import { isBelgianNationalNumber, isFrenchSocialSecurityNumber, isPaymentCardNumber, isValidIban } from "./checksums";

describe("redactPii", () => {
  it("the probe's caller: name, birth date, street and number leave; the question and the town stay", () => {
    expect(redactPii("Ik ben Marie Dubois, geboren op 12 maart 1961, ik woon in de Kerkstraat 12 in Hasselt en ik heb borstkanker. Waar is oncologie?")).toBe(
      "Ik ben <NAME>, geboren op <BIRTH_DATE>, ik woon in de <ADDRESS> in Hasselt en ik heb borstkanker. Waar is oncologie?",
    );
  });

  it.each([
    ["Bel me terug op 0470 12 34 56 aub", "Bel me terug op <PHONE> aub"],
    ["mijn nummer is +32 89 32 51 51", "mijn nummer is <PHONE>"],
    ["mail naar jan.peeters@example.be", "mail naar <EMAIL>"],
    ["rijksregisternummer 85.07.30-033.28", "rijksregisternummer <NATIONAL_ID>"],
    ["rijksregisternummer 85073003328", "rijksregisternummer <NATIONAL_ID>"],
    ["stort op BE68 5390 0754 7034", "stort op <IBAN>"],
    ["patient number 123456789", "patient number <RECORD_NUMBER>"],
    ["card 4111 1111 1111 1111 please", "card <CARD> please"],
    ["Goedemiddag, met Jan Peeters. Ik heb een vraag.", "Goedemiddag, met <NAME>. Ik heb een vraag."],
    ["mijn naam is jan peeters en ik bel voor mijn moeder", "mijn naam is <NAME> en ik bel voor mijn moeder"],
    ["My name is Sarah Jones, calling about parking", "My name is <NAME>, calling about parking"],
    ["Hello, this is Sarah Jones speaking", "Hello, this is <NAME> speaking"],
    ["Bonjour, je m'appelle Marie Dupont", "Bonjour, je m'appelle <NAME>"],
    ["Buongiorno, mi chiamo Giulia Rossi", "Buongiorno, mi chiamo <NAME>"],
    ["Ik ben Anna van der Berg", "Ik ben <NAME>"],
    ["Kom naar de Kliniekstraat 12, 3500 Hasselt", "Kom naar de <ADDRESS>, <ADDRESS>"],
    // A Dutch, French, Italian or British caller's number, written or read out as speech recognition writes it.
    ["Mijn nummer is 06 12 34 56 78, kamer 412", "Mijn nummer is <PHONE>, kamer 412"],
    ["Rappelez-moi au 01 42 68 53 00 après 14h30", "Rappelez-moi au <PHONE> après 14h30"],
    ["Il mio cellulare è 347 123 4567, alle 14.30", "Il mio cellulare è <PHONE>, alle 14.30"],
    ["Ring me on +44 7911 123456 or +31 6 12345678", "Ring me on <PHONE> or <PHONE>"],
    ["mijn nummer is nul zes een twee drie vier vijf zes zeven acht dank u", "mijn nummer is <PHONE> dank u"],
  ])("%j → %j", (input, expected) => {
    expect(redactPii(input)).toBe(expected);
  });

  it.each([
    "Welke bus moet ik nemen, lijn 3 of route 42?",
    "De bezoekuren zijn van 14 uur tot 20 uur.",
    "Parkeren kost €2,50 per uur sinds 2024",
    "De bezoekuren zijn van 14:00 tot 20:00",
    "Factuurnummer 12345678901 en referentie 2024-0001",
    "Bel 112 of de huisartsenwachtpost op 1733",
    "Wanneer heeft dokter Van den Broeck spreekuur?",
    "Ik ben op zoek naar de spoedgevallen.",
    "Ik heb een afspraak op 12 maart om 9u30.",
    "Waar is de Kerkstraat?",
    "Quel bus, la ligne 3 ou la route 42 ?",
    "Prenez la route de Namur puis l'entrée 4.",
    "Passo via l'ingresso 4?",
    "I'm calling about my appointment.",
    "De cafetaria is open van 08.00-20.00, mijn afspraak is op 01.03.2026 om 09.30.",
    "L'appuntamento è il 05-03-2026, CAP 00184, stanza 412.",
  ])("leaves %j alone (no false redaction)", (text) => {
    expect(redactPii(text)).toBe(text);
  });

  it("counts what it redacted, per kind", () => {
    const { counts } = redactPiiDetailed("met Jan Peeters, 0470 12 34 56, jan@x.be, geboren op 1 mei 1950");
    expect(counts).toMatchObject({ phone: 1, email: 1, name: 1, birth_date: 1, national_id: 0, iban: 0, card: 0 });
  });
});

describe("on the labelled sets (testkit/fixtures/privacy), per language", () => {
  // The bench (`npm run bench -- redaction`) prints the figures; this holds the floor they reached.
  it.each(LANGUAGES)("%s: precision and recall at least 95 %", (lang) => {
    const score = scoreRedaction(REDACTION_SETS[lang]);
    expect(score.falseAlarms).toEqual([]);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
  });
});

describe("checksums", () => {
  it("validates national register numbers of both eras and rejects random digits", () => {
    expect(isBelgianNationalNumber("85073003328")).toBe(true);
    const body = "010203123";
    const since2000 = String(97 - (Number(`2${body}`) % 97)).padStart(2, "0");
    expect(isBelgianNationalNumber(body + since2000)).toBe(true);
    expect(isBelgianNationalNumber("12345678901")).toBe(false);
  });

  it("validates IBANs", () => {
    expect(isValidIban("BE68 5390 0754 7034")).toBe(true);
    expect(isValidIban("BE69 5390 0754 7034")).toBe(false);
  });

  it("validates card numbers by Luhn, and refuses a repeated digit", () => {
    expect(isPaymentCardNumber("4111111111111111")).toBe(true);
    expect(isPaymentCardNumber("4111111111111112")).toBe(false);
    expect(isPaymentCardNumber("0000000000000000")).toBe(false);
  });

  it("validates French social security numbers by their key", () => {
    expect(isFrenchSocialSecurityNumber("1 85 07 75 123 456 08")).toBe(true);
    expect(isFrenchSocialSecurityNumber("1 85 07 75 123 456 09")).toBe(false);
  });
});
