/**
 * Part of the Deepgram TEST DOUBLE. `POST /v1/listen` with a WAV body (the plugin's
 * `recognize()`): the same segmenter and script as the stream, answered in Deepgram's pre-recorded
 * JSON. It is the only path where `detect_language=true` is allowed by the plugin (its stream()
 * refuses language detection), so a tagged utterance comes back as `detected_language` here.
 */
import { createHash } from "node:crypto";
import { WavFormatError, WavStreamReader } from "~/agent/tts/espeak/wav-stream";
import type { ListenQuery } from "./listen-params";
import { DOUBLE_MODEL_UUID, newRequestId, timeWords, type DeepgramWord } from "./messages";
import type { HeardUtterance } from "./records";
import { SpeechSegmenter, type SpeechSegment } from "./speech-segmenter";
import { transcribeSegment } from "./transcribe-segment";
import type { DoubleTiming } from "./listen-session";
import type { UtteranceScript } from "./utterance-script";

export interface PrerecordedContext {
  connectionId: number;
  query: ListenQuery;
  script: UtteranceScript;
  timing: DoubleTiming;
  onHeard(heard: HeardUtterance): void;
}

export interface PrerecordedAnswer {
  status: number;
  body: Record<string, unknown>;
  audioSec: number;
}

/** First channel only: the plugin posts mono, and a multichannel file's first channel is enough to meter. */
function firstChannel(samples: Int16Array, channels: number): Int16Array {
  if (channels <= 1) return samples;
  const mono = new Int16Array(Math.floor(samples.length / channels));
  for (let i = 0; i < mono.length; i++) mono[i] = samples[i * channels]!;
  return mono;
}

export function answerPrerecorded(wav: Buffer, ctx: PrerecordedContext): PrerecordedAnswer {
  const requestId = newRequestId();
  const reader = new WavStreamReader();
  let samples: Int16Array;
  try {
    samples = reader.push(wav);
    reader.end();
  } catch (err) {
    const msg = err instanceof WavFormatError ? err.message : String(err);
    return { status: 400, audioSec: 0, body: { err_code: "Bad Request", err_msg: `TEST DOUBLE accepts WAV only: ${msg}`, request_id: requestId } };
  }
  const format = reader.format!;
  const mono = firstChannel(samples, format.channels);
  const segmenter = new SpeechSegmenter({
    sampleRate: format.sampleRate,
    thresholdDbfs: ctx.timing.thresholdDbfs,
    maxZeroCrossingRate: ctx.timing.maxZeroCrossingRate,
    onsetVoicedMs: ctx.timing.onsetVoicedMs,
    endSilenceMs: ctx.timing.endSilenceMs,
  });
  const segments: Array<[SpeechSegment, HeardUtterance["trigger"]]> = [];
  for (const ev of segmenter.push(Buffer.from(mono.buffer, mono.byteOffset, mono.byteLength))) {
    if (ev.kind === "end") segments.push([ev.segment, "endpoint"]);
  }
  const last = segmenter.flush();
  if (last !== undefined) segments.push([last, "end-of-file"]);

  const words: DeepgramWord[] = [];
  const texts: string[] = [];
  let confidence = 1;
  let detected: string | undefined;
  for (const [segment, trigger] of segments) {
    if (!segment.onsetReported) continue;
    const verdict = transcribeSegment(segment, trigger, {
      connectionId: ctx.connectionId,
      query: ctx.query,
      script: ctx.script,
      minVoicedMs: ctx.timing.minVoicedMs,
    });
    ctx.onHeard(verdict.heard);
    if (verdict.span === undefined) continue;
    texts.push(verdict.span.text);
    words.push(...timeWords(verdict.span));
    confidence = Math.min(confidence, verdict.span.confidence);
    detected ??= verdict.span.detectedLanguage;
  }

  const channel: Record<string, unknown> = {
    alternatives: [{ transcript: texts.join(" "), confidence: texts.length > 0 ? confidence : 0, words }],
  };
  if (ctx.query.detectLanguage) {
    channel.detected_language = detected ?? ctx.query.language ?? "en";
    channel.language_confidence = detected !== undefined ? 0.9 : 0;
  }
  const audioSec = segmenter.audioSec;
  return {
    status: 200,
    audioSec,
    body: {
      metadata: {
        transaction_key: "deprecated",
        request_id: requestId,
        sha256: createHash("sha256").update(wav).digest("hex"),
        created: new Date().toISOString(),
        duration: Math.round(audioSec * 1000) / 1000,
        channels: format.channels,
        models: [DOUBLE_MODEL_UUID],
        model_info: { [DOUBLE_MODEL_UUID]: { name: ctx.query.model ?? "nova-3", version: "test-double", arch: "test-double" } },
      },
      results: { channels: [channel] },
    },
  };
}
