/**
 * Part of the ElevenLabs TEST DOUBLE. What it received, as plain JSON shared by the in-process
 * API and the control endpoints: per connection the URL, per synthesis request (a streaming
 * context or an HTTP request) the voice settings — `speed` above all, the value adaptive speech
 * must get through to the vendor — the model, the text and the audio it answered with.
 */
import type { ElevenLabsQuery, ElevenLabsRefusal } from "./request-params";

export interface VoiceSettingsSent {
  stability?: number;
  similarity_boost?: number;
  style?: number;
  speed?: number;
  use_speaker_boost?: boolean;
  [other: string]: unknown;
}

export interface RecordedTtsConnection {
  id: number;
  at: string;
  accepted: boolean;
  refusal?: ElevenLabsRefusal;
  query: ElevenLabsQuery;
  /** Context ids opened on this socket, in order. */
  contextIds: string[];
  unknownMessages: string[];
  closeCode?: number;
  closeReason?: string;
}

export interface SpokenChunk {
  text: string;
  language: string;
  speed: number;
  wordsPerMinute: number;
  audioMs: number;
}

export interface RecordedSynthesis {
  kind: "stream-context" | "http";
  /** The socket it came over; undefined for HTTP. */
  connectionId?: number;
  contextId?: string;
  at: string;
  voiceId: string;
  modelId?: string;
  outputFormat: string;
  /** From the URL (`language_code`), if the client sent one. */
  languageCode?: string;
  /** As sent: in the context's first message (stream) or the request body (HTTP). */
  voiceSettings?: VoiceSettingsSent;
  /** voiceSettings.speed, or 1 (ElevenLabs' default) when absent. */
  speed: number;
  generationConfig?: unknown;
  /** Every text fragment in order, as the client sent it. */
  textParts: string[];
  /** The whole text, fragments joined. */
  text: string;
  flushes: number;
  closed: boolean;
  /** Audio answered, per generation. */
  spoken: SpokenChunk[];
  audioMs: number;
  /** When the last audio went out (`isFinal` sent, HTTP response ended) or the request was refused. ISO. */
  finishedAt?: string;
  error?: string;
}
