import { describe, expect, it } from "vitest";
import { DEV_HOSPITALS_DIR, HELD_OUT_HOSPITALS_DIR, loadHospitals } from "~/testkit/fixtures/hospitals/question-bank";
import { loadSafetySets } from "~/testkit/fixtures/safety";
import { exampleKey, trainingCorpus, trainingHospitals } from "./training-corpus";

describe("the second opinion's training corpus", () => {
  const corpus = trainingCorpus();
  const keys = new Set(corpus.map((e) => exampleKey(e.lang, e.text)));
  const hospitals = [...loadHospitals(DEV_HOSPITALS_DIR), ...loadHospitals(HELD_OUT_HOSPITALS_DIR)];

  it("learns the development hospitals' questions, but none that only a held-out hospital asks", () => {
    const heldOut = hospitals.filter((h) => h.heldOut);
    // The understanding bench keeps at least one hospital aside; if none were, this test would prove nothing.
    expect(heldOut.length).toBeGreaterThan(0);
    const taught = new Set(
      [...trainingHospitals().flatMap((h) => h.questions), ...corpus.filter((e) => e.source !== "question-bank")].map((q) => exampleKey(q.lang, q.text)),
    );
    const onlyHeldOut = heldOut.flatMap((h) => h.questions).filter((q) => !taught.has(exampleKey(q.lang, q.text)));
    expect(onlyHeldOut.length).toBeGreaterThan(0);
    expect(onlyHeldOut.filter((q) => keys.has(exampleKey(q.lang, q.text)))).toEqual([]);
  });

  it("keeps every question of a hospital that is not held out", () => {
    const missing = hospitals
      .filter((h) => !h.heldOut)
      .flatMap((h) => h.questions)
      .filter((q) => !keys.has(exampleKey(q.lang, q.text)));
    expect(missing).toEqual([]);
  });

  it("holds no item of a held-out safety batch", () => {
    const held = loadSafetySets("dev").items.filter((i) => i.heldOut);
    expect(held.length).toBeGreaterThan(0);
    expect(corpus.filter((e) => e.source === "dev" && held.some((i) => i.lang === e.lang && i.text === e.text))).toEqual([]);
  });
});
