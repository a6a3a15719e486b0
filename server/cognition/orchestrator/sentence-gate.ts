import type { CountryCode } from "libphonenumber-js";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { postFilter, safetyRefusalText, type TerminalContext } from "~/server/safety";
import { splitSentences } from "~/lib/text/sentences";
import { DEFAULT_MAX_SENTENCES, shapeForSpeech } from "~/server/shaping";
import type { Stopwatch } from "./stopwatch";

const log = moduleLogger("cognition.sentence_gate");

/** Where a turn's sentences go the moment they may be spoken (streamTurn); runTurn needs none. */
export type SentenceSink = (sentence: string) => void;

/** Our own notices (the transfer after a partial answer) are whole sentences, never capped away. */
const NOTICE_MAX_SENTENCES = 10;

export interface SentenceGateOptions {
  lang: Lang;
  /** The hospital's country: its phone numbers are said as its callers dial them (see shapeForSpeech). */
  country?: CountryCode;
  ctx: TerminalContext;
  /** A typed conversation (the chat): a blocked answer's safety reply gives reception's number, it offers no transfer. */
  typed?: boolean;
  /** false once the conversation has heard the disclaimer, and for the pre-filter's fixed replies. */
  disclaimerAllowed: boolean;
  /** The caller asserted medical content (a symptom): the disclaimer comes first whatever is said. */
  medicalAsserted: boolean;
  /** Each sentence, post-filtered and shaped, the moment it may be spoken. */
  emit: SentenceSink;
  maxSentences?: number;
  /** Where the post-filter's and the shaper's time goes (the turn's stage latencies). */
  stopwatch?: Stopwatch;
}

/**
 * The one way a turn's words reach the caller, on every path: a model's reply while it is being
 * written, a whole answer (capability, FAQ, extractive, a fixed reply) at once. A sentence leaves
 * only after the post-filter has seen it and the shaper has made it speakable, so speech can start
 * on the first sentence and no unsafe sentence reaches the caller's ear ahead of the check.
 *
 * A streamed sentence is complete once the next one has begun (or the answer ended): the splitter
 * must see what follows "Dr." or "14." to know it is no sentence end. Sentences complete at the
 * same moment — all of a whole answer — are checked and shaped together, so a whole answer is
 * judged as a whole: one blocked sentence anywhere and only the safety reply is said. The first
 * sentences to leave decide the disclaimer (it is spoken before the answer, so later sentences
 * cannot call it back); an asserted symptom forces it. A blocked sentence ends the answer: the
 * safety reply — the same words the pre-filter says, without the disclaimer — takes its place and
 * everything after it is dropped. At most `maxSentences` sentences of the answer are said (the
 * disclaimer rides on the first); our own notices come on top.
 */
export class SentenceGate {
  readonly #opts: SentenceGateOptions;
  readonly #max: number;
  #buffer = "";
  #spoken: string[] = [];
  /** The same words for a reader, a piece per shaping (see ShapedAnswer.written). */
  #written: string[] = [];
  #answerSentences = 0;
  #blocked = false;
  #disclaimer = false;
  #dropped = 0;

  constructor(opts: SentenceGateOptions) {
    this.#opts = opts;
    this.#max = opts.maxSentences ?? DEFAULT_MAX_SENTENCES;
  }

  /** Text the model produced, in any pieces. */
  push(delta: string): void {
    if (this.#blocked) return;
    this.#buffer += delta;
    const parts = splitSentences(this.#buffer);
    if (parts.length < 2) return;
    // All but the last are complete; the last may still grow, so it stays raw (with its spaces).
    let consumed = 0;
    for (const sentence of parts.slice(0, -1)) consumed = this.#buffer.indexOf(sentence, consumed) + sentence.length;
    const complete = this.#buffer.slice(0, consumed);
    this.#buffer = this.#buffer.slice(consumed);
    this.#release(complete);
  }

  /** The answer is complete: what is left (and `rest`, the answer's last words or all of them) is said now. */
  end(rest = ""): void {
    const text = this.#buffer + rest;
    this.#buffer = "";
    if (text.trim()) this.#release(text);
    if (this.#dropped) log.info({ dropped: this.#dropped, spoken: this.#spoken.length }, "gate_sentences_capped");
  }

  /** A fixed notice of ours after the answer (a transfer, a goodbye): shaped, never post-filtered twice or capped. */
  say(text: string): void {
    this.#shapeOut(text, { disclaimer: false, maxSentences: NOTICE_MAX_SENTENCES });
  }

  get spoken(): readonly string[] {
    return this.#spoken;
  }
  /** What was said, written for a reader: phone numbers and clock times as digits (call replay). */
  get written(): string {
    return this.#written.join(" ");
  }
  /** Sentences left out (the answer cap, the shaper's truncation). */
  get dropped(): number {
    return this.#dropped;
  }
  get blocked(): boolean {
    return this.#blocked;
  }
  get disclaimer(): boolean {
    return this.#disclaimer;
  }

  #release(text: string): void {
    if (this.#blocked) return;
    const room = this.#max - this.#answerSentences;
    if (room <= 0) {
      this.#dropped += splitSentences(text).length;
      return;
    }
    const filtered = this.#time("postfilter", () => postFilter(text, this.#opts.lang));
    if (filtered.blocked) {
      this.#blocked = true;
      log.warn({ reason: filtered.reason, sentence: this.#answerSentences + 1 }, "gate_blocked_sentence");
      this.say(safetyRefusalText(this.#opts.lang, this.#opts.ctx, { typed: this.#opts.typed }));
      return;
    }
    const first = this.#spoken.length === 0;
    this.#answerSentences += this.#shapeOut(text, { disclaimer: first && this.#opts.disclaimerAllowed, maxSentences: room });
  }

  /** Shape, split and emit; returns the number of sentences said. */
  #shapeOut(text: string, how: { disclaimer: boolean; maxSentences: number }): number {
    const shaped = this.#time("shape", () =>
      shapeForSpeech(text, {
        lang: this.#opts.lang,
        country: this.#opts.country,
        disclaimer: how.disclaimer ? "auto" : "never",
        medical: how.disclaimer && this.#opts.medicalAsserted ? true : undefined,
        maxSentences: how.maxSentences,
      }),
    );
    if (shaped.disclaimerPrepended) this.#disclaimer = true;
    this.#dropped += shaped.diagnostics.sentencesTruncated;
    if (shaped.written) this.#written.push(shaped.written);
    const sentences = splitSentences(shaped.text);
    for (const sentence of sentences) {
      this.#spoken.push(sentence);
      this.#opts.emit(sentence);
    }
    return sentences.length;
  }

  #time<T>(stage: string, work: () => T): T {
    return this.#opts.stopwatch ? this.#opts.stopwatch.time(stage, work) : work();
  }
}
