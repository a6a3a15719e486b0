import { describe, expect, it } from "vitest";
import { vocabularyOf } from "./vocabulary";

describe("vocabularyOf", () => {
  const pages = vocabularyOf(["Guide dogs are welcome on every ward.", "Parking: €2.20 per hour", "Bezoekuren › Intensieve zorg", "Free Wi-Fi in every room"]);

  it("knows a page's words, their plural or singular, and words that share their first five letters", () => {
    expect(pages.knows("dog")).toBe(true);
    expect(pages.knows("Parkeren")).toBe(false);
    expect(pages.knows("parkings")).toBe(true);
    expect(pages.knows("intensief")).toBe(true);
    expect(pages.knows("bezoek")).toBe(true);
    expect(pages.knows("wifi")).toBe(true);
  });

  it("does not know a word no page says", () => {
    expect(pages.knows("taxi")).toBe(false);
    expect(pages.knows("hairdresser")).toBe(false);
  });

  it("does not judge a word too short to tell apart", () => {
    expect(pages.knows("tv")).toBe(true);
  });
});
