import { join } from "node:path";
import { startDeepgramDouble } from "../doubles/deepgram";
import { startAgentWorker } from "./agent-worker";
import { startLivekitOnFreePorts } from "./livekit/livekit-server";
import { freeTcpPort } from "../process/free-ports";
import { localWhisperAgentEnv, startWhisperServer } from "./local-models/whisper-server";
import type { Service } from "./services";

/** A real livekit-server (--dev, loopback) on free ports; the app signs tokens with its keys. */
export function livekitService(): Service {
  return {
    name: "livekit",
    async start(ctx) {
      const server = await startLivekitOnFreePorts({ logFile: join(ctx.logDir, "livekit.log") });
      return {
        env: { LIVEKIT_URL: server.url, LIVEKIT_PUBLIC_URL: server.url, LIVEKIT_API_KEY: server.apiKey, LIVEKIT_API_SECRET: server.apiSecret },
        stop: () => server.stop(),
      };
    },
  };
}

/**
 * The Deepgram TEST DOUBLE (e2e/doubles/deepgram): the agent's real Deepgram plugin talks to it;
 * tests script the words over its control endpoint (`VOICEDESK_E2E_DEEPGRAM_CONTROL`).
 */
export function deepgramDoubleService(): Service {
  return {
    name: "deepgram-double",
    async start() {
      const double = await startDeepgramDouble();
      return {
        env: { DEEPGRAM_API_KEY: double.apiKey, DEEPGRAM_BASE_URL: double.url, VOICEDESK_E2E_DEEPGRAM_CONTROL: double.controlUrl },
        stop: () => double.close(),
      };
    },
  };
}

/**
 * The local Whisper server (faster-whisper-server, installed by scripts/setup/local-models.sh) as
 * the agent's recogniser: no vendor, no double, real speech recognition.
 */
export function localWhisperService(): Service {
  return {
    name: "whisper",
    async start(ctx) {
      const whisper = await startWhisperServer({ root: ctx.root, port: await freeTcpPort(), logFile: join(ctx.logDir, "whisper.log") });
      return {
        env: localWhisperAgentEnv(whisper.baseUrl),
        stop: () => whisper.stop(),
      };
    },
  };
}

/**
 * The real Voicedesk agent worker, registered with the LiveKit server and pointed at the app.
 * `omitEnv`: variables of this process the worker must not see (a second stack in a Playwright
 * worker, whose environment carries the global stack's Deepgram double, hears with local Whisper).
 */
export function agentWorkerService(opts: { omitEnv?: readonly string[] } = {}): Service {
  return {
    name: "agent",
    async start(ctx) {
      const need = ["LIVEKIT_URL", "LIVEKIT_API_KEY", "LIVEKIT_API_SECRET", "VOICEDESK_APP_URL"] as const;
      for (const k of need) if (!ctx.env[k]) throw new Error(`the agent service needs ${k}: put the LiveKit and app services before it`);
      const worker = await startAgentWorker(
        join(ctx.root, "agent/voicedesk/main.ts"),
        {
          ...ctx.env,
          LIVEKIT_URL: ctx.env.LIVEKIT_URL!,
          LIVEKIT_API_KEY: ctx.env.LIVEKIT_API_KEY!,
          LIVEKIT_API_SECRET: ctx.env.LIVEKIT_API_SECRET!,
          // `npm test` exports NODE_ENV=test; rtc-node logs at debug level to stdout unless production.
          NODE_ENV: "production",
        },
        {
          logFile: join(ctx.logDir, "agent.log"),
          readyTimeoutMs: 60_000,
          ...(opts.omitEnv ? { baseEnv: Object.fromEntries(Object.entries(process.env).filter(([k]) => !opts.omitEnv!.includes(k))) } : {}),
        },
      );
      return { stop: () => worker.stop() };
    },
  };
}
