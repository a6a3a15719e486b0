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
      "testkit/**/*.test.ts",
      "e2e/voice/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    // The SIP suite needs sipp and the bridge, and runs one file after another: its own config.
    exclude: ["testkit/sip/**", "**/node_modules/**"],
    environment: "node",
    // PGlite cold start is ~3 s and several suites share one instance per worker.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    setupFiles: ["testkit/test-secrets.setup.ts", "testkit/voice/quiet-rtc-node.ts"],
  },
});
