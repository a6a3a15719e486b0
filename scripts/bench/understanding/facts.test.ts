import { describe, expect, it } from "vitest";
import { shapeForSpeech } from "~/server/shaping";
import { allHeard, heard, wrongHeard } from "./facts";

/** What the line says for a page sentence: the product's shaper, as a turn applies it. */
const spoken = (text: string, lang: "nl" | "en" | "fr" | "it") => shapeForSpeech(text, { lang, disclaimer: "never" }).text;

describe("a fact is heard in the shaped answer, in its written or its spoken form", () => {
  it("a clock time spelled out (en, it)", () => {
    expect(heard("11:00 to 20:00", spoken("General wards: every day, 11:00 to 20:00.", "en"), "en")).toBe(true);
    expect(heard("7:00 alle 19:00", spoken("È aperto dal lunedì al venerdì dalle 7:00 alle 19:00.", "it"), "it")).toBe(true);
  });

  it("a phone number said in groups", () => {
    expect(heard("014 55 23 10", spoken("Het secretariaat is bereikbaar op 014 55 23 10.", "nl"), "nl")).toBe(true);
  });

  it("a phone number heard digit after digit, whatever the grouping and with its country code before it", () => {
    expect(heard("0385 471100", spoken("Il CUP risponde al +39 0385 471100.", "it"), "it")).toBe(true);
    expect(heard("0385 471100", spoken("Il CUP risponde allo 0385 47 11 00.", "it"), "it")).toBe(true);
  });

  it("a number written with its country code, heard as the hospital's callers dial it", () => {
    const inItaly = (text: string) => shapeForSpeech(text, { lang: "it", country: "IT", disclaimer: "never" }).text;
    expect(heard("+39 0385 471100", inItaly("Il CUP risponde al +39 0385 471100."), "it")).toBe(true);
    expect(heard("+32 2 555 40 10", spoken("Bel +32 2 555 40 10.", "nl"), "nl")).toBe(true);
    // Another number with the same national digits' start is not it.
    expect(heard("+39 0385 471100", inItaly("Il CUP risponde allo 0385 471101."), "it")).toBe(false);
  });

  it("not a phone number that goes on after the fact's digits, nor another one", () => {
    expect(heard("0385 471100", spoken("Il CUP risponde al +39 0385 4711002.", "it"), "it")).toBe(false);
    expect(heard("0385 471100", spoken("Il CUP risponde al +39 0385 471210.", "it"), "it")).toBe(false);
    // Fewer than eight digits is not phone-shaped: "12 30" is never heard in a run of digits.
    expect(heard("12 30", "codice 1230", "it")).toBe(false);
  });

  it("prices and codes as written", () => {
    expect(heard("1,80", "Daarna betaalt u 1,80 euro per uur.", "nl")).toBe(true);
    expect(heard("P-Kade", "U parkeert gratis op parking P-Kade.", "nl")).toBe(true);
  });

  it("whole words only: 14 is not heard in 114, 20:00 is not heard in 21:00", () => {
    expect(heard("14", "kamer 114", "nl")).toBe(false);
    expect(heard("20:00", spoken("Visitors until 21:00.", "en"), "en")).toBe(false);
  });

  it("a time is not heard in another time of the same part of the day", () => {
    expect(heard("14:00", spoken("Site South: from 13:30 to 19:30.", "en"), "en")).toBe(false);
    expect(heard("14:00", spoken("Site North: from 14:00 to 20:00.", "en"), "en")).toBe(true);
  });

  it("a list of alternatives needs one; every entry must be heard", () => {
    expect(allHeard([["lijn 5", "line 5"], "Havenplein"], "Neem lijn 5 tot aan het Havenplein.", "nl")).toBe(true);
    expect(allHeard([["lijn 5", "line 5"], "Havenplein"], "Neem lijn 5.", "nl")).toBe(false);
  });

  it("an opening time is heard as the start of the range the answer gives, not as any time", () => {
    const draft = "È aperto dal lunedì al venerdì dalle 7:00 alle 19:00.";
    expect(allHeard(["7:00"], spoken(draft, "it"), "it", draft)).toBe(true);
    expect(allHeard(["8:00"], spoken(draft, "it"), "it", draft)).toBe(false);
    expect(allHeard(["7:00 alle 18:00"], spoken(draft, "it"), "it", draft)).toBe(false);
  });

  it("names the wrong facts it hears", () => {
    expect(wrongHeard(["15 tot 20 uur", "8 tot 16 uur"], "Op campus Ter Haven van 15 tot 20 uur.", "nl")).toEqual(["15 tot 20 uur"]);
  });
});
