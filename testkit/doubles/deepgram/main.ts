/**
 * TEST DOUBLE — not Deepgram. Runs the Deepgram double as its own process, for end-to-end runs
 * where the agent worker (the plugin's side) lives in another process and the test scripts the
 * caller's words over HTTP (see control-api.ts).
 *
 *   tsx e2e/doubles/deepgram/main.ts [--port N] [--host H] [--api-key K]
 *                                    [--end-silence-ms N] [--min-voiced-ms N] [--idle-timeout-ms N]
 *
 * Prints one JSON line on stdout once listening:
 *   {"event":"ready","testDouble":"deepgram","url":"ws://127.0.0.1:N","controlUrl":"http://127.0.0.1:N","apiKey":"…","pid":…}
 * Logs go to stderr (LOG_LEVEL). SIGTERM/SIGINT close it.
 */
import { parseArgs } from "node:util";
import { moduleLogger } from "../../../lib/logger";
import type { DoubleTiming } from "./listen-session";
import { DEFAULT_DEEPGRAM_DOUBLE_API_KEY, startDeepgramDouble } from "./server";

const log = moduleLogger("e2e.double.deepgram");

function positiveInt(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a non-negative integer, got "${value}"`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "0" },
      host: { type: "string", default: "127.0.0.1" },
      "api-key": { type: "string", default: process.env.DEEPGRAM_DOUBLE_API_KEY ?? DEFAULT_DEEPGRAM_DOUBLE_API_KEY },
      "end-silence-ms": { type: "string" },
      "min-voiced-ms": { type: "string" },
      "idle-timeout-ms": { type: "string" },
    },
    strict: true,
  });
  const timing: Partial<DoubleTiming> = {};
  const endSilenceMs = positiveInt("end-silence-ms", values["end-silence-ms"]);
  const minVoicedMs = positiveInt("min-voiced-ms", values["min-voiced-ms"]);
  const idleTimeoutMs = positiveInt("idle-timeout-ms", values["idle-timeout-ms"]);
  if (endSilenceMs !== undefined) timing.endSilenceMs = endSilenceMs;
  if (minVoicedMs !== undefined) timing.minVoicedMs = minVoicedMs;
  if (idleTimeoutMs !== undefined) timing.idleTimeoutMs = idleTimeoutMs;

  const double = await startDeepgramDouble({
    port: positiveInt("port", values.port),
    host: values.host,
    apiKey: values["api-key"],
    timing,
  });
  process.stdout.write(
    JSON.stringify({ event: "ready", testDouble: "deepgram", url: double.url, controlUrl: double.controlUrl, apiKey: double.apiKey, pid: process.pid }) + "\n",
  );
  log.info({ url: double.url }, "deepgram double listening");

  const stop = () => {
    void double.close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`deepgram double failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
