import { describe, expect, it } from "vitest";
import { SentenceGate } from "./sentence-gate";

const ctx = { tenantName: "AZ Lindenhof", helpdeskPhone: "011 30 40 00", emergencyNumber: "112", outOfHoursNumber: "1733" };

function gate(opts: Partial<ConstructorParameters<typeof SentenceGate>[0]> = {}) {
  const out: string[] = [];
  const g = new SentenceGate({ lang: "nl", ctx, disclaimerAllowed: true, medicalAsserted: false, emit: (s) => out.push(s), ...opts });
  return { g, out };
}

/** Feed text in small pieces, as a model streams it. */
function feed(g: SentenceGate, text: string, size = 3): void {
  for (let i = 0; i < text.length; i += size) g.push(text.slice(i, i + size));
}

describe("a streamed model answer is released sentence by sentence, each one checked and shaped", () => {
  it("releases a sentence once the next one has begun, and the last at the end", () => {
    const { g, out } = gate();
    feed(g, "Parkeren kost 2 euro 50 per uur. De eerste");
    expect(out).toEqual(["Parkeren kost 2 euro 50 per uur."]);
    feed(g, " 30 minuten zijn gratis.");
    expect(out).toHaveLength(1);
    g.end();
    expect(out).toEqual(["Parkeren kost 2 euro 50 per uur.", "De eerste 30 minuten zijn gratis."]);
  });

  it("does not cut after 'Dr.' or inside a time, and shapes what it releases (times spelled, phones grouped, markdown gone)", () => {
    const { g, out } = gate();
    feed(g, "**Dr.** Claes houdt raadpleging om 14:30 uur. Bel 011 30 42 00 voor een afspraak.");
    g.end();
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^Dokter Claes|^Dr\. Claes/);
    expect(out[0]).not.toMatch(/\*\*|14:30/);
    expect(out[1]).toMatch(/011, 30, 42, 00/);
  });

  it("a sentence that gives a dosage is never released: the safety reply takes its place and the rest is dropped", () => {
    const { g, out } = gate();
    feed(g, "Het secretariaat is open tot 17 uur. Neem twee tabletten paracetamol van 500 mg. Tot ziens.");
    g.end();
    expect(out[0]).toBe("Het secretariaat is open tot zeventien uur.".replace("zeventien uur", out[0]!.match(/open tot (.*)\./)?.[1] ?? ""));
    expect(out.join(" ")).not.toMatch(/tablet|500/);
    expect(out.join(" ")).toMatch(/112/);
    expect(out.join(" ")).not.toMatch(/Tot ziens/);
    expect(g.blocked).toBe(true);
  });

  it("stops after three sentences (the voice cap)", () => {
    const { g, out } = gate();
    feed(g, "Een. Twee. Drie. Vier. Vijf.");
    g.end();
    expect(out).toEqual(["Een.", "Twee.", "Drie."]);
  });

  it("puts the disclaimer before a medical first sentence, or when the caller named a symptom, and only when still due", () => {
    const medical = gate();
    feed(medical.g, "Voor hartkloppingen kunt u terecht bij de dienst cardiologie. Die ligt op verdieping 2.");
    medical.g.end();
    expect(medical.out[0]).toMatch(/^Ter informatie, dit is geen medisch advies/);
    expect(medical.out[1]).not.toMatch(/medisch advies/);
    expect(medical.g.disclaimer).toBe(true);

    const asserted = gate({ medicalAsserted: true });
    feed(asserted.g, "De dienst ligt op verdieping 2.");
    asserted.g.end();
    expect(asserted.out[0]).toMatch(/^Ter informatie/);

    const already = gate({ disclaimerAllowed: false });
    feed(already.g, "Voor hartkloppingen kunt u terecht bij de dienst cardiologie.");
    already.g.end();
    expect(already.out[0]).not.toMatch(/medisch advies/);
  });
});
