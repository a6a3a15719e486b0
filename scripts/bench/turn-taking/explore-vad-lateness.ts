/**
 * Why the VAD reports the caller's pause ≈ 92 ms after its silence window (`npm run bench -- voice`,
 * "VAD report"), and what shortening it would cost, on the development part of the turn-taking set
 * only: `npx tsx scripts/bench/turn-taking/explore-vad-lateness.ts` (≈ 4 min on 2 busy cores).
 *
 * The agent's VAD (agent-vad.ts) runs once over each item. For the complete turns it splits the
 * report's lateness as the voice bench measures it (from the arrival of the caller's last frame at
 * or above −55 dBFS, CallerAudioClock's mark): the silence rounded up to whole 32 ms windows,
 * Silero's probability staying up after that frame, and the wait for the rest of the 64 ms frame that
 * carries the deciding window. Then the line's two detectors — the rules, and Smart Turn's looks
 * with the rules in front — decide every item with each silence setting, on the agent's timing, for
 * false cut-offs and the wait after a complete turn — and once more with Silero's lingering
 * probability cut off (a window below −55 dBFS taken as no speech). The model's compute is a fixed 40 ms (a quiet
 * core's figure), so a comparison does not move with the machine's load.
 */
import type { Lang } from "~/lib/lang";
import { END_OF_TURN } from "~/agent/turn-detection/policy";
import { SmartTurnModel, SMART_TURN_PATH } from "~/agent/turn-detection/smart-turn";
import { looksMidDictation, looksUnfinished } from "~/agent/voicedesk/turn-taking/dictation";
import { RULES_VAD_SILENCE_MS } from "~/agent/voicedesk/turn-taking/turn-handling";
import { renderItem, type RenderedItem } from "~/testkit/turn-taking/render-set";
import { COMPLETE_KINDS, DEV_SET, readTurnSet } from "~/testkit/turn-taking/set-format";
import { percentile } from "../report";
import { agentVadEvents, agentVadProbabilities, WINDOW_MS } from "./agent-vad";
import { cached, smartTurnSource } from "./detectors";
import { transcriptAt } from "./simulate";

const RATE = 16_000;
const WINDOW = 512;
const TRAIL_MS = 3000;
const COMPUTE_MS = 40;
/** CallerAudioClock's voiced-frame bar. */
const VOICE_DBFS = -55;
const HOLD_MS = END_OF_TURN.holdMs;

interface Item {
  r: RenderedItem;
  probabilities: number[];
  /** The same, with every window below −55 dBFS taken as no speech (probability 0). */
  quietAsSilence: number[];
}

function frameVoiced(samples: Int16Array, from: number, length: number): boolean {
  let sum = 0;
  for (let i = from; i < from + length; i++) sum += samples[i]! * samples[i]!;
  return 20 * Math.log10(Math.sqrt(sum / length) / 32768) >= VOICE_DBFS;
}

const p = (xs: number[], q: number) =>
  xs.length
    ? Math.round(
        percentile(
          [...xs].sort((a, b) => a - b),
          q,
        ),
      )
    : NaN;
const counts = (xs: number[]) =>
  [...new Set(xs)]
    .sort((a, b) => a - b)
    .map((x) => `${x}:${xs.filter((y) => y === x).length}`)
    .join(" ");

/** Lateness of the end-of-speech report after a complete turn, split, for one silence setting and frame size. */
function lateness(items: Item[], silenceMs: number, frameMs: number): string {
  const frame = (frameMs * RATE) / 1000;
  const windows = Math.ceil(silenceMs / WINDOW_MS);
  const rows = items.flatMap(({ r, probabilities }) => {
    if (!COMPLETE_KINDS.includes(r.item.kind)) return [];
    const lastWord = r.segmentEnds.at(-1)!;
    const end = agentVadEvents(probabilities, silenceMs, frameMs).find((e) => e.type === "end" && e.reportedAt > lastWord);
    if (!end) return [];
    let lastVoiced = Math.floor(end.reportedAt / frame) - 1;
    while (lastVoiced > 0 && !frameVoiced(r.samples, lastVoiced * frame, frame)) lastVoiced--;
    const voicedArrived = (lastVoiced + 1) * frame;
    const ms = (samples: number) => (samples * 1000) / RATE;
    return [
      {
        late: ms(end.reportedAt - voicedArrived) - silenceMs,
        tail: ms(end.silenceFrom! - voicedArrived),
        frameWait: ms(end.reportedAt - (end.window + 1) * WINDOW),
        afterLastWord: ms(end.reportedAt - lastWord),
      },
    ];
  });
  return [
    `silence ${silenceMs} ms, ${frameMs} ms frames (${rows.length} complete turns): late beyond the window p50 ${p(
      rows.map((x) => x.late),
      50,
    )} p95 ${p(
      rows.map((x) => x.late),
      95,
    )} ms = rounding to ${windows} windows ${windows * WINDOW_MS - silenceMs} + Silero after the last voiced frame (ms: count) ${counts(rows.map((x) => x.tail))} + frame wait ${counts(
      rows.map((x) => x.frameWait),
    )}; report after the last word p50 ${p(
      rows.map((x) => x.afterLastWord),
      50,
    )} ms`,
  ].join("\n");
}

