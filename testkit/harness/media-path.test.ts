/**
 * The media path with the real livekit-server: a caller joins over WebRTC (rtc-node), an echo
 * worker's job joins the same room and speaks with espeak-ng, the caller hears speech. Runs on
 * free ports, beside any developer instance. Missing tools fail the suite with the setup command;
 * they never skip it.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { initializeLogger } from "@livekit/agents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertEspeakInstalled, EspeakTTS } from "~/agent/tts/espeak";
import { resolveLivekitServerBinary, startLivekitOnFreePorts, type LivekitDevServer } from "../services/livekit/livekit-server";
import { startAgentWorker, type AgentWorker } from "../services/agent-worker";
import { joinAsCaller, type Caller } from "./caller";
import { runningInGroup } from "../process/process-state";
import { createRoomToken } from "./room-token";

const ECHO_ENTRY = fileURLToPath(new URL("../../agent/echo/echo-agent.ts", import.meta.url));
const ECHO_WITH_STT_ENTRY = fileURLToPath(new URL("../agents/echo-scripted-stt.ts", import.meta.url));
/** Server and worker output, kept for diagnosing a failed run (git-ignored). */
const ARTIFACTS = fileURLToPath(new URL("../../e2e/.artifacts/", import.meta.url));
/** Generous: the dev-mode worker forks a fresh job process per call before it can speak. */
const GREETING_TIMEOUT_MS = 30_000;

/** One real server and one worker per suite, torn down even when a test fails. */
function mediaStack(entry: string) {
  const stack = {
    server: undefined as LivekitDevServer | undefined,
    worker: undefined as AgentWorker | undefined,
    callers: [] as Caller[],
    async join(identity: string, room: string): Promise<Caller> {
      const server = stack.server!;
      const token = await createRoomToken({ apiKey: server.apiKey, apiSecret: server.apiSecret, room, identity });
      const caller = await joinAsCaller({ url: server.url, token });
      stack.callers.push(caller);
      return caller;
    },
  };

  beforeAll(async () => {
    // Both throw with the setup script to run.
    resolveLivekitServerBinary();
    assertEspeakInstalled();
    initializeLogger({ pretty: false, level: "warn" });
    mkdirSync(ARTIFACTS, { recursive: true });
    const name = basename(entry, ".ts");
    stack.server = await startLivekitOnFreePorts({ logFile: `${ARTIFACTS}media-path-${name}.livekit.log` });
    stack.worker = await startAgentWorker(
      entry,
      { LIVEKIT_URL: stack.server.url, LIVEKIT_API_KEY: stack.server.apiKey, LIVEKIT_API_SECRET: stack.server.apiSecret },
      { logFile: `${ARTIFACTS}media-path-${name}.worker.log` },
    );
  }, 90_000);

  afterAll(async () => {
    // Each step guarded: one failing cleanup must not leave the next process running.
    await Promise.allSettled(stack.callers.map((c) => c.disconnect()));
    await stack.worker?.stop().catch(() => {});
    await stack.server?.stop().catch(() => {});
  }, 30_000);

  return stack;
}

async function spoken(lang: "nl" | "en", text: string) {
  const frame = await new EspeakTTS({ lang }).synthesize(text).collect();
  return { pcm: frame.data, sampleRate: frame.sampleRate };
}

describe("media path through a real livekit-server: greeting", () => {
  const stack = mediaStack(ECHO_ENTRY);

  it("a caller who joins hears the echo line's greeting as speech", async () => {
    const caller = await stack.join("caller", `greeting-${randomUUID()}`);
    const speech = await caller.waitForSpeech({ timeoutMs: GREETING_TIMEOUT_MS, minVoicedMs: 500 });
    expect(speech.voicedMs).toBeGreaterThanOrEqual(500);
    expect(speech.peakDbfs).toBeGreaterThan(-30);
    expect(caller.firstAudioFrameAt()).toBeDefined();
    expect(caller.firstSpeechAt()).toBeGreaterThanOrEqual(caller.firstAudioFrameAt()!);
    expect(caller.receivedFrames().every((f) => f.from.startsWith("agent-"))).toBe(true);
  }, 60_000);

  it("what a caller says into the microphone reaches the others in the room", async () => {
    const room = `microphone-${randomUUID()}`;
    const talker = await stack.join("talker", room);
    const listener = await stack.join("listener", room);

    const { startedAt, endedAt } = await talker.speak(await spoken("en", "Hello, can you hear me? This is a test call."));
    expect(endedAt - startedAt).toBeGreaterThan(1500); // played in real time, not dumped at once
    const heard = await listener.waitForSpeech({ timeoutMs: 10_000, minVoicedMs: 500, from: "talker" });
    expect(heard.voicedMs).toBeGreaterThanOrEqual(500);
  }, 60_000);

  it("stopping the worker ends its job processes with it", async () => {
    const caller = await stack.join("caller-2", `shutdown-${randomUUID()}`);
    await caller.waitForSpeech({ timeoutMs: GREETING_TIMEOUT_MS });
    const pid = stack.worker!.pid;
    // The worker and the job process serving this call.
    expect(runningInGroup(pid).length).toBeGreaterThanOrEqual(2);
    await stack.worker!.stop();
    expect(runningInGroup(pid)).toEqual([]);
  }, 60_000);
});

describe("media path through a real livekit-server: echo turn", () => {
  const stack = mediaStack(ECHO_WITH_STT_ENTRY);

  it("a caller's question is heard, transcribed and echoed back once the caller stops talking", async () => {
    const caller = await stack.join("asker", `echo-${randomUUID()}`);
    await caller.waitForSpeech({ timeoutMs: GREETING_TIMEOUT_MS });
    await caller.waitForSilence({ silenceMs: 1500, timeoutMs: 20_000 });

    const { endedAt } = await caller.speak(await spoken("nl", "Waar kan ik parkeren als ik op bezoek kom?"));
    const echo = await caller.waitForSpeech({ timeoutMs: 15_000, minVoicedMs: 500, after: endedAt });
    expect(echo.voicedMs).toBeGreaterThanOrEqual(500);
    expect(caller.firstSpeechAt(endedAt)).toBeGreaterThan(endedAt);
    // The worker's whole log, not its recent lines: on a loaded host agents-js's "VAD inference is
    // slower than realtime" warnings pushed the echo line out of the tail (final fresh-clone run).
    const workerLog = readFileSync(stack.worker!.logFile!, "utf8");
    expect(workerLog).toMatch(/"msg":"echo turn"/);
    expect(workerLog).toMatch(/"echoed":true/);
  }, 90_000);
});
