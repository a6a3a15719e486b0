import { normalizeLanguage, stt } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream } from "node:stream/web";
import { setImmediate as afterPendingJobs } from "node:timers/promises";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { captureLogs, type CapturedLogs } from "~/lib/logger";
import { ReopenableRecognition, type StreamingRecogniser } from "./reopenable-recognition";

/**
 * A recogniser whose stream says "final N" for the N-th frame it is sent, and ends when its input
 * ended and its last word is out — or when the test lets a word out late, after the call ended,
 * as Deepgram does with the words it was still working on.
 */
class ScriptedStream {
  #events: stt.SpeechEvent[] = [];
  #ended = false;
  #wake: (() => void) | undefined;
  frames = 0;

  pushFrame(): void {
    this.frames += 1;
  }
  flush(): void {}
  endInput(): void {
    this.#ended = true;
    this.#wake?.();
  }
  close(): void {
    this.endInput();
  }
  /** A final transcript comes out now. */
  say(text: string): void {
    this.#events.push({
      type: stt.SpeechEventType.FINAL_TRANSCRIPT,
      alternatives: [{ text, language: normalizeLanguage("nl"), startTime: 0, endTime: 0, confidence: 1 }],
    });
    this.#wake?.();
  }
  async *[Symbol.asyncIterator](): AsyncGenerator<stt.SpeechEvent> {
    for (;;) {
      const next = this.#events.shift();
      if (next) yield next;
      else if (this.#ended) return;
      else await new Promise<void>((resolve) => (this.#wake = resolve));
    }
  }
}

function scriptedRecogniser() {
  const streams: ScriptedStream[] = [];
  const recogniser: StreamingRecogniser = {
    stream: () => {
      const s = new ScriptedStream();
      streams.push(s);
      return s;
    },
  };
  return { recogniser, streams };
}

/** The caller's audio: frames the test pushes, ending when the test says so. */
function callerAudio() {
  let controller!: ReadableStreamDefaultController<AudioFrame>;
  const audio = new ReadableStream<AudioFrame>({ start: (c) => void (controller = c) });
  return { audio, frame: () => controller.enqueue({} as AudioFrame), hangUp: () => controller.close() };
}

const text = (ev: stt.SpeechEvent | undefined) => ev?.alternatives?.[0]?.text;

let logs: CapturedLogs;
let escaped: unknown[];
const onUnhandled = (reason: unknown) => escaped.push(reason);
beforeEach(() => {
  logs = captureLogs();
  escaped = [];
  process.on("unhandledRejection", onUnhandled);
});
afterEach(() => {
  logs.restore();
  process.off("unhandledRejection", onUnhandled);
});

describe("the call's recognition stream", () => {
  it("gives the recogniser's words and ends after the last one when the caller's audio ends", async () => {
    const { recogniser, streams } = scriptedRecogniser();
    const caller = callerAudio();
    const reader = new ReopenableRecognition(recogniser).events(caller.audio).getReader();
    caller.frame();
    streams[0]!.say("waar is de cafetaria");
    expect(text((await reader.read()).value)).toBe("waar is de cafetaria");
    caller.hangUp();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it("lets a word that comes after the call ended go, without an error escaping the job host", async () => {
    const { recogniser, streams } = scriptedRecogniser();
    const caller = callerAudio();
    const events = new ReopenableRecognition(recogniser).events(caller.audio);
    const reader = events.getReader();
    caller.frame();
    // The session stops reading (the caller hung up) while the recogniser still works on a word.
    await reader.cancel();
    streams[0]!.say("tot ziens");
    streams[0]!.endInput();
    // Node reports an unhandled rejection once the pending jobs ran, before the next loop turn.
    await afterPendingJobs();
    expect(escaped).toEqual([]);
    expect(logs.events("recognition_stream_failed")).toEqual([]);
  });

  it("after a reopen, ends only when the old and the new stream both finished", async () => {
    const { recogniser, streams } = scriptedRecogniser();
    const caller = callerAudio();
    const recognition = new ReopenableRecognition(recogniser);
    const reader = recognition.events(caller.audio).getReader();
    recognition.reopen();
    expect(streams).toHaveLength(2);
    caller.hangUp();
    streams[0]!.say("de oude stroom");
    expect(text((await reader.read()).value)).toBe("de oude stroom");
    streams[1]!.say("de nieuwe stroom");
    expect(text((await reader.read()).value)).toBe("de nieuwe stroom");
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });
});