type Detector = {
  name: string;
  silenceMs: number;
  frameMs: number;
  quietAsSilence?: boolean;
  decide(r: RenderedItem, last: number, reportedAt: number, resumes: number, frame: number): Promise<number>;
};

function rules(silenceMs: number, frameMs = 64): Detector {
  return {
    name: `rules, VAD ${silenceMs} ms, ${frameMs} ms frames`,
    silenceMs,
    frameMs,
    decide: async (r, last, reportedAt) =>
      looksMidDictation(transcriptAt(r, last), r.item.lang as Lang) ? last + (HOLD_MS * RATE) / 1000 : Math.max(reportedAt, last + RATE / 2),
  };
}

function smartTurn(source: ReturnType<typeof cached>, silenceMs: number, frameMs = 64): Detector {
  // The first look runs at the VAD's report, so it asks at the report's own silence.
  const looks = END_OF_TURN.looks.map((look, i) => (i === 0 ? { ...look, silenceMs } : look));
  return {
    name: `Smart Turn looks + rules, VAD ${silenceMs} ms, ${frameMs} ms frames`,
    silenceMs,
    frameMs,
    decide: async (r, last, reportedAt, resumes, frame) => {
      if (looksUnfinished(transcriptAt(r, last), r.item.lang as Lang)) return last + (HOLD_MS * RATE) / 1000;
      for (const look of looks) {
        // A look runs as the frame that brings its silence arrives.
        const due = last + (look.silenceMs * RATE) / 1000;
        const at = due <= reportedAt ? reportedAt : Math.ceil(due / frame) * frame;
        if (at >= resumes || at > r.samples.length) break;
        if ((await source(r, at)).probability >= look.threshold) return at + (COMPUTE_MS * RATE) / 1000;
      }
      return last + (HOLD_MS * RATE) / 1000;
    },
  };
}

async function outcomes(items: Item[], d: Detector): Promise<string> {
  const frame = (d.frameMs * RATE) / 1000;
  let cutIncomplete = 0;
  let incomplete = 0;
  let cutComplete = 0;
  let dropped = 0;
  const waits: number[] = [];
  for (const { r, probabilities: asHeard, quietAsSilence } of items) {
    const probabilities = d.quietAsSilence ? quietAsSilence : asHeard;
    const complete = COMPLETE_KINDS.includes(r.item.kind);
    if (!complete) incomplete++;
    const events = agentVadEvents(probabilities, d.silenceMs, d.frameMs);
    let decided: number | undefined;
    for (const e of events) {
      if (e.type !== "end") continue;
      const resumes = events.find((x) => x.type === "start" && x.reportedAt > e.reportedAt)?.reportedAt ?? Infinity;
      const decision = await d.decide(r, e.silenceFrom!, e.reportedAt, resumes, frame);
      if (decision >= resumes || decision > r.samples.length) continue;
      decided = decision;
      break;
    }
    if (decided === undefined) {
      dropped++;
      continue;
    }
    const lastWord = r.segmentEnds.at(-1)!;
    if (decided >= lastWord) {
      if (complete) waits.push(((decided - lastWord) * 1000) / RATE);
    } else if (complete) cutComplete++;
    else cutIncomplete++;
  }
  return `${d.name}: cut off ${cutIncomplete}/${incomplete} paused turns + ${cutComplete} complete, ${dropped} never ended; wait after a complete turn p50 ${p(waits, 50)} p95 ${p(waits, 95)} ms`;
}

async function main(): Promise<void> {
  const set = readTurnSet(DEV_SET);
  const items: Item[] = [];
  for (const item of set.items) {
    const r = renderItem(item, set);
    const samples = new Int16Array(r.samples.length + (TRAIL_MS * r.sampleRate) / 1000);
    samples.set(r.samples);
    const probabilities = await agentVadProbabilities(samples);
    items.push({ r: { ...r, samples }, probabilities, quietAsSilence: probabilities.map((x, w) => (frameVoiced(samples, w * WINDOW, WINDOW) ? x : 0)) });
  }
  console.log(`${items.length} development items through the agent's VAD\n`);
  for (const silenceMs of [END_OF_TURN.vadSilenceMs, RULES_VAD_SILENCE_MS]) {
    for (const frameMs of [64, 32]) console.log(lateness(items, silenceMs, frameMs));
  }
  const source = cached(smartTurnSource(await SmartTurnModel.load(SMART_TURN_PATH)));
  const wholeWindows = (ms: number) => Math.floor(ms / WINDOW_MS) * WINDOW_MS;
  console.log("");
  for (const d of [
    rules(RULES_VAD_SILENCE_MS),
    rules(wholeWindows(RULES_VAD_SILENCE_MS)),
    rules(RULES_VAD_SILENCE_MS, 32),
    smartTurn(source, END_OF_TURN.vadSilenceMs),
    smartTurn(source, wholeWindows(END_OF_TURN.vadSilenceMs)),
    smartTurn(source, END_OF_TURN.vadSilenceMs, 32),
    { ...rules(RULES_VAD_SILENCE_MS), name: "rules, VAD 550 ms, quiet windows as silence", quietAsSilence: true },
    { ...smartTurn(source, END_OF_TURN.vadSilenceMs), name: "Smart Turn looks + rules, VAD 100 ms, quiet windows as silence", quietAsSilence: true },
  ])
    console.log(await outcomes(items, d));
}

await main();
