/**
 * What failed in an `npm test` run, named at its very end: each failing test (stage, file, title) and
 * the first lines of its error, read from the JSON reports scripts/test.sh asks each runner to write.
 *
 * Why: CI keeps only the tail of the output. A run that failed in the SIP and Playwright lanes on a
 * slower CI machine said which lanes failed and nothing more, and the lanes' logs stayed on that
 * machine — the failure could not be told from a flake, a timeout or a real defect.
 *
 *   npx tsx scripts/test/failed-tests.ts <report.json>...
 *
 * Bounded (MAX_FAILURES tests, MAX_LINES lines of each error) so the summary stays in the tail.
 */
import { relative } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { readRunReports } from "./run-reports";

export interface FailedTest {
  stage: string;
  file: string;
  title: string;
  message: string;
}

interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
  }[];
}
interface PlaywrightResult {
  status: string;
  error?: { message?: string };
  errors?: { message?: string }[];
}
interface PlaywrightSuite {
  title?: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { title: string; file?: string; tests: { status?: string; results: PlaywrightResult[] }[] }[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
  errors?: { message?: string }[];
}

export const MAX_FAILURES = 8;
export const MAX_LINES = 6;

/** Pure: the failed tests of a vitest JSON report, and a file that failed outside any test (an import, a hook). */
export function vitestFailures(report: VitestReport, stage: string, root = process.cwd()): FailedTest[] {
  const failures: FailedTest[] = [];
  for (const file of report.testResults) {
    const name = relative(root, file.name);
    const failedTests = file.assertionResults.filter((a) => a.status === "failed");
    for (const test of failedTests) failures.push({ stage, file: name, title: test.fullName, message: test.failureMessages?.join("\n") ?? "" });
    // "pending" is a test that started or waited and never ended: the file's worker process exited
    // under it (R24: the file said "passed", the run "success", and only the lane's log had the crash).
    for (const test of file.assertionResults.filter((a) => a.status === "pending")) {
      failures.push({
        stage,
        file: name,
        title: test.fullName,
        message: "did not finish: the run ended under it (a test worker that exited — see the lane's log)",
      });
    }
    if (file.status === "failed" && failedTests.length === 0)
      failures.push({ stage, file: name, title: "(the file, outside any test)", message: file.message ?? "" });
  }
  return failures;
}

/** Pure: the failed tests of a Playwright JSON report (the last attempt's error), and errors outside any test. */
export function playwrightFailures(report: PlaywrightReport, stage: string): FailedTest[] {
  const failures: FailedTest[] = [];
  const walk = (suite: PlaywrightSuite, file: string | undefined, titles: string[]) => {
    const here = suite.file ?? file;
    const path = suite.title && suite.title !== here ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const last = test.results.at(-1);
        if (!last || last.status === "passed" || last.status === "skipped") continue;
        const message = last.error?.message ?? last.errors?.map((e) => e.message ?? "").join("\n") ?? "";
        const specFile = spec.file ?? here ?? "(unknown)";
        failures.push({
          stage,
          file: specFile.startsWith("e2e/") ? specFile : `e2e/${specFile}`,
          title: [...path, spec.title].join(" › "),
          message: `${last.status}: ${message}`,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here, path);
  };
  for (const suite of report.suites) walk(suite, undefined, []);
  for (const error of report.errors ?? []) failures.push({ stage, file: "(the run)", title: "(outside any test)", message: error.message ?? "" });
  return failures;
}

/** Pure: the lines to print — bounded, colour codes, blank lines and stack frames inside dependencies removed. */
export function describeFailures(failures: readonly FailedTest[], maxFailures = MAX_FAILURES, maxLines = MAX_LINES): string[] {
  if (failures.length === 0) return [];
  const lines = [`[test] what failed (${failures.length} test${failures.length === 1 ? "" : "s"}):`];
  for (const f of failures.slice(0, maxFailures)) {
    lines.push(`  ✗ ${f.stage}  ${f.file} › ${f.title}`);
    const messageLines = stripVTControlCharacters(f.message)
      .split("\n")
      .map((l) => l.trimEnd())
      .filter((l) => l.trim() !== "" && !/\/node_modules\/|\(node:internal|^\s*at node:internal/.test(l))
      .map((l) => (l === "Error: STACK_TRACE_ERROR" ? `${l} (all vitest's JSON report keeps of a test that ran past its time limit)` : l));
    for (const l of messageLines.slice(0, maxLines)) lines.push(`      ${l.length > 220 ? `${l.slice(0, 219)}…` : l}`);
  }
  if (failures.length > maxFailures) lines.push(`  … and ${failures.length - maxFailures} more; the lanes' logs hold them all`);
  return lines;
}

function main(paths: string[]): void {
  const failures = readRunReports(paths, vitestFailures, playwrightFailures);
  const lines = describeFailures(failures);
  if (lines.length > 0) console.log(`\n${lines.join("\n")}`);
}

if (process.argv[1]?.endsWith("failed-tests.ts")) main(process.argv.slice(2));
