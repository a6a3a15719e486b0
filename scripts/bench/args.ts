import { parseArgs } from "node:util";
import { z } from "zod";

export const INGEST_MODES = ["bulk", "indexed", "both"] as const;
export type IngestMode = (typeof INGEST_MODES)[number];

export const CALLER_TIMINGS = ["fixed", "events", "both"] as const;
export type CallerTiming = (typeof CALLER_TIMINGS)[number];

/** Options every suite receives; a suite ignores the ones that are not about it. */
export interface BenchOptions {
  /** Tiny corpora and one round: checks that a suite runs, says nothing about speed. */
  quick: boolean;
  /** Timed passes per input; undefined → the suite's default. */
  rounds?: number;
  /** Size of the generated retrieval corpus; undefined → the suite's default (50,000; small under --quick). */
  syntheticChunks?: number;
  /**
   * How the generated corpus is ingested: "indexed" is the production path as is (HNSW maintained
   * on every insert), "bulk" drops the HNSW index for the load and rebuilds it after, "both" runs
   * the two on separate databases and queries the bulk-built one.
   */
  ingest: IngestMode;
  /**
   * understanding: run the sealed hospitals (testkit/fixtures/sealed/hospitals) instead of the
   * development ones, printing aggregate figures only — no question, no per-item line.
   * text: the sealed safety sets (testkit/fixtures/sealed/safety) too, aggregate figures only.
   * turn-taking: the sealed quarter of the turn-taking set (testkit/fixtures/sealed/turn-taking) instead.
   */
  sealed: boolean;
  /**
   * understanding: run the held-out hospitals (testkit/fixtures/held-out/hospitals) instead of the
   * development ones, aggregate figures only: a pass measures on them before and after its changes.
   */
  heldOut: boolean;
  /** calls: the numbers of simultaneous calls to run, in order; undefined → the suite's default. */
  levels?: number[];
  /**
   * calls: when a caller asks — `fixed` (a scripted recording: listen 14 s, ask, …), `events` (as
   * soon as the line stopped talking), or `both`, one after the other at every level.
   */
  callerTiming: CallerTiming;
  /** calls: write a V8 CPU profile of every worker process (job processes included) per level. */
  cpuProf: boolean;
  /**
   * text: also score the development safety sets with the second opinion held out (grouped k-fold
   * cross-validation: each item judged by a model trained without it): the honest development figure.
   */
  cv: boolean;
  /**
   * understanding: ask only these development or held-out hospitals (folder names), for a quick
   * look at the ones a change is about; undefined → all of the set. A held-out one prints its
   * aggregate rows only. Not with --sealed (a sealed hospital is never named).
   */
  hospitals?: string[];
}

/** `outDir`: where the JSON reports go (undefined → bench-results/ at the repository root). */
export type BenchCommand = { kind: "help" } | { kind: "list" } | { kind: "run"; suites: string[]; options: BenchOptions; outDir?: string };

export class BenchArgsError extends Error {
  /** Exit code for a usage error (the CLI convention: 2). */
  readonly exitCode = 2;
  constructor(message: string) {
    super(message);
    this.name = "BenchArgsError";
  }
}

export const DEFAULT_SYNTHETIC_CHUNKS = 50_000;

const count = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .optional();

const optionsSchema = z.strictObject({
  list: z.boolean().default(false),
  help: z.boolean().default(false),
  quick: z.boolean().default(false),
  rounds: count(1, 1000),
  "synthetic-chunks": count(100, 500_000),
  ingest: z.enum(INGEST_MODES, { error: `must be one of ${INGEST_MODES.join(", ")}` }).default("bulk"),
  out: z.string().trim().min(1, "must name a directory").optional(),
  sealed: z.boolean().default(false),
  "held-out": z.boolean().default(false),
  levels: z
    .string()
    .regex(/^\d+(,\d+)*$/, "must be numbers separated by commas, e.g. 1,5,10")
    .transform((list) => list.split(",").map(Number))
    .refine((ns) => ns.every((n) => n >= 1 && n <= 500), "must each be between 1 and 500")
    .optional(),
  "caller-timing": z.enum(CALLER_TIMINGS, { error: `must be one of ${CALLER_TIMINGS.join(", ")}` }).default("both"),
  "cpu-prof": z.boolean().default(false),
  cv: z.boolean().default(false),
  hospitals: z
    .string()
    .regex(/^[a-z0-9-]+(,[a-z0-9-]+)*$/, "must be hospital folder names separated by commas, e.g. vlasrode,hovelbeek")
    .transform((list) => list.split(","))
    .optional(),
});

