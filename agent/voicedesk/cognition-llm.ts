import { llm, type APIConnectOptions } from "@livekit/agents";
import { randomUUID } from "node:crypto";
import type { TurnResult } from "~/contracts/turn";
import { moduleLogger } from "~/lib/logger";
import type { AppClient } from "./app-client";
import type { CallState } from "./call/call-state";
import { startFillerLadder } from "./filler/filler-ladder";
import { VOICE_PACKS } from "./lang";
import { unansweredCallerConfidence, unansweredCallerWords } from "./turn-taking/unanswered-words";

const log = moduleLogger("agent.cognition_llm");

export interface CognitionHooks {
  /** A caller turn reached cognition (typed or spoken). */
  onTurnStarted(utterance: string): void;
  onFirstSentence(): void;
  /** The whole, safe result: the session turns its action into something that happens. */
  onResult(result: TurnResult): void;
  /** Cognition could not answer (app down, timeout): the line has said the fallback and transfers. */
  onFailure(err: unknown): void;
}

export interface CognitionLLMOptions {
  client: AppClient;
  call: CallState;
  hooks: CognitionHooks;
  fillerTiersMs?: readonly number[];
  /**
   * The recogniser measures how sure it is (Deepgram): its confidence goes with the turn, and the
   * app asks again when it is low. The local Whisper's adapter reports 0 for every recognition, a
   * number that means nothing, so a line on it sends none.
   */
  measuresConfidence?: boolean;
}

/**
 * The session's "LLM": hands each caller turn to the app's cognition core (pre-filter, capabilities,
 * retrieval or agent loop, post-filter, shaping) and streams back its sentences. No text is
 * generated here: what this yields is what the app has already checked, plus the fixed filler
 * phrases while the caller waits.
 */
export class CognitionLLM extends llm.LLM {
  constructor(readonly options: CognitionLLMOptions) {
    super();
  }

  label(): string {
    return "voicedesk.cognition";
  }

  override get model(): string {
    return "voicedesk-cognition";
  }

  chat({ chatCtx, toolCtx, connOptions }: { chatCtx: llm.ChatContext; toolCtx?: llm.ToolContextLike; connOptions?: APIConnectOptions }): llm.LLMStream {
    // One attempt: a retry would speak the filler and the answer twice. Failures get a fixed reply.
    return new CognitionStream(this, { chatCtx, toolCtx, connOptions: { retryIntervalMs: 0, timeoutMs: 30_000, ...connOptions, maxRetry: 0 } }, this.options);
  }
}

class CognitionStream extends llm.LLMStream {
  readonly #opts: CognitionLLMOptions;
  readonly #id = randomUUID();

  constructor(
    owner: CognitionLLM,
    params: { chatCtx: llm.ChatContext; toolCtx?: llm.ToolContextLike; connOptions: APIConnectOptions },
    opts: CognitionLLMOptions,
  ) {
    super(owner, params);
    this.#opts = opts;
  }

  #say(text: string): void {
    // Each piece ends a sentence; the trailing space keeps the transcript readable.
    this.queue.put({ id: this.#id, delta: { role: "assistant", content: `${text} ` } });
  }

  protected async run(): Promise<void> {
    const { client, call, hooks } = this.#opts;
    const utterance = unansweredCallerWords(this.chatCtx);
    if (!utterance) return;
    const confidence = this.#opts.measuresConfidence ? unansweredCallerConfidence(this.chatCtx) : undefined;
    hooks.onTurnStarted(utterance);
    const lang = call.currentLang;
    const ladder = startFillerLadder(
      lang,
      (phrase, tier) => {
        log.info({ conversation: call.conversation, tier }, "filler_spoken");
        call.saying(phrase);
        this.#say(phrase);
      },
      this.#opts.fillerTiersMs,
    );
    let sentences = 0;
    try {
      const request = {
        tenant: call.tenant,
        conversation: call.conversation,
        channel: call.turnChannel,
        lang: call.languageHint,
        text: utterance,
        ...(confidence !== undefined ? { confidence } : {}),
      };
      for await (const event of client.voiceTurn(request, this.abortController.signal)) {
        if (event.type === "sentence") {
          ladder.cancel();
          if (sentences === 0) hooks.onFirstSentence();
          sentences += 1;
          if (sentences === 1) call.saying(event.text);
          else call.sayingMore(event.text);
          this.#say(event.text);
        } else {
          hooks.onResult(event.result);
        }
      }
    } catch (err) {
      ladder.cancel();
      if (this.abortController.signal.aborted) return;
      // Never crash a live call on one bad turn: a fixed reply, and the helpdesk for real.
      log.error({ conversation: call.conversation, err: (err as Error).message, utteranceChars: utterance.length }, "cognition_turn_failed");
      this.#say(VOICE_PACKS[lang].technicalFallback(call.setup.helpdeskPhone));
      hooks.onFailure(err);
    } finally {
      ladder.cancel();
    }
  }
}
