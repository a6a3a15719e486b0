import { describe, expect, it } from "vitest";
import { tenantCountry } from "./country";

describe("the hospital's country, from its helpdesk number", () => {
  it.each([
    ["+39 0385 471100", "IT"],
    ["+31 20 123 4567", "NL"],
    ["+33 1 42 68 53 00", "FR"],
    ["+41 91 820 11 11", "CH"],
    ["+32 2 555 40 10", "BE"],
    // A national number is accepted only as a Belgian one by the tenant file, so it is Belgium's.
    ["011 30 40 00", "BE"],
  ])("%s → %s", (helpdeskPhone, country) => {
    expect(tenantCountry({ helpdeskPhone })).toBe(country);
  });

  it("is Belgium's when the tenant has no helpdesk number, or one that is no phone number", () => {
    expect(tenantCountry({ helpdeskPhone: "" })).toBe("BE");
    expect(tenantCountry({ helpdeskPhone: "reception" })).toBe("BE");
  });
});
