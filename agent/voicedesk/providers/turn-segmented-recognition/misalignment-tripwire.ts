import { moduleLogger } from "~/lib/logger";
import type { InputLedger } from "./input-ledger";

const log = moduleLogger("agent.recognition");

/**
 * The VAD's window is the audio this stream was given at the same position, unless the session
 * muted it (zeros). Counted, and said once per stream, if not: requests would be cut beside the
 * caller's words.
 */
export class MisalignmentTripwire {
  /** Sounding VAD windows whose audio was not this stream's input at the VAD's position (muted windows aside). */
  #count = 0;

  constructor(
    private readonly callId: string | undefined,
    /** Sample positions as ms, at the stream's sample rate. */
    private readonly ms: (samples: number) => number,
  ) {}

  get count(): number {
    return this.#count;
  }

  check(ledger: InputLedger, from: number, window: Int16Array): void {
    if (ledger.zeroes(from, from + window.length) || ledger.matches(from, window)) return;
    this.#count += 1;
    if (this.#count === 1) {
      log.warn({ call: this.callId, atMs: this.ms(from), inputEndMs: this.ms(ledger.end) }, "recognition_input_misaligned");
    }
  }
}
