import { describe, expect, it } from "vitest";
import { detectAskedUnitOfTurn, detectNamedUnitOfTurn } from "./units";

describe("the unit a follow-up names", () => {
  it("a follow-up that names a length of stay after a price question names its unit, in four languages", () => {
    expect(detectNamedUnitOfTurn("How much is the car park? And if I'm there all day?", "en", "And if I'm there all day?")).toBe("per_day");
    expect(detectNamedUnitOfTurn("Hoeveel kost de parking? En voor de hele dag?", "nl", "En voor de hele dag?")).toBe("per_day");
    expect(detectNamedUnitOfTurn("Combien coûte le parking ? Et pour toute la journée ?", "fr", "Et pour toute la journée ?")).toBe("per_day");
    expect(detectNamedUnitOfTurn("Quanto costa il parcheggio? E per un'ora sola?", "it", "E per un'ora sola?")).toBe("per_hour");
    expect(detectAskedUnitOfTurn("How much is the car park? And if I'm there all day?", "en", "And if I'm there all day?")).toBe("per_day");
  });

  it("near misses: the same words after a question that asks no price name no unit; a follow-up naming none names none", () => {
    expect(detectNamedUnitOfTurn("When is the café open? And is it open all day?", "en", "And is it open all day?")).toBeNull();
    expect(detectNamedUnitOfTurn("Wanneer is de cafetaria open? En de hele dag op zondag?", "nl", "En de hele dag op zondag?")).toBeNull();
    expect(detectNamedUnitOfTurn("How much is the car park? And at Kreekhoven?", "en", "And at Kreekhoven?")).toBeNull();
    expect(detectAskedUnitOfTurn("How much is the car park? And at Kreekhoven?", "en", "And at Kreekhoven?")).toBeNull();
  });

  it("a question that is no follow-up is read as before ('all day' beside a price word names the day)", () => {
    expect(detectNamedUnitOfTurn("How much is it to park all day?", "en")).toBe("per_day");
    expect(detectNamedUnitOfTurn("Is the car park open all day?", "en")).toBeNull();
  });
});
