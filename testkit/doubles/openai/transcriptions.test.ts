import OpenAI from "openai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { startOpenAiDouble, type OpenAiDouble } from "./server";

let double: OpenAiDouble;
beforeAll(async () => {
  double = await startOpenAiDouble();
});
afterAll(async () => double?.close());

function silentWav(ms: number): Buffer {
  const rate = 16_000;
  const samples = Math.round((ms / 1000) * rate);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples * 2, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(samples * 2, 40);
  return Buffer.concat([header, Buffer.alloc(samples * 2)]);
}

const client = () => new OpenAI({ baseURL: double.baseURL, apiKey: "k", maxRetries: 0 });
const transcribe = (wav: Buffer, language?: string) =>
  client().audio.transcriptions.create({
    file: new File([new Uint8Array(wav)], "audio.wav", { type: "audio/wav" }),
    model: "whisper-1",
    ...(language ? { language } : {}),
  });

describe("OpenAI double: /v1/audio/transcriptions (TEST DOUBLE, scripted words)", () => {
  it("gives the scripted words only for audio that holds speech", async () => {
    double.scriptTranscripts("Wat zijn de bezoekuren?");
    expect((await transcribe(silentWav(1500))).text).toBe("");
    const speech = execFileSync("espeak-ng", ["-v", "nl", "--stdout", "Wat zijn de bezoekuren?"]);
    expect((await transcribe(speech, "nl")).text).toBe("Wat zijn de bezoekuren?");
    const [silence, spoken] = double.transcriptions.slice(-2);
    expect(silence).toMatchObject({ text: "", voicedMs: 0 });
    expect(spoken).toMatchObject({ model: "whisper-1", language: "nl" });
    expect(spoken!.voicedMs).toBeGreaterThanOrEqual(300);
  });

  it("never invents words when nothing is scripted", async () => {
    const speech = execFileSync("espeak-ng", ["-v", "nl", "--stdout", "Hallo"]);
    expect((await transcribe(speech)).text).toBe("");
  });
});
