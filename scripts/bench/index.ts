/**
 * `npm run bench [-- suite … --options]`: runs the benchmark suites, prints a table per suite on
 * stdout and writes bench-results/<suite>.json. Progress goes to stderr.
 */
// First: the voice suite's callers import @livekit/rtc-node, whose logger must not flood stdout.
import "~/testkit/voice/quiet-rtc-node";
// Then: the stacks a bench starts (its own app in-process, agent workers it spawns) share secrets
// it makes up now — the product has no built-in agent token to fall back on.
import "~/testkit/test-secrets.setup";
import { dispose as releaseRtcClient } from "@livekit/rtc-node";
import { logger } from "~/lib/logger";
import { BenchArgsError, parseBenchArgs, USAGE } from "./args";
import { renderReport, reportProblems, writeReportJson } from "./report";
import type { BenchContext } from "./suite";
import { SUITES } from "./suites";

async function main(argv: string[]): Promise<number> {
  let command;
  try {
    command = parseBenchArgs(
      argv,
      SUITES.map((s) => s.name),
    );
  } catch (e) {
    if (e instanceof BenchArgsError) {
      process.stderr.write(`bench: ${e.message}\n${USAGE}`);
      return e.exitCode;
    }
    throw e;
  }
  if (command.kind === "help") {
    process.stdout.write(USAGE);
    return 0;
  }
  if (command.kind === "list") {
    const width = Math.max(...SUITES.map((s) => s.name.length));
    for (const s of SUITES) process.stdout.write(`${s.name.padEnd(width)}  ${s.description}\n`);
    return 0;
  }

  // The code under test logs at info per search and per refusal; the report is the output here.
  // LOG_LEVEL still wins for someone debugging a suite.
  if (!process.env.LOG_LEVEL) logger.level = "warn";
  const ctx: BenchContext = { options: command.options, progress: (line) => process.stderr.write(`[bench] ${line}\n`) };
  let failed = 0;
  for (const name of command.suites) {
    const suite = SUITES.find((s) => s.name === name)!;
    ctx.progress(`${suite.name}: start`);
    try {
      const report = await suite.run(ctx);
      const problems = reportProblems(report);
      process.stdout.write(`${renderReport(report)}\n`);
      const path = await writeReportJson(report, command.outDir);
      ctx.progress(`${suite.name}: done in ${report.durationSeconds.toFixed(1)} s, JSON in ${path}`);
      if (problems.length) {
        failed += 1;
        process.stderr.write(`bench: ${suite.name} report is incomplete: ${problems.join("; ")}\n`);
      }
    } catch (e) {
      failed += 1;
      process.stderr.write(`bench: suite ${suite.name} failed: ${(e as Error).stack ?? String(e)}\n`);
    }
  }
  return failed ? 1 : 0;
}

/** After the last report, everything should be closed; past this, something is left open. */
const EXIT_GRACE_MS = 15_000;

async function finish(code: number): Promise<void> {
  process.exitCode = code;
  // The voice suite's callers use @livekit/rtc-node in this process: its native client holds the
  // event loop open until it is released, which kept the bench alive for good after its report.
  await releaseRtcClient();
  // Everything else (servers, databases, child processes) is closed by the suites. Should a
  // regression leave a handle open, say what it is and end instead of hanging without a word.
  setTimeout(() => {
    process.stderr.write(`bench: still running ${EXIT_GRACE_MS / 1000} s after the last suite; open: ${process.getActiveResourcesInfo().join(", ")}\n`);
    process.exit(code || 1);
  }, EXIT_GRACE_MS).unref();
}

main(process.argv.slice(2)).then(finish, (err: unknown) => {
  process.stderr.write(`bench: ${(err as Error).stack ?? String(err)}\n`);
  return finish(1);
});
