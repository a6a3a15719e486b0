/**
 * Which language the OpenAI-compatible recogniser is told, turn by turn: the real OpenAI STT plugin
 * against the OpenAI TEST DOUBLE's /v1/audio/transcriptions (which records each request's fields).
 */
import { initializeLogger } from "@livekit/agents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "~/lib/env";
import { startOpenAiDouble, type OpenAiDouble } from "~/testkit/doubles/openai/server";
import { EspeakTTS } from "../../tts/espeak";
import { picoInstalled } from "../../tts/pico/voices";
import { createSpeechProviders } from "./speech-providers";

let whisper: OpenAiDouble;
let speech: Awaited<ReturnType<ReturnType<EspeakTTS["synthesize"]>["collect"]>>;
beforeAll(async () => {
  initializeLogger({ pretty: false, level: "warn" });
  whisper = await startOpenAiDouble();
  speech = await new EspeakTTS({ lang: "fr" }).synthesize("Quelles sont les heures de visite?").collect();
});
afterAll(async () => whisper?.close());

function providers(extra: Record<string, string>) {
  return createSpeechProviders({
    config: parseEnv({ STT_OPENAI_BASE_URL: whisper.baseURL, ...extra }),
    initialLang: "fr",
    keyterms: ["Lindenhof"],
  });
}

describe("the OpenAI-compatible recogniser's language", () => {
  it("with STT_OPENAI_LANGUAGE=call, is the greeting's language from the first turn, then the locked one", async () => {
    const p = providers({ STT_OPENAI_LANGUAGE: "call" });
    whisper.scriptTranscripts("Quelles sont les heures de visite?", "What are the visiting hours?");
    const first = await p.stt!.recognize(speech);
    expect(first.alternatives?.[0]?.text).toBe("Quelles sont les heures de visite?");
    expect(whisper.transcriptions.at(-1)).toMatchObject({ language: "fr" });
    p.lockLanguage("en");
    await p.stt!.recognize(speech);
    expect(whisper.transcriptions.at(-1)).toMatchObject({ language: "en", text: "What are the visiting hours?" });
  });

  it("by default lets the server detect it until the call locks", async () => {
    const p = providers({});
    whisper.scriptTranscripts("Quelles sont les heures de visite?", "Quali sono gli orari di visita?");
    await p.stt!.recognize(speech);
    expect(whisper.transcriptions.at(-1)!.language).toBeUndefined();
    p.lockLanguage("it");
    await p.stt!.recognize(speech);
    expect(whisper.transcriptions.at(-1)).toMatchObject({ language: "it" });
  });
});

describe("the local voice without a vendor key", () => {
  it("is Pico for English, French and Italian when it is installed, espeak-ng for Dutch", () => {
    expect(picoInstalled()).toBe(true);
    const french = createSpeechProviders({ config: parseEnv({}), initialLang: "fr", keyterms: [] });
    expect(french.ttsLabel).toBe("pico:fr-FR");
    const dutch = createSpeechProviders({ config: parseEnv({}), initialLang: "nl", keyterms: [] });
    expect(dutch.ttsLabel).toBe("espeak-ng:nl");
  });

  it("is espeak-ng in every language with VOICEDESK_LOCAL_VOICE=espeak-ng", () => {
    const p = createSpeechProviders({ config: parseEnv({ VOICEDESK_LOCAL_VOICE: "espeak-ng" }), initialLang: "it", keyterms: [] });
    expect(p.ttsLabel).toBe("espeak-ng:it");
  });
});
