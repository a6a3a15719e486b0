import { describe, expect, it } from "vitest";
import { AUDIT_FIELDS } from "~/contracts/audit";
import { AUDIT_FIELD_WORDS } from "../../../_i18n/audit-fields";
import { WORDS } from "../../../_i18n/words";
import { auditFieldWords, auditTarget, ID_FIELDS, placeName, readableValue } from "./audit-target";

const CALL = "7f63f504-da26-42d1-abdc-7a7db2a59822";

describe("an audit row's target, as a reader is shown it", () => {
  it.each([
    ["call.replay", CALL, undefined, { kind: "call", id: CALL }],
    ["conversation.erase", CALL, undefined, { kind: "erased_calls", count: 1 }],
    ["conversations.erase", "3 conversations", { conversations: 3, messages: 9, ids: [CALL] }, { kind: "erased_calls", count: 3 }],
    ["conversations.erase", "2 conversations", null, { kind: "erased_calls", count: 2 }],
    ["department.update", "cardiologie", undefined, { kind: "department", key: "cardiologie" }],
    ["campus.update", "campus-noord", { name: "Campus Noord" }, { kind: "campus", key: "campus-noord", written: "Campus Noord" }],
    ["campus.add", "campus-noord", null, { kind: "campus", key: "campus-noord" }],
    ["matrix.set", "navigation_or_practical_info × practical", undefined, { kind: "matrix", intent: "navigation_or_practical_info", category: "practical" }],
    ["matrix.reset", "medical_information × clinical_info", undefined, { kind: "matrix", intent: "medical_information", category: "clinical_info" }],
    ["alert.snooze", "mismatch_rate", { until: "2026-11-27T10:00:00Z" }, { kind: "alert", alert: "mismatch_rate" }],
    ["faq.update", "parking (nl)", undefined, { kind: "faq", key: "parking", lang: "nl" }],
    ["evaluation.run", "0b9d6a2e-5d1c-4c38-9a53-51b7c8f0e0aa", { cases: 12 }, { kind: "evaluation_run" }],
    ["retention.set", "conversations", undefined, { kind: "retention" }],
    ["retention.transcripts", "conversations", undefined, { kind: "retention" }],
    ["alerts.thresholds.set", "alert thresholds", undefined, { kind: "thresholds" }],
    ["documents.reingest", "local-hash-v3/1024", { pages: 75 }, { kind: "all_documents" }],
    ["account.password_change", "3f1e4b7a-9c2d-4e8f-a1b0-2c3d4e5f6a7b", undefined, { kind: "no_name" }],
  ])("%s %s", (action, target, after, expected) => expect(auditTarget(action, target, after)).toEqual(expected));

  it("names a doctor as their row does, not by their key", () => {
    const doctor = { key: "vanderstraeten-hilde", title: "Prof. Dr.", firstName: "Hilde", lastName: "Vanderstraeten", campus: "lindenhof" };
    expect(auditTarget("doctor.update", "vanderstraeten-hilde", doctor, { ...doctor, campus: "maasland" })).toEqual({
      kind: "doctor",
      name: "Prof. Dr. Hilde Vanderstraeten",
    });
    expect(auditTarget("doctor.remove", "vanderstraeten-hilde", undefined, doctor)).toEqual({ kind: "doctor", name: "Prof. Dr. Hilde Vanderstraeten" });
    // A row without the name (written before rows held it) keeps its target as written.
    expect(auditTarget("doctor.update", "peeters-koen", { campus: "lindenhof" })).toEqual({ kind: "text", text: "peeters-koen" });
  });

  it("a removed campus keeps the name its row holds", () => {
    expect(auditTarget("campus.remove", "campus-noord", undefined, { name: "Campus Noord", city: "Gent" })).toEqual({
      kind: "campus",
      key: "campus-noord",
      written: "Campus Noord",
    });
  });

  it("keeps targets that are words already: an e-mail, a page's path, a question, a mishear", () => {
    for (const [action, target] of [
      ["member.invite", "walk-qa@lindenhof.test"],
      ["document.upload", "docs/console/cafetaria.md"],
      ["evaluation.case_add", "Waar kan ik parkeren?"],
      ["overlay.stt_mishear.add", "zorgpunt blauw"],
      ["call.replay", "not-an-id"],
      ["alert.snooze", "a_kind_from_later"],
    ])
      expect(auditTarget(action!, target!, undefined)).toEqual({ kind: "text", text: target });
  });
});

