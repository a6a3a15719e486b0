import type { AgentTimings } from "~/contracts/agent-app";
import type { TurnResult } from "~/contracts/turn";

/**
 * When the caller's last sound was, on the agent's clock (performance.now()), from the VAD's
 * end-of-speech report. The VAD reports after its silence window and, measured, later still: it
 * judges 32 ms windows (a 100 ms window is 128 ms of them) and Silero's probability takes a window
 * or more to fall once a voice ends — 263 ms after the last voiced audio for a 100 ms window in the
 * `voice` bench. Dated from the report minus the window, every mark of the turn read that much short
 * of what the caller waited. So the arrival of the caller's last voiced audio dates it when it came
 * during this utterance and before the window's date; a line whose hiss counts as voiced (it
 * arrives up to the report) keeps the window's date, as before.
 */
export function callerLastSoundAt(marks: { reportedAt: number; vadSilenceMs: number; speechStartedAt?: number; lastVoiceArrivedAt?: number }): number {
  const byWindow = marks.reportedAt - marks.vadSilenceMs;
  const voice = marks.lastVoiceArrivedAt;
  const thisUtterance = voice !== undefined && marks.speechStartedAt !== undefined && voice >= marks.speechStartedAt;
  return thisUtterance && voice < byWindow ? voice : byWindow;
}

/** A turn's agent-side timings, ready to report once: ms from the end of the caller's speech. */
export interface TurnReport {
  result: TurnResult;
  timings: AgentTimings;
}

/**
 * The marks of one caller turn on the agent's clock (performance.now()), for the latency
 * telemetry. A turn is reported once, when both its result and its first audio are known —
 * whichever comes last (the result follows the last sentence; the first audio may come before).
 */
export class TurnClock {
  #utterance: string | undefined;
  #endOfSpeechAt: number | undefined;
  #decisionAt: number | undefined;
  #transcriptAt: number | undefined;
  #requestAt: number | undefined;
  #firstFrameAt: number | undefined;
  #firstSentenceAt: number | undefined;
  #firstAudioAt: number | undefined;
  #result: TurnResult | undefined;
  #reported = false;

  /** A new turn: every mark of the previous one is forgotten. */
  constructor(marks: { utterance?: string; endOfSpeechAt?: number; decisionAt?: number; transcriptAt?: number; requestAt?: number } = {}) {
    this.#utterance = marks.utterance;
    this.#endOfSpeechAt = marks.endOfSpeechAt;
    this.#decisionAt = marks.decisionAt;
    this.#transcriptAt = marks.transcriptAt;
    this.#requestAt = marks.requestAt;
  }

  /** What cognition received (after the session's turn detection). */
  get utterance(): string | undefined {
    return this.#utterance;
  }

  firstSentence(now: number): void {
    this.#firstSentenceAt ??= now;
  }

  /** The synthesiser produced a frame; the answer's first one once its first sentence exists (fillers come before). */
  synthesised(now: number): void {
    if (this.#firstSentenceAt !== undefined) this.#firstFrameAt ??= now;
  }

  /** The line started speaking; counts as this turn's first audio only once its first sentence exists. */
  agentStartedSpeaking(now: number): TurnReport | undefined {
    if (this.#firstSentenceAt !== undefined) this.#firstAudioAt ??= now;
    return this.#takeReport();
  }

  resolved(result: TurnResult): TurnReport | undefined {
    this.#result = result;
    return this.#takeReport();
  }

  #takeReport(): TurnReport | undefined {
    const start = this.#endOfSpeechAt;
    if (this.#reported || !this.#result || start === undefined || this.#firstAudioAt === undefined) return undefined;
    this.#reported = true;
    const since = (mark: number | undefined) => (mark === undefined ? undefined : Math.max(0, Math.round(mark - start)));
    return {
      result: this.#result,
      timings: {
        decisionMs: since(this.#decisionAt),
        transcriptMs: since(this.#transcriptAt),
        requestMs: since(this.#requestAt),
        firstSentenceMs: since(this.#firstSentenceAt),
        firstFrameMs: since(this.#firstFrameAt),
        firstAudioMs: since(this.#firstAudioAt),
      },
    };
  }
}
