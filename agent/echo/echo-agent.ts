/**
 * Worker entry for the echo line: `tsx agent/echo/echo-agent.ts dev|start` with LIVEKIT_URL,
 * LIVEKIT_API_KEY and LIVEKIT_API_SECRET set. agents-js imports this file again inside each job
 * process, so the CLI only runs when this is the process's main module.
 */
import { cli } from "@livekit/agents";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineEchoAgent } from "./define-echo-agent";
import { echoServerOptions } from "./worker-options";

export default defineEchoAgent();

const thisFile = fileURLToPath(import.meta.url);
if (process.argv[1] !== undefined && resolve(process.argv[1]) === thisFile) {
  cli.runApp(echoServerOptions(thisFile));
}
