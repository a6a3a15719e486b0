/**
 * The embedder dies while callers are typing (issue 22, finding 6: the turn in flight got a 500 and
 * was not stored). Now every turn — in flight when it died, and after — is answered and stored:
 * retrieval goes on with its full-text branch, says so in the log (without the question) and counts
 * it. The embedding server is the OpenAI-wire TEST DOUBLE (testkit/doubles/openai, hashing vectors,
 * the demo corpus's own), reached through the real `openai` SDK client, and shut mid-load.
 */
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { captureLogs } from "~/lib/logger";
import { searchQuestion } from "~/server/cognition/search-question";
import type { DatabaseHandle } from "~/server/db";
import { conversations } from "~/server/db/schema";
import { createOpenAiEmbedder } from "~/server/knowledge/embedding/openai";
import { LOCAL_EMBEDDING_MODEL } from "~/server/knowledge/embedding/local-hash";
import { metrics } from "~/server/metrics";
import { createDemoDatabase } from "~/testkit/db/test-database";
import { startOpenAiDouble, type OpenAiDouble } from "~/testkit/doubles/openai/server";
import { runTurn, settlePersistence } from "./index";
import type { TurnDeps } from "./turn";

let h: DatabaseHandle;
let double: OpenAiDouble;
let deps: TurnDeps;

beforeAll(async () => {
  h = await createDemoDatabase();
  // Slow answers: the turns' requests are still in flight when the test kills it.
  double = await startOpenAiDouble({ embeddingDelayMs: 1_000 });
  // The demo corpus was embedded with the hashing embedder at 1024 dimensions: the double serves the same vectors.
  const embedder = createOpenAiEmbedder({ baseURL: double.baseURL, model: LOCAL_EMBEDDING_MODEL, dimension: 1024, timeoutMs: 2_000 });
  deps = { db: h.db, embedder, llm: null };
});
afterAll(async () => {
  await settlePersistence();
  await double?.close();
  await h?.close();
});

const fallbacks = async () => (await metrics().retrievalLexicalFallbacks.get()).values.find((v) => v.labels.tenant === "lindenhof")?.value ?? 0;

const QUESTIONS = [
  "Hoeveel kost parkeren aan de campus?",
  "Welke bus stopt aan het ziekenhuis?",
  "Waar kan ik iets eten in het ziekenhuis?",
  "Hoe vraag ik mijn medisch dossier op?",
  "Is er wifi voor bezoekers?",
  "Waar meld ik me aan voor een raadpleging?",
];

describe("when the embedder dies mid-load", () => {
  it("every typed turn in flight and after is answered and stored; the fallback is logged without the question, and counted", async () => {
    const logs = captureLogs();
    const before = await fallbacks();
    const keys = QUESTIONS.map((_, i) => `chat-embedder-down-${i}`);
    const inFlight = QUESTIONS.map((text, i) => runTurn(deps, { tenant: "lindenhof", conversation: keys[i]!, channel: "web", lang: "nl", text }));
    // Killed once the first question reached it, with its answer not yet sent: the rest find it gone.
    await vi.waitFor(() => expect(double.requests.some((r) => r.path === "/v1/embeddings")).toBe(true), { timeout: 20_000 });
    await double.close();

    const settled = await Promise.allSettled(inFlight);
    expect(settled.filter((s) => s.status === "rejected").map((s) => String((s as PromiseRejectedResult).reason))).toEqual([]);
    const answers = settled.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof runTurn>>>).value);
    for (const a of answers) expect(a.spoken.length).toBeGreaterThan(0);

    const duringLoad = (await fallbacks()) - before;
    expect(duringLoad).toBeGreaterThan(0);

    // After: the pages that share the question's words are still found, by full text alone.
    const search = await searchQuestion(h.db, deps.embedder, { tenant: "lindenhof", lang: "nl", text: "Hoeveel kost parkeren?" });
    expect(search.lexicalOnly).toBe(true);
    expect(search.queryVector).toBeNull();
    expect(search.chunks.length).toBeGreaterThan(0);
    expect(search.chunks[0]!.content.toLowerCase()).toContain("parkeren");

    await settlePersistence();
    const stored = await h.db.select({ key: conversations.externalId }).from(conversations).where(inArray(conversations.externalId, keys));
    expect(stored.map((r) => r.key).sort()).toEqual([...keys].sort());

    expect((await fallbacks()) - before).toBe(duringLoad + 1);
    const lines = logs.events("embedder_unreachable_lexical_fallback");
    logs.restore();
    expect(lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toMatch(/parkeren|bus|dossier|wifi/i);
  }, 120_000);
});
