/**
 * Renders a turn-taking item to audio: its segments in its voice and rate, the manifest's pauses
 * of digital silence between them, a lead-in, and the phone band when asked. Rendered audio is
 * cached by item content under .voicedesk/cache/turn-taking/ (git-ignored) and checked against the
 * checksum recorded in the manifest, so every machine measures the very same audio.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { phoneBand } from "./phone-band";
import type { TurnItem, TurnSet } from "./set-format";
import { SET_SAMPLE_RATE, speakSegment } from "./test-voices";

const CACHE = fileURLToPath(new URL("../../.voicedesk/cache/turn-taking/", import.meta.url));

export interface RenderedItem {
  item: TurnItem;
  samples: Int16Array;
  sampleRate: number;
  /** Sample index where each segment's speech ends (the last one is the end of the turn). */
  segmentEnds: number[];
  /** Sample index where each segment's speech starts. */
  segmentStarts: number[];
  sha256: string;
}

export class ChecksumMismatchError extends Error {}

export function pcmSha256(samples: Int16Array): string {
  return createHash("sha256")
    .update(Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength))
    .digest("hex");
}

function renderKey(item: TurnItem, leadInMs: number): string {
  const { voice, rate, band, segments, pausesMs } = item;
  return createHash("sha256")
    .update(JSON.stringify({ voice, rate, band, segments, pausesMs, leadInMs, v: 2 }))
    .digest("hex")
    .slice(0, 32);
}

function renderAudio(item: TurnItem, leadInMs: number): { samples: Int16Array; segmentStarts: number[]; segmentEnds: number[] } {
  const ms = (n: number) => Math.round((n * SET_SAMPLE_RATE) / 1000);
  const parts: Int16Array[] = [new Int16Array(ms(leadInMs))];
  const segmentStarts: number[] = [];
  const segmentEnds: number[] = [];
  let at = ms(leadInMs);
  item.segments.forEach((text, i) => {
    // A caller who pauses mid-turn pauses on a continuing tone; a segment rendered as its own
    // sentence would fall as if finished. The comma asks the voice for the continuation contour.
    const last = i === item.segments.length - 1;
    const speech = speakSegment(item.voice, last ? text : `${text},`, item.rate);
    segmentStarts.push(at);
    parts.push(speech);
    at += speech.length;
    segmentEnds.push(at);
    if (i < item.pausesMs.length) {
      parts.push(new Int16Array(ms(item.pausesMs[i]!)));
      at += ms(item.pausesMs[i]!);
    }
  });
  let samples: Int16Array = new Int16Array(at);
  let o = 0;
  for (const p of parts) {
    samples.set(p, o);
    o += p.length;
  }
  // The phone path keeps the length (resampling 16 k → 8 k → 16 k), so the marks stay valid.
  if (item.band === "phone") samples = fitLength(phoneBand(samples, SET_SAMPLE_RATE), samples.length);
  return { samples, segmentStarts, segmentEnds };
}

function fitLength(samples: Int16Array, length: number): Int16Array {
  if (samples.length === length) return samples;
  const out = new Int16Array(length);
  out.set(samples.subarray(0, Math.min(length, samples.length)));
  return out;
}

/**
 * The item's audio, from the cache or rendered now. With `verify` (the default), a rendering whose
 * checksum differs from the manifest's is refused: a different Pico or espeak-ng build would
 * silently change what is measured.
 */
export function renderItem(item: TurnItem, set: Pick<TurnSet, "leadInMs">, opts: { verify?: boolean; cacheDir?: string } = {}): RenderedItem {
  const dir = opts.cacheDir ?? CACHE;
  mkdirSync(dir, { recursive: true });
  const key = renderKey(item, set.leadInMs);
  const pcmFile = join(dir, `${key}.pcm`);
  const marksFile = join(dir, `${key}.json`);
  let samples: Int16Array;
  let marks: { segmentStarts: number[]; segmentEnds: number[] };
  if (existsSync(pcmFile) && existsSync(marksFile)) {
    const bytes = readFileSync(pcmFile);
    samples = new Int16Array(bytes.buffer, bytes.byteOffset, bytes.length / 2);
    marks = JSON.parse(readFileSync(marksFile, "utf8")) as typeof marks;
  } else {
    const rendered = renderAudio(item, set.leadInMs);
    samples = rendered.samples;
    marks = { segmentStarts: rendered.segmentStarts, segmentEnds: rendered.segmentEnds };
    writeFileSync(pcmFile, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength));
    writeFileSync(marksFile, JSON.stringify(marks));
  }
  const sha256 = pcmSha256(samples);
  if ((opts.verify ?? true) && item.sha256 !== undefined && item.sha256 !== sha256) {
    throw new ChecksumMismatchError(
      `turn-taking item ${item.id}: rendered audio differs from the manifest's checksum (voice ${item.voice}); the test voices' packages changed? (dpkg -l libttspico0 espeak-ng mbrola)`,
    );
  }
  return { item, samples, sampleRate: SET_SAMPLE_RATE, ...marks, sha256 };
}
