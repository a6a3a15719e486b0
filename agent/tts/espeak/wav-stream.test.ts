import { describe, expect, it } from "vitest";
import { WavFormatError, WavStreamReader } from "./wav-stream";

/** A WAV as espeak-ng writes it to a pipe: sizes unknown, so both size fields read 0x7ffff000. */
function streamingWav(
  samples: number[],
  opts: { sampleRate?: number; format?: number; bits?: number; extraChunk?: boolean; dataSize?: number; trailer?: Buffer } = {},
): Buffer {
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(opts.format ?? 1, 0);
  fmt.writeUInt16LE(1, 2);
  fmt.writeUInt32LE(opts.sampleRate ?? 22050, 4);
  fmt.writeUInt32LE((opts.sampleRate ?? 22050) * 2, 8);
  fmt.writeUInt16LE(2, 12);
  fmt.writeUInt16LE(opts.bits ?? 16, 14);
  const chunk = (id: string, body: Buffer, size = body.length) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, "ascii");
    head.writeUInt32LE(size, 4);
    return Buffer.concat([head, body]);
  };
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  const riff = Buffer.alloc(12);
  riff.write("RIFF", 0, "ascii");
  riff.writeUInt32LE(0x7ffff024, 4);
  riff.write("WAVE", 8, "ascii");
  const list = opts.extraChunk ? chunk("LIST", Buffer.from("odd")) : Buffer.alloc(0);
  // odd-sized chunks are padded to an even length
  const pad = opts.extraChunk ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([riff, chunk("fmt ", fmt), list, pad, chunk("data", data, opts.dataSize ?? 0x7ffff000), opts.trailer ?? Buffer.alloc(0)]);
}

function readAll(bytes: Buffer, chunkSize: number): { samples: number[]; reader: WavStreamReader } {
  const reader = new WavStreamReader();
  const samples: number[] = [];
  for (let i = 0; i < bytes.length; i += chunkSize) samples.push(...reader.push(bytes.subarray(i, i + chunkSize)));
  reader.end();
  return { samples, reader };
}

describe("WAV audio arriving on a pipe", () => {
  const samples = [0, 1, -1, 32767, -32768, 1234, -4321, 7];

  it.each([1, 3, 7, 44, 1000])("yields every sample whatever the pipe's chunk size (%i bytes)", (chunkSize) => {
    const { samples: got, reader } = readAll(streamingWav(samples), chunkSize);
    expect(got).toEqual(samples);
    expect(reader.format).toEqual({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
  });

  it("ignores the unknown-length data size espeak-ng writes and skips unrelated chunks", () => {
    expect(readAll(streamingWav(samples, { extraChunk: true }), 5).samples).toEqual(samples);
  });

  it("stops at the declared data size of a file, so a trailing metadata chunk is not played", () => {
    const trailer = Buffer.from("LIST\x04\x00\x00\x00abcd", "latin1");
    expect(readAll(streamingWav(samples, { dataSize: samples.length * 2, trailer }), 3).samples).toEqual(samples);
  });

  it("reports the sample rate the producer declared", () => {
    expect(readAll(streamingWav(samples, { sampleRate: 16000 }), 64).reader.format?.sampleRate).toBe(16000);
  });

  it("refuses output that is not a WAV stream, with a clear reason", () => {
    expect(() => new WavStreamReader().push(Buffer.from("espeak-ng: unknown voice 'xx'\n"))).toThrow(/RIFF\/WAVE/);
  });

  it("refuses compressed or 8-bit audio instead of playing noise", () => {
    expect(() => readAll(streamingWav(samples, { format: 3 }), 64)).toThrow(WavFormatError);
    expect(() => readAll(streamingWav(samples, { bits: 8 }), 64)).toThrow(/16-bit PCM/);
  });

  it("says so when the stream ends inside the header", () => {
    const reader = new WavStreamReader();
    reader.push(streamingWav(samples).subarray(0, 20));
    expect(() => reader.end()).toThrow(/before any audio/);
  });
});