export const USAGE = `usage: npm run bench [-- [suite ...] [options]]

  no suite names       run every suite
  --list               list the suites and exit
  --quick              tiny corpora, one round (a smoke run; the figures mean nothing)
  --rounds N           timed passes over each input (default per suite)
  --synthetic-chunks N size of the generated retrieval corpus (default ${DEFAULT_SYNTHETIC_CHUNKS}, 600 with --quick)
  --ingest MODE        bulk | indexed | both (retrieval: how the generated corpus is loaded; default bulk)
  --out DIR            write the JSON reports to DIR (default bench-results/)
  --sealed             understanding: the sealed hospitals; text: the sealed safety sets as well;
                       turn-taking: the sealed quarter of the turn-taking set;
                       aggregate figures only (run it only to report, and count the runs)
  --levels N,N,…       calls: simultaneous calls per level (default 1,10,25,50,75,100; 1,2 with --quick)
  --caller-timing T    calls: fixed | events | both (default both): scripted timing, or ask when the line stops talking
  --cpu-prof           calls: a V8 CPU profile of every worker process, summarised per level
  --held-out           understanding: the held-out hospitals (testkit/fixtures/held-out/hospitals),
                       aggregate figures only
  --hospitals A,B      understanding: only these development or held-out hospitals (folder names;
                       not with --sealed); a held-out one prints aggregate figures only
  --cv                 text: the development safety sets with the second opinion held out
                       (grouped 5-fold cross-validation; trains five models, ~1 min)
`;

/** Parse and validate `npm run bench -- …` arguments against the registered suite names. */
export function parseBenchArgs(argv: readonly string[], knownSuites: readonly string[]): BenchCommand {
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        list: { type: "boolean" },
        help: { type: "boolean", short: "h" },
        quick: { type: "boolean" },
        rounds: { type: "string" },
        "synthetic-chunks": { type: "string" },
        ingest: { type: "string" },
        out: { type: "string" },
        sealed: { type: "boolean" },
        "held-out": { type: "boolean" },
        levels: { type: "string" },
        "caller-timing": { type: "string" },
        "cpu-prof": { type: "boolean" },
        cv: { type: "boolean" },
        hospitals: { type: "string" },
      },
    });
  } catch (e) {
    throw new BenchArgsError((e as Error).message);
  }
  const values = optionsSchema.safeParse(parsed.values);
  if (!values.success) throw new BenchArgsError(values.error.issues.map((i) => `--${String(i.path[0])} ${i.message}`).join("; "));
  const v = values.data;
  if (v.help) return { kind: "help" };
  if (v.list) return { kind: "list" };
  if (v.sealed && v.hospitals) throw new BenchArgsError("--hospitals names development hospitals only; --sealed runs every sealed one");
  if (v.sealed && v["held-out"]) throw new BenchArgsError("--held-out and --sealed are two different sets; run them one at a time");

  const unknown = parsed.positionals.filter((name) => !knownSuites.includes(name));
  if (unknown.length) {
    throw new BenchArgsError(
      `unknown suite${unknown.length > 1 ? "s" : ""} ${unknown.map((u) => `"${u}"`).join(", ")}; known suites: ${knownSuites.join(", ")}`,
    );
  }
  // Order as registered and without repeats, so `bench retrieval text text` runs each once.
  const suites = parsed.positionals.length ? knownSuites.filter((s) => parsed.positionals.includes(s)) : [...knownSuites];
  return {
    kind: "run",
    suites,
    options: {
      quick: v.quick,
      rounds: v.rounds,
      syntheticChunks: v["synthetic-chunks"],
      ingest: v.ingest,
      sealed: v.sealed,
      heldOut: v["held-out"],
      levels: v.levels,
      callerTiming: v["caller-timing"],
      cpuProf: v["cpu-prof"],
      cv: v.cv,
      ...(v.hospitals ? { hospitals: v.hospitals } : {}),
    },
    ...(v.out !== undefined ? { outDir: v.out } : {}),
  };
}
