/**
 * Part of the ElevenLabs TEST DOUBLE. Reads what the plugin puts in the URL: the voice id in the
 * path, model, output format and language in the query. Only `pcm_<rate>` output is implemented:
 * the LiveKit plugin 1.9 feeds whatever bytes it receives into a 16-bit PCM byte stream, so an
 * `mp3_*` format (which its types allow) would be played as noise against the real service too.
 */
import { isLang, type Lang } from "~/lib/lang";

export interface ElevenLabsQuery {
  raw: Record<string, string>;
  voiceId: string;
  modelId?: string;
  outputFormat: string;
  sampleRate?: number;
  languageCode?: string;
  syncAlignment: boolean;
  autoMode: boolean;
  inactivityTimeoutSec?: number;
  applyTextNormalization?: string;
}

export interface ElevenLabsRefusal {
  status: number;
  message: string;
}

const PCM = /^pcm_(\d{4,6})$/;

/** `/v1/text-to-speech/{voice}/multi-stream-input`, `/v1/text-to-speech/{voice}/stream` or `/v1/text-to-speech/{voice}`. */
export function matchTtsPath(pathname: string): { voiceId: string; kind: "multi-stream-input" | "stream" | "convert" } | undefined {
  const m = /^\/v1\/text-to-speech\/([^/]+)(?:\/(multi-stream-input|stream))?$/.exec(pathname);
  if (m === null) return undefined;
  const kind = (m[2] ?? "convert") as "multi-stream-input" | "stream" | "convert";
  return { voiceId: decodeURIComponent(m[1]!), kind };
}

export function readQuery(voiceId: string, search: URLSearchParams): ElevenLabsQuery {
  const raw = Object.fromEntries(search);
  const outputFormat = raw.output_format ?? "mp3_44100_128";
  const rate = PCM.exec(outputFormat)?.[1];
  return {
    raw,
    voiceId,
    modelId: raw.model_id,
    outputFormat,
    sampleRate: rate === undefined ? undefined : Number(rate),
    languageCode: raw.language_code,
    syncAlignment: raw.sync_alignment === "true",
    autoMode: raw.auto_mode === "true",
    inactivityTimeoutSec: raw.inactivity_timeout === undefined ? undefined : Number(raw.inactivity_timeout),
    applyTextNormalization: raw.apply_text_normalization,
  };
}

export function validateQuery(q: ElevenLabsQuery): ElevenLabsRefusal | undefined {
  if (q.sampleRate === undefined) {
    return { status: 400, message: `TEST DOUBLE (elevenlabs) implements pcm_<rate> output only, got output_format=${q.outputFormat}` };
  }
  if (q.languageCode !== undefined && !isLang(q.languageCode)) {
    return { status: 400, message: `TEST DOUBLE (elevenlabs) speaks nl, en, fr, it only, got language_code=${q.languageCode}` };
  }
  return undefined;
}

export function languageOf(q: ElevenLabsQuery): Lang | undefined {
  return q.languageCode !== undefined && isLang(q.languageCode) ? q.languageCode : undefined;
}
