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
