import { describe, expect, it } from "vitest";
import { SentenceGate } from "./sentence-gate";

const SAFETY_REPLY = [
  "Daarover kan ik geen medisch advies geven.",
  "Met medische vragen kunt u terecht bij uw huisarts, buiten de kantooruren bij de huisartsenwachtpost op 1733, en in een noodgeval belt u 112.",
  "Wilt u dat ik u doorverbind met ons onthaal op 011, 30, 40, 00?",
];

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
    // Titles stay written ("Dr."): the synthesiser reads them; clock times are spelled, phones grouped.
    expect(out).toEqual(["Dr. Claes houdt raadpleging om veertien uur dertig.", "Bel 011, 30, 42, 00 voor een afspraak."]);
    expect(out[0]).not.toMatch(/\*\*|14:30/);
  });

  it("a sentence that gives a dosage is never released: the safety reply takes its place and the rest is dropped", () => {
    const { g, out } = gate();
    feed(g, "Het secretariaat is open tot 17 uur. Neem twee tabletten paracetamol van 500 mg. Tot ziens.");
    g.end();
    // "17 uur" is no clock time (H:MM): it stays as written.
    expect(out[0]).toBe("Het secretariaat is open tot 17 uur.");
    expect(out.slice(1)).toEqual(SAFETY_REPLY);
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

describe("a whole answer (capability, FAQ, extractive, fixed reply) takes the same gate, at once", () => {
  it("is judged as a whole: a dosage in its second sentence means only the safety reply is said, as the pre-filter says it", () => {
    const { g, out } = gate();
    g.end("Het secretariaat is open tot 17 uur. Neem twee tabletten paracetamol van 500 mg. Tot ziens.");
    expect(out).toEqual(SAFETY_REPLY);
    expect(g.blocked).toBe(true);
    expect(g.disclaimer).toBe(false);
  });

  it("decides the disclaimer on all of it: a symptom named in its second sentence puts the disclaimer first", () => {
    const { g, out } = gate();
    g.end("De dienst ligt op verdieping 2. Voor hartkloppingen kunt u daar terecht.");
    expect(out).toEqual(["Ter informatie, dit is geen medisch advies — De dienst ligt op verdieping 2.", "Voor hartkloppingen kunt u daar terecht."]);
    expect(g.disclaimer).toBe(true);
  });

  it("the line's own notice after a capped answer is said whole", () => {
    const { g, out } = gate();
    g.end("Een. Twee. Drie. Vier.");
    g.say("Ik verbind u door met een medewerker van het onthaal. U kunt ook zelf bellen naar 011 30 40 00.");
    expect(out).toEqual(["Een.", "Twee.", "Drie.", "Ik verbind u door met een medewerker van het onthaal.", "U kunt ook zelf bellen naar 011, 30, 40, 00."]);
  });

  it("a streamed answer keeps what was already said when a later sentence is blocked", () => {
    const { g, out } = gate();
    g.push("Het secretariaat is open tot 17 uur. Neem");
    g.end(" twee tabletten paracetamol van 500 mg. Tot ziens.");
    expect(out).toEqual(["Het secretariaat is open tot 17 uur.", ...SAFETY_REPLY]);
  });
});
