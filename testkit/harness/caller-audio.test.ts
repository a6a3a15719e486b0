import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { assertEspeakInstalled } from "~/agent/tts/espeak";
import { loadCallerAudio } from "./caller-audio";
import { measureSpeech } from "./speech-energy";

const dir = mkdtempSync(join(tmpdir(), "vd-caller-audio-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("what a simulated caller says", () => {
  it("reads a recorded WAV file as mono speech at its own sample rate", async () => {
    assertEspeakInstalled();
    const wavFile = join(dir, "question.wav");
    execFileSync("espeak-ng", ["-v", "nl", "-w", wavFile, "Hoe laat begint het bezoekuur?"]);
    const pcm = await loadCallerAudio({ wavFile });
    expect(pcm.sampleRate).toBe(22050);
    const seconds = pcm.samples.length / pcm.sampleRate;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(5);
    const energy = measureSpeech([{ data: pcm.samples, sampleRate: pcm.sampleRate, channels: 1, samplesPerChannel: pcm.samples.length }]);
    expect(energy.voicedMs).toBeGreaterThan(0);
  });

  it("averages a stereo recording down to the mono a phone line carries", async () => {
    const pcm = await loadCallerAudio({ pcm: Int16Array.from([100, 300, -50, -150, 7, 7]), sampleRate: 48000, channels: 2 });
    expect([...pcm.samples]).toEqual([200, -100, 7]);
    expect(pcm.sampleRate).toBe(48000);
  });

  it("names the file when it is not a WAV recording", async () => {
    const notWav = join(dir, "notes.txt");
    writeFileSync(notWav, "Caller asks about parking, then hangs up.\n");
    await expect(loadCallerAudio({ wavFile: notWav })).rejects.toThrow(/notes\.txt: unreadable WAV stream: missing RIFF\/WAVE/);
  });
});
