import { describe, expect, it } from "vitest";
import { PcmFramer } from "./pcm-framer";

describe("cutting speech into frames", () => {
  it("emits 40 ms frames and keeps the remainder until more audio arrives", () => {
    const framer = new PcmFramer(22050, 1);
    const frames = framer.push(new Int16Array(2000).fill(5));
    expect(frames.map((f) => f.samplesPerChannel)).toEqual([882, 882]);
    expect(frames[0]!.sampleRate).toBe(22050);
    expect(framer.push(new Int16Array(646)).map((f) => f.samplesPerChannel)).toEqual([882]);
    expect(framer.flush()).toEqual([]);
  });

  it("hands out the short last frame at the end so no speech is dropped", () => {
    const framer = new PcmFramer(22050, 1);
    framer.push(new Int16Array(1000).fill(9));
    const rest = framer.flush();
    expect(rest).toHaveLength(1);
    expect(rest[0]!.samplesPerChannel).toBe(118);
    expect([...rest[0]!.data].every((s) => s === 9)).toBe(true);
  });

  it("keeps stereo samples paired across frame boundaries", () => {
    const framer = new PcmFramer(8000, 2, 10);
    const frames = framer.push(new Int16Array(170));
    expect(frames.map((f) => f.samplesPerChannel)).toEqual([80]);
    expect(framer.flush()[0]!.samplesPerChannel).toBe(5);
  });
});
