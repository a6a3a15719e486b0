import { defineAgent, voice, type AgentDefinition, type JobContext, type JobProcess, type VAD } from "@livekit/agents";
import { ParticipantKind, RoomEvent, type RemoteParticipant } from "@livekit/rtc-node";
import * as silero from "@livekit/agents-plugin-silero";
import { moduleLogger } from "../../lib/logger";
import { dispatchMetadataSchema, type DispatchMetadata } from "../../contracts/room-protocol";
import { createAppClient, type AppClient } from "./app-client";
import { carryOutAction } from "./call-actions";
import { CallState } from "./call-state";
import { CognitionLLM } from "./cognition-llm";
import { agentWorkerEnv, LOCAL_DEV_LIVEKIT_URL, type Env } from "../../lib/env";
import { VOICE_PACKS } from "./lang";
import { livekitCallControl } from "./livekit-call-control";
import { createSpeechProviders } from "./providers/speech-providers";
import { dictationAwareTurnDetector } from "./turn-taking/dictation-turn-detector";
import { looksUnfinished } from "./turn-taking/dictation";
import { AudioTurnDetector } from "../turn-detection/audio-turn-detector";
import { END_OF_TURN } from "../turn-detection/policy";
import { SmartTurnModel, smartTurnInstalled, type EndOfTurnModel } from "../turn-detection/smart-turn";
import { VoicedeskAssistant } from "./voicedesk-assistant";

const log = moduleLogger("agent.voicedesk");

/**
 * After the caller stops talking over an emergency reply, their words normally end a turn within
 * the endpointing delay (≤ 2.5 s), and the reply is repeated then. If no turn comes (the
 * recogniser heard nothing it could write down), it is repeated after this much silence anyway.
 */
export const OWED_EMERGENCY_SILENCE_MS = 3000;

interface ProcessData extends Record<string, unknown> {
  vad?: VAD;
  /** The audio end-of-turn model, loaded once per process and shared by its calls. */
  turnModel?: EndOfTurnModel;
}

/** Silero's own default: the VAD reports a pause after this much silence when no audio model decides. */
const RULES_VAD_SILENCE_MS = 550;

/** The audio model decides when it is installed (and not switched off): setup puts it in .voicedesk/models. */
export function audioTurnModelWanted(config: Env): boolean {
  return config.VOICEDESK_TURN_DETECTOR === "auto" && smartTurnInstalled();
}

async function loadTurnModel(): Promise<EndOfTurnModel> {
  const model = await SmartTurnModel.load();
  // The first inference allocates the graph's buffers (~100 ms more than later ones): pay it before the first caller.
  await model.predict(new Float32Array(80 * 800).fill(-0.5));
  return model;
}

