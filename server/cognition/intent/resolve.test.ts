import { describe, expect, it } from "vitest";
import { testTaxonomy as tax } from "~/server/taxonomy/test-fixture";
import { nextFocus, resolveTurn } from ".";

describe("resolveTurn — the reference four-turn call shape", () => {
  it("routes a lay symptom to its department (turn 1)", () => {
    const r = resolveTurn("Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?", "nl", tax);
    expect(r.intent).toBe("symptom_department");
    expect(r.department?.key).toBe("cardio");
  });

  it("recognises a request for a department's doctors (turn 2)", () => {
    const r = resolveTurn("Welke artsen werken er op de dienst cardiologie?", "nl", tax);
    expect(r).toMatchObject({ intent: "doctor_list", vfIntent: "doctor_information" });
    expect(r.department?.key).toBe("cardio");
  });

  it("resolves 'professor Verhoeven' to the canonical doctor (turn 3)", () => {
    const r = resolveTurn("Vertel me meer over professor Verhoeven.", "nl", tax);
    expect(r.intent).toBe("doctor_profile");
    expect(r.doctor?.key).toBe("d1");
  });

  it("resolves the bare pronoun 'hij' to the doctor in focus and asks for the schedule (turn 4)", () => {
    const r = resolveTurn("Wanneer werkt hij?", "nl", tax, { doctorKey: "d1", departmentKey: "cardio" });
    expect(r).toMatchObject({ intent: "doctor_schedule", isFollowUp: true });
    expect(r.doctor?.key).toBe("d1");
    expect(r.rewrite).toContain("Prof. Dr. Anna Verhoeven");
  });
});

describe("resolveTurn — names and references", () => {
  it("asks which doctor is meant when a last name is shared", () => {
    const r = resolveTurn("Wanneer heeft dokter Peeters raadpleging?", "nl", tax);
    expect(r.intent).toBe("doctor_ambiguous");
    expect(r.candidates?.map((d) => d.key).sort()).toEqual(["d2", "d3"]);
  });

  it("uses the first name to disambiguate", () => {
    expect(resolveTurn("Wanneer heeft dokter Carla Peeters raadpleging?", "nl", tax).doctor?.key).toBe("d3");
  });

  it("ignores a pronoun when nothing is in focus", () => {
    expect(resolveTurn("Wanneer werkt hij?", "nl", tax).intent).toBe("general");
  });

  it("does not read the French impersonal 'il' as a doctor reference", () => {
    const r = resolveTurn(
      "Il y a un parking ?",
      "fr",
      { ...tax, faq: [...tax.faq, { key: "parking", lang: "fr", questions: [], answer: "…" }] },
      { doctorKey: "d1" },
    );
    expect(r.intent).toBe("faq");
    expect(r.faqKey).toBe("parking");
  });

  it("resolves 'die dienst' to the department in focus", () => {
    const r = resolveTurn("Wat is het telefoonnummer van die dienst?", "nl", tax, { departmentKey: "neuro" });
    expect(r).toMatchObject({ intent: "department_phone", isFollowUp: true });
    expect(r.department?.key).toBe("neuro");
  });

  it("prefers the longest department label (kindercardiologie over cardiologie)", () => {
    expect(resolveTurn("Waar is de kindercardiologie?", "nl", tax).department?.key).toBe("kindercardio");
  });

  it("matches names without diacritics or case", () => {
    expect(resolveTurn("wanneer werkt DOKTER claes", "nl", tax).doctor?.key).toBe("d4");
  });
});

describe("resolveTurn — capabilities and topics", () => {
  it.each([
    ["Waar is de dienst neurologie?", "nl", "department_location"],
    ["Where is cardiology?", "en", "department_location"],
    ["Wat is het adres van campus Zuid?", "nl", "campus_address"],
    ["Ik heb een vraag over mijn factuur", "nl", "billing_contact"],
    ["Waar kan ik mijn factuur betalen?", "nl", "billing_contact"],
    ["Waar kan ik parkeren?", "nl", "faq"],
    ["Wat zijn de bezoekuren?", "nl", "faq"],
    ["What are the visiting hours?", "en", "faq"],
    ["Hoe wordt migraine behandeld?", "nl", "symptom_department"],
  ] as const)("%j → %s", (u, lang, intent) => {
    expect(resolveTurn(u, lang, tax).intent).toBe(intent);
  });

  it("does not send a parking payment question to the billing office", () => {
    expect(resolveTurn("Waar betaal ik de parking?", "nl", tax).intent).not.toBe("billing_contact");
    expect(resolveTurn("How do I pay for parking?", "en", tax).intent).not.toBe("billing_contact");
  });

  it("sends a department question no capability answers to retrieval with the department resolved", () => {
    const r = resolveTurn("Mag ik bloemen meebrengen naar cardiologie?", "nl", tax);
    expect(r.intent).toBe("general");
    expect(r.department?.key).toBe("cardio");
  });

  it.each([
    ["Is de ingang toegankelijk met een rolstoel?", "navigation_or_practical_info"],
    ["Krijg ik een terugbetaling van de mutualiteit voor een rolstoel?", "billing_or_insurance"],
    ["Hoe dien ik een klacht in bij de ombudsdienst?", "administrative_or_legal"],
    // What is priced decides, not the price word: a charging or parking tariff is practical
    // information (under billing_or_insurance the reimbursement pages would win the rerank).
    ["Hoeveel kost een laadbeurt aan de laadpaal?", "navigation_or_practical_info"],
    ["Hoeveel kost parkeren?", "navigation_or_practical_info"],
    ["Hoeveel kost een eenpersoonskamer?", "billing_or_insurance"],
    ["Wat is het weer morgen?", null],
  ] as const)("classifies the topic of %j as %s for the affinity matrix", (u, vf) => {
    expect(resolveTurn(u, "nl", tax).vfIntent).toBe(vf);
  });
});

describe("nextFocus", () => {
  it("remembers the doctor and their department for follow-ups", () => {
    const r = resolveTurn("Vertel me meer over professor Verhoeven", "nl", tax);
    expect(nextFocus({}, r)).toEqual({ doctorKey: "d1", departmentKey: "cardio" });
  });

  it("drops the doctor in focus when the caller moves to another department", () => {
    const r = resolveTurn("Waar is neurologie?", "nl", tax);
    expect(nextFocus({ doctorKey: "d1", departmentKey: "cardio" }, r)).toEqual({ doctorKey: undefined, departmentKey: "neuro" });
  });
});
