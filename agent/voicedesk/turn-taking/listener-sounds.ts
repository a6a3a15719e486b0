import type { Lang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import { VOICE_PACKS } from "../lang";

const backchannelSets = new Map<Lang, Set<string>>();
function backchannelsOf(lang: Lang): Set<string> {
  let set = backchannelSets.get(lang);
  if (!set) {
    set = new Set(VOICE_PACKS[lang].backchannels.map((b) => normaliseForMatch(b).trim()));
    backchannelSets.set(lang, set);
  }
  return set;
}

const words = (text: string) => normaliseForMatch(text).trim().split(" ").filter(Boolean);

/**
 * "mhm", "ja ja", "d'accord", "uh-huh": the caller listening, not taking the turn. Whole utterance
 * only — "ja maar wacht eens" is a real interruption. Backchannels of every language count, because
 * the caller's language is not locked yet on the first turn and "ok" sounds the same everywhere.
 */
export function isBackchannel(transcript: string, lang: Lang): boolean {
  const w = words(transcript);
  if (w.length === 0 || w.length > 4) return false;
  const own = backchannelsOf(lang);
  const phrase = w.join(" ");
  if (own.has(phrase)) return true;
  // "ja ja ja", "mhm mhm", "oké oké": repetitions of one listener sound.
  if (w.every((x) => own.has(x))) return true;
  return (Object.keys(VOICE_PACKS) as Lang[]).some((other) => other !== lang && backchannelsOf(other).has(phrase));
}

/** Share of the transcript's words that the line itself is saying right now. */
export function overlapWithAgentSpeech(transcript: string, agentText: string): number {
  const heard = words(transcript);
  if (heard.length === 0) return 0;
  const said = new Set(words(agentText));
  return heard.filter((w) => said.has(w)).length / heard.length;
}

/**
 * At this share of its words heard in the line's own sentence, a transcript is the line's voice
 * coming back through the caller's microphone (a speakerphone, a phone line without echo
 * cancellation), not the caller. A real barge-in brings words of its own ("wacht", "nee", "stop").
 */
export const ECHO_OVERLAP = 0.7;

export type TranscriptVerdict = "caller" | "backchannel" | "echo";

/**
 * What a transcript heard while the line is speaking is: the caller taking the turn, the caller
 * listening, or the line's own echo. Only "caller" may interrupt the line or become a turn.
 */
export function judgeTranscriptDuringSpeech(transcript: string, lang: Lang, agentText: string): TranscriptVerdict {
  if (isBackchannel(transcript, lang)) return "backchannel";
  if (agentText && words(transcript).length >= 2 && overlapWithAgentSpeech(transcript, agentText) >= ECHO_OVERLAP) return "echo";
  return "caller";
}
