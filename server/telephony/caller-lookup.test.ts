import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { callerRefsForNumber, fromUserForms } from "./caller-lookup";

/** What LiveKit's SIP bridge names a caller whose number it hides (computed here as the bridge documents it). */
const hiddenRef = (fromUser: string) => `sip_${createHash("sha256").update(fromUser).digest("hex").slice(0, 16)}`;

describe("finding a caller's references from the number they call from", () => {
  it("reaches the bridge's reference whichever way the number is typed and the carrier wrote it", () => {
    for (const typed of ["0470 12 34 56", "+32 470 12 34 56", "0032470123456", "+32470123456"]) {
      const refs = callerRefsForNumber(typed)!;
      for (const carrierForm of ["+32470123456", "32470123456", "0470123456", "0032470123456"])
        expect(refs, `${typed} / ${carrierForm}`).toContain(hiddenRef(carrierForm));
      expect(refs).toContain("sip_+32470123456"); // a line provisioned without hiding the number
    }
  });

  it("never matches another number", () => {
    expect(callerRefsForNumber("0470 12 34 57")).not.toContain(hiddenRef("+32470123456"));
  });

  it("refuses what is not a phone number", () => {
    expect(fromUserForms("hello")).toBeNull();
    expect(callerRefsForNumber("12")).toBeNull();
  });
});
