/**
 * The caller's audio as this stream was given it, by sample position since the call's audio began
 * (the VAD counts the same positions: the session hands both the same frames, in order). Kept
 * from where a segment may still start; each chunk knows whether it is all digital zeros.
 */
export class InputLedger {
  #chunks: { start: number; pcm: Int16Array; zero: boolean }[] = [];
  #end: number;

  constructor(start: number) {
    this.#end = start;
  }

  /** Position after the last sample pushed. */
  get end(): number {
    return this.#end;
  }

  push(pcm: Int16Array): void {
    // Frames may be views of a buffer their sender reuses: keep copies (see own-speech-segments).
    const copy = pcm.slice();
    let zero = true;
    for (let i = 0; i < copy.length && zero; i++) if (copy[i] !== 0) zero = false;
    this.#chunks.push({ start: this.#end, pcm: copy, zero });
    this.#end += copy.length;
  }

  /** Whether every sample of [from, to) was pushed and is digital zero. */
  zeroes(from: number, to: number): boolean {
    if (from < (this.#chunks[0]?.start ?? this.#end) || to > this.#end) return false;
    // The VAD's windows are near the input's end: look from there.
    for (let i = this.#chunks.length - 1; i >= 0; i--) {
      const c = this.#chunks[i]!;
      if (c.start >= to) continue;
      if (c.start + c.pcm.length <= from) break;
      if (!c.zero) {
        const part = c.pcm.subarray(Math.max(0, from - c.start), Math.min(c.pcm.length, to - c.start));
        if (part.some((s) => s !== 0)) return false;
      }
    }
    return true;
  }

  /**
   * Whether the audio kept at `from` is `window`, sample for sample (true where none is kept: nothing
   * to compare).
   */
  matches(from: number, window: Int16Array): boolean {
    const to = from + window.length;
    if (from < (this.#chunks[0]?.start ?? this.#end) || to > this.#end) return true;
    for (let i = this.#chunks.length - 1; i >= 0; i--) {
      const c = this.#chunks[i]!;
      if (c.start >= to) continue;
      if (c.start + c.pcm.length <= from) break;
      const a = Math.max(from, c.start);
      const b = Math.min(to, c.start + c.pcm.length);
      for (let k = a; k < b; k++) if (c.pcm[k - c.start] !== window[k - from]) return false;
    }
    return true;
  }

  /** The audio of [from, to), zeros where none was kept. */
  slice(from: number, to: number): Int16Array {
    const out = new Int16Array(Math.max(0, to - from));
    for (const c of this.#chunks) {
      const cEnd = c.start + c.pcm.length;
      if (cEnd <= from) continue;
      if (c.start >= to) break;
      const a = Math.max(from, c.start);
      const b = Math.min(to, cEnd);
      out.set(c.pcm.subarray(a - c.start, b - c.start), a - from);
    }
    return out;
  }

  /** Forget the audio before `position`. */
  dropBefore(position: number): void {
    let n = 0;
    while (n < this.#chunks.length && this.#chunks[n]!.start + this.#chunks[n]!.pcm.length <= position) n++;
    if (n > 0) this.#chunks.splice(0, n);
  }
}
