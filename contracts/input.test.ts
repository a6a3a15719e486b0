import { describe, expect, it } from "vitest";
import { keySchema } from "./tenant-admin";
import { slugFromName, slugSchema } from "./input";

describe("the key the console proposes for a new row", () => {
  it.each([
    ["Campus Sint-Jozef", "campus-sint-jozef"],
    ["Peeters Koen", "peeters-koen"],
    ["Wat zijn de bezoekuren?", "wat-zijn-de-bezoekuren"],
    ["Gynæcologie & Verloskunde", "gynaecologie-verloskunde"],
    ["  Ziekenhuis Oost-Vlaanderen — Campus Ié  ", "ziekenhuis-oost-vlaanderen-campus-ie"],
    ["Heilig Hart (Leuven) 2", "heilig-hart-leuven-2"],
    ["Straße Œuvre Øst Łódź", "strasse-oeuvre-ost-lodz"],
  ])("%s → %s", (name, key) => {
    expect(slugFromName(name)).toBe(key);
  });

  it("a name without a letter or digit proposes nothing, so the form asks for a key", () => {
    expect(slugFromName("?!  —")).toBe("");
    expect(slugFromName("")).toBe("");
  });

  it("a long name is cut at 64 characters without a dash at the end", () => {
    const key = slugFromName(`${"a".repeat(63)} b c d`);
    expect(key).toBe("a".repeat(63));
    const long = slugFromName("Een heel lange naam voor een campus die niet ophoudt met woorden te hebben");
    expect(long.length).toBeLessThanOrEqual(64);
    expect(long).toMatch(/^een-heel-lange-naam-.*[a-z0-9]$/);
  });

  it("every proposal passes the slug and key contracts the server checks", () => {
    const names = ["Campus Sint-Jozef", "Ánna-Marie  O'Brien", "Ünïcödé ÀÉÎÕÜ çñ", "x".repeat(200), "3 Koningen", "-lead-", "a__b"];
    for (const name of names) {
      const key = slugFromName(name);
      expect(slugSchema.safeParse(key).success, key).toBe(true);
      expect(keySchema.safeParse(key).success, key).toBe(true);
    }
  });
});
