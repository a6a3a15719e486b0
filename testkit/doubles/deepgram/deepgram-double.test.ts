/**
 * The REAL @livekit/agents-plugin-deepgram 1.9 against the Deepgram TEST DOUBLE: what a caller's
 * audio turns into, what the agent asked Deepgram for, and what the double refuses.
 */
import { APIStatusError, initializeLogger, stt } from "@livekit/agents";
import * as deepgram from "@livekit/agents-plugin-deepgram";
import type { AudioFrame } from "@livekit/rtc-node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { assertEspeakInstalled } from "~/agent/tts/espeak";
import { eventually } from "../../process/process-state";
import { startDeepgramDouble, startDeepgramDoubleProcess, type DeepgramDouble } from "./index";
import { noiseFrames, silentFrames, spokenFrames } from "./test-audio";

const QUESTION = "wat zijn de bezoekuren";
const BACKCHANNEL = "mhm";

let double: DeepgramDouble;
let question: AudioFrame[];
let secondQuestion: AudioFrame[];

beforeAll(async () => {
  // agents-js streams log through a global logger that must exist before any stream is built.
  initializeLogger({ pretty: false, level: "error" });
  assertEspeakInstalled();
  double = await startDeepgramDouble();
  question = await spokenFrames(QUESTION, "nl");
  secondQuestion = await spokenFrames("en waar kan ik parkeren", "nl");
});

afterEach(async () => {
  // A stream ended with close() sends its CloseStream asynchronously; let it land before the next
  // test scripts words, or the late flush of the old connection would take them.
  await eventually(() => double.connections.every((c) => c.kind === "prerecorded" || !c.accepted || c.closeCode !== undefined), 5000);
  double.reset();
});
afterAll(() => double.close());

type Opts = ConstructorParameters<typeof deepgram.STT>[0];

function plugin(opts: Opts = {}): deepgram.STT {
  return new deepgram.STT({ apiKey: double.apiKey, baseUrl: double.url, language: "nl", ...opts });
}

interface Run {
  events: stt.SpeechEvent[];
  errors: unknown[];
  finals(): string[];
}

/**
 * Feeds frames to a real plugin stream, waits until `until` holds (or the double decided on
 * `heard` segments), then ends the input and drains the stream to its end.
 */
async function runStream(
  engine: deepgram.STT,
  frames: AudioFrame[],
  wait: { heard?: number; until?: (run: Run) => boolean; settleMs?: number; flushAfter?: boolean } = {},
): Promise<Run> {
  const run: Run = {
    events: [],
    errors: [],
    finals: () => run.events.filter((e) => e.type === stt.SpeechEventType.FINAL_TRANSCRIPT).map((e) => e.alternatives?.[0]?.text ?? ""),
  };
  engine.on("error", (e) => run.errors.push(e.error));
  const stream = engine.stream();
  const drained = (async () => {
    for await (const ev of stream) run.events.push(ev);
  })();
  for (const f of frames) stream.pushFrame(f);
  if (wait.flushAfter) stream.flush();
  if (wait.heard !== undefined) await double.waitForHeard(wait.heard);
  if (wait.until !== undefined) expect(await eventually(() => wait.until!(run), 10_000)).toBe(true);
  if (wait.settleMs !== undefined) await new Promise((r) => setTimeout(r, wait.settleMs));
  try {
    stream.endInput();
  } catch {
    // a refused stream may already be closed
  }
  await drained;
  return run;
}

const typesOf = (run: Run) => run.events.map((e) => e.type).filter((t) => t !== stt.SpeechEventType.RECOGNITION_USAGE);

