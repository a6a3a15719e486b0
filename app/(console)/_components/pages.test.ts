import { describe, expect, it } from "vitest";
import { roleAtLeast, ROLES } from "~/contracts/roles";
import { CONSOLE_PAGES, landingPage } from "./pages";

describe("where each role lands in a hospital", () => {
  it("is the page its people work from: admins the information, operators the dashboard, QA the evaluations", () => {
    expect(landingPage("owner")).toBe("departments");
    expect(landingPage("admin")).toBe("departments");
    expect(landingPage("operator")).toBe("operations");
    expect(landingPage("qa")).toBe("evaluations");
  });

  it("is a page the role may open, for every role", () => {
    for (const role of ROLES) {
      const page = CONSOLE_PAGES.find((p) => p.slug === landingPage(role));
      expect(page && roleAtLeast(role, page.minRole), role).toBe(true);
    }
  });

  it("is the departments page's notice for someone with no role there", () => {
    expect(landingPage(null)).toBe("departments");
  });
});
