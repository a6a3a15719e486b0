import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "contracts/**/*.test.ts",
      "lib/**/*.test.ts",
      "server/**/*.test.ts",
      "agent/**/*.test.ts",
      "scripts/**/*.test.ts",
      "app/**/*.test.ts",
      "e2e/doubles/**/*.test.ts",
      "e2e/harness/**/*.test.ts",
      "e2e/voice/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    environment: "node",
    // PGlite cold start is ~3 s and several suites share one instance per worker.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    setupFiles: ["scripts/lib/quiet-rtc-node.ts"],
  },
});
