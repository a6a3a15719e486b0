/**
 * The Voicedesk agent worker: `node <compiled main> dev|start` (testkit/services/agent-bundle.ts
 * compiles it; `npm run build:agent` for the image). One worker serves browser and SIP callers;
 * LiveKit dispatches it by name (tokens and SIP dispatch rules ask for it). Calls run in a few job
 * hosts, many calls each (agent/worker/job-hosts), not in a process per call.
 */
import { cli, ServerOptions } from "@livekit/agents";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { VOICE_AGENT_NAME } from "~/contracts/room-protocol";
import { keepNewFilesOwnerOnly } from "~/lib/files/owner-only";
import { agentWorkerEnv, LOCAL_DEV_LIVEKIT_URL } from "~/lib/env";
import { admitJobs } from "../worker/admission";
import { replaceJobPool } from "../worker/agents-internals";
import { callCountLoad, JOB_PROCESS_INIT_TIMEOUT_MS, LOAD_THRESHOLD, workerCapacity } from "../worker/call-capacity";
import { runJobHost } from "../worker/job-hosts/host";
import { JOB_HOST_COMMAND } from "../worker/job-hosts/messages";
import { JobHostPool } from "../worker/job-hosts/pool";
import { livekitUnansweredCallsApi, watchUnansweredCalls } from "../worker/unanswered-calls";
import { defineVoicedeskAgent } from "./define-voicedesk-agent";

const agent = defineVoicedeskAgent();
export default agent;

const thisFile = fileURLToPath(import.meta.url);
if (process.argv[1] !== undefined && resolve(process.argv[1]) === thisFile) {
  keepNewFilesOwnerOnly();
  if (process.argv[2] === JOB_HOST_COMMAND) {
    runJobHost(agent).catch((err: unknown) => {
      console.error("job host failed to start:", err);
      process.exit(1);
    });
  } else {
    // Refuses to start (naming the variable) without an agent token, or with a bad value: at start, not on the first call.
    const config = agentWorkerEnv();
    const capacity = workerCapacity(config);
    let pool: JobHostPool | undefined;
    await replaceJobPool((settings) => (pool = new JobHostPool(settings, { hosts: capacity.hosts })));
    cli.runApp(
      new ServerOptions({
        agent: thisFile,
        agentName: VOICE_AGENT_NAME,
        // Load by call count, not machine CPU: above 0.7 CPU livekit-server silently stops dispatching.
        loadFunc: callCountLoad(capacity),
        // Beyond capacity a call gets the busy message (busy reserve), then nothing (LiveKit asks another worker).
        requestFunc: admitJobs(() => pool!, capacity),
        loadThreshold: LOAD_THRESHOLD,
        initializeProcessTimeout: JOB_PROCESS_INIT_TIMEOUT_MS,
      }),
    );
    // Calls placed while no worker was registered get an agent once one is (LiveKit itself never offers them again).
    watchUnansweredCalls(
      livekitUnansweredCallsApi({ url: config.LIVEKIT_URL ?? LOCAL_DEV_LIVEKIT_URL, apiKey: config.LIVEKIT_API_KEY, apiSecret: config.LIVEKIT_API_SECRET }),
    );
  }
}
