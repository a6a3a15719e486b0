/** A RIFF/WAVE header with one `fmt ` and one `data` chunk, as pico2wave writes it. */
const HEADER_BYTES = 44;

function isWavHeader(bytes: Buffer): boolean {
  return bytes.length === HEADER_BYTES && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WAVE";
}

/**
 * pico2wave writes its WAV header first with a placeholder length, and once done writes it again
 * with the real one — on a file by seeking back, on a named pipe (which cannot seek) by appending
 * it after the audio. Read as audio, those 44 bytes are a full-scale click at the end of every
 * sentence, and being loud they also released all of Pico's trailing padding (0.5–0.65 s) that the
 * padding trimmer holds back: the Italian greeting paused over a second between sentences. This
 * holds back the stream's last 44 bytes and drops them at the end when they are that header.
 */
export class TrailingHeaderGuard {
  #held = Buffer.alloc(0);

  /** The bytes that can no longer be the trailing header. */
  push(chunk: Buffer): Buffer {
    const all = this.#held.length === 0 ? chunk : Buffer.concat([this.#held, chunk]);
    const keep = Math.min(HEADER_BYTES, all.length);
    this.#held = Buffer.from(all.subarray(all.length - keep));
    return all.subarray(0, all.length - keep);
  }

  /** At the end of the stream: the held bytes, unless they are the rewritten header. */
  end(): Buffer {
    const held = this.#held;
    this.#held = Buffer.alloc(0);
    return isWavHeader(held) ? Buffer.alloc(0) : held;
  }
}
