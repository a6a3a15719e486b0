import { describe, expect, it } from "vitest";
import { redactPii, redactPiiDetailed } from ".";
import { isBelgianNationalNumber, isValidIban } from "./checksums";

describe("redactPii", () => {
  it.each([
    ["Bel me terug op 0470 12 34 56 aub", "Bel me terug op <PHONE> aub"],
    ["mijn nummer is +32 89 32 51 51", "mijn nummer is <PHONE>"],
    ["mail naar jan.peeters@example.be", "mail naar <EMAIL>"],
    ["rijksregisternummer 85.07.30-033.28", "rijksregisternummer <NATIONAL_ID>"],
    ["rijksregisternummer 85073003328", "rijksregisternummer <NATIONAL_ID>"],
    ["stort op BE68 5390 0754 7034", "stort op <IBAN>"],
    ["Goedemiddag, met Jan Peeters. Ik heb een vraag.", "Goedemiddag, met <NAME>. Ik heb een vraag."],
    ["mijn naam is jan peeters en ik bel voor mijn moeder", "mijn naam is <NAME> en ik bel voor mijn moeder"],
    ["My name is Sarah Jones, calling about parking", "My name is <NAME>, calling about parking"],
    ["Hello, this is Sarah Jones speaking", "Hello, this is <NAME> speaking"],
    ["Bonjour, je m'appelle Marie Dupont", "Bonjour, je m'appelle <NAME>"],
    ["Buongiorno, mi chiamo Giulia Rossi", "Buongiorno, mi chiamo <NAME>"],
    ["Ik ben Anna van der Berg", "Ik ben Anna van der Berg"],
  ])("%j → %j", (input, expected) => {
    expect(redactPii(input)).toBe(expected);
  });

  it.each([
    "Kom met de auto via de Kliniekstraat 12, 3500 Hasselt",
    "Parkeren kost €2,50 per uur sinds 2024",
    "De bezoekuren zijn van 14:00 tot 20:00",
    "Factuurnummer 12345678901 en referentie 2024-0001",
    "Bel 112 of de huisartsenwachtpost op 1733",
  ])("leaves %j alone (no false redaction)", (text) => {
    expect(redactPii(text)).toBe(text);
  });

  it("counts what it redacted, per kind", () => {
    expect(redactPiiDetailed("met Jan Peeters, 0470 12 34 56, jan@x.be").counts).toEqual({ phone: 1, email: 1, national_id: 0, iban: 0, name: 1 });
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
});
