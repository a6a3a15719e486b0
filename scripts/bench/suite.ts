import type { BenchOptions } from "./args";
import type { SuiteReport } from "./report";

export interface BenchContext {
  options: BenchOptions;
  /** One human line on stderr ("ingesting 5,000 pages …"); stdout carries only the report tables. */
  progress(message: string): void;
}

/** A benchmark suite: register it in suites/index.ts and `npm run bench -- <name>` runs it. */
export interface BenchSuite {
  /** Lower case, as typed on the command line. */
  name: string;
  /** One line for `--list`. */
  description: string;
  run(ctx: BenchContext): Promise<SuiteReport>;
}
