import { voice, type JobContext, type VAD } from "@livekit/agents";
import type { CallSetup } from "~/contracts/agent-app";
import type { DispatchMetadata } from "~/contracts/room-protocol";
import type { TurnResult } from "~/contracts/turn";
import type { Env } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import type { AppClient } from "../app-client";
import { carryOutAction, type CallControl } from "../call-actions";
import { CognitionLLM } from "../cognition-llm";
import { VOICE_PACKS } from "../lang";
import { callControlFor } from "../livekit-call-control";
import { createSpeechProviders, type SpeechProviders } from "../providers/speech-providers";
import { looksUnfinished } from "../turn-taking/dictation";
import { vadSilenceMs, voicedeskTurnHandling } from "../turn-taking/turn-handling";
import { AudioTurnDetector } from "../../turn-detection/audio-turn-detector";
import { CallerAudioClock } from "../../turn-detection/caller-audio-clock";
import { ClockedVad } from "../../turn-detection/clocked-vad";
import { END_OF_TURN } from "../../turn-detection/policy";
import type { EndOfTurnModel } from "../../turn-detection/smart-turn";
import { jobEnding } from "../../worker/job-ending";
import { VoicedeskAssistant } from "../voicedesk-assistant";
import { CallState } from "./call-state";
import { greetingLanguage } from "./dispatch";
import { endJobWhenCallerLeaves, reportPhoneCaller } from "./caller-presence";
import { callerLastSoundAt, type TurnReport } from "./turn-clock";

const log = moduleLogger("agent.call");

/**
 * After the caller stops talking over an emergency reply, their words normally end a turn within
 * the endpointing delay (≤ 2.5 s), and the reply is repeated then. If no turn comes (the
 * recogniser heard nothing it could write down), it is repeated after this much silence anyway.
 */
export const OWED_EMERGENCY_SILENCE_MS = 3000;

/** The caller's audio as the session receives it: what Silero VAD and the recognisers take. */
const CALLER_AUDIO_RATE = 16_000;

export interface CallInputs {
  ctx: JobContext;
  dispatch: DispatchMetadata;
  setup: CallSetup;
  client: AppClient;
  config: Env;
  vad: VAD;
  /** The process's audio end-of-turn model; without it the dictation rules decide alone. */
  turnModel?: EndOfTurnModel;
}

/**
 * One call, from the greeting to the caller leaving. It owns the session and everything that
 * listens to it: the session's events move the call state (private behind CallState's methods),
 * cognition's hooks turn a result into page events, timings and actions, and every phrase the line
 * says on its own (greeting, an owed emergency reply, a failed transfer's number) goes through
 * one `say`, so the echo guard always knows what is being said.
 */
export class CallController {
  readonly #ctx: JobContext;
  readonly #client: AppClient;
  readonly #call: CallState;
  readonly #providers: SpeechProviders;
  readonly #control: CallControl;
  readonly #session: voice.AgentSession;
  readonly #assistant: VoicedeskAssistant;
  readonly #audioTurns: AudioTurnDetector | undefined;
  /** The caller's silence as the session's VAD judged it: what a held turn's wait counts. */
  readonly #audioClock = new CallerAudioClock();
  /** The speech the session created last: the answer whose result cognition reports next. */
  #latestSpeech: voice.SpeechHandle | undefined;

