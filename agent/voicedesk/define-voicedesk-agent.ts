import { defineAgent, type AgentDefinition, type JobContext, type JobProcess, type VAD } from "@livekit/agents";
import { agentWorkerEnv, type Env } from "../../lib/env";
import { moduleLogger } from "../../lib/logger";
import { admissionOf } from "../worker/admission";
import { setCallerFrameMs } from "../worker/agents-internals";
import { createAppClient, type AppClient } from "./app-client";
import { answerLinesBusy } from "./busy/lines-busy";
import { CallController } from "./call/call-controller";
import { parseDispatch } from "./call/dispatch";
import { loadVad } from "./providers/quiet-gated-vad";

const log = moduleLogger("agent.voicedesk");

/** The caller's audio reaches the session in frames this long (see setCallerFrameMs). */
const CALLER_FRAME_MS = 30;

interface ProcessData extends Record<string, unknown> {
  vad?: VAD;
}

export interface VoicedeskAgentOptions {
  config?: Env;
  /** Tests inject a client pointed at their own app. */
  appClient?: AppClient;
}

/** The worker's agent: per job, the dispatch and the tenant's call setup make one CallController. */
export function defineVoicedeskAgent(options: VoicedeskAgentOptions = {}): AgentDefinition<ProcessData> {
  return defineAgent<ProcessData>({
    prewarm: async (proc: JobProcess<ProcessData>) => {
      await setCallerFrameMs(CALLER_FRAME_MS);
      proc.userData.vad = loadVad();
    },
    entry: async (ctx: JobContext<ProcessData>) => {
      const config = options.config ?? agentWorkerEnv();
      const dispatch = parseDispatch(ctx.job.metadata);
      if (!dispatch) {
        // A dispatch without a tenant is a configuration error (token endpoint or SIP dispatch rule).
        log.error({ room: ctx.job.room?.name, metadataChars: ctx.job.metadata?.length ?? 0 }, "dispatch_without_valid_metadata");
        ctx.shutdown("invalid dispatch metadata");
        return;
      }
      const client = options.appClient ?? createAppClient({ appUrl: config.VOICEDESK_APP_URL, agentToken: config.VOICEDESK_AGENT_TOKEN ?? "" });
      const [setup] = await Promise.all([client.callSetup(dispatch.tenant), ctx.connect()]);
      if (admissionOf(ctx) === "busy") return answerLinesBusy(ctx, { dispatch, setup, config });
      const vad = ctx.proc.userData.vad ?? loadVad();
      await new CallController({ ctx, dispatch, setup, client, config, vad }).start();
    },
  });
}
