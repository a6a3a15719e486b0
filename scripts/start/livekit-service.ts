import { join } from "node:path";
import type { Service } from "~/testkit/services/services";
import { startLivekitDevServer } from "~/testkit/services/livekit/livekit-server";
import type { Say } from "./console";
import type { StartSettings } from "./settings";

/** The key pair npm start generated into the data dir (local-secrets.ts) for its own livekit-server. */
export function localLivekitKeys(source: Record<string, string | undefined> = process.env): { apiKey: string; apiSecret: string } {
  const apiKey = source.VOICEDESK_LOCAL_LIVEKIT_KEY;
  const apiSecret = source.VOICEDESK_LOCAL_LIVEKIT_SECRET;
  if (!apiKey || !apiSecret) throw new Error("the local LiveKit key pair is missing: the secrets step (scripts/start/local-secrets.ts) generates it");
  return { apiKey, apiSecret };
}

/** The embedded media server, or the external one from LIVEKIT_URL (then nothing is started). */
export function livekitEnvironment(settings: StartSettings, local?: { url: string; apiKey: string; apiSecret: string }): Record<string, string> {
  const lk = settings.livekit.kind === "external" ? settings.livekit : local;
  if (lk === undefined) throw new Error("a local LiveKit plan needs the started server's URL and keys");
  return { LIVEKIT_URL: lk.url, LIVEKIT_API_KEY: lk.apiKey, LIVEKIT_API_SECRET: lk.apiSecret };
}

export function livekitService(settings: StartSettings, say: Say): Service {
  return {
    name: "livekit",
    async start(ctx) {
      if (settings.livekit.kind !== "local") throw new Error("livekit service planned for an external LIVEKIT_URL");
      const { port, rtcTcpPort, udpPort } = settings.livekit.ports;
      say(`livekit-server --dev on 127.0.0.1:${port} (WebRTC tcp ${rtcTcpPort}, udp ${udpPort})…`);
      const server = await startLivekitDevServer({ ...settings.livekit.ports, keys: localLivekitKeys(), logFile: join(ctx.logDir, "livekit.log") });
      return {
        env: livekitEnvironment(settings, server),
        stop: () => server.stop(),
        ended: server.exited.then(({ code, signal }) => ({ reason: `livekit-server exited (${code ?? signal})`, logFile: join(ctx.logDir, "livekit.log") })),
      };
    },
  };
}
