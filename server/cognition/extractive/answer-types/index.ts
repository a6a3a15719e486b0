import type { Lang, PerLang } from "~/lib/lang";
import { foldCase, normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { AnswerTypePack } from "./lang/types";
import { hasAmount } from "../amounts";
import { LINE_QUALIFIER, LINE_WORDS } from "../line-words";

/**
 * What kind of fact a question asks for, and which kinds a sentence carries. A caller who asks
 * "how much does parking cost?" wants an amount; "where is the cafeteria?" a place, not its hours;
 * "which bus?" a line number. A sentence that carries no fact of the asked kind is rarely the
 * answer however close it sounds — and a set of sources none of whose sentences carries one is
 * evidence that the pages do not answer the question at all.
 *
 * The question side is a small lexicon per language (lang/*.ts); the sentence side is mostly
 * language-neutral patterns (clock times, amounts, phone numbers, line numbers) plus the
 * language's place and number words.
 */
export type AnswerType = "time" | "price" | "place" | "phone" | "line" | "count";

export const PACKS: PerLang<AnswerTypePack> = { nl, en, fr, it };

function heardCue(normalised: string, cue: string): boolean {
  if (cue.startsWith("*")) {
    const tail = normaliseForMatch(cue.slice(1)).trim();
    return tail !== "" && normalised.split(" ").some((w) => w.length > tail.length && w.endsWith(tail));
  }
  const p = normaliseForMatch(cue);
  return p.trim() !== "" && normalised.includes(p);
}

/** The kinds of fact a question asks for (empty: it names none — "can I bring flowers?"). */
export function askedTypes(question: string, lang: Lang): Set<AnswerType> {
  const text = normaliseForMatch(question);
  const pack = PACKS[lang];
  const asked = new Set<AnswerType>();
  // "Can I use my mobile phone?" speaks of a device, not of a number to call.
  const withoutDevices = pack.phoneDevices.reduce((t, d) => t.replace(normaliseForMatch(d), " "), text);
  const asksValue = pack.valueAsks.some((cue) => heardCue(text, cue));
  for (const type of Object.keys(pack.asks) as AnswerType[]) {
    const heard = type === "phone" ? withoutDevices : text;
    if (pack.asks[type].some((cue) => heardCue(heard, cue))) asked.add(type);
    // "Posso pagare con la carta?" asks for a way to pay, not a price: a word that names the
    // topic asks for its fact only beside a word that asks for a value or a duty.
    else if (asksValue && (pack.mentions[type] ?? []).some((cue) => heardCue(heard, cue))) asked.add(type);
  }
  // "Où" folds to "ou", which is also "or": heard as a question word only in the accented form.
  if (lang === "fr" && /(^|[^\p{L}])où([^\p{L}]|$)/iu.test(question)) asked.add("place");
  // "How much does it cost" is a price, not a count; "hoeveel kost" too.
  if (asked.has("price") && asked.has("count")) asked.delete("count");
  // "How much is a bus ticket?" asks a fare: the bus is what the price is for, not a line to name,
  // and a sentence naming the bus lines without a price must not count as carrying the answer.
  if (asked.has("price") && asked.has("line")) asked.delete("line");
  // "Which number do I call" asks for a phone number, not for the opening hours of the line.
  if (asked.has("phone")) asked.delete("count");
  return asked;
}

/**
 * A clock time: "14:30", "14.30", the Belgian and French "14h30" / "14u30" and the spaced "14 h 30"
 * (read as a number before, so "14h00 – 20h00" carried no time), also when it ends its sentence
 * ("until 21:30." — a full stop is no decimal); or an hour with its word ("14u", "2 pm", "14 heures").
 */
const CLOCK = /(?<![\d.,:])\d{1,2}(?:[:.]|\s?[hu]\s?)\d{2}(?!\d|[.,]\d)|(?<![\d.,])\d{1,2}\s*(?:uur|u|h|heures?|am|pm|ore)(?![\p{L}\d])/iu;
const PHONE = /\+?\d{2,4}(?:[ /.]\d{2,4}){2,4}/u;
// Dutch plurals too ("de bussen 22 en 47"): the foreign-facts reader knew them, this one did not.
// A word of the line's kind may stand before its number ("linee urbane 3 e 11": line-words.ts).
const LINE = new RegExp(String.raw`\b${LINE_WORDS}\s+(?:${LINE_QUALIFIER}\s+)?\d{1,3}\b`, "iu");
const PLACE_CODE = /\b(?:P-?[A-Z0-9][\p{L}\d]*|route\s+\d{2,4}|(?:room|kamer|bureau|stanza|lokaal)\s+\d[\d.]*)\b/u;
const NUMBER = /(?<![\d.,:/-])\d{1,3}(?![\d.,:/-])/u;

/** The kinds of fact a sentence carries, read in the sentence's own language. */
export function carriedTypes(sentence: string, lang: Lang): Set<AnswerType> {
  const pack = PACKS[lang];
  const text = normaliseForMatch(sentence);
  const carried = new Set<AnswerType>();
  const phone = PHONE.test(sentence);
  if (phone) carried.add("phone");
  // A phone number's groups look like times ("20.90") and amounts: read the rest without it.
  const rest = phone ? sentence.replace(new RegExp(PHONE.source, "gu"), " ") : sentence;
  if (CLOCK.test(rest) || pack.allDayWords.some((w) => heardCue(text, w))) carried.add("time");
  if (hasAmount(rest) || pack.freeWords.some((w) => heardCue(text, w))) carried.add("price");
  if (LINE.test(rest)) carried.add("line");
  if (PLACE_CODE.test(rest) || pack.placeWords.some((w) => heardCue(text, w))) carried.add("place");
  if (NUMBER.test(rest.replace(new RegExp(CLOCK.source, "giu"), " ")) || pack.numberWords.some((w) => heardCue(text, w))) carried.add("count");
  return carried;
}

/** An amount (not merely "free"): the stronger answer to "how much". */
export function carriesAmount(sentence: string): boolean {
  return hasAmount(sentence);
}

/** Whether a sentence carries any of the asked kinds (true when none is asked). */
export function carriesAsked(asked: ReadonlySet<AnswerType>, carried: ReadonlySet<AnswerType>): boolean {
  if (asked.size === 0) return true;
  for (const t of asked) if (carried.has(t)) return true;
  return false;
}

/**
 * The words of a language's cues, folded: a heading that is only a kind of fact ("Tarieven",
 * "Opening hours", "Orari") names what every sentence under it gives, not a scope.
 */
export function typeWords(lang: Lang): Set<string> {
  const words = new Set<string>();
  for (const cues of [...Object.values(PACKS[lang].asks), ...Object.values(PACKS[lang].mentions)]) {
    for (const cue of cues) for (const w of foldCase(cue.replace(/^\*/, "")).split(/[^\p{L}]+/u)) if (w.length > 2) words.add(w);
  }
  return words;
}
