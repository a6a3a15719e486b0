import type { Lang } from "../../lib/lang";
import type { TurnResult } from "../../contracts/turn";
import type { CallChannel } from "../../contracts/room-protocol";
import type { CallSetup } from "../../contracts/agent-app";
import { OwedEmergencyReply } from "./emergency/owed-emergency-reply";
import { composeSpeed, INITIAL_SPEED_SIGNALS, observeUtterance, type SpeedSignals } from "./speed/adaptive-speed";

/** A turn that reaches cognition this long after the caller stopped speaking was typed, not spoken. */
const SPOKEN_TURN_WINDOW_MS = 10_000;

/** Marks of one caller turn on the agent's clock (performance.now()), for the latency telemetry. */
export interface TurnMarks {
  /** What cognition received (after the session's turn detection). */
  utterance?: string;
  endOfSpeechAt?: number;
  /** The session took the turn (the end-of-turn decision). */
  decisionAt?: number;
  transcriptAt?: number;
  firstSentenceAt?: number;
  /** The synthesiser produced the answer's first audio frame. */
  firstFrameAt?: number;
  firstAudioAt?: number;
  result?: TurnResult;
  reported?: boolean;
}

/**
 * Everything one call remembers on the agent side. The conversation itself (history, lock,
 * disclaimer, not-found streak) lives in the app; this is only what the media side needs.
 */
export class CallState {
  /** Set once cognition locked the call's language. */
  lang: Lang | undefined;
  /** The recogniser's language guess for the utterance in progress (a hint before the lock). */
  heardLang: Lang | undefined;
  speed: SpeedSignals = INITIAL_SPEED_SIGNALS;
  agentSpeaking = false;
  /** What the line is saying right now (greeting, filler or answer): the echo guard compares against it. */
  agentText = "";
  /** performance.now() when the line last stopped speaking. */
  agentStoppedAt = Number.NEGATIVE_INFINITY;
  userSpeechStartedAt: number | undefined;
  /** When the caller last stopped speaking (their last sound, not the VAD's later report), and when the recogniser last gave a final transcript. */
  userSpeechEndedAt: number | undefined;
  /** When the session last took a caller turn (end-of-turn decision). */
  lastTurnDecidedAt: number | undefined;
  lastFinalTranscriptAt: number | undefined;
  /** The recogniser's latest interim words (the utterance in progress), for the end-of-turn rules before the final. */
  interimText = "";
  /** How long the caller spoke in the last recognised utterance (recogniser timestamps), for the pace signal. */
  lastUtteranceDurationMs: number | undefined;
  /** The utterance whose speed signals were last taken in (each turn counts once). */
  speedObservedFor: string | undefined;
  turn: TurnMarks = {};
  /** An emergency reply the caller talked over, to be said again in full. */
  readonly owedEmergency = new OwedEmergencyReply();

  constructor(
    readonly tenant: string,
    /** The room name: one conversation per call. */
    readonly conversation: string,
    readonly channel: CallChannel,
    readonly setup: CallSetup,
    readonly greetingLang: Lang,
  ) {}

  /**
   * Take one caller turn into the speed signals (once per turn) and return the speed its answer
   * is to be spoken at.
   */
  observeTurnForSpeed(utterance: string): number {
    if (this.speedObservedFor !== utterance) {
      this.speed = observeUtterance(this.speed, utterance, this.currentLang, this.lastUtteranceDurationMs);
      this.speedObservedFor = utterance;
      this.lastUtteranceDurationMs = undefined;
    }
    return composeSpeed(this.speed);
  }

  /** The language to speak and listen in now. */
  get currentLang(): Lang {
    return this.lang ?? this.heardLang ?? this.greetingLang;
  }

  /**
   * A caller turn reached cognition. Its clock starts when the caller stopped speaking; a typed
   * turn (the page's chat during a call) has no speech and starts now.
   */
  beginTurn(utterance: string, now: number): void {
    const spoken = this.userSpeechEndedAt !== undefined && now - this.userSpeechEndedAt < SPOKEN_TURN_WINDOW_MS;
    this.turn = {
      utterance,
      endOfSpeechAt: spoken ? this.userSpeechEndedAt : now,
      decisionAt: spoken ? this.lastTurnDecidedAt : undefined,
      transcriptAt: spoken ? this.lastFinalTranscriptAt : undefined,
    };
  }
}
