/**
 * Incremental RIFF/WAVE reader for audio arriving on a pipe or read from a file. espeak-ng writes
 * its header before it knows the length (the data size field reads 0x7ffff000): such placeholder
 * sizes mean "audio until the stream ends". A real size is honoured, so trailing metadata chunks
 * in a file are not played as noise. Pure, no I/O.
 */
export interface WavFormat {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
}

export class WavFormatError extends Error {
  constructor(message: string) {
    super(`unreadable WAV stream: ${message}`);
    this.name = "WavFormatError";
  }
}

const PCM_FORMAT = 1;
/** Sizes streaming writers put in the data chunk header when the length is not known yet. */
const UNKNOWN_DATA_SIZES = new Set([0, 0x7ffff000, 0xffffffff]);
/** Guard against a producer that never sends a `data` chunk (e.g. writes text to stdout). */
const MAX_HEADER_BYTES = 64 * 1024;

export class WavStreamReader {
  private header = Buffer.alloc(0);
  private inData = false;
  /** Bytes of audio still expected, when the header declared a real size. */
  private dataRemaining = Infinity;
  /** An odd trailing byte of a 16-bit sample split across two chunks. */
  private carry: Buffer | undefined;
  private fmt: WavFormat | undefined;

  /** Known once the `fmt ` chunk has been read. */
  get format(): WavFormat | undefined {
    return this.fmt;
  }

  /** Feed the next bytes; returns the 16-bit samples (interleaved) they completed. */
  push(chunk: Buffer): Int16Array {
    if (this.inData) return this.samplesFrom(chunk);
    this.header = Buffer.concat([this.header, chunk]);
    const rest = this.consumeHeader();
    return rest === undefined ? new Int16Array(0) : this.samplesFrom(rest);
  }

  /** Call at end of stream: a stream that ended inside the header carried no audio at all. */
  end(): void {
    if (!this.inData && this.header.length > 0) {
      throw new WavFormatError(`stream ended after ${this.header.length} header bytes, before any audio`);
    }
  }

  private consumeHeader(): Buffer | undefined {
    const h = this.header;
    if (h.length < 12) return undefined;
    if (h.toString("ascii", 0, 4) !== "RIFF" || h.toString("ascii", 8, 12) !== "WAVE") {
      throw new WavFormatError("missing RIFF/WAVE signature");
    }
    let offset = 12;
    while (offset + 8 <= h.length) {
      const id = h.toString("ascii", offset, offset + 4);
      const size = h.readUInt32LE(offset + 4);
      const body = offset + 8;
      if (id === "data") {
        if (this.fmt === undefined) throw new WavFormatError("data chunk before fmt chunk");
        this.inData = true;
        if (!UNKNOWN_DATA_SIZES.has(size)) this.dataRemaining = size;
        this.header = Buffer.alloc(0);
        return h.subarray(body);
      }
      if (h.length < body + size) break;
      if (id === "fmt ") this.fmt = readFormat(h.subarray(body, body + size));
      offset = body + size + (size % 2);
    }
    if (h.length > MAX_HEADER_BYTES) throw new WavFormatError(`no data chunk in the first ${MAX_HEADER_BYTES} bytes`);
    return undefined;
  }

  private samplesFrom(chunk: Buffer): Int16Array {
    const bytes = chunk.subarray(0, Math.min(chunk.length, this.dataRemaining));
    this.dataRemaining -= bytes.length;
    let buf = this.carry === undefined ? bytes : Buffer.concat([this.carry, bytes]);
    this.carry = undefined;
    if (buf.length % 2 === 1) {
      this.carry = Buffer.from(buf.subarray(buf.length - 1));
      buf = buf.subarray(0, buf.length - 1);
    }
    // Copy: the pipe's Buffer may sit at an odd byte offset in a shared pool, and Int16Array views
    // need an even one.
    const samples = new Int16Array(buf.length / 2);
    for (let i = 0; i < samples.length; i++) samples[i] = buf.readInt16LE(i * 2);
    return samples;
  }
}

function readFormat(body: Buffer): WavFormat {
  if (body.length < 16) throw new WavFormatError("fmt chunk shorter than 16 bytes");
  const audioFormat = body.readUInt16LE(0);
  const format = { channels: body.readUInt16LE(2), sampleRate: body.readUInt32LE(4), bitsPerSample: body.readUInt16LE(14) };
  if (audioFormat !== PCM_FORMAT || format.bitsPerSample !== 16) {
    throw new WavFormatError(`only 16-bit PCM is supported (format ${audioFormat}, ${format.bitsPerSample} bits)`);
  }
  if (format.channels < 1 || format.sampleRate < 1) throw new WavFormatError("zero channels or sample rate");
  return format;
}