  constructor({ ctx, dispatch, setup, client, config, vad, turnModel }: CallInputs) {
    this.#ctx = ctx;
    this.#client = client;
    const greetingLang = greetingLanguage(dispatch, setup);
    const call = new CallState({ tenant: dispatch.tenant, conversation: ctx.room.name!, channel: dispatch.channel, setup, greetingLang });
    this.#call = call;
    this.#providers = createSpeechProviders({ config, initialLang: greetingLang, keyterms: setup.keyterms });
    this.#control = callControlFor(ctx, config);
    this.#audioTurns =
      turnModel && this.#providers.stt
        ? new AudioTurnDetector(turnModel, () => call.currentLang, END_OF_TURN.looks, END_OF_TURN.vadSilenceMs, this.#audioClock)
        : undefined;
    this.#assistant = new VoicedeskAssistant(
      call,
      this.#providers.reopenStreamOnLock,
      (speed) => this.#providers.setSpeed(speed),
      () => this.#repeatOwedEmergency(),
      this.#audioTurns,
      (words) => this.#prepareTurn(words),
    );
    const cognition = new CognitionLLM({
      client,
      call,
      measuresConfidence: this.#providers.measuresConfidence,
      hooks: {
        onTurnStarted: (utterance) => this.#turnStarted(utterance),
        onFirstSentence: () => this.#firstSentence(),
        onResult: (result) => this.#resultReady(result),
        // Cognition could not answer: the line said the fallback, and hands the caller over for real.
        onFailure: () => this.#carryOut("transfer"),
      },
    });
    this.#session = new voice.AgentSession({
      stt: this.#providers.stt,
      tts: this.#providers.tts,
      vad: new ClockedVad(vad, this.#audioClock),
      llm: cognition,
      turnHandling: voicedeskTurnHandling(() => call.currentLang, this.#providers.stt !== undefined, this.#audioTurns, this.#audioClock),
    });
    this.#followSession();
  }

