import { VADEventType } from "@livekit/agents";
import { describe, expect, it } from "vitest";
import { CallerAudioClock } from "./caller-audio-clock";
import { ClockedVad } from "./clocked-vad";
import { ScriptedVad, type ScriptedVadStream } from "./scripted-vad.testkit";

describe("a call's shared VAD events", () => {
  it("reach a follower and the session alike, and a follower that throws does not stop the session's VAD", async () => {
    const vad = new ClockedVad(new ScriptedVad(), new CallerAudioClock());
    const stream = vad.stream() as ScriptedVadStream;
    const followed: VADEventType[] = [];
    vad.events.subscribe({
      event: () => {
        throw new Error("a follower's bug");
      },
      stopped: () => {},
    });
    vad.events.subscribe({ event: (ev) => void followed.push(ev.type), stopped: () => followed.push(-1 as VADEventType) });

    stream.report(VADEventType.START_OF_SPEECH, 100, { speechMs: 50 });
    stream.report(VADEventType.END_OF_SPEECH, 900, { silenceMs: 100 });
    const session = [(await stream.next()).value?.type, (await stream.next()).value?.type];

    expect(session).toEqual([VADEventType.START_OF_SPEECH, VADEventType.END_OF_SPEECH]);
    expect(followed).toEqual([VADEventType.START_OF_SPEECH, VADEventType.END_OF_SPEECH]);
    stream.close();
    expect(followed.at(-1), "the follower hears the session's VAD stop").toBe(-1);
    expect(vad.events.open).toBe(false);
  });
});
