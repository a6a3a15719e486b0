/**
 * The filler ladder through the whole media path: the app answers on the agent path (an LLM is
 * configured — the OpenAI TEST DOUBLE, whose final reply is scripted to take 6 s), so the line
 * fills the silence with "Een ogenblikje." at 1.5 s and then speaks the answer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env";
import { startOpenAiDouble, type OpenAiDouble } from "~/testkit/doubles/openai/server";
import { voiceStack } from "~/testkit/voice/voice-stack";

let llm: OpenAiDouble;
const saved: Record<string, string | undefined> = {};
const KEYS = ["OPENAI_API_KEY", "OPENAI_BASE_URL", "LLM_TIMEOUT_MS", "EMBEDDING_PROVIDER"] as const;

beforeAll(async () => {
  llm = await startOpenAiDouble();
  for (const k of KEYS) saved[k] = process.env[k];
  // The app API runs in this process: its cognition picks the LLM up from here on first use.
  Object.assign(process.env, { OPENAI_API_KEY: "test-key", OPENAI_BASE_URL: llm.baseURL, LLM_TIMEOUT_MS: "10000", EMBEDDING_PROVIDER: "local" });
  resetEnvCache();
});
afterAll(async () => {
  for (const k of KEYS) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  resetEnvCache();
  await llm?.close();
});

const stack = voiceStack("filler-ladder");
/**
 * How long the model double takes over its final reply: long enough that the filler (due at 1.5 s)
 * is heard before the answer exists even on a loaded host (a fresh-clone run at load 13–18 heard it
 * at 5.2 s), so the test checks an order of events, not a time bound.
 */
const MODEL_THINKS_MS = 6000;

describe("the filler ladder masks a slow answer", () => {
  it("says a filler at 1.5 s while the model is still thinking, then the answer", async () => {
    const caller = await stack.call();
    await caller.waitForEvent("hello", 40_000);
    await caller.waitForSpeech({ timeoutMs: 40_000, minVoicedMs: 1000 });
    await caller.waitForSilence({ silenceMs: 1200, timeoutMs: 40_000 });

    llm.scriptChat(
      { toolCalls: [{ name: "search_kb", arguments: JSON.stringify({ query: "Kan ik op de kamer mijn laptop opladen?" }) }] },
      { content: "Ja, elektrische toestellen zoals een laptop mag u meebrengen, samen met de lader.", delayMs: MODEL_THINKS_MS },
    );
    const answersBefore = llm.chatAnsweredAt.length;
    const typedAt = performance.now();
    await caller.type("Kan ik op de kamer mijn laptop opladen?");
    const turn = await caller.waitForEvent("turn", 30_000);
    expect(turn.path).toBe("agent");
    expect(turn.spoken).toMatch(/laptop/);

    const firstSpeech = caller.firstSpeechAt(typedAt)!;
    // Not before the first tier, and heard while the model was still thinking: before its final
    // reply (the second chat completion of this turn, after the search) had even left the double.
    expect(firstSpeech - typedAt).toBeGreaterThanOrEqual(1400);
    const finalReplyAt = llm.chatAnsweredAt[answersBefore + 1];
    expect(finalReplyAt, "the model's final reply").toBeDefined();
    expect(firstSpeech).toBeLessThan(finalReplyAt!);
    await expect.poll(() => stack.worker!.recentOutput(), { timeout: 10_000 }).toMatch(/"tier":1,"msg":"filler_spoken"/);
    // The answer follows the filler.
    await caller.waitForSpeech({ timeoutMs: 20_000, minVoicedMs: 1500, after: typedAt + MODEL_THINKS_MS });
  }, 150_000);
});
