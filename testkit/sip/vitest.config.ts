import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * SIP tests: `npx vitest run --config testkit/sip/vitest.config.ts`. Each end-to-end file starts
 * its own Redis, livekit-server, livekit-sip and probe agent, and places real calls with sipp, so
 * files run one after another (the machines have 2 cores). Needs scripts/setup/sip-bridge.sh and
 * scripts/setup/livekit-server.sh first.
 */
export default defineConfig({
  // `~/` as in tsconfig.json "paths" (the repository root).
  resolve: { alias: { "~": fileURLToPath(new URL("../..", import.meta.url)) } },
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["testkit/sip/**/*.test.ts"],
    environment: "node",
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: "forks",
    fileParallelism: false,
    setupFiles: ["testkit/test-secrets.setup.ts", "testkit/voice/quiet-rtc-node.ts"],
    // One throw-away PostgreSQL 18 + pgvector for the run; each file copies a template database from it.
    globalSetup: ["testkit/db/postgres.global-setup.ts"],
  },
});
