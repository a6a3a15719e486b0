import { describe, expect, it } from "vitest";
import { AUDIT_FIELD_WORDS } from "./audit-fields";
import { nl } from "./nl";
import { WORDS } from "./words";

/** Every Dutch string of the console, with where it sits. */
function dutchTexts(): [string, string][] {
  const out: [string, string][] = [];
  const walk = (at: string, v: unknown) => {
    if (typeof v === "string") out.push([at, v]);
    else if (v && typeof v === "object") for (const [k, inner] of Object.entries(v)) walk(`${at}.${k}`, inner);
  };
  walk("messages", nl);
  walk("words", WORDS.nl);
  walk("auditFields", AUDIT_FIELD_WORDS.nl);
  return out;
}

// "u" after a number is the hour ("24 u"), not the reader.
const FORMAL = /(?<!\d\s?)\b(u|uw|uzelf)\b/i;
const INFORMAL = /\b(je|jij|jou|jouw|jezelf)\b/i;

describe("the Dutch console speaks to its reader one way", () => {
  it("as 'je', as nearly all of its pages do: no string says 'u' or 'uw'", () => {
    const texts = dutchTexts();
    // The check reads real text: the informal form is there, so a formal one would stand out.
    expect(texts.filter(([, v]) => INFORMAL.test(v)).length).toBeGreaterThan(20);
    expect(texts.filter(([, v]) => FORMAL.test(v)).map(([at, v]) => `${at}: ${v}`)).toEqual([]);
  });

  it("the check tells the hour from the reader", () => {
    expect(FORMAL.test("Dit zijn de standaardwaarden (1,5 s, 10 %, 24 u).")).toBe(false);
    expect(FORMAL.test("Exporteer eerst de bundel als u ze terug wilt.")).toBe(true);
    expect(FORMAL.test("Uw rol is beheerder.")).toBe(true);
  });
});
