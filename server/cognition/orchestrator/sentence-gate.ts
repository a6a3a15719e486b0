import type { Lang } from "../../lang";
import { moduleLogger } from "../../logger";
import { postFilter, safetyRefusalText, type TerminalContext } from "../../safety";
import { DEFAULT_MAX_SENTENCES, shapeForSpeech, splitSentences } from "../../shaping";

const log = moduleLogger("cognition.sentence_gate");

export interface SentenceGateOptions {
  lang: Lang;
  ctx: TerminalContext;
  /** false once the conversation has heard the disclaimer. */
  disclaimerAllowed: boolean;
  /** The caller asserted medical content (a symptom): the disclaimer comes first whatever is said. */
  medicalAsserted: boolean;
  /** Each sentence, post-filtered and shaped, the moment it may be spoken. */
  emit: (sentence: string) => void;
  maxSentences?: number;
}

/**
 * Lets a model's streamed answer out sentence by sentence, each one only after the post-filter
 * has seen it and the shaper has made it speakable — so speech can start on the first sentence and
 * no unsafe sentence reaches the caller's ear ahead of the check.
 *
 * A sentence counts as complete once the next one has begun (or the stream ended): the splitter
 * must see what follows "Dr." or "14." to know it is no sentence end. The first sentence decides
 * the disclaimer (it is spoken before the answer, so later sentences cannot call it back); an
 * asserted symptom forces it. A blocked sentence ends the model's answer: the safety reply is said
 * instead and everything after it is dropped.
 */
export class SentenceGate {
  readonly #opts: SentenceGateOptions;
  readonly #max: number;
  #buffer = "";
  #spoken: string[] = [];
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
    const complete = parts.slice(0, -1);
    let consumed = 0;
    for (const sentence of complete) consumed = this.#buffer.indexOf(sentence, consumed) + sentence.length;
    this.#buffer = this.#buffer.slice(consumed);
    for (const sentence of complete) this.#release(sentence);
  }

  /** The model finished: what is left is a sentence too. */
  end(): void {
    const rest = this.#buffer.trim();
    this.#buffer = "";
    if (rest && !this.#blocked) for (const s of splitSentences(rest)) this.#release(s);
    if (this.#dropped) log.info({ dropped: this.#dropped, spoken: this.#spoken.length }, "gate_sentences_capped");
  }

  /** A fixed sentence of ours (a transfer notice after a partial answer): shaped, not post-filtered twice. */
  say(text: string): void {
    for (const s of splitSentences(shapeForSpeech(text, { lang: this.#opts.lang, disclaimer: "never", maxSentences: 10 }).text)) this.#out(s);
  }

  get spoken(): readonly string[] {
    return this.#spoken;
  }
  get blocked(): boolean {
    return this.#blocked;
  }
  get disclaimer(): boolean {
    return this.#disclaimer;
  }

  #release(sentence: string): void {
    if (this.#blocked) return;
    if (this.#spoken.length >= this.#max) {
      this.#dropped += 1;
      return;
    }
    const filtered = postFilter(sentence, this.#opts.lang);
    if (filtered.blocked) {
      this.#blocked = true;
      log.warn({ reason: filtered.reason, sentence: this.#spoken.length + 1 }, "gate_blocked_sentence");
      this.say(safetyRefusalText(this.#opts.lang, this.#opts.ctx));
      return;
    }
    const first = this.#spoken.length === 0;
    const shaped = shapeForSpeech(sentence, {
      lang: this.#opts.lang,
      disclaimer: first && this.#opts.disclaimerAllowed ? "auto" : "never",
      medical: first && this.#opts.medicalAsserted && this.#opts.disclaimerAllowed ? true : undefined,
      maxSentences: this.#max - this.#spoken.length,
    });
    if (shaped.disclaimerPrepended) this.#disclaimer = true;
    for (const s of splitSentences(shaped.text)) this.#out(s);
  }

  #out(sentence: string): void {
    this.#spoken.push(sentence);
    this.#opts.emit(sentence);
  }
}
