/**
 * The replay the lateness figures rest on (agent-vad.ts) against the plugin the agent runs:
 * `inference.VAD` from agents-js 1.9, its model handle replaced by one that returns the test's
 * probabilities, fed 64 ms frames at 16 kHz as the agent's session feeds it. Where the plugin says
 * a pause ends, and when that report can leave (after which frame), is what the replay must match.
 */
import { inference, initializeLogger, VADEventType } from "@livekit/agents";
import localInference from "@livekit/local-inference";
import { AudioFrame } from "@livekit/rtc-node";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { agentVadEvents, type AgentVadEvent } from "./agent-vad";

const FRAME = 1024;

beforeAll(() => initializeLogger({ pretty: false, level: "warn" }));
afterEach(() => vi.restoreAllMocks());

/** What the plugin reports for `probabilities` (one per 32 ms window), each event with the frames pushed before it came. */
async function pluginEvents(probabilities: number[], minSilenceMs: number): Promise<AgentVadEvent[]> {
  let next = 0;
  vi.spyOn(localInference, "createVad").mockImplementation(() => ({ predict: async () => probabilities[next++] ?? 0, reset() {} }));
  const stream = new inference.VAD({ minSilenceDuration: minSilenceMs }).stream();
  const frames = probabilities.length / 2;
  const events: AgentVadEvent[] = [];
  let window = -1;
  let pushed = 0;
  const reader = (async () => {
    for await (const ev of stream) {
      if (ev.type === VADEventType.INFERENCE_DONE) window++;
      if (ev.type === VADEventType.START_OF_SPEECH) events.push({ type: "start", window, reportedAt: pushed * FRAME });
      if (ev.type === VADEventType.END_OF_SPEECH)
        events.push({ type: "end", window, reportedAt: pushed * FRAME, silenceFrom: (window + 1) * 512 - (ev.silenceDuration / 32) * 512 });
      if (window === probabilities.length - 1) break;
    }
  })();
  // One frame at a time, each judged before the next comes, as the caller's audio arrives.
  for (let f = 0; f < frames; f++) {
    pushed = f + 1;
    stream.pushFrame(new AudioFrame(new Int16Array(FRAME), 16_000, 1, FRAME));
    await vi.waitFor(() => expect(window).toBeGreaterThanOrEqual(2 * f + 1));
  }
  await reader;
  stream.close();
  return events;
}

const speech = (n: number) => Array<number>(n).fill(0.9);
const quiet = (n: number) => Array<number>(n).fill(0.05);

describe("the agent's VAD replayed (agent-vad.ts) against inference.VAD", () => {
  const cases: Array<[string, number[], number]> = [
    ["a pause that starts on a frame's first window", [...quiet(2), ...speech(6), ...quiet(10)], 100],
    ["a pause that starts on a frame's second window", [...quiet(2), ...speech(5), ...quiet(11)], 100],
    ["a voice whose probability lingers between the thresholds", [...quiet(2), ...speech(6), 0.45, 0.4, ...quiet(10)], 100],
    ["a dip below the activation threshold inside the speech", [...quiet(2), ...speech(3), 0.4, 0.2, ...speech(3), ...quiet(10)], 96],
    ["the rules' 550 ms", [...quiet(2), ...speech(7), ...quiet(23)], 550],
  ];
  for (const [name, probabilities, minSilenceMs] of cases) {
    it(`${name} (${minSilenceMs} ms): the same events, reported after the same frame`, async () => {
      const fromPlugin = await pluginEvents(probabilities, minSilenceMs);
      expect(fromPlugin.map((e) => e.type)).toContain("end");
      expect(agentVadEvents(probabilities, minSilenceMs)).toEqual(fromPlugin);
    });
  }
});
