/**
 * The emergency reply through the whole media path: a caller (rtc-node) speaks espeak-ng audio
 * into a real livekit-server; the real worker hears it through Silero VAD and the real Deepgram
 * plugin, whose server is the local Deepgram TEST DOUBLE (scripted words, only after it heard
 * speech energy); cognition answers with the emergency reply; espeak-ng speaks it.
 *
 * What a caller in trouble must notice: "mhm" never cuts "hang up and call 112" off, and talking
 * over it gets the whole reply again once they stop — not an answer to what they said over it.
 */
import { initializeLogger } from "@livekit/agents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EspeakTTS } from "~/agent/tts/espeak";
import { startDeepgramDouble, type DeepgramDouble } from "~/testkit/doubles/deepgram";
import { measureSpeech, type PcmFrameLike } from "~/testkit/harness/speech-energy";
import type { VoiceCaller } from "~/testkit/voice/voice-stack";
import { voiceStack } from "~/testkit/voice/voice-stack";

const GREETING_TIMEOUT_MS = 40_000;
let deepgram: DeepgramDouble;

beforeAll(async () => {
  deepgram = await startDeepgramDouble();
});
afterAll(async () => deepgram?.close());

const stack = voiceStack("emergency-call", () => ({ DEEPGRAM_API_KEY: deepgram.apiKey, DEEPGRAM_BASE_URL: deepgram.url }));

async function voice(text: string) {
  initializeLogger({ pretty: false, level: "warn" });
  const frame = await new EspeakTTS({ lang: "nl" }).synthesize(text).collect();
  return { pcm: frame.data, sampleRate: frame.sampleRate };
}

/** Join, hear the whole greeting, and be ready to talk. */
async function answeredCall(): Promise<VoiceCaller> {
  const caller = await stack.call();
  await caller.waitForEvent("hello", GREETING_TIMEOUT_MS);
  await caller.waitForSpeech({ timeoutMs: GREETING_TIMEOUT_MS, minVoicedMs: 1000 });
  await caller.waitForSilence({ silenceMs: 1200, timeoutMs: 30_000 });
  return caller;
}

/** How much speech the reply holds when synthesised whole here: the yardstick for "in full". */
async function voicedMsOf(text: string): Promise<number> {
  const { pcm, sampleRate } = await voice(text);
  const per = Math.round(sampleRate / 50);
  const frames: PcmFrameLike[] = [];
  for (let i = 0; i + per <= pcm.length; i += per) frames.push({ data: pcm.subarray(i, i + per), sampleRate, channels: 1, samplesPerChannel: per });
  return measureSpeech(frames).voicedMs;
}

const turnsOf = (caller: VoiceCaller) => caller.events.filter((e) => e.type === "turn");
const speechDoneOf = (caller: VoiceCaller, turnIndex: number) =>
  caller.events.flatMap((e) => (e.type === "speech_done" && e.turnIndex === turnIndex ? [e.interrupted] : []));

/** Say an emergency; resolves once the reply's words are being heard. */
async function sayEmergency(caller: VoiceCaller, text: string) {
  deepgram.script([{ text, language: "nl" }]);
  const { endedAt } = await caller.speak(await voice(text));
  const turn = await caller.waitForEvent("turn", 30_000);
  expect(turn).toMatchObject({ path: "prefilter", action: "none", disclaimer: false, language: "nl" });
  expect(turn.spoken.startsWith("Hang nu op en bel meteen 1, 1, 2.")).toBe(true);
  await caller.waitForSpeech({ timeoutMs: 20_000, minVoicedMs: 600, after: endedAt });
  return turn;
}

describe("the emergency reply in a call", () => {
  it("is not cut off by a backchannel ('mhm'), which does not become a turn either", async () => {
    const caller = await answeredCall();
    // Synthesised before the reply starts, so the sound lands while the reply plays (see below).
    const backchannel = await voice("mhm");
    const turn = await sayEmergency(caller, "Ik heb pijn op de borst");
    deepgram.script([{ text: "mhm", language: "nl" }]);
    await caller.speak(backchannel);
    const done = await caller.waitForEvent("speech_done", 40_000, (e) => e.turnIndex === turn.turnIndex);
    expect(done.interrupted).toBe(false);
    expect(turnsOf(caller)).toHaveLength(1);
  }, 150_000);

  it("is said again in full after the caller talked over it, instead of answering what they said", async () => {
    const caller = await answeredCall();
    // Synthesised before the reply starts. Synthesising it once the reply was heard put the words at
    // the reply's very end on a loaded host: in R19 (load ≈ 9, the worker's log full of "process not
    // scheduled") the caller's speech ended 1.2 s after the reply had played out, and no word of it
    // reached the agent while the reply was still playing, so nothing was there to interrupt.
    const overTalk = await voice("Wacht, wat zei u, welk nummer?");
    const turn = await sayEmergency(caller, "Mijn vader is bewusteloos");
    deepgram.script([{ text: "Wacht, wat zei u, welk nummer?", language: "nl" }]);
    const { endedAt } = await caller.speak(overTalk);
    const cutOff = await caller.waitForEvent("speech_done", 20_000, (e) => e.turnIndex === turn.turnIndex);
    expect(cutOff.interrupted).toBe(true);

    // After the caller stopped: the same turn's reply again, played out to the end.
    const repeated = await caller.waitForEvent("speech_done", 60_000, (e) => e.turnIndex === turn.turnIndex && !e.interrupted);
    expect(repeated.interrupted).toBe(false);
    expect(speechDoneOf(caller, turn.turnIndex)).toEqual([true, false]);
    // Every word of it reached the caller after they stopped (allowing for the codec's edges). The
    // agent says speech_done when its side has played the reply out; the last frames are still on
    // their way through the media server then (a loaded CI run measured 30 ms short), so count
    // once the caller has heard the line fall silent.
    await caller.waitForSilence({ silenceMs: 600, timeoutMs: 20_000 });
    const heardAfter = caller
      .receivedFrames()
      .filter((f) => f.receivedAt >= endedAt && f.voiced)
      .reduce((ms, f) => ms + f.durationMs, 0);
    expect(heardAfter).toBeGreaterThanOrEqual(0.8 * (await voicedMsOf(turn.spoken)));
    // The words said over the reply went to no one: no second cognition turn.
    expect(turnsOf(caller)).toHaveLength(1);
  }, 150_000);
});