  /**
   * The recogniser's final words so far go to the app at once: the question's vector is made while
   * the line still waits to be sure the caller finished, not after. Not awaited, and a failure only
   * costs that head start (the turn embeds its words itself).
   */
  #prepareTurn(words: string): void {
    const call = this.#call;
    this.#client
      .prepareVoiceTurn({ tenant: call.tenant, conversation: call.conversation, channel: call.turnChannel, lang: call.currentLang, text: words })
      .catch((err: unknown) => log.warn({ room: call.conversation, chars: words.length, err: (err as Error).name }, "prepare_turn_failed"));
  }

  /** Join the conversation: the session starts in the room and the line greets the caller. */
  async start(): Promise<void> {
    const call = this.#call;
    endJobWhenCallerLeaves(this.#ctx, this.#client, call);
    reportPhoneCaller(this.#ctx, this.#client, call);
    await this.#session.start({
      agent: this.#assistant,
      room: this.#ctx.room,
      // record: false — no call audio or transcript leaves the hospital's own servers.
      record: false,
      // As fine as the models need and no finer: the VAD and the recognisers work at 16 kHz (a
      // phone line carries 8), and the voice is published at its own rate (no resampling per frame).
      inputOptions: { audioSampleRate: CALLER_AUDIO_RATE },
      outputOptions: { audioSampleRate: this.#providers.tts.sampleRate },
    });
    if (jobEnding(this.#ctx)) {
      // The job ended while the session was starting: the framework closes only the session it
      // found then, so this one is closed here rather than left greeting nobody (see job-ending).
      log.info({ room: call.conversation }, "call_not_started_job_ended");
      await this.#session.close();
      return;
    }
    await this.#control.sendEvent({ type: "hello", tenantName: call.setup.tenantName, language: call.greetingLang, automated: true });
    this.#say(VOICE_PACKS[call.greetingLang].greeting(call.setup.tenantName), { allowInterruptions: true, turnIndex: null });
    log.info(
      {
        room: call.conversation,
        tenant: call.tenant,
        channel: call.channel,
        lang: call.greetingLang,
        stt: this.#providers.sttLabel,
        tts: this.#providers.ttsLabel,
        turnDetector: this.#audioTurns?.model ?? "rules",
      },
      "call_greeted",
    );
  }

  /** The session's events, in one place: who is speaking, which speech is the latest, errors. */
  #followSession(): void {
    const call = this.#call;
    const session = this.#session;
    const silenceMs = vadSilenceMs(this.#audioTurns !== undefined);
    // When the caller's voice began (the VAD's word), for the one line per utterance below.
    let speechStartedAt: number | undefined;
    session.on(voice.AgentSessionEventTypes.UserStateChanged, (ev) => {
      if (ev.newState === "speaking") {
        speechStartedAt = performance.now();
        this.#audioTurns?.speechStarted();
      }
      if (ev.oldState === "speaking" && ev.newState === "listening") {
        // The VAD reports the end of speech at least its silence window after the caller's last sound.
        const reportedAt = performance.now();
        const lastVoice = this.#audioClock.lastVoiceArrivedAt;
        const lastSound = callerLastSoundAt({ reportedAt, vadSilenceMs: silenceMs, speechStartedAt, lastVoiceArrivedAt: lastVoice });
        // That the line heard a voice at all, and how long: a call that got its greeting and no answer
        // is told apart from one whose words the recogniser lost (never the words themselves).
        // lastVoiceMs: how long before this report the caller's last voiced audio reached the VAD — the
        // VAD's window plus however late it judged (the latency bench splits the caller's wait with it).
        log.info(
          {
            room: call.conversation,
            speechMs: speechStartedAt === undefined ? null : Math.round(lastSound - speechStartedAt),
            lastVoiceMs: lastVoice === undefined ? null : Math.round(reportedAt - lastVoice),
          },
          "caller_voice_heard",
        );
        speechStartedAt = undefined;
        call.callerStoppedSpeaking(lastSound);
        this.#callerPaused();
      }
      // Said even if another answer is playing: session.say queues it right after.
      if (ev.newState === "listening" && call.owedEmergency.pending) setTimeout(() => this.#repeatOwedEmergency(), OWED_EMERGENCY_SILENCE_MS);
    });
    session.on(voice.AgentSessionEventTypes.SpeechCreated, (ev) => {
      this.#latestSpeech = ev.speechHandle;
    });
    session.on(voice.AgentSessionEventTypes.AgentStateChanged, (ev) => {
      const now = performance.now();
      call.agentSpeakingChanged(ev.newState === "speaking", now);
      if (ev.newState === "speaking") {
        // The first frame of this utterance went to the room's audio source now: the line's log time
        // dates it for the latency bench (which of the line's utterances it was is not said).
        log.info({ room: call.conversation }, "agent_audio_started");
        this.#report(call.turn.agentStartedSpeaking(now));
      }
    });
    // Nothing waits on the caller's silence once the session is gone, and no synthesiser process is kept for a next sentence.
    session.on(voice.AgentSessionEventTypes.Close, () => {
      this.#audioClock.close();
      this.#providers.tts.close().catch((err: unknown) => log.warn({ err: (err as Error).name }, "tts_close_failed"));
    });
    session.on(voice.AgentSessionEventTypes.Error, (ev) => log.warn({ err: String((ev.error as Error)?.message ?? ev.error) }, "session_error"));
  }

  /**
   * The VAD heard a pause. With the audio model, it judges the pause now; when it heard a finished
   * turn and the words so far agree, the recogniser is asked for its final words at once instead
   * of after its own endpointing delay — the session commits the turn on them.
   */
  #callerPaused(): void {
    const detector = this.#audioTurns;
    if (!detector) return;
    void detector.speechEnded().then((verdict) => {
      if (verdict === "end" && !looksUnfinished(this.#call.wordsSoFar, this.#call.currentLang)) this.#assistant.finalizeRecognition();
    });
  }

  /**
   * The answer's first sentence reached the agent. When the line is already speaking (a filler, on a
   * slow turn), the answer follows it without a new "speaking" state, so its first audio is marked
   * now — else that turn's timings were never reported.
   */
  #firstSentence(): void {
    const now = performance.now();
    this.#call.turn.firstSentence(now);
    if (this.#call.agentSpeaking) this.#report(this.#call.turn.agentStartedSpeaking(now));
  }

  #turnStarted(utterance: string): void {
    this.#call.beginTurn(utterance, performance.now());
    // Typed turns skip onUserTurnCompleted; a spoken one was already counted there.
    this.#providers.setSpeed(this.#call.observeTurnForSpeed(utterance));
  }

  /** Cognition's whole, safe result: language lock, the page's transcript, and the action once the words were heard. */
  #resultReady(result: TurnResult): void {
    const call = this.#call;
    if (call.lockLanguage(result.language)) {
      this.#providers.lockLanguage(result.language);
      if (this.#providers.reopenStreamOnLock) this.#assistant.reopenRecognition();
      log.info({ room: call.conversation, lang: result.language }, "call_language_locked");
    }
    void this.#control.sendEvent({
      type: "turn",
      turnIndex: result.turnIndex,
      utterance: call.turn.utterance ?? "",
      spoken: result.spoken,
      language: result.language,
      path: result.path,
      disclaimer: result.disclaimer,
      action: result.action,
    });
    this.#report(call.turn.resolved(result));
    // When this answer's speech ends — played out or cut off by the caller — the page hears of it.
    this.#latestSpeech?.addDoneCallback((handle) => {
      void this.#control.sendEvent({ type: "speech_done", turnIndex: result.turnIndex, interrupted: handle.interrupted });
      if (call.owedEmergency.speechEnded(result, handle.interrupted))
        log.warn({ room: call.conversation, turn: result.turnIndex }, "emergency_reply_interrupted");
    });
    this.#carryOut(result.action);
  }

  /** Make a turn's action happen once the answer being said now has been heard (see call-actions). */
  #carryOut(action: TurnResult["action"]): void {
    const speech = this.#latestSpeech;
    void carryOutAction(action, {
      channel: this.#call.channel,
      helpdeskPhone: this.#call.setup.helpdeskPhone,
      control: this.#control,
      spoken: speech ? speech.waitForPlayout().catch(() => undefined) : Promise.resolve(),
      sayTransferFailed: () => this.#sayTransferFailed(),
    }).catch((err: unknown) => log.error({ room: this.#call.conversation, err: (err as Error).message }, "call_action_failed"));
  }

  /** After a failed phone transfer: the number to dial, in the call's language; the caller stays on the line. */
  async #sayTransferFailed(): Promise<void> {
    await this.#say(VOICE_PACKS[this.#call.currentLang].transferFailed(this.#call.setup.helpdeskPhone), { allowInterruptions: true }).waitForPlayout();
  }

  /** Say an owed emergency reply again, whole: nothing the caller says can cut it off this time. */
  #repeatOwedEmergency(): boolean {
    const owed = this.#call.owedEmergency.take();
    if (!owed) return false;
    log.warn({ room: this.#call.conversation, turn: owed.turnIndex }, "emergency_reply_repeated");
    this.#say(owed.text, { allowInterruptions: false, turnIndex: owed.turnIndex });
    return true;
  }

  /**
   * A phrase of the line's own. With a `turnIndex` (null for the greeting) the page hears when it
   * ended and whether the caller cut it off.
   */
  #say(text: string, opts: { allowInterruptions: boolean; turnIndex?: number | null }): voice.SpeechHandle {
    this.#call.saying(text);
    const speech = this.#session.say(text, { allowInterruptions: opts.allowInterruptions, addToChatCtx: true });
    const turnIndex = opts.turnIndex;
    if (turnIndex !== undefined)
      speech.addDoneCallback((handle) => void this.#control.sendEvent({ type: "speech_done", turnIndex, interrupted: handle.interrupted }));
    return speech;
  }

  /** A turn's agent-side timings go to its telemetry row, once. */
  #report(report: TurnReport | undefined): void {
    if (!report) return;
    const { result, timings } = report;
    log.info({ room: this.#call.conversation, turn: result.turnIndex, ...timings }, "turn_timings");
    void this.#client
      .voiceTimings(this.#call.tenant, result, timings)
      .catch((err: unknown) => log.warn({ err: (err as Error).message }, "turn_timings_not_recorded"));
  }
}
