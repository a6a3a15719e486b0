/**
 * The `main.ts` scaffolding every TEST DOUBLE shares: parse the command line, start the server,
 * print one JSON ready line on stdout (what ./double-process.ts waits for), close on SIGTERM or
 * SIGINT, and exit 1 with the reason when it cannot start. Logs go to stderr.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";

export interface RunningDouble {
  /** Fields of the ready line besides `event`, `testDouble` and `pid` (its URLs and key). */
  ready: Record<string, string>;
  close(): Promise<void>;
}

/** `--name N` as a non-negative integer (a port, milliseconds); undefined when absent. */
export function nonNegativeInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a non-negative integer, got "${value}"`);
  return Number(value);
}

export function runDoubleMain<O extends NonNullable<ParseArgsConfig["options"]>>(
  testDouble: string,
  options: O,
  start: (values: Record<string, string | undefined>) => Promise<RunningDouble>,
): void {
  const main = async () => {
    const { values } = parseArgs({ options, strict: true });
    const double = await start(values as Record<string, string | undefined>);
    process.stdout.write(`${JSON.stringify({ event: "ready", testDouble, ...double.ready, pid: process.pid })}\n`);
    const stop = () => {
      void double.close().finally(() => process.exit(0));
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  };
  main().catch((err: unknown) => {
    process.stderr.write(`${testDouble} double failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  });
}
