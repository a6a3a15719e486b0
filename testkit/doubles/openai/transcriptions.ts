/**
 * Part of the OpenAI TEST DOUBLE: `POST /v1/audio/transcriptions` (multipart, a WAV file), the
 * endpoint self-hosted Whisper servers also speak. No offline recogniser with usable accuracy exists
 * on these machines, so the words come from the test's script — but only for audio that really
 * holds speech (≥ 300 ms above −40 dBFS); silence or noise gets an empty transcript and is recorded.
 */
import { WavStreamReader } from "~/agent/tts/espeak/wav-stream";
import { DEFAULT_SPEECH_THRESHOLD_DBFS, rmsDbfs } from "../../harness/speech-energy";

export const MIN_VOICED_MS = 300;

export interface RecordedTranscription {
  model: string;
  /** The `language` field, when the client sent one (absent while it lets the server detect). */
  language?: string;
  audioMs: number;
  voicedMs: number;
  text: string;
}

export function voicedMsOfWav(wav: Buffer): { audioMs: number; voicedMs: number } {
  const reader = new WavStreamReader();
  const samples = reader.push(wav);
  reader.end();
  const rate = reader.format?.sampleRate ?? 16_000;
  const frame = Math.round(rate / 50); // 20 ms
  let voiced = 0;
  for (let i = 0; i + frame <= samples.length; i += frame) if (rmsDbfs(samples.subarray(i, i + frame)) >= DEFAULT_SPEECH_THRESHOLD_DBFS) voiced += 20;
  return { audioMs: (samples.length / rate) * 1000, voicedMs: voiced };
}

/** Answer one transcription request; `next` gives the scripted words for audio that held speech. */
export async function transcribe(req: Request, next: () => string | undefined): Promise<{ body: Record<string, unknown>; record: RecordedTranscription }> {
  const form = await req.formData();
  const file = form.get("file");
  if (!(file instanceof Blob)) throw new Error("multipart field 'file' is missing");
  const { audioMs, voicedMs } = voicedMsOfWav(Buffer.from(await file.arrayBuffer()));
  const text = voicedMs >= MIN_VOICED_MS ? (next() ?? "") : "";
  const language = typeof form.get("language") === "string" ? (form.get("language") as string) : undefined;
  return { body: { text }, record: { model: String(form.get("model") ?? ""), language, audioMs, voicedMs, text } };
}
