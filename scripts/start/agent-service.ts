import { join } from "node:path";
import { startProcess } from "../../testkit/process/processes";
import { processEnd, type Service } from "../../testkit/services/services";
import { waitFor } from "../../testkit/process/wait";
import type { Say } from "./console";
import { livekitEnvironment } from "./livekit-service";
import { agentModeFor, type AgentModeDecision } from "./plan";
import { tcpPortFree } from "../../testkit/process/port-probe";
import { AGENT_START_MODE_HEALTH_PORT, type StartSettings } from "./settings";

/** agents-js logs this (at info) once the LiveKit server accepted the worker: calls can be dispatched from then on. */
export const REGISTERED = /registered worker/;

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

/** `tsx agent/voicedesk/main.ts start|dev`, in its own process group with its call processes. */
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

      let registered = false;
      const tsx = join(ctx.root, "node_modules/tsx/dist/cli.mjs");
      const proc = startProcess("agent worker", process.execPath, [tsx, "agent/voicedesk/main.ts", decision.mode], {
        cwd: ctx.root,
        env,
        logFile: join(ctx.logDir, "agent.log"),
        onLine: (line) => {
          if (REGISTERED.test(line)) registered = true;
        },
      });
      try {
        await waitFor(() => (registered ? true : undefined), {
          what: "the agent worker to register with LiveKit",
          // Loading the VAD model and prewarming call processes takes a while on 2 vCPUs.
          timeoutMs: 90_000,
          intervalMs: 100,
          signal: ctx.signal,
          giveUp: () => (proc.hasExited() ? `the worker exited; log: ${proc.logFile}\n${proc.tail()}` : undefined),
        });
      } catch (err) {
        await proc.stop();
        throw err;
      }
      return { stop: () => proc.stop(), ended: processEnd(proc) };
    },
  };
}
