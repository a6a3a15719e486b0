/**
 * The media path with the real livekit-server: a caller joins over WebRTC (rtc-node), the echo
 * worker's job joins the same room and speaks with espeak-ng, the caller hears speech. Runs on
 * free ports, beside any developer instance. Missing tools fail the suite with the setup command;
 * they never skip it.
 */
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { initializeLogger } from "@livekit/agents";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertEspeakInstalled, EspeakTTS } from "../../agent/tts/espeak";
import { resolveLivekitServerBinary, startLivekitDevServer, type LivekitDevServer } from "../../scripts/livekit/dev-server";
import { freeLivekitPorts } from "../../scripts/livekit/free-ports";
import { startAgentWorker, type AgentWorker } from "./agent-worker";
import { joinAsCaller, type Caller } from "./caller";
import { runningInGroup } from "./process-state";
import { createRoomToken } from "./room-token";

const ECHO_ENTRY = fileURLToPath(new URL("../../agent/echo/echo-agent.ts", import.meta.url));
/** Generous: the dev-mode worker forks a fresh job process per call before it can speak. */
const GREETING_TIMEOUT_MS = 30_000;


describe("media path through a real livekit-server", () => {
  let server: LivekitDevServer | undefined;
  let worker: AgentWorker | undefined;
  const callers: Caller[] = [];

  const join = async (identity: string, room: string) => {
    const token = await createRoomToken({ apiKey: server!.apiKey, apiSecret: server!.apiSecret, room, identity });
    const caller = await joinAsCaller({ url: server!.url, token });
    callers.push(caller);
    return caller;
  };

  beforeAll(async () => {
    // Both throw with the setup script to run.
    resolveLivekitServerBinary();
    assertEspeakInstalled();
    server = await startLivekitDevServer(await freeLivekitPorts());
    worker = await startAgentWorker(ECHO_ENTRY, {
      LIVEKIT_URL: server.url,
      LIVEKIT_API_KEY: server.apiKey,
      LIVEKIT_API_SECRET: server.apiSecret,
    });
  }, 90_000);

  afterAll(async () => {
    // Each step guarded: one failing cleanup must not leave the next process running.
    await Promise.allSettled(callers.map((c) => c.disconnect()));
    await worker?.stop().catch(() => {});
    await server?.stop().catch(() => {});
  }, 30_000);

  it("a caller who joins hears the echo line's greeting as speech", async () => {
    const caller = await join("caller", `greeting-${randomUUID()}`);
    const speech = await caller.waitForSpeech({ timeoutMs: GREETING_TIMEOUT_MS, minVoicedMs: 500 });
    expect(speech.voicedMs).toBeGreaterThanOrEqual(500);
    expect(speech.peakDbfs).toBeGreaterThan(-30);
    expect(caller.firstAudioFrameAt()).toBeDefined();
    expect(caller.firstSpeechAt()).toBeGreaterThanOrEqual(caller.firstAudioFrameAt()!);
    expect(caller.receivedFrames().every((f) => f.from.startsWith("agent-"))).toBe(true);
  }, 60_000);

  it("what a caller says into the microphone reaches the others in the room", async () => {
    initializeLogger({ pretty: false, level: "warn" });
    const audio = await new EspeakTTS({ lang: "en" }).synthesize("Hello, can you hear me? This is a test call.").collect();
    const room = `microphone-${randomUUID()}`;
    const talker = await join("talker", room);
    const listener = await join("listener", room);

    const { startedAt, endedAt } = await talker.speak({ pcm: audio.data, sampleRate: audio.sampleRate });
    expect(endedAt - startedAt).toBeGreaterThan(1500); // played in real time, not dumped at once
    const heard = await listener.waitForSpeech({ timeoutMs: 10_000, minVoicedMs: 500, from: "talker" });
    expect(heard.voicedMs).toBeGreaterThanOrEqual(500);
  }, 60_000);

  it("stopping the worker ends its job processes with it", async () => {
    const caller = await join("caller-2", `shutdown-${randomUUID()}`);
    await caller.waitForSpeech({ timeoutMs: GREETING_TIMEOUT_MS });
    const pid = worker!.pid;
    // The worker and the job process serving this call.
    expect(runningInGroup(pid).length).toBeGreaterThanOrEqual(2);
    await worker!.stop();
    expect(runningInGroup(pid)).toEqual([]);
  }, 60_000);
});
