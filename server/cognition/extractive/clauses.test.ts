import { describe, expect, it } from "vitest";
import { inDayScope } from "./clauses";

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
