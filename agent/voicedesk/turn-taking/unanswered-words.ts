import type { llm } from "@livekit/agents";

/**
 * What the caller has said since the line last said anything: every user message after the last
 * assistant message, in order.
 *
 * One message is the usual case. Two come when the line decided the caller had finished, started a
 * reply, and the caller spoke again before a word of it was heard: agents-js interrupts that reply
 * and, as nothing of it was played, adds no assistant message, so the first part stays in the
 * context with no answer. Answering only the last message lost it ("my number is 0475 … 12 34"
 * answered as "12 34"; seen on a loaded host, where the VAD ran behind and the hold ran out during a
 * 1.3 s pause). The turn is what the caller said, both parts.
 */
export function unansweredCallerWords(chatCtx: llm.ChatContext): string {
  const parts: string[] = [];
  for (let i = chatCtx.items.length - 1; i >= 0; i--) {
    const item = chatCtx.items[i]!;
    if (item.type !== "message") continue;
    if (item.role === "assistant") break;
    if (item.role === "user") parts.unshift((item.textContent ?? "").trim());
  }
  return parts.filter(Boolean).join(" ");
}

/**
 * How sure the recogniser was of what the caller has said since the line last spoke: the lowest
 * confidence among those messages (agents-js keeps each turn's average on its message). undefined
 * when none carries one (typed words, or a recogniser that measures none).
 */
export function unansweredCallerConfidence(chatCtx: llm.ChatContext): number | undefined {
  let lowest: number | undefined;
  for (let i = chatCtx.items.length - 1; i >= 0; i--) {
    const item = chatCtx.items[i]!;
    if (item.type !== "message") continue;
    if (item.role === "assistant") break;
    const confidence = item.role === "user" && (item.textContent ?? "").trim() ? item.transcriptConfidence : undefined;
    if (confidence !== undefined) lowest = Math.min(lowest ?? 1, confidence);
  }
  return lowest;
}
