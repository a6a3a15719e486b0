/**
 * Part of the Deepgram TEST DOUBLE. The JSON messages of Deepgram's live `/v1/listen` protocol
 * (Results, SpeechStarted, UtteranceEnd, Metadata) with the fields the LiveKit plugin reads and the
 * ones a careful client might: `metadata.request_id` is mandatory (the plugin dereferences it on
 * every Results and would drop the connection without it).
 */
import { randomUUID } from "node:crypto";

export const DOUBLE_MODEL_UUID = "00000000-0000-4000-8000-00000000d0b1";

export interface DeepgramWord {
  word: string;
  start: number;
  end: number;
  confidence: number;
  punctuated_word: string;
  language?: string;
}

export interface TranscriptSpan {
  text: string;
  confidence: number;
  startSec: number;
  endSec: number;
  /** Set under language=multi: Deepgram then reports per-alternative `languages` and per-word `language`. */
  detectedLanguage?: string;
}

const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Deepgram's `word` is lower-case without punctuation; `punctuated_word` keeps the written form. */
export function bareWord(token: string): string {
  return token.replace(/^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu, "").toLowerCase();
}

/**
 * Spreads the words over the heard span in proportion to their length: the double knows when the
 * caller spoke, not where each word fell, and a length-weighted split keeps start < end and the
 * order monotonic, which is what consumers of word timestamps rely on.
 */
export function timeWords(span: TranscriptSpan): DeepgramWord[] {
  const tokens = span.text.split(/\s+/).filter((t) => t.length > 0);
  if (tokens.length === 0) return [];
  const weights = tokens.map((t) => Math.max(1, bareWord(t).length));
  const total = weights.reduce((a, b) => a + b, 0);
  const duration = Math.max(span.endSec - span.startSec, 0.05 * tokens.length);
  let cursor = span.startSec;
  return tokens.map((token, i) => {
    const length = (duration * weights[i]!) / total;
    const word: DeepgramWord = {
      word: bareWord(token) || token.toLowerCase(),
      start: round3(cursor),
      end: round3(cursor + length),
      confidence: span.confidence,
      punctuated_word: token,
      ...(span.detectedLanguage !== undefined ? { language: span.detectedLanguage } : {}),
    };
    cursor += length;
    return word;
  });
}

export interface ResultsMessageInput {
  requestId: string;
  model: string;
  /** Audio-clock window this result covers. */
  startSec: number;
  durationSec: number;
  isFinal: boolean;
  speechFinal: boolean;
  fromFinalize: boolean;
  /** Omitted: an empty transcript, as Deepgram sends for audio without recognisable words. */
  span?: TranscriptSpan;
  words?: DeepgramWord[];
}

export function resultsMessage(input: ResultsMessageInput): Record<string, unknown> {
  const span = input.span;
  const alternative: Record<string, unknown> = {
    transcript: span?.text ?? "",
    confidence: span?.confidence ?? 0,
    words: input.words ?? (span === undefined ? [] : timeWords(span)),
  };
  if (span?.detectedLanguage !== undefined) alternative.languages = [span.detectedLanguage];
  return {
    type: "Results",
    channel_index: [0, 1],
    duration: round3(input.durationSec),
    start: round3(input.startSec),
    is_final: input.isFinal,
    speech_final: input.speechFinal,
    from_finalize: input.fromFinalize,
    channel: { alternatives: [alternative] },
    metadata: {
      request_id: input.requestId,
      model_info: { name: input.model, version: "test-double", arch: "test-double" },
      model_uuid: DOUBLE_MODEL_UUID,
    },
  };
}

export function speechStartedMessage(timestampSec: number): Record<string, unknown> {
  return { type: "SpeechStarted", channel: [0, 1], timestamp: round3(timestampSec) };
}

export function utteranceEndMessage(lastWordEndSec: number): Record<string, unknown> {
  return { type: "UtteranceEnd", channel: [0, 1], last_word_end: round3(lastWordEndSec) };
}

/** Sent after CloseStream, before the server closes: the plugin waits for one more message to finish. */
export function metadataMessage(requestId: string, model: string, durationSec: number, audioSha256: string): Record<string, unknown> {
  return {
    type: "Metadata",
    transaction_key: "deprecated",
    request_id: requestId,
    sha256: audioSha256,
    created: new Date().toISOString(),
    duration: round3(durationSec),
    channels: 1,
    models: [DOUBLE_MODEL_UUID],
    model_info: { [DOUBLE_MODEL_UUID]: { name: model, version: "test-double", arch: "test-double" } },
  };
}

export function newRequestId(): string {
  return randomUUID();
}
