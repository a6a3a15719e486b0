import { createMemoryDatabase, type DatabaseHandle } from "~/server/db";
import { documents } from "~/server/db/schema";
import { answerExtractively } from "~/server/cognition/extractive";
import { rankSentences, SENTENCE_FLOORS, clearSentenceCache } from "~/server/cognition/extractive/by-meaning";
import { answerSources, asAnswerChunk } from "~/server/cognition/orchestrator/stages/retrieve";
import { createE5Embedder, createLocalEmbedder, type Embedder } from "~/server/knowledge/embedding";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { searchQuestion } from "~/server/cognition/search-question";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { understandingQuestions, unsupportedQuestions } from "~/testkit/fixtures/understanding";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { withEmbeddingCache } from "~/testkit/services/local-models/embedding-cache";
import { startEmbedderServer } from "~/testkit/services/local-models/embedder-server";
import { CALLER_QUESTIONS } from "../fixtures/caller-questions";
import { DEMO_TENANT_DIR } from "../fixtures/demo-material";
import { describeMachine } from "../machine";
import { baselineRow, latencyRow, type SuiteReport } from "../report";
import type { BenchSuite } from "../suite";
import { timeOnce, withLogsSilenced } from "../timing";

const log = moduleLogger("bench.understanding");
const SLUG = "lindenhof";
/** The hospital's name is on every page; the word-overlap answerer is told so, as in a turn. */
const TENANT_NAME_WORDS = ["AZ", "Lindenhof"];

interface Question {
  lang: Lang;
  text: string;
  /** null: no page in this language answers it; the answer must be "not found". */
  expected: string[] | null;
}

