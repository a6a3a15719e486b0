/**
 * The Voicedesk agent worker: `tsx agent/voicedesk/main.ts dev|start`. One worker serves browser
 * and SIP callers; LiveKit dispatches it by name (tokens and SIP dispatch rules ask for it), one
 * job process per call.
 */
import { cli, ServerOptions } from "@livekit/agents";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { VOICE_AGENT_NAME } from "~/contracts/room-protocol";
import { callCountLoad, SERVER_TARGET_LOAD } from "../worker/call-capacity";
import { agentWorkerEnv } from "~/lib/env";
import { defineVoicedeskAgent } from "./define-voicedesk-agent";
import { keepNewFilesOwnerOnly } from "~/lib/files/owner-only";

export default defineVoicedeskAgent();

export const JOB_PROCESS_INIT_TIMEOUT_MS = 60_000;

const thisFile = fileURLToPath(import.meta.url);
if (process.argv[1] !== undefined && resolve(process.argv[1]) === thisFile) {
  // Refuses to start (naming the variable) without an agent token, or with a bad value: at start, not on the first call.
  const config = agentWorkerEnv();
  keepNewFilesOwnerOnly();
  cli.runApp(
    new ServerOptions({
      agent: thisFile,
      agentName: VOICE_AGENT_NAME,
      // Load by call count, not machine CPU: above 0.7 CPU livekit-server silently stops dispatching.
      loadFunc: callCountLoad(config.VOICEDESK_MAX_CALLS),
      loadThreshold: SERVER_TARGET_LOAD,
      // A job process loads the agent, Silero VAD and the providers before it can take its call.
      // agents-js allows 10 s, then fails the job: on a busy 2-core host ten calls arriving
      // together each took longer (bench `calls`: all ten failed, "runner initialization timed
      // out", and the bridge answered 486). A caller rings meanwhile; failing is worse.
      initializeProcessTimeout: JOB_PROCESS_INIT_TIMEOUT_MS,
    }),
  );
}
