import { moduleLogger } from "~/lib/logger";
import { startEspeak, type StartedEspeak } from "./espeak-process";

const log = moduleLogger("tts.espeak");

/**
 * One espeak-ng process kept started ahead of the next sentence, for the voice and rate the line
 * last spoke with. Starting espeak-ng and loading its voice is most of the wait for a sentence's
 * first frame (≈ 23 ms of 24 on a quiet 2-core machine, `npm run bench -- voice` has the figures);
 * a process already waiting on stdin gives its first frame about a millisecond after the text. So
 * each sentence takes the waiting process and a new one is started once that sentence is spoken
 * (off the path of the answer), and the spare is dropped when the call ends (`close`).
 *
 * A spare started for another voice or rate (the call changed language or speed) is killed and the
 * sentence starts its own, as before. A spare that died while waiting is never handed out.
 */
export class SpareEspeak {
  #spare: StartedEspeak | undefined;
  #closed = false;

  /** The process for one utterance: the waiting one when it was started with these arguments. */
  take(binary: string, args: readonly string[]): StartedEspeak {
    const spare = this.#spare;
    this.#spare = undefined;
    if (spare && spare.usable() && spare.binary === binary && sameArgs(spare.args, args)) return spare;
    if (spare) {
      spare.kill();
      log.debug({ usable: spare.usable() }, "espeak_spare_dropped");
    }
    return startEspeak(binary, args);
  }

  /** After an utterance: start the next sentence's process now, unless the call has ended. */
  refill(binary: string, args: readonly string[]): void {
    if (this.#closed || this.#spare) return;
    this.#spare = startEspeak(binary, args);
  }

  /** The call ended: nothing is kept waiting. Later utterances (if any) start their own processes. */
  close(): void {
    this.#closed = true;
    this.#spare?.kill();
    this.#spare = undefined;
  }

  /** The waiting process's pid (tests). */
  get sparePid(): number | undefined {
    return this.#spare?.child.pid;
  }
}

function sameArgs(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
