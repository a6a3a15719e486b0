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
 * `npm test` runs this project in its own lane beside the CPU-bound "unit" project and Playwright
 * (scripts/test.sh); `vitest run` alone runs it after "unit".
 */
const MEDIA = [
  "e2e/voice/**/*.test.ts",
  "testkit/harness/**/*.test.ts",
  "testkit/services/**/*.test.ts",
  "testkit/voice/**/*.test.ts",
  "testkit/process/**/*.test.ts",
  "scripts/bench/**/*.test.ts",
  "server/voice/room-claims.test.ts",
];

/**
 * The whole product started as `npm start` starts it, timed: it brings its own services, so
 * `npm test` runs it in the browser lane after the Playwright part that lane holds, not behind the
 * media files (which would make that lane the longest).
 */
const START = ["scripts/start/start.integration.test.ts"];

// The SIP suite needs sipp and the bridge, and runs one file after another: its own config.
const EXCLUDED = ["testkit/sip/**", "**/node_modules/**"];

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
        test: { name: "unit", include: ALL, exclude: [...EXCLUDED, ...MEDIA, ...START], maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: "media", include: MEDIA, exclude: EXCLUDED, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
      {
        extends: true,
        test: { name: "start", include: START, exclude: EXCLUDED, maxWorkers: 1, sequence: { groupOrder: 2 } },
      },
    ],
  },
});
