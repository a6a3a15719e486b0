import { defineAgent, type AgentDefinition, type JobContext, type JobProcess, type VAD } from "@livekit/agents";
import * as silero from "@livekit/agents-plugin-silero";
import { agentWorkerEnv, type Env } from "../../lib/env";
import { moduleLogger } from "../../lib/logger";
import { createAppClient, type AppClient } from "./app-client";
import { CallController } from "./call/call-controller";
import { parseDispatch } from "./call/dispatch";

const log = moduleLogger("agent.voicedesk");

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
      proc.userData.vad = await silero.VAD.load();
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
      const vad = ctx.proc.userData.vad ?? (await silero.VAD.load());
      await new CallController({ ctx, dispatch, setup, client, config, vad }).start();
    },
  });
}
