import { describe, expect, it } from "vitest";
import { consoleLangFrom, isConsoleAddress } from "./langs";

describe("the console's language", () => {
  it("is the cookie's when it is one of the console's, else English", () => {
    expect(consoleLangFrom("nl")).toBe("nl");
    expect(consoleLangFrom("en")).toBe("en");
    expect(consoleLangFrom("de")).toBe("en");
    expect(consoleLangFrom(undefined)).toBe("en");
  });

  it("without a choice, is the first of the console's the browser asks for: a Dutch browser's first visit is in Dutch", () => {
    expect(consoleLangFrom(undefined, "nl-BE,nl;q=0.9,en;q=0.8")).toBe("nl");
    expect(consoleLangFrom(undefined, "fr-BE,fr;q=0.9,nl;q=0.5,en;q=0.3")).toBe("nl");
    expect(consoleLangFrom(undefined, "en-GB,nl;q=0.5")).toBe("en");
    expect(consoleLangFrom(undefined, "nl;q=0,fr")).toBe("en");
    expect(consoleLangFrom(undefined, "")).toBe("en");
    // A choice made in the console outranks the browser.
    expect(consoleLangFrom("en", "nl-NL")).toBe("en");
    expect(consoleLangFrom("de", "nl-NL")).toBe("nl");
  });

  it("covers the console's pages: sign-in, invitations, account and every hospital page, with or without a query", () => {
    for (const address of ["/login", "/login?next=%2Fconsole", "/invite/abc", "/account", "/console", "/console/lindenhof/calls?page=2"]) {
      expect(isConsoleAddress(address), address).toBe(true);
    }
  });

  it("leaves the site's and the caller's pages in theirs", () => {
    for (const address of ["/", "/talk/lindenhof?lang=nl", "/consoles", "/loginx", "/api/trpc/health.ping", "/?next=/console"]) {
      expect(isConsoleAddress(address), address).toBe(false);
    }
  });
});
