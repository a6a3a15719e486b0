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
    // Read in pairs, as French and Dutch callers read a number: one word for each pair.
    ["fr", "c'est le zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit", "zéro six, douze, trente-quatre, cinquante-six, soixante-dix-huit"],
    ["fr", "rappelez-moi au zéro quatre septante, douze, trente-quatre, cinquante-six merci", "zéro quatre septante, douze, trente-quatre, cinquante-six"],
    ["fr", "zero un quarante deux soixante huit cinquante trois zero zero", "zero un quarante deux soixante huit cinquante trois zero zero"],
    ["fr", "le 06 douze trente quatre quatre-vingt-dix-huit vingt et un", "06 douze trente quatre quatre-vingt-dix-huit vingt et un"],
    ["nl", "mijn nummer is nul zes, twaalf, vierendertig, zesenvijftig, achtenzeventig", "nul zes, twaalf, vierendertig, zesenvijftig, achtenzeventig"],
    ["nl", "bel me op nul vier zeventig twaalf vierendertig zesenvijftig", "nul vier zeventig twaalf vierendertig zesenvijftig"],
    ["nl", "nul twintig, een twee drie, vijfenveertig, zevenenzestig", "nul twintig, een twee drie, vijfenveertig, zevenenzestig"],
    ["it", "il mio numero è tre quattro sette, dodici, trentaquattro, cinquantasei, sette", "tre quattro sette, dodici, trentaquattro, cinquantasei, sette"],
    ["en", "it's oh seven nine one one, twelve, thirty-four, fifty-six", "oh seven nine one one, twelve, thirty-four, fifty-six"],
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
    // Numbers in words that are not phone numbers: times, dates, prices, rooms, postcodes, ages, counts.
    "le rendez-vous est à quatorze heures trente, chambre deux cent douze",
    "je suis né le douze mars mille neuf cent soixante et un",
    "le parking coûte douze euros cinquante, code postal soixante-quinze zéro zéro deux",
    "j'ai soixante-dix-huit ans, mon mari quatre-vingt-deux",
    "dix, vingt, trente, quarante, cinquante, soixante",
    "ik kom om veertien dertig, kamer vierhonderd twaalf",
    "ik ben geboren op twaalf maart negentienhonderd eenenzestig",
    "het kost twaalf euro vijftig, postcode drieduizend vijfhonderd",
    "mijn moeder is achtenzeventig en mijn vader tweeëntachtig",
    "nul, tien, twintig, dertig",
    "the appointment is at fourteen thirty, room four hundred and twelve",
    "l'appuntamento è alle quattordici e trenta, stanza duecentododici",
  ])("leaves %j alone", (text) => {
    expect(phonesIn(text)).toEqual([]);
  });

  it("finds a number said in as few words as it can be (nine digits in five words), however the words are written", () => {
    // The pre-check counts at most two digits a word: a short Belgian landline in pairs must still pass it.
    expect(phonesIn("thuis: nul elf twaalf vierendertig zesenvijftig")).toEqual(["nul elf twaalf vierendertig zesenvijftig"]);
    expect(phonesIn("Zero Sept, Quatre-Vingt-Dix-Huit, vingt  et un, onze, zero deux")).toEqual([
      "Zero Sept, Quatre-Vingt-Dix-Huit, vingt  et un, onze, zero deux",
    ]);
    expect(phonesIn("nul elf twaalf vierendertig")).toEqual([]);
  });

  it("reads a national number as the hospital's country first", () => {
    // A German mobile, in no language's countries: found once the hospital is German.
    expect(phonesIn("meine Nummer ist 0151 23456789")).toEqual([]);
    expect(phonesIn("meine Nummer ist 0151 23456789", "DE")).toEqual(["0151 23456789"]);
  });
});
