/**
 * The ten slowest test files of an `npm test` run, across its stages (vitest, the SIP suite,
 * Playwright), from the JSON reports scripts/test.sh asks each runner to write. Printed at the end
 * of the run, so the next person who makes the suite faster starts from figures, not guesses.
 *
 *   npx tsx scripts/test/slowest-files.ts <report.json>...
 *
 * A report that is missing (a stage that did not run) is skipped; one that does not parse is named.
 */
import { relative } from "node:path";
import { readRunReports } from "./run-reports";

export interface FileTime {
  file: string;
  ms: number;
  stage: string;
}

interface VitestReport {
  testResults: { name: string; startTime?: number; endTime?: number }[];
}
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { file?: string; tests: { results: { duration: number }[] }[] }[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

/** Pure: per-file wall time from vitest's JSON report (a file's start to its end). */
export function vitestFileTimes(report: VitestReport, stage: string, root = process.cwd()): FileTime[] {
  return report.testResults.map((r) => ({ file: relative(root, r.name), ms: Math.max(0, (r.endTime ?? 0) - (r.startTime ?? 0)), stage }));
}

/** Pure: per-file time from Playwright's JSON report (the sum of its tests' attempts: workers run files one at a time here). */
export function playwrightFileTimes(report: PlaywrightReport, stage: string): FileTime[] {
  const byFile = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, file: string | undefined) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.reduce((sum, t) => sum + t.results.reduce((s, r) => s + r.duration, 0), 0);
      const key = spec.file ?? here ?? "(unknown)";
      byFile.set(key, (byFile.get(key) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, undefined);
  return [...byFile].map(([file, ms]) => ({ file: file.startsWith("e2e/") ? file : `e2e/${file}`, ms, stage }));
}

export function slowest(times: readonly FileTime[], n = 10): FileTime[] {
  return [...times].sort((a, b) => b.ms - a.ms).slice(0, n);
}

function main(paths: string[]): void {
  const times = readRunReports(paths, vitestFileTimes, playwrightFileTimes);
  if (times.length === 0) return;
  console.log("\n[test] the ten slowest test files:");
  for (const t of slowest(times)) console.log(`  ${(t.ms / 1000).toFixed(1).padStart(7)} s  ${t.stage.padEnd(10)} ${t.file}`);
}

if (process.argv[1]?.endsWith("slowest-files.ts")) main(process.argv.slice(2));
