/**
 * Development-only: how a plan of looks holds up when the model is less (or more) sure than it is on
 * the development voices. Every cached Smart Turn probability is moved by a logit shift δ
 * (p' = σ(logit p + δ)): δ < 0 is a caller whose finished turns sound less finished to the model
 * (other voices, a phone line), δ > 0 one whose pauses sound more finished (more cut-offs). A plan
 * is chosen on its worst row, not on δ = 0 alone, so its median does not rest on one threshold that
 * happens to fit these voices.
 * `npx tsx scripts/bench/turn-taking/explore-robust.ts [compute-ms]` (cache from explore-dev.ts).
 */
import type { Look } from "~/agent/turn-detection/policy";
import { END_OF_TURN } from "~/agent/turn-detection/policy";
import { COMPLETE_KINDS } from "~/testkit/turn-taking/set-format";
import { percentile } from "../report";
import { scheduledDetector, type ProbabilitySource } from "./detectors";
import { readExploreCache } from "./explore-cache";
import { simulate } from "./simulate";

const computeMs = /^\d+$/.test(process.argv[2] ?? "") ? Number(process.argv[2]) : 60;
const SHIFTS = [-2, -1, 0, 1];

const logit = (p: number) => Math.log(Math.max(p, 1e-6) / Math.max(1 - p, 1e-6));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
let misses = 0;
const shifted =
  (delta: number): ProbabilitySource =>
  async (item, at) => {
    const hit = probs[`${item.item.id}@${at}`];
    if (!hit) {
      misses++;
      return { probability: 0, computeMs };
    }
    return { probability: sigmoid(logit(hit.st) + delta), computeMs };
  };

const { probs, items } = readExploreCache();

async function evaluate(looks: readonly Look[], delta: number) {
  const d = scheduledDetector({ id: "s", label: "", source: shifted(delta), vadSilenceMs: END_OF_TURN.vadSilenceMs, looks, withRules: true });
  let cut = 0;
  const silences: number[] = [];
  for (const { r, trace } of items) {
    const o = await simulate(r, trace, d);
    const complete = COMPLETE_KINDS.includes(r.item.kind);
    if (!complete && o.cutOff) cut++;
    if (complete && o.silenceMs !== undefined) silences.push(o.silenceMs);
  }
  silences.sort((a, b) => a - b);
  return { cut, p50: Math.round(percentile(silences, 50)), p95: Math.round(percentile(silences, 95)) };
}

const plans: string[] = [];
for (const first of ["0.95@100", "0.9@100", "0.97@100"])
  for (const middle of ["", "0.9@250", "0.9@400", "0.95@400", "0.85@400", "0.9@600"])
    for (const late of ["0.7@900", "0.8@900", "0.6@900"]) plans.push([first, middle, late, "0.5@2000"].filter(Boolean).join(","));
const parse = (plan: string): Look[] =>
  plan.split(",").map((p) => {
    const [threshold, silenceMs] = p.split("@").map(Number);
    return { threshold: threshold!, silenceMs: silenceMs! };
  });

console.log(`${items.length} items, ${computeMs} ms per look; per shift δ: cut-offs of 192 paused turns / complete p50 / p95 ms`);
console.log(["plan".padEnd(40), ...SHIFTS.map((d) => `δ ${d > 0 ? "+" : ""}${d}`.padEnd(18))].join(""));
for (const plan of plans) {
  const cells: string[] = [];
  for (const delta of SHIFTS) {
    const e = await evaluate(parse(plan), delta);
    cells.push(`${e.cut}/${e.p50}/${e.p95}`.padEnd(18));
  }
  console.log([plan.padEnd(40), ...cells].join(""));
}
console.log("cache misses", misses);
