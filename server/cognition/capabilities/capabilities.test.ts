import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/lib/lang";
import { captureLogs } from "~/lib/logger";
import { testTaxonomy as tax } from "~/server/taxonomy/test-fixture";
import { resolveTurn } from "../intent";
import { answerByCapability, CAPABILITIES } from ".";
import { faqCitation } from "./faq";
import { PHRASES } from "./types";

const ask = (u: string, lang: "nl" | "en" | "fr" | "it" = "nl", focus = {}) => answerByCapability(resolveTurn(u, lang, tax, focus), lang, tax);

describe("capabilities answer from tenant data, without retrieval", () => {
  it("reads a doctor's schedule with frequency and an off-campus slot, plus the number to book", () => {
    const a = ask("Wanneer werkt hij?", "nl", { doctorKey: "d1" });
    expect(a?.text).toBe(
      "Prof. Dr. Anna Verhoeven houdt raadpleging op woensdagvoormiddag (wekelijks) en donderdagnamiddag (om de twee weken, Campus Zuid). U kunt een afspraak maken via 011 20 31 00.",
    );
    expect(a?.path).toBe("capability");
    expect(a?.citations[0]?.ref).toBe("doctor:d1");
  });

  it("falls back to the department's number when the doctor has none, and to the helpdesk when neither has one", () => {
    expect(ask("Wat is het nummer van dokter Claes?")?.text).toContain("011 20 31 00");
    const noPhones = { ...tax, departments: tax.departments.map((d) => ({ ...d, phone: undefined })) };
    const r = resolveTurn("Wat is het nummer van dokter Claes?", "nl", noPhones);
    expect(answerByCapability(r, "nl", noPhones)?.text).toContain(tax.tenant.helpdeskPhone);
  });

  it("compresses a department's doctor list to two names and says there are others", () => {
    const a = ask("Welke artsen werken er op de dienst cardiologie?");
    expect(a?.text).toBe(
      "Op de dienst Cardiologie werken onder andere Prof. Dr. Anna Verhoeven en Dr. Bram Peeters, samen met andere collega's. Wilt u informatie over een specifieke arts of een afspraak maken?",
    );
    expect(a?.citations.filter((c) => c.ref?.startsWith("doctor:"))).toHaveLength(3);
  });

  it("asks which doctor is meant instead of guessing", () => {
    expect(ask("Wanneer heeft dokter Peeters raadpleging?")?.text).toBe("Bedoelt u Dr. Bram Peeters (Cardiologie) of Dr. Carla Peeters (Neurologie)?");
  });

  it("routes a symptom to the department with its number and the emergency number", () => {
    const a = ask("Ik heb last van hartkloppingen, bij welke dienst moet ik zijn?");
    expect(a?.text).toBe(
      "Voor hartkloppingen kunt u terecht bij de dienst Cardiologie, bereikbaar op 011 20 31 00. Bij acute of ernstige klachten belt u 112.",
    );
  });

  it("gives a department's location and the campus address in the call's language", () => {
    expect(ask("Where is cardiology?", "en")?.text).toBe("The Cardiology department is at Campus Noord, second floor, route 21.");
    expect(ask("Où se trouve la cardiologie ?", "fr")?.text).toBe("Le service de Cardiologie se trouve sur le Campus Noord, deuxième étage, route 21.");
    expect(ask("Wat is het adres van campus Zuid?")?.text).toBe("Campus Zuid ligt aan de Zuidlaan 20, 3501 Testdal.");
    expect(ask("Wat zijn de adressen van jullie campussen?")?.text).toBe(
      "AZ Testdal heeft 2 campussen: Campus Noord, Kliniekstraat 1 in Testdal en Campus Zuid, Zuidlaan 20 in Testdal.",
    );
  });

  it("speaks a location the bundle lacks in the call's language in the default language, with a logged warning", () => {
    const logs = captureLogs();
    try {
      expect(ask("Where is neurology?", "en")?.text).toBe("The Neurology department is at Campus Zuid, gelijkvloers, route 5.");
      expect(logs.events("spoken_field_fallback")).toEqual([
        expect.objectContaining({ level: 40, tenant: "test", field: "department.location", key: "neuro", lang: "en", spokenIn: "nl" }),
      ]);
      ask("Where is cardiology?", "en");
      expect(logs.events("spoken_field_fallback")).toHaveLength(1);
    } finally {
      logs.restore();
    }
  });

  it("says a campus's directions after its address, in the call's language", () => {
    const withDirections = {
      ...tax,
      campuses: tax.campuses.map((c) =>
        c.key === "zuid" ? { ...c, directions: { nl: "Bus 5 stopt aan de ingang.", en: "Bus 5 stops at the entrance." } } : c,
      ),
    };
    const say = (u: string, lang: "nl" | "en") => answerByCapability(resolveTurn(u, lang, withDirections), lang, withDirections)?.text;
    expect(say("Wat is het adres van campus Zuid?", "nl")).toBe("Campus Zuid ligt aan de Zuidlaan 20, 3501 Testdal. Bus 5 stopt aan de ingang.");
    expect(say("What is the address of campus Zuid?", "en")).toBe("Campus Zuid is at Zuidlaan 20, 3501 Testdal. Bus 5 stops at the entrance.");
  });

  it("cites a FAQ entry by its first question, as the console lists it; by its key only when it has no question", () => {
    expect(faqCitation({ key: "bezoekuren", questions: ["Wat zijn de bezoekuren?", "Wanneer mag ik op bezoek?"] })).toMatchObject({
      source: "faq",
      ref: "faq:bezoekuren",
      title: "Wat zijn de bezoekuren?",
    });
    expect(ask("Wat zijn de bezoekuren?")?.citations[0]).toMatchObject({ source: "faq", ref: "faq:visiting_hours", title: "visiting_hours" });
  });

  it("answers a FAQ in the call's language and falls through to retrieval when that language has no entry", () => {
    expect(ask("Wat zijn de bezoekuren?")).toMatchObject({ path: "faq", text: "De bezoekuren zijn elke dag van 14:00 tot 20:00." });
    const logs = captureLogs();
    try {
      expect(ask("Quali sono gli orari di visita?", "it")).toBeNull();
      // Not silent: the hospital sees which entry is missing in which language.
      expect(logs.events("spoken_field_missing")).toEqual([expect.objectContaining({ field: "faq.answer", key: "visiting_hours", lang: "it" })]);
    } finally {
      logs.restore();
    }
  });

  it("gives the billing office's contacts", () => {
    expect(ask("Ik heb een vraag over mijn factuur")?.text).toBe(
      "Voor vragen over uw factuur kunt u terecht bij de facturatiedienst op 011 20 30 99, of via facturatie@testdal.example.",
    );
  });

  it("returns null for questions no capability owns", () => {
    expect(ask("Mag ik bloemen meebrengen naar cardiologie?")).toBeNull();
  });

  it("has every phrase in every language and every capability produces plain text (no markdown, no brackets)", () => {
    const doctor = tax.doctors[0]!;
    for (const lang of LANGUAGES) {
      const p = PHRASES[lang];
      expect(p.slot(1, "morning").length).toBeGreaterThan(3);
      for (const cap of CAPABILITIES) {
        const resolution = {
          ...resolveTurn("x", lang, tax),
          intent: cap.intents[0]!,
          doctor,
          department: tax.departments[0],
          candidates: tax.doctors.slice(1, 3),
          symptom: tax.symptoms[0],
          faqKey: "visiting_hours",
        };
        const a = cap.answer({ lang, taxonomy: tax, resolution, phrases: p });
        if (a) expect(a.text).not.toMatch(/[*#[\]]|undefined|null/);
      }
    }
  });
});
