import type { Lang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import { VOICE_PACKS } from "../lang";

const tokensOf = (transcript: string) => normaliseForMatch(transcript).trim().split(" ").filter(Boolean);

/**
 * Whether the caller is probably in the middle of dictating a number or a name: the utterance ends
 * on digits or number words ("nul vier zeven vijf"), or on a lead-in ("mijn nummer is"). People
 * pause between digit groups; taking the turn there cuts them off (the most common complaint
 * about voice lines after barge-in).
 */
export function looksMidDictation(transcript: string, lang: Lang): boolean {
  const text = normaliseForMatch(transcript);
  const tokens = tokensOf(transcript);
  if (tokens.length === 0) return false;
  const pack = VOICE_PACKS[lang];
  const last = tokens[tokens.length - 1]!;
  const numberWords = new Set(pack.numberWords.map((w) => normaliseForMatch(w).trim()));
  // A question that merely ends with a number ("is er plaats voor 2") is rarely followed by more
  // digits; a run of two or more digit groups or number words is dictation.
  const tail = tokens.slice(-2);
  const isNumberToken = (t: string) => /^\d+$/.test(t) || numberWords.has(t);
  if (tail.length === 2 && tail.every(isNumberToken)) return true;
  if (/^\d{3,}$/.test(last)) return true;
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
