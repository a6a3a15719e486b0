/**
 * TEST DOUBLE — not ElevenLabs. Runs the ElevenLabs double as its own process, for end-to-end
 * runs where the agent worker (the plugin's side) lives in another process.
 *
 *   tsx testkit/doubles/elevenlabs/main.ts [--port N] [--host H] [--api-key K] [--default-language nl|en|fr|it]
 *
 * Prints one JSON line on stdout once listening:
 *   {"event":"ready","testDouble":"elevenlabs","baseURL":"http://127.0.0.1:N/v1","controlUrl":"http://127.0.0.1:N","apiKey":"…","pid":…}
 * Control: GET /syntheses, GET /connections, POST /reset, GET /health. SIGTERM/SIGINT close it.
 */
import { isLang } from "~/lib/lang";
import { nonNegativeInt, runDoubleMain } from "../shared/double-main";
import { DEFAULT_ELEVENLABS_DOUBLE_API_KEY, startElevenLabsDouble } from "./server";

runDoubleMain(
  "elevenlabs",
  {
    port: { type: "string", default: "0" },
    host: { type: "string", default: "127.0.0.1" },
    "api-key": { type: "string", default: process.env.ELEVENLABS_DOUBLE_API_KEY ?? DEFAULT_ELEVENLABS_DOUBLE_API_KEY },
    "default-language": { type: "string", default: "nl" },
  },
  async (values) => {
    const defaultLanguage = values["default-language"];
    if (!isLang(defaultLanguage)) throw new Error(`--default-language must be nl, en, fr or it, got "${defaultLanguage}"`);
    const double = await startElevenLabsDouble({ port: nonNegativeInt("port", values.port), host: values.host, apiKey: values["api-key"], defaultLanguage });
    return { ready: { baseURL: double.baseURL, controlUrl: double.controlUrl, apiKey: double.apiKey }, close: () => double.close() };
  },
);
