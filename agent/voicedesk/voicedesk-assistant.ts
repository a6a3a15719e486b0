import { stt, tts, USERDATA_TIMED_TRANSCRIPT, voice, type llm } from "@livekit/agents";
import type { AudioFrame } from "@livekit/rtc-node";
import { ReadableStream, TransformStream } from "node:stream/web";
import { isLang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { applyReplacements } from "~/lib/text/replacements";
import type { CallState } from "./call/call-state";
import { ClockedVad, unclocked } from "../turn-detection/clocked-vad";
import { ReopenableRecognition } from "./providers/reopenable-recognition";
import { TurnSegmentedRecognition } from "./providers/turn-segmented-recognition";
import { isBackchannel, judgeTranscriptDuringSpeech } from "./turn-taking/listener-sounds";

const log = moduleLogger("agent.assistant");

/** After the line stops, a listener sound still belongs to what it just said, not to a new turn. */
export const BACKCHANNEL_GRACE_MS = 800;

const INSTRUCTIONS =
  "Voicedesk hospital information line. Every answer comes from the hospital's cognition service through the session's LLM; this agent adds no text of its own apart from fixed greetings and fillers.";

/**
 * The call's agent: the default agents-js pipeline with three seams of our own —
 * what it hears (listener sounds and its own echo never interrupt it or become turns), what ends a
 * turn (a backchannel right after it spoke is not a question), and what it says (one sentence at a
 * time, with the tenant's pronunciations).
 */
export class VoicedeskAssistant extends voice.Agent {
  #recognition: ReopenableRecognition | undefined;

  constructor(
    private readonly call: CallState,
    /** Streaming recognisers are reopened when the call's language locks. */
    private readonly reopenOnLock: boolean,
    /** Set the synthesiser's speed; called before each answer is generated. */
    private readonly setSpeed: (speed: number) => void,
    /** Say an emergency reply the caller talked over again, in full; false when none is owed. */
    private readonly repeatOwedEmergency: () => boolean = () => false,
    /** The audio end-of-turn detector, when installed: it hears what the recogniser hears. */
    private readonly turnAudio?: { pushAudio(frame: AudioFrame): void; turnCommitted(): void },
    /** The turn's final words so far, as soon as the recogniser gives them (before the end-of-turn decision). */
    private readonly prepareTurn?: (finalWordsSoFar: string) => void,
  ) {
    super({ instructions: INSTRUCTIONS });
  }

  /** The caller finished (the end-of-turn detector heard it): have the recogniser finalise what it heard now. */
  finalizeRecognition(): void {
    this.#recognition?.finalizeNow();
  }

  /** The recogniser's options changed (language lock): move the call's audio to a fresh stream. */
  reopenRecognition(): void {
    this.#recognition?.reopen();
  }

  override async sttNode(
    audio: ReadableStream<AudioFrame> | AsyncIterable<AudioFrame>,
    modelSettings: voice.ModelSettings,
  ): Promise<ReadableStream<stt.SpeechEvent | string> | null> {
    const turnAudio = this.turnAudio;
    if (turnAudio) {
      audio = toStream(audio).pipeThrough(
        new TransformStream<AudioFrame, AudioFrame>({
          transform(frame, controller) {
            turnAudio.pushAudio(frame);
            controller.enqueue(frame);
          },
        }),
      );
    }
    let events: ReadableStream<stt.SpeechEvent | string> | null;
    const recogniser = this.session.stt;
    const vad = this.session.vad;
    if (recogniser && !recogniser.capabilities.streaming && vad) {
      // Not agents-js's StreamAdapter: one request per caller turn, not per 100 ms pause (see TurnSegmentedRecognition).
      // It follows the session's own VAD stream: one Silero stream per call, not two.
      const vadEvents = vad instanceof ClockedVad ? vad.events : unclocked(vad);
      this.#recognition = new ReopenableRecognition(new TurnSegmentedRecognition(recogniser, vadEvents, undefined, this.call.conversation));
      events = this.#recognition.events(audio);
    } else if (this.reopenOnLock && recogniser?.capabilities.streaming) {
      this.#recognition = new ReopenableRecognition(recogniser);
      events = this.#recognition.events(audio);
    } else {
      events = await voice.Agent.default.sttNode(this, audio, modelSettings);
    }
    if (!events) return null;
    const call = this.call;
    const prepareTurn = this.prepareTurn;
    return events.pipeThrough(
      new TransformStream<stt.SpeechEvent | string, stt.SpeechEvent | string>({
        transform(event, controller) {
          if (typeof event === "string" || !isTranscript(event)) return controller.enqueue(event);
          const alt = event.alternatives?.[0];
          const text = alt?.text ?? "";
          const heard = alt?.language?.slice(0, 2);
          if (isLang(heard)) call.heardLanguage(heard);
          const lang = call.currentLang;
          if (call.agentSpeaking) {
            const verdict = judgeTranscriptDuringSpeech(text, lang, call.agentText);
            if (verdict !== "caller") {
              // Dropped here, the words never reach the interruption check nor the turn.
              log.info(
                { verdict, final: event.type === stt.SpeechEventType.FINAL_TRANSCRIPT, words: text.split(/\s+/).length },
                "transcript_ignored_while_speaking",
              );
              return;
            }
            // The caller's words over the line's own speech: these reach the interruption check. When
            // they come (against "playout completed" in agents-js's log) is what a cut-off that did not
            // happen is read from.
            log.info({ final: event.type === stt.SpeechEventType.FINAL_TRANSCRIPT, words: text.split(/\s+/).length }, "transcript_while_speaking");
          }
          if (event.type === stt.SpeechEventType.INTERIM_TRANSCRIPT) call.heardWords(text);
          if (event.type === stt.SpeechEventType.FINAL_TRANSCRIPT && text.trim()) {
            call.heardWords(text);
            // Its duration feeds the pace signal when the turn completes (onUserTurnCompleted).
            call.finalTranscript(performance.now(), alt && alt.endTime > alt.startTime ? (alt.endTime - alt.startTime) * 1000 : undefined, text);
            prepareTurn?.(call.finalWordsSoFar);
          }
          controller.enqueue(event);
        },
      }),
    );
  }

  override async onUserTurnCompleted(_chatCtx: llm.ChatContext, newMessage: llm.ChatMessage): Promise<void> {
    this.call.turnDecided(performance.now());
    this.turnAudio?.turnCommitted();
    const text = newMessage.textContent?.trim() ?? "";
    // Whatever the caller said over "hang up and call 112", they hear the whole of it again first.
    if (this.repeatOwedEmergency()) {
      log.info({ chars: text.length }, "turn_replaced_by_emergency_repeat");
      throw new voice.StopResponse();
    }
    const sinceSpeech = this.call.msSinceAgentSpoke(performance.now());
    if (!text || (isBackchannel(text, this.call.currentLang) && (this.call.agentSpeaking || sinceSpeech < BACKCHANNEL_GRACE_MS))) {
      log.info({ chars: text.length }, "turn_ignored_backchannel");
      throw new voice.StopResponse();
    }
    // Before the answer's synthesis starts: a vendor voice takes its speed when its stream opens.
    this.setSpeed(this.call.observeTurnForSpeed(text));
  }

  /**
   * One sentence at a time, each flushed to the synthesiser as it arrives. The default node lets
   * the synthesiser's sentence splitter hold the last sentence until more text comes — which would
   * hold a filler ("een ogenblikje") until the answer itself arrives and defeat its purpose.
   * Pronunciations change only what is synthesised; the transcript keeps the written form.
   */
  override async ttsNode(
    text: ReadableStream<string> | AsyncIterable<string>,
    _modelSettings: voice.ModelSettings,
  ): Promise<ReadableStream<AudioFrame> | null> {
    const call = this.call;
    const synthesiser = this.session.tts;
    if (!synthesiser) return null;
    const stream = synthesiser.stream();
    void (async () => {
      try {
        for await (const sentence of text) {
          stream.pushText(applyReplacements(sentence, call.currentLang, call.setup.pronunciations).text);
          stream.flush();
        }
        stream.endInput();
      } catch (err) {
        log.warn({ err: (err as Error).message }, "tts_input_failed");
        stream.close();
      }
    })();
    return new ReadableStream<AudioFrame>({
      async start(controller) {
        try {
          for await (const audio of stream) {
            if (audio === tts.SynthesizeStream.END_OF_STREAM) break;
            call.turn.synthesised(performance.now());
            if (audio.timedTranscripts?.length) audio.frame.userdata[USERDATA_TIMED_TRANSCRIPT] = audio.timedTranscripts;
            controller.enqueue(audio.frame);
          }
          controller.close();
        } finally {
          stream.close();
        }
      },
      cancel() {
        // Barge-in: the session cancels playout; the synthesiser stops at once (espeak is killed).
        stream.close();
      },
    });
  }
}

function toStream(audio: ReadableStream<AudioFrame> | AsyncIterable<AudioFrame>): ReadableStream<AudioFrame> {
  return audio instanceof ReadableStream ? audio : ReadableStream.from(audio);
}

function isTranscript(event: stt.SpeechEvent): boolean {
  return (
    event.type === stt.SpeechEventType.INTERIM_TRANSCRIPT ||
    event.type === stt.SpeechEventType.FINAL_TRANSCRIPT ||
    event.type === stt.SpeechEventType.PREFLIGHT_TRANSCRIPT
  );
}
