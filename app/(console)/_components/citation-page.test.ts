import { describe, expect, it } from "vitest";
import { citationPage } from "./citation-page";

const taxonomy = (ref: string) => ({ source: "taxonomy" as const, ref, documentId: null });

describe("a cited source opens the console page that lists it", () => {
  it("departments, doctors, campuses and FAQ entries go to their own pages, named in words", () => {
    expect(citationPage(taxonomy("department:cardiologie"), "operator")).toEqual({ slug: "departments", label: "navDepartments" });
    expect(citationPage(taxonomy("doctor:prof-verhoeven"), "operator")).toEqual({ slug: "doctors", label: "navDoctors" });
    expect(citationPage(taxonomy("campus:noord"), "admin")?.slug).toBe("campuses");
    expect(citationPage({ source: "faq", ref: "faq:parking", documentId: null }, "owner")?.slug).toBe("faq");
  });

  it("a document's passage goes to Documents; a passage without its document, and the hospital's own record, have no page", () => {
    expect(citationPage({ source: "chunk", ref: null, documentId: "d1" }, "operator")?.slug).toBe("documents");
    expect(citationPage({ source: "chunk", ref: null, documentId: null }, "operator")).toBeNull();
    expect(citationPage(taxonomy("tenant:lindenhof"), "owner")).toBeNull();
    expect(citationPage({ source: "taxonomy", ref: null, documentId: null }, "owner")).toBeNull();
  });

  it("no link to a page this person may not open (QA replays calls but has no departments page)", () => {
    expect(citationPage(taxonomy("department:cardiologie"), "qa")).toBeNull();
    expect(citationPage(taxonomy("department:cardiologie"), null)).toBeNull();
  });
});
