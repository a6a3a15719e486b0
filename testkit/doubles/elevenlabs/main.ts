/**
 * TEST DOUBLE — not ElevenLabs. Runs the ElevenLabs double as its own process, for end-to-end
 * runs where the agent worker (the plugin's side) lives in another process.
 *
 *   tsx e2e/doubles/elevenlabs/main.ts [--port N] [--host H] [--api-key K] [--default-language nl|en|fr|it]
 *
 * Prints one JSON line on stdout once listening:
 *   {"event":"ready","testDouble":"elevenlabs","baseURL":"http://127.0.0.1:N/v1","controlUrl":"http://127.0.0.1:N","apiKey":"…","pid":…}
 * Control: GET /syntheses, GET /connections, POST /reset, GET /health. SIGTERM/SIGINT close it.
 */
import { parseArgs } from "node:util";
import { isLang } from "../../../lib/lang";
import { DEFAULT_ELEVENLABS_DOUBLE_API_KEY, startElevenLabsDouble } from "./server";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: "string", default: "0" },
      host: { type: "string", default: "127.0.0.1" },
      "api-key": { type: "string", default: process.env.ELEVENLABS_DOUBLE_API_KEY ?? DEFAULT_ELEVENLABS_DOUBLE_API_KEY },
      "default-language": { type: "string", default: "nl" },
    },
    strict: true,
  });
  if (!/^\d+$/.test(values.port)) throw new Error(`--port must be a non-negative integer, got "${values.port}"`);
  const defaultLanguage = values["default-language"];
  if (!isLang(defaultLanguage)) throw new Error(`--default-language must be nl, en, fr or it, got "${defaultLanguage}"`);
  const double = await startElevenLabsDouble({ port: Number(values.port), host: values.host, apiKey: values["api-key"], defaultLanguage });
  process.stdout.write(
    JSON.stringify({
      event: "ready",
      testDouble: "elevenlabs",
      baseURL: double.baseURL,
      controlUrl: double.controlUrl,
      apiKey: double.apiKey,
      pid: process.pid,
    }) + "\n",
  );
  const stop = () => {
    void double.close().finally(() => process.exit(0));
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`elevenlabs double failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