export function parseDispatch(metadata: string | undefined): DispatchMetadata | undefined {
  try {
    const parsed = dispatchMetadataSchema.safeParse(JSON.parse(metadata ?? ""));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Turn-taking, spelled out. Nothing here calls a cloud service: VAD is Silero (in the package), the
 * end-of-turn detector is Smart Turn with the dictation rules when the model is installed (no
 * minimum delay: the detector decides at the VAD's pause), else the rules alone with a 500 ms
 * minimum; interruption is VAD gated by STT words (so a cough or the line's own filtered echo never
 * cuts it off).
 */
export function voicedeskTurnHandling(call: CallState, hasStt: boolean, audioDetector?: AudioTurnDetector): voice.AgentSessionOptions["turnHandling"] {
  const turnDetection = !hasStt ? "manual" : (audioDetector ?? dictationAwareTurnDetector(() => call.currentLang));
  return {
    turnDetection,
    endpointing: audioDetector ? { mode: "fixed", minDelay: 0, maxDelay: END_OF_TURN.holdMs } : { mode: "fixed", minDelay: 500, maxDelay: 2500 },
    interruption: { enabled: true, mode: "vad", minDuration: 400, minWords: hasStt ? 1 : 0, resumeFalseInterruption: false },
    preemptiveGeneration: { enabled: false },
  };
}

export interface VoicedeskAgentOptions {
  config?: Env;
  /** Tests inject a client pointed at their own app. */
  appClient?: AppClient;
}

export function defineVoicedeskAgent(options: VoicedeskAgentOptions = {}): AgentDefinition<ProcessData> {
  return defineAgent<ProcessData>({
    prewarm: async (proc: JobProcess<ProcessData>) => {
      const withModel = audioTurnModelWanted(options.config ?? agentWorkerEnv());
      proc.userData.vad = await silero.VAD.load({ minSilenceDuration: withModel ? END_OF_TURN.vadSilenceMs : RULES_VAD_SILENCE_MS });
      if (withModel) proc.userData.turnModel = await loadTurnModel();
    },
    entry: async (ctx: JobContext<ProcessData>) => {
      const config = options.config ?? agentWorkerEnv();
      const dispatch = parseDispatch(ctx.job.metadata);
      if (!dispatch) {
        // A dispatch without a tenant is a configuration error (token endpoint or SIP dispatch rule).
        log.error({ room: ctx.job.room?.name, metadataChars: ctx.job.metadata?.length ?? 0 }, "dispatch_without_valid_metadata");
        ctx.shutdown("invalid dispatch metadata");
        return;
      }
      const client = options.appClient ?? createAppClient({ appUrl: config.VOICEDESK_APP_URL, agentToken: config.VOICEDESK_AGENT_TOKEN ?? "" });
      const [setup] = await Promise.all([client.callSetup(dispatch.tenant), ctx.connect()]);
      const roomName = ctx.room.name!;
      const greetingLang = dispatch.lang && setup.supportedLanguages.includes(dispatch.lang) ? dispatch.lang : setup.defaultLanguage;
      const call = new CallState(dispatch.tenant, roomName, dispatch.channel, setup, greetingLang);
      const providers = createSpeechProviders({ config, initialLang: greetingLang, keyterms: setup.keyterms });
      const control = livekitCallControl(ctx, {
        url: config.LIVEKIT_URL ?? LOCAL_DEV_LIVEKIT_URL,
        apiKey: config.LIVEKIT_API_KEY,
        apiSecret: config.LIVEKIT_API_SECRET,
      });

      const turnModel = ctx.proc.userData.turnModel ?? (audioTurnModelWanted(config) ? await loadTurnModel() : undefined);
      const audioDetector = turnModel && providers.stt ? new AudioTurnDetector(turnModel, () => call.currentLang) : undefined;
      let latestSpeech: voice.SpeechHandle | undefined;
      const assistant = new VoicedeskAssistant(
        call,
        providers.reopenStreamOnLock,
        (speed) => providers.setSpeed(speed),
        () => repeatOwedEmergency(),
        audioDetector,
      );
      const cognition = new CognitionLLM({
        client,
        call,
        hooks: {
          onTurnStarted: (utterance) => {
            call.beginTurn(utterance, performance.now());
            // Typed turns skip onUserTurnCompleted; a spoken one was already counted there.
            providers.setSpeed(call.observeTurnForSpeed(utterance));
          },
          onFirstSentence: () => {
            call.turn.firstSentenceAt = performance.now();
          },
          onResult: (result) => {
            if (call.lang !== result.language) {
              call.lang = result.language;
              providers.lockLanguage(result.language);
              if (providers.reopenStreamOnLock) assistant.reopenRecognition();
              log.info({ room: roomName, lang: result.language }, "call_language_locked");
            }
            call.turn.result = result;
            void control.sendEvent({
              type: "turn",
              turnIndex: result.turnIndex,
              utterance: call.turn.utterance ?? "",
              spoken: result.spoken,
              language: result.language,
              path: result.path,
              disclaimer: result.disclaimer,
              action: result.action,
            });
            const speech = latestSpeech;
            // When this answer's speech ends — played out or cut off by the caller — the page hears of it.
            speech?.addDoneCallback((handle) => void control.sendEvent({ type: "speech_done", turnIndex: result.turnIndex, interrupted: handle.interrupted }));
            speech?.addDoneCallback((handle) => {
              if (call.owedEmergency.speechEnded(result, handle.interrupted))
                log.warn({ room: roomName, turn: result.turnIndex }, "emergency_reply_interrupted");
            });
            void carryOutAction(result.action, {
              channel: call.channel,
              helpdeskPhone: setup.helpdeskPhone,
              control,
              spoken: speech ? speech.waitForPlayout().catch(() => undefined) : Promise.resolve(),
              sayTransferFailed,
            }).catch((err: unknown) => log.error({ err: (err as Error).message }, "call_action_failed"));
          },
          onFailure: () => {
            const speech = latestSpeech;
            void carryOutAction("transfer", {
              channel: call.channel,
              helpdeskPhone: setup.helpdeskPhone,
              control,
              spoken: speech ? speech.waitForPlayout().catch(() => undefined) : Promise.resolve(),
              sayTransferFailed,
            }).catch((err: unknown) => log.error({ err: (err as Error).message }, "call_action_failed"));
          },
        },
      });

      const session = new voice.AgentSession({
        stt: providers.stt,
        tts: providers.tts,
        vad: ctx.proc.userData.vad ?? (await silero.VAD.load({ minSilenceDuration: audioDetector ? END_OF_TURN.vadSilenceMs : RULES_VAD_SILENCE_MS })),
        llm: cognition,
        turnHandling: voicedeskTurnHandling(call, providers.stt !== undefined, audioDetector),
      });
      const vadSilenceMs = audioDetector ? END_OF_TURN.vadSilenceMs : RULES_VAD_SILENCE_MS;
      wireCallTelemetry(session, call, client, vadSilenceMs, (s) => {
        latestSpeech = s;
      });
      session.on(voice.AgentSessionEventTypes.UserStateChanged, (ev) => {
        if (ev.newState === "speaking") audioDetector?.speechStarted();
        if (ev.oldState === "speaking" && ev.newState === "listening" && audioDetector) {
          void audioDetector.speechEnded().then((verdict) => {
            // The model heard a finished turn and the words so far agree: ask the recogniser for its
            // final words now instead of after its own endpointing delay — the session commits on them.
            if (verdict === "end" && !looksUnfinished(call.interimText, call.currentLang)) assistant.finalizeRecognition();
          });
        }
      });
      log.info({ room: roomName, turnDetector: audioDetector ? audioDetector.model : "rules", vadSilenceMs }, "turn_detection_ready");

      /** After a failed phone transfer: the number to dial, in the call's language; the caller stays on the line. */
      async function sayTransferFailed(): Promise<void> {
        const text = VOICE_PACKS[call.currentLang].transferFailed(setup.helpdeskPhone);
        call.agentText = text;
        await session.say(text, { allowInterruptions: true, addToChatCtx: true }).waitForPlayout();
      }

      /** Say an owed emergency reply again, whole: nothing the caller says can cut it off this time. */
      function repeatOwedEmergency(): boolean {
        const owed = call.owedEmergency.take();
        if (!owed) return false;
        call.agentText = owed.text;
        log.warn({ room: roomName, turn: owed.turnIndex }, "emergency_reply_repeated");
        session
          .say(owed.text, { allowInterruptions: false, addToChatCtx: true })
          .addDoneCallback((handle) => void control.sendEvent({ type: "speech_done", turnIndex: owed.turnIndex, interrupted: handle.interrupted }));
        return true;
      }
      session.on(voice.AgentSessionEventTypes.UserStateChanged, (ev) => {
        if (ev.newState !== "listening" || !call.owedEmergency.pending) return;
        // Said even if another answer is playing: session.say queues it right after.
        setTimeout(() => repeatOwedEmergency(), OWED_EMERGENCY_SILENCE_MS);
      });

      closeWhenCallerLeaves(ctx, { client, call, isSpeaking: () => call.agentSpeaking });
      reportPhoneCaller(ctx, client, call);

      // record: false — no call audio or transcript leaves the hospital's own servers.
      await session.start({ agent: assistant, room: ctx.room, record: false });
      await control.sendEvent({ type: "hello", tenantName: setup.tenantName, language: greetingLang, automated: true });
      const greeting = VOICE_PACKS[greetingLang].greeting(setup.tenantName);
      call.agentText = greeting;
      session
        .say(greeting, { allowInterruptions: true, addToChatCtx: true })
        .addDoneCallback((handle) => void control.sendEvent({ type: "speech_done", turnIndex: null, interrupted: handle.interrupted }));
      log.info(
        { room: roomName, tenant: dispatch.tenant, channel: dispatch.channel, lang: greetingLang, stt: providers.sttLabel, tts: providers.ttsLabel },
        "call_greeted",
      );
    },
  });
}

/**
 * The caller hung up (phone) or left the page: stop speaking, close the conversation as
 * `ended_by_caller` once the turns already handed to the app are written, and end the job — agents-js
 * does not end it when the caller leaves, and the room would otherwise hold a job slot until it
 * closes. A transfer or a goodbye the line made keeps its own disposition (the app decides).
 */
/** How long a finished call's job process waits for the app to record the end before it exits anyway. */
const CALL_END_RECORD_WAIT_MS = 15_000;

function closeWhenCallerLeaves(ctx: JobContext, deps: { client: AppClient; call: CallState; isSpeaking: () => boolean }): void {
  const { client, call } = deps;
  let ended = false;
  ctx.room.on(RoomEvent.ParticipantDisconnected, (participant: RemoteParticipant) => {
    if (ended || participant.kind === ParticipantKind.AGENT) return;
    ended = true;
    const whileSpeaking = deps.isSpeaking();
    // No interrupt here: the shutdown closes the session, which stops any speech at once (an
    // interrupt just before made that close wait out its timeout, keeping the agent in the room).
    log.info({ room: call.conversation, channel: call.channel, whileSpeaking }, "caller_left");
    const recorded = client
      .callEnded({ tenant: call.tenant, conversation: call.conversation, channel: call.channel === "sip" ? "sip" : "voice" })
      .catch((err: unknown) => log.error({ room: call.conversation, err: (err as Error).message }, "call_end_not_recorded"));
    // The job leaves the room at once (agents-js disconnects before it runs the shutdown
    // callbacks), and the process stays until the app has recorded the end, at most a bounded wait.
    ctx.addShutdownCallback(() =>
      Promise.race([recorded, new Promise<void>((resolve) => setTimeout(resolve, CALL_END_RECORD_WAIT_MS).unref())]).then(() => undefined),
    );
    // Leave the room now: the framework's shutdown first closes the session (waiting for the
    // entrypoint and any speech, up to a minute on a busy host) and only then disconnects, so the
    // agent lingered until LiveKit's departure timeout closed the room.
    ctx.room.disconnect().catch((err: unknown) => log.warn({ room: call.conversation, err: (err as Error).message }, "room_leave_failed"));
    ctx.shutdown("caller left");
  });
}

/**
 * A phone call's conversation starts with the caller's pseudonym. The SIP participant joined the
 * room before the agent was dispatched (it rings until the agent subscribes); its identity is what
 * the app hashes — never logged here.
 */
function reportPhoneCaller(ctx: JobContext, client: AppClient, call: CallState): void {
  if (call.channel !== "sip") return;
  const caller = [...ctx.room.remoteParticipants.values()].find((p) => p.kind === ParticipantKind.SIP);
  if (!caller?.identity) {
    log.warn({ room: call.conversation }, "phone_caller_not_in_room");
    return;
  }
  void client
    .callStarted({ tenant: call.tenant, conversation: call.conversation, channel: "sip", callerRef: caller.identity })
    .catch((err: unknown) => log.warn({ room: call.conversation, err: (err as Error).message }, "phone_call_start_not_recorded"));
}

/** Keeps the call state in step with the session and reports each turn's agent-side timings. */
function wireCallTelemetry(session: voice.AgentSession, call: CallState, client: AppClient, vadSilenceMs: number, onSpeech: (s: voice.SpeechHandle) => void): void {
  session.on(voice.AgentSessionEventTypes.UserStateChanged, (ev) => {
    if (ev.newState === "speaking") call.userSpeechStartedAt = performance.now();
    // The VAD reports the end of speech after its silence window: the caller's last sound was that much earlier.
    if (ev.oldState === "speaking" && ev.newState === "listening") call.userSpeechEndedAt = performance.now() - vadSilenceMs;
  });
  session.on(voice.AgentSessionEventTypes.SpeechCreated, (ev) => onSpeech(ev.speechHandle));
  session.on(voice.AgentSessionEventTypes.AgentStateChanged, (ev) => {
    call.agentSpeaking = ev.newState === "speaking";
    if (ev.newState === "speaking" && call.turn.firstSentenceAt !== undefined && call.turn.firstAudioAt === undefined) {
      call.turn.firstAudioAt = performance.now();
      reportTimings(call, client);
    }
    if (ev.oldState === "speaking") call.agentStoppedAt = performance.now();
  });
  session.on(voice.AgentSessionEventTypes.Error, (ev) => log.warn({ err: String((ev.error as Error)?.message ?? ev.error) }, "session_error"));
}

function reportTimings(call: CallState, client: AppClient): void {
  const t = call.turn;
  if (t.reported || !t.result || t.endOfSpeechAt === undefined) return;
  t.reported = true;
  const since = (mark: number | undefined) => (mark === undefined ? undefined : Math.max(0, Math.round(mark - t.endOfSpeechAt!)));
  const timings = {
    decisionMs: since(t.decisionAt),
    transcriptMs: since(t.transcriptAt),
    firstSentenceMs: since(t.firstSentenceAt),
    firstFrameMs: since(t.firstFrameAt),
    firstAudioMs: since(t.firstAudioAt),
  };
  log.info({ room: call.conversation, turn: t.result.turnIndex, ...timings }, "turn_timings");
  void client.voiceTimings(call.tenant, t.result, timings).catch((err: unknown) => log.warn({ err: (err as Error).message }, "turn_timings_not_recorded"));
}
