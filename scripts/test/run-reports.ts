/**
 * The JSON reports scripts/test.sh asks each runner to write (vitest's and Playwright's), read for
 * the summaries printed at the end of `npm test` (slowest-files.ts, failed-tests.ts). A report that
 * is missing (a stage that did not run) is skipped; one that does not parse is named, never fatal.
 */
import { existsSync, readFileSync } from "node:fs";

/** Each report's items: `fromVitest` for a vitest report (it has `testResults`), `fromPlaywright` otherwise; the stage is the file's name. */
export function readRunReports<V extends object, P extends object, T>(
  paths: readonly string[],
  fromVitest: (report: V, stage: string) => T[],
  fromPlaywright: (report: P, stage: string) => T[],
): T[] {
  const items: T[] = [];
  for (const path of paths) {
    if (!existsSync(path)) continue;
    try {
      const report = JSON.parse(readFileSync(path, "utf8")) as V | P;
      const stage = path.replace(/^.*\//, "").replace(/\.json$/, "");
      items.push(...("testResults" in report ? fromVitest(report as V, stage) : fromPlaywright(report as P, stage)));
    } catch (err) {
      console.log(`[test] could not read ${path}: ${(err as Error).message}`);
    }
  }
  return items;
}
