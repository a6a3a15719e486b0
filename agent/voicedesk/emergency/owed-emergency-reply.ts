import type { TurnResult } from "~/contracts/turn";
import type { TerminalClass } from "~/contracts/vocabulary";

const EMERGENCY: TerminalClass = "EMERGENCY";

/** An emergency reply the caller did not hear in full. */
export interface OwedReply {
  text: string;
  turnIndex: number;
}

/**
 * A caller who talks over "hang up and call 112" may have missed the number. A backchannel never
 * cuts the reply off (listener sounds are dropped before the interruption check); a real
 * interruption does, and then the whole reply is owed: it is said again, in full and without
 * interruption, as soon as the caller stops — instead of answering whatever they said over it.
 */
export class OwedEmergencyReply {
  #owed: OwedReply | undefined;

  /** The turn's speech ended; `interrupted` is whether the caller cut it off. */
  speechEnded(result: Pick<TurnResult, "class" | "spoken" | "turnIndex">, interrupted: boolean): boolean {
    if (result.class !== EMERGENCY || !interrupted) return false;
    this.#owed = { text: result.spoken, turnIndex: result.turnIndex };
    return true;
  }

  get pending(): boolean {
    return this.#owed !== undefined;
  }

  /** Hand the owed reply to whoever says it first (the caller's completed turn, or the silence timer); once. */
  take(): OwedReply | undefined {
    const owed = this.#owed;
    this.#owed = undefined;
    return owed;
  }
}