describe("Deepgram double with the real LiveKit plugin (streaming)", () => {
  it("transcribes a scripted question only after hearing it, with the plugin's full event sequence", async () => {
    double.script([QUESTION]);
    const run = await runStream(plugin(), [...question, ...silentFrames(1500)], { until: (r) => r.finals().length === 1 });

    expect(run.finals()).toEqual([QUESTION]);
    const types = typesOf(run);
    expect(types[0]).toBe(stt.SpeechEventType.START_OF_SPEECH);
    expect(types).toContain(stt.SpeechEventType.INTERIM_TRANSCRIPT);
    expect(types.indexOf(stt.SpeechEventType.END_OF_SPEECH)).toBeGreaterThan(types.indexOf(stt.SpeechEventType.FINAL_TRANSCRIPT));
    for (const interim of run.events.filter((e) => e.type === stt.SpeechEventType.INTERIM_TRANSCRIPT)) {
      expect(QUESTION.startsWith(interim.alternatives![0].text)).toBe(true);
    }

    const final = run.events.find((e) => e.type === stt.SpeechEventType.FINAL_TRANSCRIPT)!.alternatives![0];
    expect(final.language).toBe("nl");
    expect(final.words?.map((w) => w.text)).toEqual(QUESTION.split(" "));
    const words = final.words!;
    for (let i = 0; i < words.length; i++) {
      expect(words[i]!.endTime!).toBeGreaterThan(words[i]!.startTime!);
      if (i > 0) expect(words[i]!.startTime!).toBeGreaterThanOrEqual(words[i - 1]!.endTime!);
    }

    const [heard] = double.heard;
    expect(heard).toMatchObject({ outcome: "transcribed", text: QUESTION, trigger: "endpoint" });
    expect(heard!.voicedMs).toBeGreaterThanOrEqual(300);
    // The words sit inside the audio the double actually heard as voiced.
    expect(words[0]!.startTime).toBeCloseTo(heard!.startSec, 1);
    expect(words.at(-1)!.endTime).toBeCloseTo(heard!.endSec, 1);

    const [conn] = double.connections;
    // The server side of the close handshake may finish just after the plugin's stream ended.
    expect(await eventually(() => conn?.closeCode === 1000, 2000)).toBe(true);
    expect(conn).toMatchObject({ accepted: true, closeStreamReceived: true });
    expect(conn!.sent.SpeechStarted).toBe(1);
    expect(conn!.sent.Metadata).toBe(1);
  });

  it("transcribes two utterances in the order they were spoken", async () => {
    double.script([QUESTION, BACKCHANNEL]);
    const run = await runStream(plugin(), [...question, ...silentFrames(1500), ...secondQuestion, ...silentFrames(1500)], {
      until: (r) => r.finals().length === 2,
    });
    expect(run.finals()).toEqual([QUESTION, BACKCHANNEL]);
    expect(double.heard.map((h) => h.outcome)).toEqual(["transcribed", "transcribed"]);
    expect(double.heard[1]!.startSec).toBeGreaterThan(double.heard[0]!.endSec + 0.5);
    expect(typesOf(run).filter((t) => t === stt.SpeechEventType.END_OF_SPEECH)).toHaveLength(2);
  });

  it("never produces a transcript from silence, even with words scripted", async () => {
    double.script([QUESTION]);
    const run = await runStream(plugin(), silentFrames(3000), { settleMs: 300 });
    expect(run.finals()).toEqual([]);
    expect(double.heard).toEqual([]);
    expect(double.pendingScript()["*"]).toHaveLength(1);
    // The plugin's own energy filter stops sending after ~1 s of silence; the double got that second.
    expect(double.connections[0]!.audioSec).toBeGreaterThan(0.8);
  });

  it("never produces a transcript from quiet line noise below the speech threshold", async () => {
    double.script([QUESTION]);
    const run = await runStream(plugin(), noiseFrames(3000, -46), { settleMs: 300 });
    expect(run.finals()).toEqual([]);
    expect(double.heard).toEqual([]);
    // −46 dBFS is above the plugin's own energy gate, so all three seconds really reached the double.
    expect(double.connections[0]!.audioSec).toBeGreaterThan(2.8);
  });

  it("never produces a transcript from loud hiss (noise, not a voice)", async () => {
    double.script([QUESTION]);
    const run = await runStream(plugin(), [...noiseFrames(2000, -20), ...silentFrames(1200)], { settleMs: 300 });
    expect(run.finals()).toEqual([]);
    expect(double.heard).toEqual([]);
  });

  it("records unscripted speech and invents no words for it", async () => {
    const run = await runStream(plugin(), [...question, ...silentFrames(1500)], { heard: 1, settleMs: 100 });
    expect(run.finals().filter((t) => t !== "")).toEqual([]);
    expect(double.unscripted).toHaveLength(1);
    expect(double.unscripted[0]!.voicedMs).toBeGreaterThanOrEqual(300);
    // The empty final still closes the plugin's "speaking" state, as Deepgram's would.
    expect(typesOf(run)).toContain(stt.SpeechEventType.END_OF_SPEECH);
  });

  it("answers the plugin's Finalize (stream.flush) with the utterance heard so far, before any pause", async () => {
    double.script([QUESTION]);
    const run = await runStream(plugin(), question, { flushAfter: true, until: (r) => r.finals().length === 1 });
    expect(run.finals()).toEqual([QUESTION]);
    expect(double.heard[0]).toMatchObject({ trigger: "finalize", outcome: "transcribed" });
    expect(double.connections[0]!.finalizes).toBe(1);
  });

  it("records the language lock and Nova-3 keyterms the agent asked for", async () => {
    double.script([QUESTION]);
    await runStream(plugin({ model: "nova-3", keyterm: ["Lindenhof", "bezoekuren"], sampleRate: 16000 }), [...question, ...silentFrames(1200)], {
      heard: 1,
    });
    const q = double.connections[0]!.query;
    expect(q).toMatchObject({
      model: "nova-3",
      language: "nl",
      keyterm: ["Lindenhof", "bezoekuren"],
      keywords: [],
      sampleRate: 16000,
      encoding: "linear16",
      channels: 1,
    });
    expect(q).toMatchObject({ interimResults: true, vadEvents: true, endpointing: 25 });
  });

  it("records Nova-2 keyword boosts as term:boost", async () => {
    double.script([QUESTION]);
    await runStream(
      plugin({
        model: "nova-2-general",
        keywords: [
          ["Lindenhof", 2],
          ["Sint-Jozef", 1.5],
        ],
      }),
      [...question, ...silentFrames(1200)],
      { heard: 1 },
    );
    expect(double.connections[0]!.query).toMatchObject({ model: "nova-2-general", language: "nl", keywords: ["Lindenhof:2", "Sint-Jozef:1.5"] });
  });

  it("refuses keywords on Nova-3 with HTTP 400, as Deepgram does", async () => {
    const engine = plugin({ model: "nova-3", keywords: [["Lindenhof", 2]] });
    const run = await runStream(engine, question, { settleMs: 300 });
    expect(run.finals()).toEqual([]);
    expect(double.connections[0]!.refusal).toMatchObject({ status: 400, errCode: "INVALID_QUERY_PARAMETER" });
    expect(run.errors.some((e) => e instanceof APIStatusError && e.statusCode === 400)).toBe(true);
  });

  it("refuses a wrong API key with HTTP 401 and the plugin reports it as non-retryable", async () => {
    double.script([QUESTION]);
    const engine = new deepgram.STT({ apiKey: "not-the-key", baseUrl: double.url, language: "nl" });
    const run = await runStream(engine, [...question, ...silentFrames(1200)], { until: (r) => r.errors.length > 0 });
    expect(run.finals()).toEqual([]);
    const err = run.errors[0];
    expect(err).toBeInstanceOf(APIStatusError);
    expect((err as APIStatusError).statusCode).toBe(401);
    expect(double.connections).toHaveLength(1);
    expect(double.connections[0]).toMatchObject({ accepted: false, refusal: { status: 401, errCode: "INVALID_AUTH" } });
    expect(double.heard).toEqual([]);
  });

  it("reports the scripted language under language=multi (Nova-3 multilingual)", async () => {
    double.script([{ text: "quelles sont les heures de visite", language: "fr" }]);
    const french = await spokenFrames("quelles sont les heures de visite", "fr");
    const run = await runStream(plugin({ model: "nova-3", language: "multi" }), [...french, ...silentFrames(1200)], {
      until: (r) => r.finals().length === 1,
    });
    const final = run.events.find((e) => e.type === stt.SpeechEventType.FINAL_TRANSCRIPT)!.alternatives![0];
    expect(final.text).toBe("quelles sont les heures de visite");
    expect(final.language).toBe("fr");
    expect(double.connections[0]!.query.language).toBe("multi");
  });

  it("serves a per-language queue before the shared one and flags speech in another language than the lock", async () => {
    double.script(["shared words"]);
    double.script([{ text: "bonjour", language: "fr" }], { language: "nl" });
    const run = await runStream(plugin(), [...question, ...silentFrames(1200)], { until: (r) => r.finals().length === 1 });
    expect(run.finals()).toEqual(["bonjour"]);
    expect(double.heard[0]).toMatchObject({ languageMismatch: true, language: "fr" });
    expect(double.pendingScript()["*"]?.map((u) => u.text)).toEqual(["shared words"]);
  });

  it("plugin 1.9: STT.updateOptions({ language }) does not reach an open stream; stream.updateOptions reconnects with it", async () => {
    const engine = plugin({ language: "nl" });
    const stream = engine.stream();
    const drained = (async () => {
      for await (const _ of stream) void _;
    })();
    for (const f of silentFrames(200)) stream.pushFrame(f);
    expect(await eventually(() => double.connections.length === 1, 5000)).toBe(true);
    engine.updateOptions({ language: "fr" });
    for (const f of silentFrames(200)) stream.pushFrame(f);
    await new Promise((r) => setTimeout(r, 300));
    expect(double.connections.map((c) => c.query.language)).toEqual(["nl"]);
    stream.updateOptions({ language: "fr" });
    for (const f of silentFrames(200)) stream.pushFrame(f);
    expect(await eventually(() => double.connections.length === 2, 5000)).toBe(true);
    expect(double.connections.map((c) => c.query.language)).toEqual(["nl", "fr"]);
    // close(), not endInput(): after a reconnect the plugin no longer sends CloseStream on the live
    // socket (see the next test), so endInput() would wait for the 10 s idle close.
    stream.close();
    await drained;
  });

  it("KNOWN PLUGIN BUG (1.9): after a reconnect the old send loop keeps reading input, so the new connection gets about half the audio", async () => {
    const engine = plugin();
    const stream = engine.stream();
    const drained = (async () => {
      for await (const _ of stream) void _;
    })();
    for (const f of silentFrames(200)) stream.pushFrame(f);
    // Wait for audio, not for the connection record: the double records a stream at the upgrade
    // request, before the plugin's socket is open. The plugin arms its reconnect signal only once the
    // socket is open (#runWS replaces #resetWS), so an updateOptions in that gap resolves a signal
    // nobody awaits and the plugin never reconnects (R3 and R5, 2026-11-27). Audio arriving means the
    // send loop, and so the armed signal, is running.
    expect(await eventually(() => (double.connections[0]?.audioSec ?? 0) > 0, 5000)).toBe(true);
    // What the plugin itself does when session keyterms change (_updateSessionKeyterms), or an agent on a language switch.
    stream.updateOptions({ keyterm: ["Lindenhof"] });
    // The plugin reconnects in its own time: past 5 s on a loaded host (a fresh-clone run beside
    // three other test runs); waiting for the connection, not for a fixed time.
    expect(await eventually(() => double.connections.length === 2, 30_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    const fresh = double.connections[1]!;
    const before = fresh.audioSec;
    const frames = [...question, ...secondQuestion, ...silentFrames(500)];
    const pushedSec = frames.reduce((sum, f) => sum + f.samplesPerChannel / f.sampleRate, 0);
    for (const f of frames) stream.pushFrame(f);
    await new Promise((r) => setTimeout(r, 1000));
    const ratio = (fresh.audioSec - before) / pushedSec;
    // If this starts failing with ratio ≈ 1, the plugin was fixed: drop this test and the note in docs/test-doubles.md.
    expect(ratio).toBeGreaterThan(0.3);
    expect(ratio).toBeLessThan(0.7);
    stream.close();
    await drained;
  });

  it("sends UtteranceEnd after utterance_end_ms of heard silence when asked", async () => {
    double.script([QUESTION]);
    await runStream(plugin({ utteranceEndMs: 800 }), [...question, ...silentFrames(1500)], {
      until: () => (double.connections[0]?.sent.UtteranceEnd ?? 0) === 1,
    });
    expect(double.connections[0]!.query.utteranceEndMs).toBe(800);
  });
});

describe("Deepgram double with the real LiveKit plugin (pre-recorded recognize)", () => {
  it("returns the scripted words and the detected language for a posted file", async () => {
    double.script([{ text: "quelles sont les heures de visite", language: "fr" }]);
    const french = await spokenFrames("quelles sont les heures de visite", "fr");
    const engine = new deepgram.STT({ apiKey: double.apiKey, baseUrl: double.url, detectLanguage: true });
    const event = await engine.recognize([...french, ...silentFrames(300)]);
    expect(event.type).toBe(stt.SpeechEventType.FINAL_TRANSCRIPT);
    expect(event.alternatives?.[0]?.text).toBe("quelles sont les heures de visite");
    expect(event.alternatives?.[0]?.language).toBe("fr");
    expect(double.connections[0]).toMatchObject({ kind: "prerecorded", accepted: true, query: { detectLanguage: true } });
  });

  it("returns an empty transcript for a posted file of silence", async () => {
    double.script([QUESTION]);
    const engine = plugin();
    const event = await engine.recognize(silentFrames(2000));
    expect(event.alternatives?.[0]?.text).toBe("");
    expect(double.heard).toEqual([]);
  });
});

describe("Deepgram double as a separate process", () => {
  it("is scripted over HTTP and transcribes the real plugin's stream", async () => {
    const proc = await startDeepgramDoubleProcess();
    try {
      expect(proc.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
      expect(await proc.script([QUESTION])).toBe(1);
      const engine = new deepgram.STT({ apiKey: proc.apiKey, baseUrl: proc.url, language: "nl", keyterm: ["Lindenhof"] });
      const events: stt.SpeechEvent[] = [];
      const stream = engine.stream();
      const drained = (async () => {
        for await (const ev of stream) events.push(ev);
      })();
      for (const f of [...question, ...silentFrames(1500)]) stream.pushFrame(f);
      const finals = () => events.filter((e) => e.type === stt.SpeechEventType.FINAL_TRANSCRIPT);
      expect(await eventually(() => finals().length === 1, 10_000)).toBe(true);
      stream.endInput();
      await drained;
      expect(finals()[0]!.alternatives![0].text).toBe(QUESTION);

      const heard = await proc.heard();
      expect(heard).toHaveLength(1);
      expect(heard[0]).toMatchObject({ outcome: "transcribed", text: QUESTION });
      const [conn] = await proc.connections();
      expect(conn!.query).toMatchObject({ language: "nl", keyterm: ["Lindenhof"] });
    } finally {
      await proc.stop();
    }
  });

  it("rejects a malformed script with 400", async () => {
    const proc = await startDeepgramDoubleProcess();
    try {
      const res = await fetch(`${proc.controlUrl}/script`, { method: "POST", body: JSON.stringify({ utterances: [] }) });
      expect(res.status).toBe(400);
    } finally {
      await proc.stop();
    }
  });
});
