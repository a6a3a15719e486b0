import { sql } from "drizzle-orm";
import { createMemoryDatabase, queryRows, type DatabaseHandle } from "~/server/db";
import { createLocalEmbedder, type Embedder } from "~/server/knowledge/embedding";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { moduleLogger } from "~/lib/logger";
import type { IngestMode } from "../args";
import { CALLER_QUESTIONS } from "../fixtures/caller-questions";
import { DEMO_TENANT_DIR, loadDemoMaterial } from "../fixtures/demo-material";
import { buildSyntheticBundle, SYNTHETIC_SLUG } from "../fixtures/synthetic-tenant";
import { describeMachine } from "../machine";
import {
  baselineRow,
  externalReference,
  latencyRow,
  throughputRow,
  type BaselineRow,
  type LatencyRow,
  type ReportSection,
  type SuiteReport,
  type ThroughputRow,
} from "../report";
import { everyTenth, ingestBulk, ingestIndexed } from "../retrieval/corpus-ingest";
import { benchQueries, HIT_WINDOW, type QueryQuality, type QuerySamples } from "../retrieval/query-bench";
import type { BenchContext, BenchSuite } from "../suite";
import { timeEachAsync, timeOnce, withLogsSilenced, type TimingOptions } from "../timing";

const log = moduleLogger("bench.retrieval");

const DEMO_SLUG = "lindenhof";
const SYNTHETIC_CHUNKS = { full: 50_000, quick: 600 } as const;
const ROUNDS = { full: 5, quick: 1 } as const;
const SELECT1_SAMPLES = 300;

function queryLatencyRows(prefix: string, s: QuerySamples, base: BaselineRow, embedder: Embedder): LatencyRow[] {
  const rows = [
    latencyRow(`${prefix}.searchQuestion`, "searchQuestion, wall (taxonomy + resolver + searchKnowledge)", s.wallMs, "ms", base),
    latencyRow(`${prefix}.searchKnowledge`, "searchKnowledge (its timings.totalMs)", s.totalMs, "ms", base),
    latencyRow(`${prefix}.embed`, `  embed the question (${embedder.model})`, s.embedMs, "ms", base),
    latencyRow(`${prefix}.retrieve`, "  retrieve: vector + full-text candidates, fuse", s.retrieveMs, "ms", base),
    latencyRow(`${prefix}.vf`, "  Value Framework (timings.rerankMs)", s.rerankMs, "ms", base),
    latencyRow(`${prefix}.affinityLoad`, "    of which loadAffinityMatrix (DB read)", s.affinityLoadMs, "ms", base),
    latencyRow(`${prefix}.vfCpu`, "    of which rerank + election + unit checks (CPU)", s.vfCpuMs, "µs", base),
    latencyRow(`${prefix}.vector`, "vectorCandidates alone (the plan the planner picks, tenant + language filter)", s.vectorMs, "ms", base),
    latencyRow(`${prefix}.text`, "textCandidates alone (full-text, OR of the question's words)", s.textMs, "ms", base),
  ];
  if (s.exactMs.length) rows.push(latencyRow(`${prefix}.exact`, "exact vector scan, same filter, no index", s.exactMs, "ms", base));
  return rows;
}

function qualityNote(label: string, q: QueryQuality): string {
  const parts = [`${label}: ${q.questions} questions`];
  if (q.hitsAt5)
    parts.push(
      `expected page in the top ${HIT_WINDOW} for ${q.hitsAt5.hits}/${q.hitsAt5.of}${q.hitsAt5.misses.length ? ` (missed: ${q.hitsAt5.misses.join("; ")})` : ""}`,
    );
  parts.push(
    `vector-branch recall@${q.vectorRecall.asked} (vectorCandidates against an exact scan) ${(q.vectorRecall.meanRecall * 100).toFixed(1)}% over ${q.vectorRecall.queries} questions, ${q.vectorRecall.meanReturned.toFixed(1)} of ${q.vectorRecall.asked} candidates returned on average`,
  );
  if (q.zeroVectorQueries.length) parts.push(`${q.zeroVectorQueries.length} question(s) embed to an all-zero vector (${q.zeroVectorQueries.join("; ")})`);
  if (q.nonFiniteScores) parts.push(`${q.nonFiniteScores} returned chunk(s) with a NaN score`);
  return parts.join("; ");
}

interface SyntheticIngest {
  rows: ThroughputRow[];
  chunks: number;
  pages: number;
}

