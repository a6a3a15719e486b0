/**
 * Development-only exploration: VAD traces and model probabilities at many silence offsets, cached
 * to .voicedesk/cache/turn-taking-explore/ so policies can be swept in seconds. Never run on the sealed part.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { predict as livekitPredict } from "@livekit/local-inference";
import { SmartTurnModel } from "~/agent/turn-detection/smart-turn";
import { StreamingLogMel } from "~/agent/turn-detection/whisper-log-mel";
import { renderItem } from "~/testkit/turn-taking/render-set";
import { DEV_SET, readTurnSet } from "~/testkit/turn-taking/set-format";
import { replayVad, SILERO_DEFAULTS, vadTrace, type VadTrace } from "./vad-trace";

const DIR = fileURLToPath(new URL("../../../.voicedesk/cache/turn-taking-explore/", import.meta.url));
mkdirSync(DIR, { recursive: true });
const set = readTurnSet(DEV_SET);
const TRAIL = 3000;
const OFFSETS = [150, 250, 400, 600, 900, 1300, 2000];

const traceFile = `${DIR}vad.json`;
const traces: Record<string, VadTrace> = existsSync(traceFile) ? JSON.parse(readFileSync(traceFile, "utf8")) : {};
const probFile = `${DIR}probs.json`;
type P = { st: number; stMs: number; lk: number; lkMs: number };
const probs: Record<string, P> = existsSync(probFile) ? JSON.parse(readFileSync(probFile, "utf8")) : {};
const model = await SmartTurnModel.load();
let n = 0;
for (const item of set.items) {
  const r = renderItem(item, set);
  const samples = new Int16Array(r.samples.length + (TRAIL * r.sampleRate) / 1000);
  samples.set(r.samples);
  traces[item.id] ??= await vadTrace(samples, r.sampleRate);
  const trace = traces[item.id]!;
  // Every pause the VAD sees at a 100 ms silence setting (the finest we sweep): offsets after its last voiced sample.
  const points = new Set<number>();
  for (const ev of replayVad(trace, { ...SILERO_DEFAULTS, minSilenceMs: 100 })) {
    if (ev.type !== "end") continue;
    for (const o of OFFSETS) points.add(ev.lastSpeechSample! + o * 16);
    points.add(ev.atSample);
  }
  const mel = new StreamingLogMel();
  let fed = 0;
  for (const at of [...points].sort((a, b) => a - b)) {
    if (at > samples.length) continue;
    const key = `${item.id}@${at}`;
    mel.push(samples.subarray(fed, at));
    fed = at;
    if (probs[key]) continue;
    let t = performance.now();
    const st = await model.predict(mel.features());
    const stMs = performance.now() - t;
    t = performance.now();
    const lk = await livekitPredict(samples.slice(Math.max(0, at - 19_200), at));
    const lkMs = performance.now() - t;
    probs[key] = { st, stMs, lk, lkMs };
  }
  if (++n % 20 === 0) {
    console.error(`${n}/${set.items.length}`);
    writeFileSync(traceFile, JSON.stringify(traces));
    writeFileSync(probFile, JSON.stringify(probs));
  }
}
writeFileSync(traceFile, JSON.stringify(traces));
writeFileSync(probFile, JSON.stringify(probs));
console.error("done", Object.keys(probs).length);
