import { localLivekitKeys } from "./livekit-service";
import { join } from "node:path";
import { SipClient } from "livekit-server-sdk";
import { provisionTenantTrunk } from "~/server/telephony/provision-trunk";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { startRedisServer, type RedisServer } from "~/testkit/services/redis-server";
import { startLivekitDevServer, type LivekitDevServer } from "~/testkit/services/livekit/livekit-server";
import { freeSipBridgePorts, startSipBridge, type SipBridge } from "~/testkit/services/sip/sip-bridge";
import type { Service } from "~/testkit/services/services";
import type { Say } from "./console";
import { livekitEnvironment } from "./livekit-service";
import type { StartSettings } from "./settings";

/** What the ready message says about the phone line. */
export interface PhoneLineFacts {
  sipAddress: string;
  numbers: string[];
}

/**
 * `VOICEDESK_SIP=1`: the media server with phone calls. The SIP bridge and livekit-server meet in
 * one Redis, so the three start and stop together as one service (a crash of any restarts the
 * set): Redis, livekit-server on it, the bridge; then the demo tenant's phone line — its trunk
 * with the bundle's `phones.inbound` numbers, open to loopback callers, and the dispatch rule that
 * sends its calls to the agent. Stopping: the bridge first (it hangs up every call), then LiveKit,
 * then Redis.
 */
export function livekitWithSipService(
  settings: StartSettings,
  say: Say,
  inboundNumbers: () => string[],
  onPhoneLine: (facts: PhoneLineFacts) => void,
): Service {
  return {
    name: "livekit",
    async start(ctx) {
      if (settings.livekit.kind !== "local" || !settings.sip.enabled) throw new Error("the SIP service needs the local livekit-server and VOICEDESK_SIP=1");
      const stops: Array<() => Promise<void>> = [];
      const stop = async () => {
        for (const s of stops.splice(0).reverse()) await s().catch(() => {});
      };
      try {
        const redis: RedisServer = await startRedisServer({ port: await freeTcpPort(), logFile: join(ctx.logDir, "redis.log") });
        stops.push(() => redis.stop());
        const { port, rtcTcpPort, udpPort } = settings.livekit.ports;
        say(`livekit-server --dev on 127.0.0.1:${port} with Redis ${redis.address} (WebRTC tcp ${rtcTcpPort}, udp ${udpPort})…`);
        const server: LivekitDevServer = await startLivekitDevServer({
          ...settings.livekit.ports,
          redisAddress: redis.address,
          keys: localLivekitKeys(),
          logFile: join(ctx.logDir, "livekit.log"),
        });
        stops.push(() => server.stop());
        const { rtpPortRange } = await freeSipBridgePorts();
        say(`SIP bridge on 127.0.0.1:${settings.sip.port} (RTP ${rtpPortRange.start}–${rtpPortRange.end})…`);
        const bridge: SipBridge = await startSipBridge({
          livekit: server,
          redisAddress: redis.address,
          sipPort: settings.sip.port,
          rtpPortRange,
          logFile: join(ctx.logDir, "livekit-sip.log"),
        });
        stops.push(() => bridge.stop());

        const numbers = inboundNumbers();
        if (numbers.length === 0) {
          say(`${settings.tenant.slug} lists no phones.inbound numbers in its bundle: no phone line provisioned`);
        } else {
          const sip = new SipClient(server.url, server.apiKey, server.apiSecret);
          await provisionTenantTrunk(sip, { tenant: settings.tenant.slug, numbers, allowedAddresses: ["127.0.0.1/32"] });
        }
        onPhoneLine({ sipAddress: bridge.sipAddress, numbers });

        const ended = Promise.race([
          redis.exited.then(() => "redis-server exited"),
          server.exited.then(({ code, signal }) => `livekit-server exited (${code ?? signal})`),
          bridge.exited.then(({ code, signal }) => `the SIP bridge exited (${code ?? signal})`),
        ]).then((reason) => ({ reason, logFile: join(ctx.logDir, "livekit.log") }));
        return { env: livekitEnvironment(settings, server), stop, ended };
      } catch (err) {
        await stop();
        throw err;
      }
    },
  };
}
