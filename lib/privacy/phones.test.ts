import { describe, expect, it } from "vitest";
import { findPhones } from "./phones";

const phonesIn = (text: string, country?: Parameters<typeof findPhones>[1]) => findPhones(text, country).map((s) => text.slice(s.start, s.end));

describe("a caller's phone number, from any of the line's countries", () => {
  it.each([
    // Dutch callers: a mobile in pairs, run together, with the country code, a landline.
    ["nl", "mijn nummer is 06 12 34 56 78", "06 12 34 56 78"],
    ["nl", "bel me op 0612345678 na vijf uur", "0612345678"],
    ["nl", "mijn gsm is +31 6 12345678", "+31 6 12345678"],
    ["nl", "thuis: 020 123 4567", "020 123 4567"],
    ["nl", "of 0031 6 1234 5678", "0031 6 1234 5678"],
    // French callers.
    ["fr", "mon numéro est le 01 42 68 53 00", "01 42 68 53 00"],
    ["fr", "joignable au +33 (0)1 42 68 53 00", "+33 (0)1 42 68 53 00"],
    ["fr", "mon portable : 06.12.34.56.78", "06.12.34.56.78"],
    // Italian callers: a mobile has no leading 0.
    ["it", "il mio cellulare è 347 123 4567", "347 123 4567"],
    ["it", "chiamatemi allo 02 1234 5678", "02 1234 5678"],
    ["it", "casa +39 06 1234 5678", "+39 06 1234 5678"],
    // British callers.
    ["en", "ring me on 07911 123456", "07911 123456"],
    ["en", "my UK mobile is +44 7911 123456", "+44 7911 123456"],
    ["en", "the landline is (020) 7946 0958", "(020) 7946 0958"],
    // Belgian, as before.
    ["nl", "bel me terug op 0470 12 34 56 aub", "0470 12 34 56"],
  ])("%s: %j", (_lang, text, phone) => {
    expect(phonesIn(text)).toContain(phone);
  });

  it.each([
    ["nl", "mijn nummer is nul zes een twee drie vier vijf zes zeven acht", "nul zes een twee drie vier vijf zes zeven acht"],
    ["nl", "bel plus drie een zes een twee drie vier vijf zes zeven acht", "plus drie een zes een twee drie vier vijf zes zeven acht"],
    ["nl", "ik heb een nul vier zeven nul een twee drie vier vijf zes een keer gebeld", "nul vier zeven nul een twee drie vier vijf zes"],
    ["nl", "nul zes 12 34 56 78", "nul zes 12 34 56 78"],
    ["en", "it's oh two oh seven nine four six oh nine five eight", "oh two oh seven nine four six oh nine five eight"],
    ["en", "double oh four four seven nine one one one two three four five six", "double oh four four seven nine one one one two three four five six"],
    ["fr", "c'est zéro six un deux trois quatre cinq six sept huit", "zéro six un deux trois quatre cinq six sept huit"],
    ["it", "è tre quattro sette uno due tre quattro cinque sei sette", "tre quattro sette uno due tre quattro cinque sei sette"],
    ["it", "più tre nove zero due uno due tre quattro cinque sei sette otto", "più tre nove zero due uno due tre quattro cinque sei sette otto"],
    ["nl", "mijn nummer is 06, 12, 34, 56, 78", "06, 12, 34, 56, 78"],
  ])("%s, read out as speech recognition writes it: %j", (_lang, text, phone) => {
    expect(phonesIn(text)).toEqual([phone]);
  });

  it.each([
    // Times, dates, opening hours, prices, rooms, postcodes, references.
    "Het bezoekuur begint om 14.30 en ik lig in kamer 412.",
    "De cafetaria is open van 08.00-20.00 uur.",
    "Mijn afspraak is op 05-03-2026 om 09.30 uur.",
    "Ik kom op 01.03.2026 voor de bloedafname.",
    "Het parkeren kost € 12,50 per dag, postcode 3500.",
    "Mijn referentie is 2024-0001, factuur 12345678901.",
    "Bel 112 of de huisartsenwachtpost op 1733.",
    "The café is open 08.00-20.00 every day, room 412.",
    "My appointment is on 05/03/2026 at 09:30.",
    "Le rendez-vous est le 05-03-2026 à 09h30, chambre 412.",
    "Le parking coûte 12,50 € par jour, code postal 06000.",
    "L'appuntamento è il 01.03.2026 alle 09.30, stanza 412.",
    "Il parcheggio costa 12,50 euro al giorno, CAP 00184.",
    // Digit words that say no number: counting, a few words, "een" as "a".
    "een twee drie, en nog een keer",
    "un deux trois quatre cinq",
    "I'd like one or two more minutes",
    "zero uno due tre",
  ])("leaves %j alone", (text) => {
    expect(phonesIn(text)).toEqual([]);
  });

  it("reads a national number as the hospital's country first", () => {
    // A German mobile, in no language's countries: found once the hospital is German.
    expect(phonesIn("meine Nummer ist 0151 23456789")).toEqual([]);
    expect(phonesIn("meine Nummer ist 0151 23456789", "DE")).toEqual(["0151 23456789"]);
  });
});
