import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const ALL = [
  "contracts/**/*.test.ts",
  "lib/**/*.test.ts",
  "server/**/*.test.ts",
  "agent/**/*.test.ts",
  "scripts/**/*.test.ts",
  "app/**/*.test.ts",
  "testkit/**/*.test.ts",
  "e2e/voice/**/*.test.ts",
  "deploy/**/*.test.ts",
];

/**
 * Files that carry real audio through livekit-server and the agent worker, or time a whole
 * product start: they wait for speech and silence on the wall clock, so they run one at a time.
 * (Not the bench's own tests: none starts a voice stack — the smoke runs of the text, retrieval and
 * turn suites compute, 66 s in R1 — and on the calls lane, the run's longest, they waited their
 * turn behind the calls; they are unit files, and the one that runs the voice bench is "start".)
 * `npm test` runs this project in its own lane beside the CPU-bound "unit" project and Playwright
 * (scripts/test.sh); `vitest run` alone runs it after "unit".
 */
const MEDIA = [
  "e2e/voice/**/*.test.ts",
  "testkit/harness/**/*.test.ts",
  "testkit/services/**/*.test.ts",
  "testkit/voice/**/*.test.ts",
  "testkit/process/**/*.test.ts",
  "server/voice/room-claims.test.ts",
];

/**
 * Commands as a newcomer runs them from a clean shell, each bringing its own services on free
 * ports: the whole product as `npm start` starts it, timed, and `npm run bench -- voice`, which
 * must end by itself. `npm test` runs them side by side in the checks lane, after the unit files
 * (scripts/test.sh): both mostly wait on the processes they start, and the bench's 65–115 s were
 * on the calls lane, the run's longest, before (2026-11-28).
 */
const START = ["scripts/start/start.integration.test.ts", "scripts/bench/bench-exit.test.ts"];

// The SIP suite needs sipp and the bridge, and runs one file after another: its own config.
const EXCLUDED = ["testkit/sip/**", "**/node_modules/**"];

/**
 * What makes a test file unsafe to share a process with others: it replaces a module (vi.mock) or
 * spies on one, or changes the environment or the clock for whatever is imported after it. Read
 * from the file itself, so a new test that does this is isolated without anyone listing it.
 */
export const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|spyOn|stubEnv|stubGlobal|resetModules|useFakeTimers)\(|process\.env(\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|Object\.assign\(process\.env/;

/** The test files that change shared state (CHANGES_SHARED_STATE), by path from the root. */
function filesThatChangeSharedState(): string[] {
  const root = fileURLToPath(new URL(".", import.meta.url));
  return ALL.map((glob) => glob.split("/")[0]!)
    .flatMap((dir) => readdirSync(`${root}${dir}`, { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`))
    .filter((file) => file.endsWith(".test.ts") && CHANGES_SHARED_STATE.test(readFileSync(`${root}${file}`, "utf8")));
}
const ISOLATED = filesThatChangeSharedState();
/** The media files among them: a glob's folder, or the file itself. */
const MEDIA_ISOLATED = ISOLATED.filter((file) =>
  MEDIA.some((glob) => (glob.includes("*") ? file.startsWith(glob.slice(0, glob.indexOf("*"))) : file === glob)),
);

/**
 * Files that measure this machine's own responsiveness under a load they make, and run with
 * nothing of theirs beside them: the flood test's flooder runs at nice 19 (a real one is another
 * machine) and starved past its timeout beside another CPU-bound file of this stage.
 */
const SOLO = ["server/http/flood.test.ts"];

export default defineConfig({
  // `~/x` is the repository root's x (tsconfig.json "paths"): imports across folders name the folder, never a run of ../
  resolve: { alias: { "~": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    environment: "node",
    // Template copies take well under a second; PGlite (VOICEDESK_TEST_DB=pglite) cold start is ~3 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    setupFiles: ["testkit/test-secrets.setup.ts", "testkit/voice/quiet-rtc-node.ts"],
    // One throw-away PostgreSQL 18 + pgvector for the run; each file copies a template database from it.
    globalSetup: ["testkit/db/postgres.global-setup.ts"],
    projects: [
      {
        extends: true,
        // Vitest's default on a 2-core machine is one worker (cores − 1); these files wait on
        // PGlite and child processes more than on the CPU, so two at a time nearly halves the stage.
        // Files share a worker's module cache (isolate: false): importing the server, the safety
        // packs and the agents SDK once per worker instead of once per file took this stage from
        // 808 to 276 s on a loaded machine (import time 292 → 21 s).
        test: {
          name: "unit",
          include: ALL,
          exclude: [...EXCLUDED, ...MEDIA, ...START, ...ISOLATED, ...SOLO],
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // The few that replace modules or change the environment each get a fresh process. Two at a
        // time, beside the unit files, as "unit": vitest puts an isolated project with one worker
        // into a group of its own that runs after every other group of its order (groupSpecs in
        // vitest's pool), so these 17 files ran one by one once the unit files were done — a tail of
        // about 150 s on one core while the other had nothing of this stage left (a fresh-clone run's
        // timing report). The same maxWorkers keeps both projects in one group (vitest requires it).
        test: { name: "unit-isolated", include: ISOLATED, exclude: [...EXCLUDED, ...MEDIA, ...START, ...SOLO], maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        // One worker, isolated: vitest runs these after the others of their order, one at a time.
        test: { name: "unit-solo", include: SOLO, exclude: EXCLUDED, maxWorkers: 1, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        // One process for the whole stage (isolate: false), as "unit": each file in a fresh fork
        // imported the server, the agents SDK and rtc-node again, 10–17 s between two voice files on
        // a loaded run (178 s of the stage's 753, a fresh-clone run's timing report). Each file
        // still starts its own voice stack; the few that change shared state keep a process each.
        test: {
          name: "media",
          include: MEDIA,
          exclude: [...EXCLUDED, ...START, ...MEDIA_ISOLATED],
          isolate: false,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: "media-isolated",
          // A glob that matches nothing when no media file changes shared state: the project must
          // exist, as scripts/test.sh names it in --project.
          include: MEDIA_ISOLATED.length ? MEDIA_ISOLATED : ["no-media-file-changes-shared-state"],
          exclude: EXCLUDED,
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: "start", include: START, exclude: EXCLUDED, maxWorkers: 2, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
