/**
 * How often this checkout ran a bench over the sealed sets: the number the report must state
 * (testkit/fixtures/sealed/README.md). Kept in .voicedesk/ (git-ignored), per suite.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const FILE = join(fileURLToPath(new URL("../..", import.meta.url)), ".voicedesk", "sealed-runs.json");

/** Count one more sealed run of `suite` and return the total so far. */
export function countSealedRun(suite: string, file = FILE): number {
  let runs: Record<string, number> = {};
  try {
    runs = z.record(z.string(), z.number().int().nonnegative()).parse(JSON.parse(readFileSync(file, "utf8")));
  } catch {
    // First run here, or an unreadable file: start from zero (the report says which).
  }
  runs[suite] = (runs[suite] ?? 0) + 1;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(runs, null, 2)}\n`, { mode: 0o600 });
  return runs[suite];
}
