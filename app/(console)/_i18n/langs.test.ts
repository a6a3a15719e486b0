import { describe, expect, it } from "vitest";
import { consoleLangFrom, isConsoleAddress } from "./langs";

describe("the console's language", () => {
  it("is the cookie's when it is one of the console's, else English", () => {
    expect(consoleLangFrom("nl")).toBe("nl");
    expect(consoleLangFrom("en")).toBe("en");
    expect(consoleLangFrom("de")).toBe("en");
    expect(consoleLangFrom(undefined)).toBe("en");
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
