import type { Lang } from "~/lib/lang";
import type { CallChannel } from "~/contracts/room-protocol";
import type { CallSetup } from "~/contracts/agent-app";
import { OwedEmergencyReply } from "../emergency/owed-emergency-reply";
import { composeSpeed, INITIAL_SPEED_SIGNALS, observeUtterance, type SpeedSignals } from "../speed/adaptive-speed";
import { TurnClock } from "./turn-clock";

/** A turn that reaches cognition this long after the caller stopped speaking was typed, not spoken. */
const SPOKEN_TURN_WINDOW_MS = 10_000;

/** Who the call is with, fixed when it starts. */
export interface CallIdentity {
  tenant: string;
  /** The room name: one conversation per call. */
  conversation: string;
  channel: CallChannel;
  setup: CallSetup;
  greetingLang: Lang;
}

/**
 * Everything one call remembers on the agent side. The conversation itself (history, lock,
 * disclaimer, not-found streak) lives in the app; this is only what the media side needs. Every
 * field is private: the session's events reach it through the CallController, the recogniser's
 * and cognition's observations through the methods below, each named for what happened.
 * Time arguments are performance.now() readings.
 */
export class CallState {
  readonly tenant: string;
  readonly conversation: string;
  readonly channel: CallChannel;
  readonly setup: CallSetup;
  readonly greetingLang: Lang;
  /** An emergency reply the caller talked over, to be said again in full. */
  readonly owedEmergency = new OwedEmergencyReply();

  /** Set once cognition locked the call's language. */
  #lockedLang: Lang | undefined;
  /** The recogniser's language guess for the utterance in progress (a hint before the lock). */
  #heardLang: Lang | undefined;
  #speed: SpeedSignals = INITIAL_SPEED_SIGNALS;
  /** The utterance whose speed signals were last taken in (each turn counts once). */
  #speedObservedFor: string | undefined;
  #agentSpeaking = false;
  #agentText = "";
  #agentStoppedAt = Number.NEGATIVE_INFINITY;
  #callerStoppedAt: number | undefined;
  #turnDecidedAt: number | undefined;
  #lastFinalTranscriptAt: number | undefined;
  /** The final words of the turn in progress, joined as the session joins them into the turn's text. */
  #finalWords = "";
  #interimText = "";
  /** How long the caller spoke in the last recognised utterance (recogniser timestamps), for the pace signal. */
  #lastUtteranceMs: number | undefined;
  #turn = new TurnClock();

  constructor(identity: CallIdentity) {
    this.tenant = identity.tenant;
    this.conversation = identity.conversation;
    this.channel = identity.channel;
    this.setup = identity.setup;
    this.greetingLang = identity.greetingLang;
  }

  /** The channel the app's voice procedures take: a phone call, or any call from a browser. */
  get turnChannel(): "voice" | "sip" {
    return this.channel === "sip" ? "sip" : "voice";
  }

  /** The language to speak and listen in now. */
  get currentLang(): Lang {
    return this.#lockedLang ?? this.#heardLang ?? this.greetingLang;
  }

  /**
   * The language to suggest to cognition: before the lock the recogniser's detection is a real
   * signal; after it the recogniser only reports the locked language, so cognition judges the
   * words alone (and answers a turn in another language with its polite locked reply).
   */
  get languageHint(): Lang | undefined {
    return this.#lockedLang ? undefined : this.#heardLang;
  }

  /** Cognition locked the call's language; true when that changed it. */
  lockLanguage(lang: Lang): boolean {
    if (this.#lockedLang === lang) return false;
    this.#lockedLang = lang;
    return true;
  }

  /** The recogniser's guess for the utterance in progress. */
  heardLanguage(lang: Lang): void {
    this.#heardLang = lang;
  }

  /** The recogniser gave a final transcript; `utteranceMs` from its own timestamps, when it has them. */
  finalTranscript(now: number, utteranceMs: number | undefined, text = ""): void {
    this.#lastFinalTranscriptAt = now;
    if (utteranceMs !== undefined) this.#lastUtteranceMs = utteranceMs;
    // agents-js appends each final as " " + text and trims the start: the turn's text is this string.
    if (text) this.#finalWords = `${this.#finalWords} ${text}`.trimStart();
  }

  /** Every final word of the turn in progress, as the turn will carry them if the caller says no more. */
  get finalWordsSoFar(): string {
    return this.#finalWords;
  }

  /** The caller's last sound (the VAD reports it later, after its silence window: pass the earlier time). */
  callerStoppedSpeaking(lastSoundAt: number): void {
    this.#callerStoppedAt = lastSoundAt;
  }

  /** The recogniser's latest words for the utterance in progress (interim or final). */
  heardWords(text: string): void {
    this.#interimText = text;
  }

  /** What the recogniser has written of the utterance in progress, for the end-of-turn rules before the final. */
  get wordsSoFar(): string {
    return this.#interimText;
  }

  /** The session took the caller's turn (the end-of-turn decision). */
  turnDecided(now: number): void {
    this.#turnDecidedAt = now;
    this.#finalWords = "";
  }

  // --- what the line is saying (the echo guard and the backchannel rule read it) ---

  get agentSpeaking(): boolean {
    return this.#agentSpeaking;
  }

  /** What the line is saying right now (greeting, filler or answer). */
  get agentText(): string {
    return this.#agentText;
  }

  /** A new utterance of the line (greeting, filler, the first sentence of an answer). */
  saying(text: string): void {
    this.#agentText = text;
  }

  /** The next sentence of the answer already being said. */
  sayingMore(text: string): void {
    this.#agentText = this.#agentText ? `${this.#agentText} ${text}` : text;
  }

  agentSpeakingChanged(speaking: boolean, now: number): void {
    if (this.#agentSpeaking && !speaking) this.#agentStoppedAt = now;
    this.#agentSpeaking = speaking;
  }

  msSinceAgentSpoke(now: number): number {
    return now - this.#agentStoppedAt;
  }

  // --- the turn in progress ---

  /**
   * A caller turn reached cognition. Its clock starts when the caller stopped speaking; a typed
   * turn (the page's chat during a call) has no speech and starts now.
   */
  beginTurn(utterance: string, now: number): void {
    const stoppedAt = this.#callerStoppedAt;
    const spoken = stoppedAt !== undefined && now - stoppedAt < SPOKEN_TURN_WINDOW_MS;
    this.#turn = new TurnClock({
      utterance,
      endOfSpeechAt: spoken ? stoppedAt : now,
      decisionAt: spoken ? this.#turnDecidedAt : undefined,
      transcriptAt: spoken ? this.#lastFinalTranscriptAt : undefined,
      // The turn begins as cognition is asked: the time from the decision to here is the session's own.
      requestAt: now,
    });
  }

  get turn(): TurnClock {
    return this.#turn;
  }

  /**
   * Take one caller turn into the speed signals (once per turn, whether it completed as speech or
   * arrived typed) and return the speed its answer is to be spoken at.
   */
  observeTurnForSpeed(utterance: string): number {
    if (this.#speedObservedFor !== utterance) {
      this.#speed = observeUtterance(this.#speed, utterance, this.currentLang, this.#lastUtteranceMs);
      this.#speedObservedFor = utterance;
      this.#lastUtteranceMs = undefined;
    }
    return composeSpeed(this.#speed);
  }
}
