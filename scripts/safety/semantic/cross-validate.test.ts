import { describe, expect, it } from "vitest";
import { foldOf, nestedCrossValidate } from "./cross-validate";
import type { TrainingExample } from "./training-corpus";

/**
 * A small corpus in three clusters (advice, emergency, other) of 3-d vectors, every item in its own
 * group (so in one outer fold), the texts ordinary words the patterns leave alone.
 */
const AXIS = { advice: [1, 0, 0], emergency: [0, 1, 0], other: [0, 0, 1] } as const;
function corpus(): { examples: TrainingExample[]; vectors: number[][] } {
  const examples: TrainingExample[] = [];
  const vectors: number[][] = [];
  for (const label of ["advice", "emergency", "other"] as const)
    for (let i = 0; i < 24; i++) {
      examples.push({ lang: "en", text: `${label} sample ${i}`, label, source: "dev", group: `${label}/${i}` });
      const jitter = ((i * 37) % 11) / 40;
      vectors.push(AXIS[label].map((x, d) => x + (d === i % 3 ? jitter : 0)));
    }
  return { examples, vectors };
}
const opts = { options: { l2: 1e-3, iterations: 150, learningRate: 2 } };

describe("nested cross-validation of the second opinion", () => {
  it("judges every development item once, in its own outer fold", () => {
    const { examples, vectors } = corpus();
    const judged = nestedCrossValidate(examples, vectors, opts);
    expect(judged.map((h) => h.example.text).sort()).toEqual(examples.map((e) => e.text).sort());
    for (const h of judged) expect(h.fold).toBe(foldOf(h.example.group!));
  });

  it("chooses each outer fold's thresholds without that fold: a near miss that scores as an emergency moves the other folds' threshold, never its own", () => {
    const { examples, vectors } = corpus();
    const before = nestedCrossValidate(examples, vectors, opts);
    const k = examples.findIndex((e) => e.label === "other");
    const fold = foldOf(examples[k]!.group!);
    // The same near miss now leans towards the emergency cluster: every model scores it higher on emergency.
    const moved = vectors.map((v, i) => (i === k ? [0, 0.7, 0.5] : v));
    const after = nestedCrossValidate(examples, moved, opts);
    const thresholdsOf = (run: typeof before, f: number) => run.find((h) => h.fold === f)!.thresholds;
    expect(thresholdsOf(after, fold)).toEqual(thresholdsOf(before, fold));
    const others = [0, 1, 2, 3, 4].filter((f) => f !== fold);
    expect(others.some((f) => thresholdsOf(after, f).emergency > thresholdsOf(before, f).emergency)).toBe(true);
  });
});
