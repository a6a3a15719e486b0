import { join } from "node:path";
import { startAgentWorker, VOICEDESK_AGENT_ENTRY } from "~/testkit/services/agent-worker";
import type { Service } from "~/testkit/services/services";
import type { Say } from "./console";
import { livekitEnvironment } from "./livekit-service";
import { agentModeFor, type AgentModeDecision } from "./plan";
import { tcpPortFree } from "~/testkit/process/port-probe";
import { AGENT_START_MODE_HEALTH_PORT, type StartSettings } from "./settings";

/** The worker must log at info at least, or the registration line never appears. */
export function agentLogLevel(userLevel: string): string {
  return ["trace", "debug", "info"].includes(userLevel) ? userLevel : "info";
}

/** Pure: the worker's environment. Keys come from the LiveKit step (local server or LIVEKIT_URL). */
export function agentEnvironment(
  base: NodeJS.ProcessEnv,
  published: Readonly<Record<string, string>>,
  settings: StartSettings,
  logLevel: string,
): NodeJS.ProcessEnv {
  return {
    ...base,
    ...(settings.livekit.kind === "external" ? livekitEnvironment(settings) : {}),
    ...published,
    VOICEDESK_APP_URL: settings.app.url,
    // rtc-node logs at debug level to stdout unless production; `npm test` exports NODE_ENV=test.
    NODE_ENV: "production",
    LOG_LEVEL: agentLogLevel(logLevel),
  };
}

/** The compiled agent worker (`node .voicedesk/agent-build/main-<hash>.mjs start|dev`), in its own process group with its job hosts. */
export function agentService(settings: StartSettings, say: Say, logLevel: string, onMode: (d: AgentModeDecision) => void): Service {
  return {
    name: "agent",
    async start(ctx) {
      const env = agentEnvironment(process.env, ctx.env, settings, logLevel);
      if (!ctx.env.VOICEDESK_APP_URL) throw new Error("the agent needs the app: put the app step before it");
      const decision = agentModeFor(settings.agentMode, settings.agentMode === "dev" || (await tcpPortFree(AGENT_START_MODE_HEALTH_PORT, "0.0.0.0")));
      if (decision.note) say(decision.note);
      onMode(decision);
      say(`agent worker (${decision.mode} mode) registering with ${env.LIVEKIT_URL}…`);

      const { LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET } = env;
      if (!LIVEKIT_URL || !LIVEKIT_API_KEY || !LIVEKIT_API_SECRET)
        throw new Error("the agent needs LiveKit: put the livekit step before it, or set LIVEKIT_URL and its keys");
      const worker = await startAgentWorker(
        VOICEDESK_AGENT_ENTRY,
        { ...env, LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET },
        {
          mode: decision.mode,
          baseEnv: {},
          logFile: join(ctx.logDir, "agent.log"),
          // Loading the VAD model and prewarming call processes takes a while on 2 vCPUs.
          readyTimeoutMs: 90_000,
          signal: ctx.signal,
        },
      );
      const ended = worker.exited.then(({ code, signal }) => ({
        reason: `agent worker exited (${code === null ? signal : `code ${code}`})`,
        tail: worker.recentOutput(),
        logFile: worker.logFile,
      }));
      return { stop: () => worker.stop(), ended };
    },
  };
}
