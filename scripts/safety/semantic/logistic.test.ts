import { describe, expect, it } from "vitest";
import { fitLogistic, predict } from "./logistic";

/** Three clusters on the unit circle's axes: each class must come out on top of its own points. */
const points: number[][] = [
  [1, 0.1],
  [0.9, -0.1],
  [0.1, 1],
  [-0.1, 0.9],
  [-1, 0.1],
  [-0.9, -0.1],
];
const labels = [0, 0, 1, 1, 2, 2];
const opts = { l2: 1e-3, iterations: 300, learningRate: 2 };

describe("logistic regression for the safety classifier", () => {
  it("puts every training point's own class first", () => {
    const fit = fitLogistic(points, labels, 3, opts);
    const argmax = (p: number[]) => p.indexOf(Math.max(...p));
    expect(points.map((x) => argmax(predict(fit, x)))).toEqual(labels);
  });

  it("gives the same weights on every run (the shipped file can be made again and diffed)", () => {
    expect(fitLogistic(points, labels, 3, opts)).toEqual(fitLogistic(points, labels, 3, opts));
  });

  it("refuses labels that do not match the vectors", () => {
    expect(() => fitLogistic(points, [0, 1], 3, opts)).toThrow("6 vectors, 2 labels");
  });
});
