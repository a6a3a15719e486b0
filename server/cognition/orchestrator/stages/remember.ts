import type { Lang } from "~/lib/lang";
import { nextFocus, type Resolution } from "../../intent";
import { HISTORY_TURNS, type Conversation } from "../conversation-store";
import type { Draft, Turn } from "../turn";
import type { Spoken } from "./speak";

/** What the stages decided that the conversation keeps. */
export interface TurnDecisions {
  lock: Lang | null;
  streak: number;
  /** null when a fixed reply ended the turn before the resolver ran. */
  resolution: Resolution | null;
  draft: Draft;
  spoken: Spoken;
}

/** The conversation as this turn leaves it: the next turn reads it (lock, focus, streak, offer). */
export function nextConversation(turn: Turn, d: TurnDecisions): Conversation {
  const conv = turn.conversation;
  // "Say that again" changes neither what was last said nor the open offer; nor does noise the line
  // asked the caller to repeat (it is no question: no topic, no focus, no history).
  const repeat = d.draft.class === "REPEAT_REQUEST" || d.draft.class === "UNCLEAR";
  const unclear = d.draft.class === "UNCLEAR";
  const offers = d.draft.action === "none" && (d.draft.offer === "transfer" || d.spoken.blocked);
  return {
    ...conv,
    lockedLanguage: d.lock,
    consecutiveNotFound: d.streak,
    disclaimerSpoken: conv.disclaimerSpoken || d.spoken.disclaimer,
    state: {
      focus: d.resolution && !unclear ? nextFocus(conv.state.focus, d.resolution) : conv.state.focus,
      // A tenant that keeps no transcript text keeps no caller words in the call's state either;
      // the line's last answer stays, so "say that again" still works.
      history:
        turn.tenant.taxonomy.tenant.keepsTranscripts === false
          ? []
          : unclear
            ? conv.state.history
            : [...conv.state.history, { user: turn.utterance, assistant: d.spoken.text }].slice(-HISTORY_TURNS),
      lastSpoken: repeat ? conv.state.lastSpoken : d.spoken.text,
      // A follow-up ("and at the weekend?") keeps the topic it was asked about; a new question
      // replaces it. It is the caller's words: none for a tenant that keeps no transcript text.
      topic:
        turn.tenant.taxonomy.tenant.keepsTranscripts === false
          ? undefined
          : d.resolution && !d.resolution.elliptical && !unclear
            ? turn.utterance
            : conv.state.topic,
      offer: repeat ? conv.state.offer : offers ? "transfer" : undefined,
      askedToRepeat: unclear || undefined,
    },
  };
}
