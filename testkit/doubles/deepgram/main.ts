/**
 * TEST DOUBLE — not Deepgram. Runs the Deepgram double as its own process, for end-to-end runs
 * where the agent worker (the plugin's side) lives in another process and the test scripts the
 * caller's words over HTTP (see control-api.ts).
 *
 *   tsx testkit/doubles/deepgram/main.ts [--port N] [--host H] [--api-key K]
 *                                        [--end-silence-ms N] [--min-voiced-ms N] [--idle-timeout-ms N]
 *
 * Prints one JSON line on stdout once listening:
 *   {"event":"ready","testDouble":"deepgram","url":"ws://127.0.0.1:N","controlUrl":"http://127.0.0.1:N","apiKey":"…","pid":…}
 * Logs go to stderr (LOG_LEVEL). SIGTERM/SIGINT close it.
 */
import { moduleLogger } from "~/lib/logger";
import { nonNegativeInt, runDoubleMain } from "../shared/double-main";
import type { DoubleTiming } from "./listen-session";
import { DEFAULT_DEEPGRAM_DOUBLE_API_KEY, startDeepgramDouble } from "./server";

const log = moduleLogger("testkit.double.deepgram");

runDoubleMain(
  "deepgram",
  {
    port: { type: "string", default: "0" },
    host: { type: "string", default: "127.0.0.1" },
    "api-key": { type: "string", default: process.env.DEEPGRAM_DOUBLE_API_KEY ?? DEFAULT_DEEPGRAM_DOUBLE_API_KEY },
    "end-silence-ms": { type: "string" },
    "min-voiced-ms": { type: "string" },
    "idle-timeout-ms": { type: "string" },
  },
  async (values) => {
    const timing: Partial<DoubleTiming> = {};
    const endSilenceMs = nonNegativeInt("end-silence-ms", values["end-silence-ms"]);
    const minVoicedMs = nonNegativeInt("min-voiced-ms", values["min-voiced-ms"]);
    const idleTimeoutMs = nonNegativeInt("idle-timeout-ms", values["idle-timeout-ms"]);
    if (endSilenceMs !== undefined) timing.endSilenceMs = endSilenceMs;
    if (minVoicedMs !== undefined) timing.minVoicedMs = minVoicedMs;
    if (idleTimeoutMs !== undefined) timing.idleTimeoutMs = idleTimeoutMs;
    const double = await startDeepgramDouble({ port: nonNegativeInt("port", values.port), host: values.host, apiKey: values["api-key"], timing });
    log.info({ url: double.url }, "deepgram double listening");
    return { ready: { url: double.url, controlUrl: double.controlUrl, apiKey: double.apiKey }, close: () => double.close() };
  },
);
