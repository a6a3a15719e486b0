/**
 * Test fixture: the echo line with a scripted STT instead of a real recogniser (none that works
 * offline exists here). The real VAD still decides when the caller's turn ends and the real
 * espeak voice still answers, so the full turn path — caller audio → VAD → STT → echo → TTS →
 * caller — runs through the real server.
 */
import { cli, stt } from "@livekit/agents";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineEchoAgent } from "~/agent/echo/define-echo-agent";
import { echoServerOptions } from "~/agent/echo/worker-options";

export const SCRIPTED_TRANSCRIPT = "waar kan ik parkeren";

export default defineEchoAgent({
  // Non-streaming: agents-js wraps it with the VAD, so recognition runs once per caller turn.
  createStt: () => new stt.testing.FakeSTT({ fakeTranscript: SCRIPTED_TRANSCRIPT, capabilities: { streaming: false } }),
});

const thisFile = fileURLToPath(import.meta.url);
if (process.argv[1] !== undefined && resolve(process.argv[1]) === thisFile) {
  cli.runApp(echoServerOptions(thisFile));
}
