import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/lang";
import { captureLogs } from "~/lib/logger";
import { decideDisclaimer, detectMedicalContent, hasDisclaimerPrefix } from ".";

const MEDICAL: Array<[Lang, string, string]> = [
  ["nl", "Hoe wordt een longontsteking behandeld?", "condition"],
  ["nl", "Bij koorts kunt u terecht bij uw huisarts.", "symptom"],
  ["nl", "De behandeling duurt drie weken.", "treatment"],
  ["nl", "Voor een MRI meldt u zich aan op route 12.", "diagnostics"],
  ["nl", "De cardioloog consulteert op maandag.", "specialist"],
  ["nl", "Cardiologie is op de vierde verdieping, parkeren in P3.", "care_domain"],
  ["en", "The oncology department is on floor two.", "care_domain"],
  ["en", "An ultrasound takes about twenty minutes.", "diagnostics"],
  ["fr", "Le service de cardiologie se trouve au deuxième étage.", "care_domain"],
  ["fr", "La chimiothérapie a lieu à l'hôpital de jour.", "treatment"],
  ["it", "Il reparto di pediatria è al primo piano.", "care_domain"],
  ["it", "Per la febbre si rivolga al medico di base.", "symptom"],
];
const NAVIGATIONAL: Array<[Lang, string]> = [
  ["nl", "Parkeren kost €2,50 per uur in parking P1."],
  ["nl", "De bezoekuren zijn van 14:00 tot 20:00."],
  ["nl", "Met klachten over uw verblijf kunt u terecht bij de ombudsdienst."],
  ["nl", "U bereikt het onthaal op 011 20 30 40."],
  ["nl", "Wifi is gratis: kies het netwerk Testdal-Gast."],
  ["en", "Parking costs €2.50 per hour."],
  ["en", "The cafeteria is open from 8 to 6."],
  ["fr", "Le parking coûte 2,50 euros par heure."],
  ["it", "Il parcheggio costa 2,50 euro all'ora."],
];

describe("medical-content detection", () => {
  it.each(MEDICAL)("%s: %j is medical (%s)", (lang, text, cluster) => {
    const r = detectMedicalContent(text, lang);
    expect(r.medical).toBe(true);
    expect(r.clusters).toContain(cluster);
  });

  it.each(NAVIGATIONAL)("%s: %j is navigational (no disclaimer)", (lang, text) => {
    expect(detectMedicalContent(text, lang)).toEqual({ medical: false, clusters: [] });
  });

  it("does not count a bare 'arts' or 'doctor' as medical", () => {
    expect(detectMedicalContent("Vraag het aan de arts aan de balie.", "nl").medical).toBe(false);
    expect(detectMedicalContent("Ask the doctor at the desk.", "en").medical).toBe(false);
  });
});

describe("decideDisclaimer", () => {
  it("prepends for a medical answer, honours the caller's assertion, and never twice", () => {
    expect(decideDisclaimer({ answer: "Cardiologie is op verdieping 4.", lang: "nl" })).toMatchObject({ medical: true, prepend: true });
    expect(decideDisclaimer({ answer: "Parkeren kost €2,50.", lang: "nl", callerAsserted: true })).toMatchObject({ medical: true, prepend: true });
    const already = "Ter informatie, dit is geen medisch advies — Cardiologie is op verdieping 4.";
    expect(hasDisclaimerPrefix(already, "nl")).toBe(true);
    expect(decideDisclaimer({ answer: already, lang: "nl" }).prepend).toBe(false);
  });

  it("logs every decision for operators", () => {
    const logs = captureLogs();
    try {
      decideDisclaimer({ answer: "Parkeren kost €2,50.", lang: "nl" });
      expect(logs.events("disclaimer_decision")[0]).toMatchObject({ lang: "nl", medical: false, prepend: false });
    } finally {
      logs.restore();
    }
  });
});
