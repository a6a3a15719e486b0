/**
 * What explore-dev.ts cached for the development part (VAD traces, model probabilities at many
 * silences), and its items rendered with the trailing silence the suite adds: shared by the
 * development-only replays (explore-sweep.ts, explore-robust.ts). Never the sealed part.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderItem, type RenderedItem } from "~/testkit/turn-taking/render-set";
import { DEV_SET, readTurnSet } from "~/testkit/turn-taking/set-format";
import type { VadTrace } from "./vad-trace";

const DIR = fileURLToPath(new URL("../../../.voicedesk/cache/turn-taking-explore/", import.meta.url));
/** Audio after the last word, as the suite renders it. */
const TRAIL_MS = 3000;

export interface CachedProbabilities {
  st: number;
  stMs: number;
  lk: number;
  lkMs: number;
}

export function readExploreCache(): {
  probs: Record<string, CachedProbabilities>;
  items: Array<{ r: RenderedItem; trace: VadTrace }>;
} {
  const traces: Record<string, VadTrace> = JSON.parse(readFileSync(`${DIR}vad.json`, "utf8"));
  const probs: Record<string, CachedProbabilities> = JSON.parse(readFileSync(`${DIR}probs.json`, "utf8"));
  const set = readTurnSet(DEV_SET);
  const items: Array<{ r: RenderedItem; trace: VadTrace }> = [];
  for (const item of set.items) {
    const trace = traces[item.id];
    if (!trace) continue;
    const r = renderItem(item, set);
    const samples = new Int16Array(r.samples.length + (TRAIL_MS * r.sampleRate) / 1000);
    samples.set(r.samples);
    items.push({ r: { ...r, samples }, trace });
  }
  return { probs, items };
}