async function ingestSynthetic(
  ctx: BenchContext,
  h: DatabaseHandle,
  embedder: Embedder,
  mode: IngestMode,
  minChunks: number,
  base: BaselineRow,
): Promise<SyntheticIngest> {
  const material = await loadDemoMaterial();
  const { bundle, expectedChunks } = buildSyntheticBundle(material, { minChunks });
  const pages = bundle.pages.length;
  const rows: ThroughputRow[] = [];
  let chunks = 0;
  ctx.progress(`retrieval: generated tenant "${SYNTHETIC_SLUG}": ${pages} pages, ~${expectedChunks} chunks, ingest mode ${mode}`);

  if (mode === "indexed" || mode === "both") {
    // In "both", the indexed load gets its own database so the bulk one starts from the same state.
    const target = mode === "both" ? await createMemoryDatabase() : h;
    try {
      const r = await ingestIndexed(target.db, bundle, embedder, everyTenth(ctx.progress, "retrieval: indexed ingest"));
      chunks = r.stats.chunks.total;
      rows.push(
        throughputRow("ingest.indexed.pages", "generated tenant, ingestBundle with HNSW live (production path)", pages, "pages", r.seconds, base),
        throughputRow(
          "ingest.indexed.chunks",
          "generated tenant, ingestBundle with HNSW live (production path)",
          r.stats.chunks.written,
          "chunks",
          r.seconds,
          base,
        ),
      );
    } finally {
      if (target !== h) await target.close();
    }
  }
  if (mode === "bulk" || mode === "both") {
    const r = await ingestBulk(h.db, bundle, embedder, everyTenth(ctx.progress, "retrieval: bulk load"));
    chunks = r.stats.chunks.total;
    const written = r.stats.chunks.written;
    rows.push(
      throughputRow("ingest.bulk.load.chunks", "bulk: ingestBundle with the HNSW index dropped", written, "chunks", r.loadSeconds, base),
      throughputRow("ingest.bulk.index.chunks", "bulk: HNSW build afterwards (CREATE INDEX)", written, "chunks", r.indexSeconds, base),
      throughputRow("ingest.bulk.total.pages", "bulk: load + index build", pages, "pages", r.loadSeconds + r.indexSeconds, base),
      throughputRow("ingest.bulk.total.chunks", "bulk: load + index build", written, "chunks", r.loadSeconds + r.indexSeconds, base),
    );
  }
  log.info({ mode, pages, chunks, rows: rows.length }, "synthetic_ingest_done");
  return { rows, chunks, pages };
}

const DESCRIPTION = "searchQuestion latency (hybrid search + Value Framework) on the demo tenant and a generated ≥50k-chunk tenant; ingest throughput";

