import type { stt, tts } from "@livekit/agents";
import * as deepgram from "@livekit/agents-plugin-deepgram";
import * as elevenlabs from "@livekit/agents-plugin-elevenlabs";
import * as openai from "@livekit/agents-plugin-openai";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { EspeakTTS } from "../../tts/espeak";
import { picoInstalled } from "../../tts/pico/voices";
import type { Env } from "~/lib/env";

const log = moduleLogger("agent.providers");

/**
 * The call's ears and voice behind the agents-js interfaces, plus the two run-time changes a call
 * makes: the language lock (after the first confirmed utterance) and the adaptive speed. Which
 * vendor runs is configuration; the session never branches on it.
 */
export interface SpeechProviders {
  /** undefined: no recogniser configured — the caller can still type in the page during the call. */
  stt: stt.STT | undefined;
  tts: tts.TTS;
  readonly sttLabel: string;
  readonly ttsLabel: string;
  /** Recognition and synthesis in the locked language from now on. */
  lockLanguage(lang: Lang): void;
  /** The running recognition stream must be replaced for the lock to reach it (streaming vendors). */
  readonly reopenStreamOnLock: boolean;
  /** The recogniser says how sure it is of each recognition (Deepgram); the local Whisper's adapter does not. */
  readonly measuresConfidence: boolean;
  setSpeed(speed: number): void;
}

export interface ProviderInputs {
  config: Env;
  /** Language of the greeting (the tenant's default) until the call locks. */
  initialLang: Lang;
  /** Recogniser bias from the tenant's data (doctor and department names). */
  keyterms: string[];
}

/** Deepgram's code-switching mode: the first utterance may be in any of the tenant's languages. */
export const DEEPGRAM_MULTILINGUAL = "multi";

function createStt({
  config,
  keyterms,
  initialLang,
}: ProviderInputs): Pick<SpeechProviders, "stt" | "sttLabel" | "lockLanguage" | "reopenStreamOnLock" | "measuresConfidence"> {
  if (config.DEEPGRAM_API_KEY) {
    const recogniser = new deepgram.STT({
      apiKey: config.DEEPGRAM_API_KEY,
      ...(config.DEEPGRAM_BASE_URL ? { baseUrl: config.DEEPGRAM_BASE_URL } : {}),
      model: config.DEEPGRAM_MODEL,
      language: DEEPGRAM_MULTILINGUAL,
      keyterm: keyterms,
      interimResults: true,
      // Digits as digits ("0475 12 34 56"): the dictation guard and the mishears read them.
      smartFormat: true,
      // Deepgram's own endpointing is only a hint; the session's VAD and turn detector decide.
      endpointing: 300,
    });
    return {
      stt: recogniser,
      sttLabel: `deepgram:${config.DEEPGRAM_MODEL}`,
      // Shapes streams opened from now on; the session's running stream is reopened (see ReopenableRecognition).
      lockLanguage: (lang) => recogniser.updateOptions({ language: lang }),
      reopenStreamOnLock: true,
      measuresConfidence: true,
    };
  }
  if (config.STT_OPENAI_BASE_URL) {
    // Any OpenAI-compatible /v1/audio/transcriptions server (a self-hosted Whisper): not streaming,
    // so agents-js runs it behind the VAD, once per caller turn.
    // `call`: the greeting's language (the page's choice or the tenant's default) from the first
    // turn; a small Whisper guessing the language mostly guesses wrong (docs/local-models.md).
    const fromFirstTurn = config.STT_OPENAI_LANGUAGE === "call";
    const recogniser = new openai.STT({
      baseURL: config.STT_OPENAI_BASE_URL,
      apiKey: config.STT_OPENAI_API_KEY ?? "not-needed",
      model: config.STT_OPENAI_MODEL,
      ...(fromFirstTurn ? { language: initialLang, detectLanguage: false } : { detectLanguage: true }),
      useRealtime: false,
    });
    return {
      stt: recogniser,
      sttLabel: `openai-compatible:${config.STT_OPENAI_MODEL}`,
      lockLanguage: (lang) => recogniser.updateOptions({ language: lang, detectLanguage: false }),
      // Each turn is recognised on its own request, which reads the options afresh.
      reopenStreamOnLock: false,
      measuresConfidence: false,
    };
  }
  log.warn("no speech-to-text configured (DEEPGRAM_API_KEY or STT_OPENAI_BASE_URL): callers can type in the page during the call");
  return { stt: undefined, sttLabel: "none", lockLanguage: () => {}, reopenStreamOnLock: false, measuresConfidence: false };
}

function createTts({ config, initialLang }: ProviderInputs): Pick<SpeechProviders, "tts" | "ttsLabel" | "setSpeed"> & { setLang(lang: Lang): void } {
  if (config.ELEVEN_API_KEY) {
    const baseSettings: elevenlabs.VoiceSettings = { stability: 0.6, similarity_boost: 0.75, speed: 1 };
    const voice = new elevenlabs.TTS({
      apiKey: config.ELEVEN_API_KEY,
      ...(config.ELEVEN_BASE_URL ? { baseURL: config.ELEVEN_BASE_URL } : {}),
      voiceId: config.ELEVEN_VOICE_ID,
      model: config.ELEVEN_MODEL,
      language: initialLang,
      voiceSettings: baseSettings,
    });
    return {
      tts: voice,
      ttsLabel: `elevenlabs:${config.ELEVEN_MODEL}`,
      setSpeed: (speed) => voice.updateOptions({ voiceSettings: { ...baseSettings, speed } }),
      setLang: (lang) => voice.updateOptions({ language: lang }),
    };
  }
  const voice = new EspeakTTS({ lang: initialLang, pico: config.VOICEDESK_LOCAL_VOICE === "auto" && picoInstalled() });
  return {
    tts: voice,
    ttsLabel: voice.voiceLabel,
    setSpeed: (speed) => voice.updateOptions({ speed }),
    setLang: (lang) => voice.updateOptions({ lang }),
  };
}

export function createSpeechProviders(inputs: ProviderInputs): SpeechProviders {
  const ears = createStt(inputs);
  const voice = createTts(inputs);
  let speed = 1;
  log.info({ stt: ears.sttLabel, tts: voice.ttsLabel, keyterms: inputs.keyterms.length }, "speech_providers_ready");
  return {
    stt: ears.stt,
    tts: voice.tts,
    sttLabel: ears.sttLabel,
    ttsLabel: voice.ttsLabel,
    lockLanguage: (lang) => {
      ears.lockLanguage(lang);
      voice.setLang(lang);
    },
    reopenStreamOnLock: ears.reopenStreamOnLock,
    measuresConfidence: ears.measuresConfidence,
    // Only on change: a vendor voice opens a new connection for new settings.
    setSpeed: (next) => {
      if (next === speed) return;
      speed = next;
      voice.setSpeed(next);
      log.info({ speed: next }, "speaking_speed_changed");
    },
  };
}
