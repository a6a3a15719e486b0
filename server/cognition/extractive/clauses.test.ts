import { describe, expect, it } from "vitest";
import { inDayScope, inPriceUnitScope } from "./clauses";

describe("a sentence giving the weekdays' and the weekend's facts says the asked day scope's", () => {
  const cafe = "It is open Monday to Friday from 7:30am to 7pm, and from 9am to 4pm at weekends.";

  it("a question about Saturday hears the weekend's hours only, a question about weekdays the weekdays'", () => {
    expect(inDayScope(cafe, "en", { weekend: true })).toBe("From 9am to 4pm at weekends.");
    expect(inDayScope(cafe, "en", { weekend: false, weekdays: true })).toBe("It is open Monday to Friday from 7:30am to 7pm.");
  });

  it("a question that names no day hears the whole sentence, each clause with its own scope", () => {
    expect(inDayScope(cafe, "en", { weekend: false })).toBe(cafe);
  });

  it("a sentence none of whose clauses names the asked scope is said whole: it tells the caller when, and so that it is not then", () => {
    const shuttle = "Une navette gratuite relie les deux sites du lundi au vendredi, de 7:00 à 19:00, toutes les 30 minutes.";
    expect(inDayScope(shuttle, "fr", { weekend: true })).toBe(shuttle);
  });

  it("keeps a clause that names no day scope, and one that carries no fact stays with its neighbour", () => {
    const bar = "Il bar dell'atrio apre alle 6.30 nei giorni feriali e alle 8 la domenica e nei giorni festivi, e chiude sempre alle 19.";
    expect(inDayScope(bar, "it", { weekend: true })).toBe("Alle 8 la domenica e nei giorni festivi, e chiude sempre alle 19.");
    // A ward's name before its hours leads into the first clause.
    expect(inDayScope("Revalidation, Site Bois-Joli: en semaine de 16 h à 20 h, le week-end de 11 h à 20 h.", "fr", { weekend: false, weekdays: true })).toBe(
      "Revalidation, Site Bois-Joli: en semaine de 16 h à 20 h.",
    );
  });

  it("divides only at the page language's own 'and' (French 'en semaine' is no Dutch 'en'), never inside a number", () => {
    const parking = "Le parking coûte 2,50 € en semaine et il est gratuit le dimanche.";
    expect(inDayScope(parking, "fr", { weekend: false, weekdays: true })).toBe("Le parking coûte 2,50 € en semaine.");
    expect(inDayScope("Parking costs €2.50 per hour, €14 per day.", "en", { weekend: true })).toBe("Parking costs €2.50 per hour, €14 per day.");
  });
});

describe("a day named beside another after a semicolon or comma leads into the clause whose hours it has", () => {
  it("asked about Sunday, the caller hears the weekend's hours, never the weekdays' (four languages)", () => {
    expect(inDayScope("Opening hours: Monday to Friday 8am to 8pm; Saturday and Sunday 10am to 6pm.", "en", { weekend: true })).toBe(
      "Saturday and Sunday 10am to 6pm.",
    );
    expect(inDayScope("Open: lundi au vendredi de 8 h à 20 h ; samedi et dimanche de 10 h à 18 h.", "fr", { weekend: true })).toBe(
      "Samedi et dimanche de 10 h à 18 h.",
    );
    expect(inDayScope("Open maandag tot vrijdag van 8 tot 20 uur, zaterdag en zondag van 10 tot 18 uur.", "nl", { weekend: true })).toBe(
      "Zaterdag en zondag van 10 tot 18 uur.",
    );
    expect(inDayScope("Aperto dal lunedì al venerdì dalle 8 alle 20; sabato e domenica dalle 10 alle 18.", "it", { weekend: true })).toBe(
      "Sabato e domenica dalle 10 alle 18.",
    );
    // A middle dot between two groups of hours divides them as a semicolon does.
    expect(inDayScope("Maandag t/m vrijdag 08.00 - 19.30 uur · zaterdag en zondag 10.00 - 19.00 uur.", "nl", { weekend: true })).toBe(
      "Zaterdag en zondag 10.00 - 19.00 uur.",
    );
  });

  it("asked about weekdays, the caller hears the weekdays' hours without the weekend's days trailing", () => {
    expect(inDayScope("Opening hours: Monday to Friday 8am to 8pm; Saturday and Sunday 10am to 6pm.", "en", { weekend: false, weekdays: true })).toBe(
      "Opening hours: Monday to Friday 8am to 8pm.",
    );
    // Days written short, as timetables do.
    expect(inDayScope("Mon–Fri 07:30–18:00, Sat & Sun 09:00–15:00.", "en", { weekend: true })).toBe("Sat & Sun 09:00–15:00.");
  });
});

describe("a sentence quoting a price per day and another per week says the asked unit's", () => {
  it("'how much per day?' hears the day's price, not the week's (four languages)", () => {
    expect(inPriceUnitScope("Television costs €5 per day or €25 per week.", "en", "per_day")).toBe("Television costs €5 per day.");
    expect(inPriceUnitScope("La télévision coûte 5 € par jour ou 25 € par semaine.", "fr", "per_day")).toBe("La télévision coûte 5 € par jour.");
    expect(inPriceUnitScope("De televisie kost € 5 per dag of € 25 per week.", "nl", "per_day")).toBe("De televisie kost € 5 per dag.");
    expect(inPriceUnitScope("La televisione costa 5 € al giorno o 25 € alla settimana.", "it", "per_day")).toBe("La televisione costa 5 € al giorno.");
  });

  it("'how much per week?' hears the week's", () => {
    expect(inPriceUnitScope("Television costs €5 per day or €25 per week.", "en", "per_week")).toBe("€25 per week.");
  });

  it("no unit asked, or no clause in the asked unit: the sentence as the page says it", () => {
    const tv = "Television costs €5 per day or €25 per week.";
    expect(inPriceUnitScope(tv, "en", null)).toBe(tv);
    expect(inPriceUnitScope(tv, "en", "per_kwh")).toBe(tv);
    // An hourly rate and the day's maximum answer an hourly ask together.
    expect(inPriceUnitScope("Parking costs €2.50 per hour, €14 per day.", "en", "per_hour")).toBe("Parking costs €2.50 per hour, €14 per day.");
  });
});
