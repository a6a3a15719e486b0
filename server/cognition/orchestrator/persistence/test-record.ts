import type { Conversation } from "../conversation-store";
import type { TurnRecord } from "./turn-record";

/** A whole, typed TurnRecord for tests of what is written about a turn; override what the test is about. */
export function testTurnRecord(
  over: { conversation?: Partial<Conversation>; answer?: string; utterance?: string } & Partial<Omit<TurnRecord, "conversation">> = {},
): TurnRecord {
  const { conversation, answer = "Het bezoek is van 14 tot 20 uur.", utterance = "Wat zijn de bezoekuren?", ...rest } = over;
  const conv: Conversation = {
    id: "00000000-0000-4000-8000-000000000001",
    tenantId: "t",
    externalId: "test-call",
    lockedLanguage: "nl",
    disclaimerSpoken: false,
    consecutiveNotFound: 0,
    state: { focus: {}, history: [] },
    nextTurnIndex: 0,
    ...conversation,
  };
  return {
    conversation: conv,
    result: {
      conversationId: conv.id,
      turnIndex: 0,
      spoken: answer,
      written: answer,
      sentences: [answer],
      language: "nl",
      class: "FALLTHROUGH",
      intent: null,
      path: "extractive",
      disclaimer: false,
      citations: [],
      found: true,
      action: "none",
      latencyMs: 1,
    },
    utterance,
    utteranceRedacted: utterance,
    answerWritten: answer,
    stageLatencies: {},
    totalMs: 1,
    retrievalCardinality: 0,
    primaryCategory: null,
    postfilterBlocked: false,
    sentencesDropped: 0,
    questionKey: null,
    ...rest,
  };
}
