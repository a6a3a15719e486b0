import { defineAgent, type AgentDefinition, type JobContext, type JobProcess, type VAD } from "@livekit/agents";
import { agentWorkerEnv, type Env } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import { admissionOf } from "../worker/admission";
import { jobEnding } from "../worker/job-ending";
import { setCallerFrameMs } from "../worker/agents-internals";
import { createAppClient, type AppClient } from "./app-client";
import { answerLinesBusy } from "./busy/lines-busy";
import { CallController } from "./call/call-controller";
import { parseDispatch } from "./call/dispatch";
import { loadVad } from "./providers/quiet-gated-vad";
import { vadSilenceMs } from "./turn-taking/turn-handling";
import { SmartTurnModel, smartTurnInstalled, type EndOfTurnModel } from "../turn-detection/smart-turn";
import { N_FRAMES, N_MELS } from "../turn-detection/whisper-log-mel";

const log = moduleLogger("agent.voicedesk");

/**
 * The caller's audio reaches the session in frames this long (see setCallerFrameMs): two of the
 * VAD's 32 ms windows, so a frame is judged as it comes, with no window pieced together from two
 * frames (a copy per window with 30 ms frames).
 */
export const CALLER_FRAME_MS = 64;

interface ProcessData extends Record<string, unknown> {
  vad?: VAD;
  /** The audio end-of-turn model, loaded once per process and shared by the calls it serves. */
  turnModel?: EndOfTurnModel;
}

/** The audio model decides when setup installed it (local-models.sh) and it is not switched off. */
export function audioTurnModelWanted(config: Env): boolean {
  return config.VOICEDESK_TURN_DETECTOR === "auto" && smartTurnInstalled();
}

async function loadTurnModel(): Promise<EndOfTurnModel> {
  const model = await SmartTurnModel.load();
  // The first inference allocates the graph's buffers (slower than later ones): paid before the first caller.
  await model.predict(new Float32Array(N_MELS * N_FRAMES).fill(-0.5));
  return model;
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
      const withModel = audioTurnModelWanted(options.config ?? agentWorkerEnv());
      proc.userData.vad = loadVad(vadSilenceMs(withModel));
      if (withModel) proc.userData.turnModel = await loadTurnModel();
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
      if (jobEnding(ctx)) {
        // The caller left while the setup was on its way: nobody to greet (see job-ending).
        log.info({ room: ctx.job.room?.name }, "call_not_started_job_ended");
        return;
      }
      if (admissionOf(ctx) === "busy") return answerLinesBusy(ctx, { dispatch, setup, config });
      const withModel = audioTurnModelWanted(config);
      const turnModel = withModel ? (ctx.proc.userData.turnModel ?? (await loadTurnModel())) : undefined;
      const vad = ctx.proc.userData.vad ?? loadVad(vadSilenceMs(withModel));
      await new CallController({ ctx, dispatch, setup, client, config, vad, turnModel }).start();
    },
  });
}
