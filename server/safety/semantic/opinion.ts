import type { SemanticClass, SemanticModel } from "./model";
import { plainSenseOfEmergencyWords } from "./plain-sense";
import { asksShopOrNumber, readsAsPractical } from "./practical-guard";

/** Class probabilities for one utterance. */
export type SemanticScores = Record<SemanticClass, number>;

/**
 * What the second opinion says about one utterance: `emergency` or `advice` when that class
 * reaches its threshold (an emergency first: it is the stronger reply), else null.
 */
export interface SemanticOpinion {
  verdict: "advice" | "emergency" | null;
  scores: SemanticScores;
  /** The emergency bar was reached on words said in their everyday sense (./plain-sense), and no emergency was said. */
  emergencyWithheld?: true;
}

/**
 * Softmax of the model's linear scores over the unit-length, centred vector. Pure; a few µs for
 * 384 dimensions. The vector is scaled to unit length as in training, whatever the server sends.
 */
export function scoreVector(model: SemanticModel, vector: readonly number[]): SemanticScores {
  if (vector.length !== model.dimension) throw new Error(`a ${vector.length}-d vector for a ${model.dimension}-d safety model`);
  let norm = 0;
  for (const x of vector) norm += x * x;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  const logits = model.weights.map((row, c) => {
    let z = model.bias[c]!;
    for (let i = 0; i < row.length; i++) z += row[i]! * (vector[i]! * scale - model.mean[i]!);
    return z;
  });
  const top = Math.max(...logits);
  const exps = logits.map((z) => Math.exp(z - top));
  const sum = exps.reduce((s, x) => s + x, 0);
  return { advice: exps[0]! / sum, emergency: exps[1]! / sum, other: exps[2]! / sum };
}

/**
 * The opinion on one utterance from its query vector. Each verdict needs its threshold, and the
 * higher `…OnPractical` one in an utterance with a practical question's words (./practical-guard.ts).
 */
export function semanticOpinion(model: SemanticModel, vector: readonly number[], text: string): SemanticOpinion {
  return opinionFromScores(model.thresholds, scoreVector(model, vector), text);
}

/**
 * The verdict for scores already computed (the runtime's scoreVector, or a held-out fold's model in
 * cross-validation). A practical question that names a past emergency ("my daughter broke her wrist
 * last week, where is the plaster room?") scores high on emergency; held out, the development near
 * misses the second opinion sent to 112 were all of that shape, and the development emergencies
 * with a practical word ("on the floor") scored well above them, hence the second threshold.
 *
 * Likewise for advice: a practical question that names a medicine or a symptom scores high on
 * advice, so it needs `adviceOnPractical`. A practical word once kept the opinion silent on advice
 * altogether, and an ask that carried one ("the GP's clinic is closed today, what can I take for this
 * migraine?", "my appointment is tomorrow, can I take ibuprofen tonight?") reached nobody when the patterns'
 * generic rule, guarded by the same words, let it through. The words raise the bar; they never
 * silence the opinion.
 *
 * An emergency's cue said in its everyday sense ("the switchboard is not responding", Dutch "benauwd voor de
 * operatie": afraid of it) withholds the opinion's emergency, and the advice bar decides as if it had not been
 * reached (./plain-sense). The patterns' emergencies are not the opinion's: they are decided before it.
 *
 * The advice bar's practical reading is a little wider than the emergency bar's: a question to the hospital's shop
 * or for a service's number needs `adviceOnPractical` too (readsAsPracticalForAdvice).
 */
export function opinionFromScores(thresholds: SemanticModel["thresholds"], scores: SemanticScores, text: string): SemanticOpinion {
  const practical = readsAsPractical(text);
  const overEmergencyBar = scores.emergency >= (practical ? thresholds.emergencyOnPractical : thresholds.emergency);
  const withheld = overEmergencyBar && plainSenseOfEmergencyWords(text);
  if (overEmergencyBar && !withheld) return { verdict: "emergency", scores };
  const rest = withheld ? { emergencyWithheld: true as const } : {};
  // readsAsPracticalForAdvice, without reading the practical vocabulary a second time.
  const practicalForAdvice = practical || asksShopOrNumber(text);
  if (scores.advice >= (practicalForAdvice ? thresholds.adviceOnPractical : thresholds.advice)) return { verdict: "advice", scores, ...rest };
  return { verdict: null, scores, ...rest };
}
