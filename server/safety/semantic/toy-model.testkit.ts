import type { SemanticModel } from "./model";

/**
 * A 2-d second-opinion model whose classes are easy to reach by hand: along x → advice, along y →
 * emergency, the origin → other. Thresholds as a shipped model has them. For the opinion's tests.
 */
export const toyModel: SemanticModel = {
  format: 1,
  embeddingModel: "toy",
  dimension: 2,
  classes: ["advice", "emergency", "other"],
  mean: [0, 0],
  weights: [
    [8, 0],
    [0, 8],
    [0, 0],
  ],
  bias: [0, 0, 2],
  thresholds: { advice: 0.5, adviceOnPractical: 0.7, emergency: 0.4, emergencyOnPractical: 0.6 },
  training: {
    command: "test",
    examples: 3,
    perClass: { advice: 1, emergency: 1, other: 1 },
    corpusSha256: "0".repeat(64),
    l2: 0,
    iterations: 1,
    crossValidation: "",
  },
};