export const retrievalSuite: BenchSuite = {
  name: "retrieval",
  description: DESCRIPTION,
  async run(ctx): Promise<SuiteReport> {
    const started = new Date();
    const size = ctx.options.quick ? "quick" : "full";
    const minChunks = ctx.options.syntheticChunks ?? SYNTHETIC_CHUNKS[size];
    const timing: TimingOptions = { warmupRounds: 1, rounds: ctx.options.rounds ?? ROUNDS[size] };
    // Explicitly local: a bench must never reach a paid embedding API because a key is in the env.
    const embedder = createLocalEmbedder();

    const open = await timeOnce(() => createMemoryDatabase());
    const h = open.result;
    try {
      ctx.progress(`retrieval: in-memory PGlite ready in ${open.seconds.toFixed(1)} s`);
      const select1 = baselineRow(
        "select1",
        "select 1 round trip on the same PGlite",
        await timeEachAsync(
          Array.from({ length: SELECT1_SAMPLES }, (_, i) => i),
          () => queryRows(h.db, sql`select 1`),
          { warmupRounds: 1, rounds: 1 },
        ),
        "ms",
      );

      const demo = await timeOnce(() => ingestTenantDir(h.db, DEMO_TENANT_DIR, { embedder }));
      if (!demo.result.ok) throw new Error(`demo tenant did not ingest: ${demo.result.errors.map((e) => `${e.file} ${e.path}: ${e.message}`).join("; ")}`);
      const demoStats = demo.result.stats;
      const ingestRows: ThroughputRow[] = [
        throughputRow("ingest.demo.pages", "demo tenant, ingestTenantDir (read + validate + ingest)", demoStats.pages.total, "pages", demo.seconds, select1),
        throughputRow(
          "ingest.demo.chunks",
          "demo tenant, ingestTenantDir (read + validate + ingest)",
          demoStats.chunks.written,
          "chunks",
          demo.seconds,
          select1,
        ),
      ];

      ctx.progress(`retrieval: ${CALLER_QUESTIONS.length} questions × ${timing.rounds} round(s) on the demo tenant`);
      const demoAlone = await withLogsSilenced(() => benchQueries(h.db, embedder, DEMO_SLUG, CALLER_QUESTIONS, timing, { checkDemoPages: true }));

      const synthetic = await ingestSynthetic(ctx, h, embedder, ctx.options.ingest, minChunks, select1);
      ingestRows.push(...synthetic.rows);

      ctx.progress(
        `retrieval: ${CALLER_QUESTIONS.length} questions × ${timing.rounds} round(s) on the generated tenant (${synthetic.chunks} chunks), no planner statistics yet`,
      );
      const big = await withLogsSilenced(() => benchQueries(h.db, embedder, SYNTHETIC_SLUG, CALLER_QUESTIONS, timing, { checkDemoPages: false }));
      // Right after an ingest the planner has no statistics (it estimates one row per tenant and
      // language) and never picks the HNSW index. A Postgres server's autovacuum analyses the table
      // soon after; the plan, and with it latency and recall, changes. Both states are measured.
      const analyze = await timeOnce(() => h.db.execute(sql`analyze`));
      ctx.progress(`retrieval: ANALYZE in ${analyze.seconds.toFixed(1)} s; the generated tenant again, with planner statistics`);
      const bigAnalysed = await withLogsSilenced(() => benchQueries(h.db, embedder, SYNTHETIC_SLUG, CALLER_QUESTIONS, timing, { checkDemoPages: false }));
      ctx.progress("retrieval: demo tenant again, now sharing the chunk table with the generated tenant");
      const demoShared = await withLogsSilenced(() => benchQueries(h.db, embedder, DEMO_SLUG, CALLER_QUESTIONS, timing, { checkDemoPages: true }));

      const chunksLabel = `${synthetic.chunks.toLocaleString("en-US")} chunks`;
      const sections: ReportSection[] = [
        { title: "ingest throughput", rows: ingestRows },
        {
          title: `demo tenant alone (${demoStats.pages.total} pages, ${demoStats.chunks.total} chunks), ${CALLER_QUESTIONS.length} questions nl/en/fr/it`,
          rows: queryLatencyRows("demo", demoAlone, select1, embedder),
        },
        {
          title: `generated tenant (${chunksLabel}, ${synthetic.pages.toLocaleString("en-US")} pages), before any ANALYZE (as right after an ingest)`,
          rows: queryLatencyRows("generated", big, select1, embedder),
        },
        {
          title: `generated tenant (${chunksLabel}) after ANALYZE (what autovacuum gives a Postgres server)`,
          rows: queryLatencyRows("generatedAnalysed", bigAnalysed, select1, embedder),
        },
        {
          title: `demo tenant again, chunk table shared with the ${chunksLabel} tenant, after ANALYZE`,
          rows: queryLatencyRows("demoShared", demoShared, select1, embedder),
        },
      ];
      const allRows = sections.flatMap((s) => s.rows);
      const source = "seeds/003 compendium §3, Value Framework";
      return {
        suite: "retrieval",
        description: DESCRIPTION,
        startedAt: started.toISOString(),
        durationSeconds: (Date.now() - started.getTime()) / 1000,
        machine: describeMachine(),
        params: {
          embedder: `${embedder.model}/${embedder.dimension}`,
          database: "PGlite in memory (createMemoryDatabase), pgvector",
          pgliteColdStartSeconds: Number(open.seconds.toFixed(2)),
          analyzeSeconds: Number(analyze.seconds.toFixed(2)),
          questions: CALLER_QUESTIONS.length,
          warmupRounds: timing.warmupRounds,
          rounds: timing.rounds,
          syntheticChunksRequested: minChunks,
          syntheticChunks: synthetic.chunks,
          syntheticPages: synthetic.pages,
          ingestMode: ctx.options.ingest,
          quick: ctx.options.quick,
        },
        baselines: [select1],
        sections,
        references: [
          externalReference(
            {
              label: "seed RAG inner loop",
              figure: "600–1200 ms",
              rangeMs: [600, 1200],
              source,
              compare: { rowId: "generated.searchQuestion", percentile: "p95" },
            },
            allRows,
          ),
          externalReference(
            {
              label: "seed RAG inner loop",
              figure: "600–1200 ms",
              rangeMs: [600, 1200],
              source,
              compare: { rowId: "generatedAnalysed.searchQuestion", percentile: "p95" },
            },
            allRows,
          ),
          externalReference(
            {
              label: "seed Value Framework overhead",
              figure: "5–25 ms per turn",
              rangeMs: [5, 25],
              source,
              compare: { rowId: "generated.vf", percentile: "p95" },
            },
            allRows,
          ),
        ],
        notes: [
          qualityNote("demo alone", demoAlone.quality),
          qualityNote("generated tenant, before ANALYZE", big.quality),
          qualityNote("generated tenant, after ANALYZE", bigAnalysed.quality),
          qualityNote("demo, shared table, after ANALYZE", demoShared.quality),
          "every searchQuestion call also writes its category_mismatch_telemetry row, as in production; the row is in the wall time and searchKnowledge's totalMs",
          "every database session starts with hnsw.ef_search = 100 and iterative scans (server/db: SEARCH_SESSION_SETTINGS); when the planner uses HNSW, the tenant and language filters apply to the ef_search nearest rows of the whole table, so recall against an exact scan and the number of candidates returned are reported next to the latency",
          "the generated tenant reuses the demo tenant's taxonomy and recombines its page sentences (seeded), ~40% nl, 20% each en/fr/it; one section per chunk",
          "the seed's figures come from a Python/FastAPI stack with a network Postgres and OpenAI embeddings: compare orders of magnitude, not digits; our embedder is the local hashing one (no network)",
          "log lines are silenced during the timed query loops",
        ],
      };
    } finally {
      await h.close();
    }
  },
};
