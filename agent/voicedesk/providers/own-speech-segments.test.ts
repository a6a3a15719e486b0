import { initializeLogger, stt } from "@livekit/agents";
import { beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang, type PerLang } from "~/lib/lang";
import { assertEspeakInstalled } from "../../tts/espeak";
import { callerLine, excerptStart, RecordingRecogniser, roomFrames, spoken } from "./caller-line.testkit";
import { END_OF_TURN } from "../../turn-detection/policy";
import { loadVad } from "./quiet-gated-vad";

/** The local-speech spec's questions: the Dutch and Italian ones reached Whisper garbled (2026-11-26). */
const QUESTIONS: PerLang<string> = {
  nl: "Wat zijn de bezoekuren?",
  en: "What are the visiting hours?",
  fr: "Quelles sont les heures de visite?",
  it: "Quali sono gli orari di visita?",
};

async function questionLine(lang: Lang) {
  return callerLine(await spoken(lang, QUESTIONS[lang]));
}

beforeAll(() => {
  initializeLogger({ pretty: false, level: "warn" });
  assertEspeakInstalled();
});

describe("what a recogniser behind the VAD is sent for a caller's question", () => {
  it.each(LANGUAGES)("is the %s question whole and in order, from the quiet before its first word", async (lang) => {
    const { line, speechFrom, speechTo } = await questionLine(lang);
    const recogniser = new RecordingRecogniser();
    const stream = new stt.StreamAdapter(recogniser, loadVad(END_OF_TURN.vadSilenceMs)).stream();
    const ended = (async () => {
      for await (const ev of stream) if (ev.type === stt.SpeechEventType.FINAL_TRANSCRIPT) return;
    })();
    for (const frame of roomFrames(line)) stream.pushFrame(frame);
    await ended;
    stream.close();

    expect(recogniser.sent.length).toBeGreaterThanOrEqual(1);
    const first = recogniser.sent[0]!;
    const start = excerptStart(first, line);
    // An excerpt of the line as the caller said it — not the sentence's end pasted over its start.
    expect(start, "the segment is no excerpt of the caller's line").toBeGreaterThanOrEqual(0);
    // It begins in the quiet before the first word, so Whisper hears that word's onset…
    expect(start).toBeLessThan(speechFrom);
    expect(first.subarray(0, speechFrom - start).every((s) => s === 0)).toBe(true);
    // …and goes on past the middle of the question (a pause may end it earlier; the rest follows in the next segment).
    expect(start + first.length).toBeGreaterThan((speechFrom + speechTo) / 2);
  });
});
