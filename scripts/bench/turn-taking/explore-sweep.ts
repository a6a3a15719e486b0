/**
 * Development-only: sweeps re-judging policies over the probabilities cached by explore-dev.ts.
 * `npx tsx scripts/bench/turn-taking/explore-sweep.ts [compute-ms] [--plan 0.95@100,0.7@900 | --grid]`
 * — with a number, every model look costs that many ms instead of the time measured while caching
 * (the machine's load then).
 */
import type { Lang } from "~/lib/lang";
import { COMPLETE_KINDS } from "~/testkit/turn-taking/set-format";
import { percentile } from "../report";
import { END_OF_TURN, type Look } from "~/agent/turn-detection/policy";
import { rulesDetector, scheduledDetector, type ProbabilitySource } from "./detectors";
import { readExploreCache } from "./explore-cache";
import { simulate, type DetectorConfig } from "./simulate";
import { looksUnfinished } from "~/agent/voicedesk/turn-taking/dictation";

const fixedCompute = /^\d+$/.test(process.argv[2] ?? "") ? Number(process.argv[2]) : undefined;
let misses = 0;
const fromCache =
  (which: "st" | "lk"): ProbabilitySource =>
  async (item, at) => {
    const hit = probs[`${item.item.id}@${at}`];
    if (!hit) {
      misses++;
      return { probability: 0, computeMs: 0 };
    }
    return { probability: hit[which], computeMs: fixedCompute ?? (which === "st" ? hit.stMs : hit.lkMs) };
  };
const st = fromCache("st");
const lk = fromCache("lk");

const { probs, items } = readExploreCache();

/**
 * `--plan 0.9@150,0.7@400`: that plan only, with its cut-offs by kind and the words of each cut item;
 * `--grid`: a grid of three-look plans, one line each.
 */
const parsePlan = (text: string): Look[] =>
  text.split(",").map((p) => {
    const [threshold, silenceMs] = p.split("@").map(Number);
    return { threshold: threshold!, silenceMs: silenceMs! };
  });
const planArg = process.argv.indexOf("--plan");
const focus = planArg > 0 ? parsePlan(process.argv[planArg + 1]!) : undefined;

async function evaluate(d: DetectorConfig) {
  let cut = 0;
  let incomplete = 0;
  let shortDropped = 0;
  let byHold = 0;
  const silences: number[] = [];
  const cutIds: string[] = [];
  for (const { r, trace } of items) {
    const o = await simulate(r, trace, d);
    const complete = COMPLETE_KINDS.includes(r.item.kind);
    if (!complete) incomplete++;
    if (!complete && o.cutOff) {
      cut++;
      cutIds.push(r.item.id);
    }
    if (r.item.kind === "short" && o.decisionSample === undefined) shortDropped++;
    if (complete && o.silenceMs !== undefined) silences.push(o.silenceMs);
    if (o.byFallback && complete) byHold++;
  }
  silences.sort((a, b) => a - b);
  return { cut, incomplete, shortDropped, p50: percentile(silences, 50), p95: percentile(silences, 95), byHold, n: silences.length, cutIds };
}

const rows: Array<[string, Awaited<ReturnType<typeof evaluate>>]> = [];
const show = (label: string, e: Awaited<ReturnType<typeof evaluate>>) =>
  console.log(
    `${label.padEnd(60)} cut ${String(e.cut).padStart(3)}/${e.incomplete} short-dropped ${e.shortDropped} complete p50 ${Math.round(e.p50)} p95 ${Math.round(e.p95)} held ${e.byHold}/${e.n}`,
  );
async function run(label: string, d: DetectorConfig, verbose = false) {
  const e = await evaluate(d);
  rows.push([label, e]);
  show(label, e);
  if (verbose) console.log("   cut:", e.cutIds.join(" "));
}

if (focus) {
  const e = await evaluate(scheduledDetector({ id: "s", label: "", source: st, vadSilenceMs: 100, looks: focus, withRules: true }));
  show(`plan ${process.argv[planArg + 1]}`, e);
  const byKind = new Map<string, number>();
  for (const id of e.cutIds) {
    const it = items.find((x) => x.r.item.id === id)!.r.item;
    byKind.set(`${it.lang} ${it.kind}`, (byKind.get(`${it.lang} ${it.kind}`) ?? 0) + 1);
  }
  console.log([...byKind].map(([k, n]) => `${k} ${n}`).join("; "));
  for (const id of e.cutIds) {
    const it = items.find((x) => x.r.item.id === id)!.r.item;
    if (it.kind !== "list") console.log(" ", id, it.voice, it.rate, it.band, JSON.stringify(it.segments), it.pausesMs);
  }
  console.log("cache misses", misses);
  process.exit(0);
}
if (process.argv.includes("--grid")) {
  // Only the silences explore-dev.ts cached (and 100 ms, the VAD's own report).
  for (const first of [100, 150, 250, 400])
    for (const t1 of [0.8, 0.9, 0.95])
      for (const [second, t2] of [
        [600, 0.9],
        [600, 0.7],
        [600, 0.5],
        [900, 0.7],
        [900, 0.5],
      ] as const)
        for (const [third, t3] of [
          [1300, 0.7],
          [1300, 0.5],
          [2000, 0.5],
        ] as const) {
          const plan = `${t1}@${first},${t2}@${second},${t3}@${third}`;
          show(plan, await evaluate(scheduledDetector({ id: "s", label: "", source: st, vadSilenceMs: 100, looks: parsePlan(plan), withRules: true })));
        }
  console.log("cache misses", misses);
  process.exit(0);
}
console.log(`${items.length} items; compute ${fixedCompute === undefined ? "as measured" : `${fixedCompute} ms`}`);
await run("rules (before)", rulesDetector());
// The line's looks, alone and with LiveKit's model as a second opinion a look must also pass.
await run(
  "the line's looks + rules",
  scheduledDetector({ id: "s", label: "", source: st, vadSilenceMs: 100, looks: END_OF_TURN.looks, withRules: true }),
  true,
);
for (const lkT of [0.05, 0.1, 0.2, 0.3, 0.5])
  await run(
    `the line's looks + rules + LK ≥ ${lkT}`,
    scheduledDetector({ id: "s", label: "", source: st, vadSilenceMs: 100, looks: END_OF_TURN.looks, withRules: true, second: { source: lk, threshold: lkT } }),
  );
console.log("cache misses", misses);
// Words alone, on the incomplete pauses: which kinds do the rules hold at every inner pause?
const byKind = new Map<string, { held: number; n: number }>();
for (const { r } of items) {
  if (COMPLETE_KINDS.includes(r.item.kind)) continue;
  r.item.segments.slice(0, -1).forEach((_, i) => {
    const text = r.item.segments.slice(0, i + 1).join(" ");
    const k = `${r.item.lang} ${r.item.kind}`;
    const e = byKind.get(k) ?? { held: 0, n: 0 };
    e.n++;
    if (looksUnfinished(text, r.item.lang as Lang)) e.held++;
    byKind.set(k, e);
  });
}
console.log([...byKind].map(([k, e]) => `${k} ${e.held}/${e.n}`).join("; "));