describe("an audit row's changed values", () => {
  const words = { dateTime: (d: Date) => `at ${d.toISOString().slice(0, 10)}`, role: (r: string) => ({ qa: "Quality assurance" })[r], language: () => "Dutch" };

  it("reads instants as dates, roles and languages in words, and leaves other values as they are", () => {
    expect(readableValue("expiresAt", "2026-12-04T07:04:08.705Z", words)).toBe("at 2026-12-04");
    expect(readableValue("role", "qa", words)).toBe("Quality assurance");
    expect(readableValue("role", "someday", words)).toBe("someday");
    expect(readableValue("lang", "nl", words)).toBe("Dutch");
    expect(readableValue("phone", "011 30 40 00", words)).toBe("011 30 40 00");
    expect(readableValue("title", "2026-12-04", words)).toBe("2026-12-04");
  });

  it("reads a doctor's department and campus keys as the places' names, and a key no place has as written", () => {
    const places = {
      department: (k: string) => ({ cardiologie: "Cardiologie" })[k as "cardiologie"],
      campus: (k: string) => ({ "campus-noord": "Campus Noord" })[k as "campus-noord"],
    };
    expect(placeName("campus", "campus-noord", places)).toBe("Campus Noord");
    expect(placeName("department", "cardiologie", places)).toBe("Cardiologie");
    expect(placeName("campus", "campus-gesloten", places)).toBeUndefined();
    // Only those fields: a name that happens to equal a key is a name.
    expect(placeName("name", "campus-noord", places)).toBeUndefined();
  });

  it("hides fields that only hold ids", () => {
    for (const field of ["tenantId", "ids", "id"]) expect(ID_FIELDS.has(field)).toBe(true);
    expect(ID_FIELDS.has("title")).toBe(false);
  });
});

describe("an audit row's field names, in the console's words", () => {
  const inDutch = { field: (f: (typeof AUDIT_FIELDS)[number]) => AUDIT_FIELD_WORDS.nl[f], language: (l: "nl" | "en" | "fr" | "it") => WORDS.nl.language[l] };
  const inEnglish = { field: (f: (typeof AUDIT_FIELDS)[number]) => AUDIT_FIELD_WORDS.en[f], language: (l: "nl" | "en" | "fr" | "it") => WORDS.en.language[l] };

  it("reads the server's names as words, a language part as the language, and a path part by part", () => {
    expect(auditFieldWords("expiresAt", inEnglish)).toBe("Link valid until");
    expect(auditFieldWords("expiresAt", inDutch)).toBe("Link geldig tot");
    expect(auditFieldWords("names.nl", inEnglish)).toBe("Names (Dutch)");
    expect(auditFieldWords("location.fr", inDutch)).toBe("Locatie (Frans)");
    expect(auditFieldWords("expect.mustNotMention", inEnglish)).toBe("Expected › Must not mention");
    expect(auditFieldWords("taxonomy.doctors", inDutch)).toBe("Ziekenhuisgegevens › Artsen");
  });

  it("spells out a name the list does not have, rather than showing it as code", () => {
    expect(auditFieldWords("someOldField", inEnglish)).toBe("Some old field");
    expect(auditFieldWords("retention_days", inEnglish)).toBe("Retention days");
  });

  it("has words for every name in both languages, none of them the code itself", () => {
    for (const field of AUDIT_FIELDS)
      for (const words of [inEnglish, inDutch]) {
        const read = auditFieldWords(field, words);
        expect(read, field).not.toMatch(/[a-z][A-Z]/);
        expect(read.length, field).toBeGreaterThan(1);
      }
  });
});
