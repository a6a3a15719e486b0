/**
 * The OpenAI-compatible speech-to-text path (a self-hosted Whisper server, by STT_OPENAI_BASE_URL):
 * the real LiveKit OpenAI STT plugin, run once per caller turn behind Silero VAD, against the
 * OpenAI TEST DOUBLE's /v1/audio/transcriptions (scripted words, given only for audio that holds
 * speech).
 */
import { initializeLogger } from "@livekit/agents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EspeakTTS } from "~/agent/tts/espeak";
import { startOpenAiDouble, type OpenAiDouble } from "~/testkit/doubles/openai/server";
import { voiceStack } from "~/testkit/voice/voice-stack";

let whisper: OpenAiDouble;
beforeAll(async () => {
  whisper = await startOpenAiDouble();
});
afterAll(async () => whisper?.close());

const stack = voiceStack("whisper-stt", () => ({ STT_OPENAI_BASE_URL: whisper.baseURL, STT_OPENAI_MODEL: "whisper-1" }));

async function voice(text: string) {
  initializeLogger({ pretty: false, level: "warn" });
  const frame = await new EspeakTTS({ lang: "nl" }).synthesize(text).collect();
  return { pcm: frame.data, sampleRate: frame.sampleRate };
}

describe("a self-hosted Whisper server as the line's ears", () => {
  it("transcribes the caller's turn once the VAD says it ended, and the line answers it; after the lock the language is sent", async () => {
    const caller = await stack.call();
    await caller.waitForEvent("hello", 40_000);
    await caller.waitForSpeech({ timeoutMs: 40_000, minVoicedMs: 1000 });
    await caller.waitForSilence({ silenceMs: 1200, timeoutMs: 40_000 });

    whisper.scriptTranscripts("Wat zijn de bezoekuren?");
    const { endedAt } = await caller.speak(await voice("Wat zijn de bezoekuren?"));
    const turn = await caller.waitForEvent("turn", 30_000);
    expect(turn).toMatchObject({ utterance: "Wat zijn de bezoekuren?", path: "faq", language: "nl" });
    await caller.waitForSpeech({ timeoutMs: 20_000, minVoicedMs: 1000, after: endedAt });
    const first = whisper.transcriptions.find((t) => t.text === "Wat zijn de bezoekuren?")!;
    expect(first).toMatchObject({ model: "whisper-1", language: undefined });
    expect(first.voicedMs).toBeGreaterThanOrEqual(300);

    await caller.waitForSilence({ silenceMs: 1200, timeoutMs: 40_000 });
    whisper.scriptTranscripts("Hoeveel kost parkeren?");
    await caller.speak(await voice("Hoeveel kost parkeren?"));
    await caller.waitForEvent("turn", 30_000, (e) => e.turnIndex === 1);
    expect(whisper.transcriptions.find((t) => t.text === "Hoeveel kost parkeren?")).toMatchObject({ language: "nl" });
  }, 150_000);
});
