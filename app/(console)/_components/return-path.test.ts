import { describe, expect, it } from "vitest";
import { consoleReturnPath, signInAddress } from "./return-path";

describe("the page a sign-in returns to", () => {
  it("is the console page asked for, with its filters", () => {
    expect(consoleReturnPath("/console/lindenhof/calls?class=EMERGENCY&page=2")).toBe("/console/lindenhof/calls?class=EMERGENCY&page=2");
    expect(consoleReturnPath("/console")).toBe("/console");
    expect(consoleReturnPath("/account")).toBe("/account");
    expect(consoleReturnPath("/console/lindenhof/calls/0b6e4f00-0000-4000-8000-000000000000")).toBe(
      "/console/lindenhof/calls/0b6e4f00-0000-4000-8000-000000000000",
    );
  });

  it("leaves out Next's own page-request parameter", () => {
    expect(consoleReturnPath("/console/lindenhof/faq?_rsc=1x2y")).toBe("/console/lindenhof/faq");
  });

  it("accepts Auth.js's absolute callbackUrl on this site's own host, as a path", () => {
    expect(consoleReturnPath("http://127.0.0.1:3000/console/lindenhof/audit", "127.0.0.1:3000")).toBe("/console/lindenhof/audit");
    expect(consoleReturnPath("https://desk.example/console/lindenhof/audit", "DESK.example")).toBe("/console/lindenhof/audit");
  });

  it.each([
    ["another site", "https://evil.example/console/lindenhof"],
    ["a scheme-relative address", "//evil.example/console"],
    ["a backslash the browser reads as a slash", "/\\evil.example/console"],
    ["a tab inside the slashes (browsers drop it)", "/\t/evil.example/console"],
    ["a newline inside the slashes", "/\n/evil.example/console"],
    ["credentials in the address", "http://user:pw@127.0.0.1:3000/console"],
    ["javascript:", "javascript:alert(1)//console"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a path that climbs out of the console", "/console/../api/auth/signout"],
    ["a path that only starts with the word", "/consolex/lindenhof"],
    ["a page outside the console", "/talk/lindenhof"],
    ["the API", "/api/trpc/consoleTenants.mine"],
    ["the sign-in itself", "/login?next=/console"],
    ["an empty value", ""],
    ["not a string", ["/console"]],
    ["an address longer than any page's", `/console/${"a".repeat(2100)}`],
  ])("is refused for %s", (_why, raw) => {
    expect(consoleReturnPath(raw, "127.0.0.1:3000")).toBeNull();
  });

  it("is refused for an absolute address when the site's own host is not known", () => {
    expect(consoleReturnPath("http://127.0.0.1:3000/console", null)).toBeNull();
  });

  it("names the page in the sign-in's address, and nothing for the console's own start", () => {
    expect(signInAddress("/console/lindenhof/calls?page=2")).toBe("/login?next=%2Fconsole%2Flindenhof%2Fcalls%3Fpage%3D2");
    expect(signInAddress("/console")).toBe("/login");
    expect(signInAddress(null)).toBe("/login");
    expect(signInAddress("//evil.example/console")).toBe("/login");
  });
});