/** The fixture set plus the retrieval bench's caller questions (those with a page), without duplicates. */
function questionSet(): { answerable: Question[]; unanswerable: Question[] } {
  const seen = new Set<string>();
  const all: Question[] = [];
  const add = (q: Question) => {
    const key = `${q.lang}\u0000${q.text.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    all.push(q);
  };
  for (const q of understandingQuestions()) add({ lang: q.lang, text: q.text, expected: q.expectedPages });
  for (const q of CALLER_QUESTIONS) if (q.demoPage) add({ lang: q.lang, text: q.text, expected: [q.demoPage] });
  for (const q of unsupportedQuestions()) add({ ...q, expected: null });
  return { answerable: all.filter((q) => q.expected), unanswerable: all.filter((q) => !q.expected) };
}

/** One question through retrieval and the answer stage's sources, as a turn on the extractive path sees it. */
interface Outcome {
  q: Question;
  /** Pages of the first chunks, in order (the doctor list injected from tenant data has none). */
  pages: (string | null)[];
  searchMs: number;
  /** Word-overlap answerer: the page it spoke from, or null for "not found". */
  lexical: { page: string | null };
  /** Meaning answerer (semantic embedders only): the best sentence's page and similarity. */
  semantic?: { page: string | null; similarity: number | null; answerMs: number };
}

async function ingest(embedder: Embedder): Promise<{ h: DatabaseHandle; pageOf: Map<string, string>; seconds: number }> {
  const { result: h, seconds } = await timeOnce(async () => {
    const handle = await createMemoryDatabase();
    const r = await ingestTenantDir(handle.db, DEMO_TENANT_DIR, { embedder });
    if (!r.ok) throw new Error("the demo bundle did not ingest");
    return handle;
  });
  const rows = await h.db.select({ id: documents.id, sourcePath: documents.sourcePath }).from(documents);
  return { h, pageOf: new Map(rows.map((r) => [r.id, r.sourcePath])), seconds };
}

type Corpus = Awaited<ReturnType<typeof ingest>>;

async function run(corpus: Corpus, embedder: Embedder, questions: Question[], opts: { answer: boolean } = { answer: true }): Promise<Outcome[]> {
  const { h, pageOf } = corpus;
  const outcomes: Outcome[] = [];
  for (const q of questions) {
    const t0 = performance.now();
    const r = await searchQuestion(h.db, embedder, { tenant: SLUG, lang: q.lang, text: q.text, limit: 8 });
    const searchMs = performance.now() - t0;
    const pageOfChunk = (id: string) => {
      const c = r.chunks.find((x) => x.id === id);
      return c?.documentId ? (pageOf.get(c.documentId) ?? null) : null;
    };
    const sources = answerSources(r);
    const lex = answerExtractively(q.text, q.lang, sources.map(asAnswerChunk), {
      unitMismatch: r.unitMismatch ?? undefined,
      alsoGeneric: TENANT_NAME_WORDS,
    });
    const outcome: Outcome = {
      q,
      pages: r.chunks.map((c) => (c.documentId ? (pageOf.get(c.documentId) ?? null) : null)),
      searchMs,
      lexical: { page: lex.found ? pageOfChunk(lex.usedChunkIds[0]!) : null },
    };
    if (embedder.semantic && opts.answer) {
      const t1 = performance.now();
      const ranked = await rankSentences(
        q.text,
        q.lang,
        sources.map((c) => ({ ...asAnswerChunk(c), headingPath: c.headingPath })),
        embedder,
      );
      outcome.semantic = {
        page: ranked[0] ? pageOfChunk(ranked[0].chunkId) : null,
        similarity: ranked[0]?.similarity ?? null,
        answerMs: performance.now() - t1,
      };
    }
    outcomes.push(outcome);
  }
  log.info({ model: embedder.model, questions: outcomes.length }, "understanding_run_done");
  return outcomes;
}

const pct = (n: number, of: number) => `${n}/${of} (${of === 0 ? "–" : ((100 * n) / of).toFixed(1)} %)`;
const hit = (pages: (string | null)[], expected: string[], k: number) => pages.slice(0, k).some((p) => p !== null && expected.includes(p));

/** Retrieval hit rates per language and overall. */
function retrievalNotes(label: string, outcomes: Outcome[]): string[] {
  const answerable = outcomes.filter((o) => o.q.expected);
  const rows = (["nl", "en", "fr", "it"] as const).map((lang) => {
    const of = answerable.filter((o) => o.q.lang === lang);
    return `${lang} top-1 ${pct(of.filter((o) => hit(o.pages, o.q.expected!, 1)).length, of.length)}, top-3 ${pct(of.filter((o) => hit(o.pages, o.q.expected!, 3)).length, of.length)}`;
  });
  const top1 = answerable.filter((o) => hit(o.pages, o.q.expected!, 1)).length;
  const top3 = answerable.filter((o) => hit(o.pages, o.q.expected!, 3)).length;
  return [`${label} retrieval: top-1 ${pct(top1, answerable.length)}, top-3 ${pct(top3, answerable.length)}; ${rows.join("; ")}`];
}

interface AnswerTally {
  right: number;
  wrongPage: number;
  notFound: number;
  of: number;
  /** Unanswerable questions that got a sentence anyway. */
  spokeUnanswerable: number;
  unanswerable: number;
}

function tally(outcomes: Outcome[], spoken: (o: Outcome) => string | null): AnswerTally {
  const t: AnswerTally = { right: 0, wrongPage: 0, notFound: 0, of: 0, spokeUnanswerable: 0, unanswerable: 0 };
  for (const o of outcomes) {
    const page = spoken(o);
    if (o.q.expected) {
      t.of += 1;
      if (page === null) t.notFound += 1;
      else if (o.q.expected.includes(page)) t.right += 1;
      else t.wrongPage += 1;
    } else {
      t.unanswerable += 1;
      if (page !== null) t.spokeUnanswerable += 1;
    }
  }
  return t;
}

const describeTally = (label: string, t: AnswerTally) =>
  `${label} answers: from the expected page ${pct(t.right, t.of)}, from another page ${t.wrongPage}, "not found" ${t.notFound}; unanswerable questions answered anyway ${t.spokeUnanswerable}/${t.unanswerable}`;

/** The semantic answerer at a given floor (what answerByMeaning would have said). */
const atFloor = (floor: number) => (o: Outcome) => (o.semantic && o.semantic.similarity !== null && o.semantic.similarity >= floor ? o.semantic.page : null);

const DESCRIPTION =
  "retrieval (top-1/top-3 expected page) and extractive answers (spoken sentence from the expected page; unanswerable questions refused) on the demo tenant, hashing embedder vs multilingual-e5";

export const understandingDemoSuite: BenchSuite = {
  name: "understanding-demo",
  description: DESCRIPTION,
  async run(ctx): Promise<SuiteReport> {
    const started = new Date();
    const { answerable, unanswerable } = questionSet();
    const questions = [...answerable, ...unanswerable];
    const server = await startEmbedderServer({ port: await freeTcpPort() });
    try {
      const hash = createLocalEmbedder();
      const e5Live = createE5Embedder({ baseURL: server.baseUrl });
      // The corpus and sentence vectors come from the on-disk cache after the first run; query
      // latency is measured separately below against the live server.
      const e5 = withEmbeddingCache(e5Live);
      const hashCorpus = await withLogsSilenced(() => ingest(hash));
      const e5Corpus = await withLogsSilenced(() => ingest(e5));
      e5.save();
      ctx.progress(`understanding: corpora ready (hashing ${hashCorpus.seconds.toFixed(1)} s, e5 ${e5Corpus.seconds.toFixed(1)} s)`);
      let hashRun: { outcomes: Outcome[] };
      let e5Run: { outcomes: Outcome[]; ingestSeconds: number };
      let liveRun: { outcomes: Outcome[] };
      const floorNotes: string[] = [];
      try {
        hashRun = { outcomes: await withLogsSilenced(() => run(hashCorpus, hash, questions)) };
        e5Run = { outcomes: await withLogsSilenced(() => run(e5Corpus, e5, questions)), ingestSeconds: e5Corpus.seconds };
        e5.save();
        // Why E5_SIMILARITY_FLOOR: retrieval alone with the cosine stretched from other floors.
        for (const f of [0, 0.75, 0.78, 0.82]) {
          const variant: Embedder = { ...e5, similarityFloor: f };
          const outcomes = await withLogsSilenced(() => run(e5Corpus, variant, answerable, { answer: false }));
          floorNotes.push(...retrievalNotes(`e5 with similarity floor ${f}`, outcomes).map((n) => n.replace(/; nl .*/, "")));
        }
        ctx.progress("understanding: questions asked; timing e5 against the live server");
        // Latency with the live server: the question embedded, sentences from a cold in-process cache.
        const sample = answerable.filter((_, i) => i % (ctx.options.quick ? 16 : 4) === 0);
        clearSentenceCache();
        liveRun = { outcomes: await withLogsSilenced(() => run(e5Corpus, e5Live, sample)) };
      } finally {
        await hashCorpus.h.close();
        await e5Corpus.h.close();
      }

      const floor = SENTENCE_FLOORS[e5.model]!;
      const sweep = [0.83, 0.835, 0.84, 0.845, 0.85, 0.855, 0.86, 0.865, 0.87].map((f) => {
        const t = tally(e5Run.outcomes, atFloor(f));
        return `${f.toFixed(3)}: right ${t.right}, wrong page ${t.wrongPage}, not found ${t.notFound}, unanswerable answered ${t.spokeUnanswerable}`;
      });
      const sims = (pick: (o: Outcome) => boolean) =>
        e5Run.outcomes
          .filter(pick)
          .map((o) => o.semantic?.similarity ?? 0)
          .sort((a, b) => a - b);
      const rightSims = sims((o) => o.q.expected !== null && o.semantic?.page != null && o.q.expected.includes(o.semantic.page));
      const unansweredSims = sims((o) => o.q.expected === null);
      const quant = (xs: number[], p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!.toFixed(3) : "–");

      const base = baselineRow(
        "hash.search",
        "searchQuestion, hashing embedder (demo tenant)",
        hashRun.outcomes.map((o) => o.searchMs),
        "ms",
      );
      const rows = [
        latencyRow(
          "e5.search",
          "searchQuestion, e5 (live server: the question embedded per call)",
          liveRun.outcomes.map((o) => o.searchMs),
          "ms",
          base,
        ),
        latencyRow(
          "e5.answer",
          "rank the sources' sentences by meaning (query + uncached sentences embedded)",
          liveRun.outcomes.map((o) => o.semantic!.answerMs),
          "ms",
          base,
        ),
      ];
      const lexHash = tally(hashRun.outcomes, (o) => o.lexical.page);
      const lexE5 = tally(e5Run.outcomes, (o) => o.lexical.page);
      const semE5 = tally(e5Run.outcomes, atFloor(floor));
      return {
        suite: "understanding-demo",
        description: DESCRIPTION,
        startedAt: started.toISOString(),
        durationSeconds: (Date.now() - started.getTime()) / 1000,
        machine: describeMachine(),
        params: {
          answerable: answerable.length,
          unanswerable: unanswerable.length,
          e5Floor: floor,
          e5IngestSeconds: Number(e5Run.ingestSeconds.toFixed(1)),
          e5CacheHits: e5.stats().hits,
          e5CacheMisses: e5.stats().misses,
        },
        baselines: [base],
        sections: [{ title: "latency (e5 rows: every 4th answerable question, live server)", rows }],
        references: [],
        notes: [
          ...retrievalNotes("hashing", hashRun.outcomes),
          ...retrievalNotes(`e5 (similarity floor ${e5.similarityFloor})`, e5Run.outcomes),
          ...floorNotes,
          describeTally("hashing + word overlap (the fallback)", lexHash),
          describeTally("e5 retrieval + word overlap", lexE5),
          describeTally(`e5 retrieval + meaning (floor ${floor})`, semE5),
          `e5 best-sentence similarity: right-page answers p10 ${quant(rightSims, 0.1)} / p50 ${quant(rightSims, 0.5)}; unanswerable questions p50 ${quant(unansweredSims, 0.5)} / p90 ${quant(unansweredSims, 0.9)} / max ${quant(unansweredSims, 1)}`,
          `floor sweep (e5 + meaning): ${sweep.join("; ")}`,
        ],
      };
    } finally {
      await server.stop();
    }
  },
};
