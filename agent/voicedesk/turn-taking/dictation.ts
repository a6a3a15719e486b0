import type { Lang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import { cardinalWords } from "~/lib/text/number-words";
import { VOICE_PACKS } from "../lang";

const tokensOf = (transcript: string) => normaliseForMatch(transcript).trim().split(" ").filter(Boolean);

/** How far back a number's announcement ("mijn postcode is") still makes a trailing number dictation. */
const ANNOUNCEMENT_REACH = 6;

function isNumberToken(token: string, lang: Lang): boolean {
  return /^\d+$/.test(token) || cardinalWords(lang).has(token) || VOICE_PACKS[lang].numberWords.some((w) => normaliseForMatch(w).trim() === token);
}

/**
 * Whether the caller is probably in the middle of dictating a number or a name:
 *  - the utterance ends on two digit groups or number words, simple or compound ("nul vier zeven
 *    vijf", "twaalf vierendertig", "dodici trentaquattro", "quatre-vingt-dix");
 *  - or on a number after a word that announces one ("mijn postcode is negen", "my file number is
 *    two"), since such numbers are rarely one word long;
 *  - or on a lead-in ("mijn nummer is", "my name is").
 * People pause between digit groups; taking the turn there cuts them off (the most common
 * complaint about voice lines after barge-in). A question that merely ends on a number ("is er
 * plaats voor 2") is not dictation.
 */
export function looksMidDictation(transcript: string, lang: Lang): boolean {
  const text = normaliseForMatch(transcript);
  const tokens = tokensOf(transcript);
  if (tokens.length === 0) return false;
  const pack = VOICE_PACKS[lang];
  const last = tokens[tokens.length - 1]!;
  const tail = tokens.slice(-2);
  if (tail.length === 2 && tail.every((t) => isNumberToken(t, lang))) return true;
  if (/^\d{3,}$/.test(last)) return true;
  if (isNumberToken(last, lang)) {
    const before = tokens.slice(-1 - ANNOUNCEMENT_REACH, -1);
    if (before.some((t) => pack.numberNouns.some((noun) => t.endsWith(noun)))) return true;
  }
  return pack.dictationLeadIns.some((lead) => text.endsWith(normaliseForMatch(lead)));
}

/**
 * Whether the words so far cannot be a whole turn: mid-dictation, or ending on a hesitation sound,
 * a conjunction or an article ("ik kom met mijn moeder en …", "I would like to uhm …"). Only the
 * caller's last word counts, so "en" inside a question changes nothing.
 */
export function looksUnfinished(transcript: string, lang: Lang): boolean {
  if (looksMidDictation(transcript, lang)) return true;
  const text = ` ${tokensOf(transcript).join(" ")}`;
  return VOICE_PACKS[lang].unfinishedEndings.some((w) => text.endsWith(` ${normaliseForMatch(w).trim()}`));
}
