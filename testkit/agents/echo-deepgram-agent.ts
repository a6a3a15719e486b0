/**
 * Benchmark baseline worker: the echo line (same server, same espeak-ng voice, no cognition) with
 * the same speech-to-text as the Voicedesk worker — the real Deepgram plugin, pointed at whatever
 * DEEPGRAM_BASE_URL says (the local Deepgram TEST DOUBLE in `npm run bench voice`). The ratio of
 * the two latencies is then Voicedesk's own cost, comparable across machines.
 */
import { cli } from "@livekit/agents";
import * as deepgram from "@livekit/agents-plugin-deepgram";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineEchoAgent } from "~/agent/echo/define-echo-agent";
import { echoServerOptions } from "~/agent/echo/worker-options";

export default defineEchoAgent({
  createStt: (lang) =>
    new deepgram.STT({
      apiKey: process.env.DEEPGRAM_API_KEY,
      baseUrl: process.env.DEEPGRAM_BASE_URL,
      model: "nova-3",
      language: lang,
      interimResults: true,
      endpointing: 300,
    }),
});

const thisFile = fileURLToPath(import.meta.url);
if (process.argv[1] !== undefined && resolve(process.argv[1]) === thisFile) {
  cli.runApp(echoServerOptions(thisFile));
}
