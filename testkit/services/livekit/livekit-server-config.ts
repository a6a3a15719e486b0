import { stringify as toYaml } from "yaml";
import { LOAD_THRESHOLD } from "~/agent/worker/call-capacity";
import { z } from "zod";

/** What `livekit-server --dev` uses when nothing else is configured. */
export const LIVEKIT_DEV_DEFAULTS = {
  port: 7880,
  rtcTcpPort: 7881,
  udpPort: 7882,
  apiKey: "devkey",
  apiSecret: "secret",
} as const;

const portSchema = z.number().int().min(1).max(65535);
export const devServerOptionsSchema = z
  .object({
    port: portSchema.default(LIVEKIT_DEV_DEFAULTS.port),
    rtcTcpPort: portSchema.default(LIVEKIT_DEV_DEFAULTS.rtcTcpPort),
    udpPort: portSchema.default(LIVEKIT_DEV_DEFAULTS.udpPort),
    /** Append the server's own output here; otherwise only the last lines are kept for errors. */
    logFile: z.string().min(1).optional(),
    /** Explicit binary; default: .voicedesk/bin/livekit-server, then PATH. */
    binary: z.string().min(1).optional(),
    readyTimeoutMs: z.number().int().positive().default(20_000),
    /**
     * `host:port` of a Redis the server should use. Needed only beside LiveKit's SIP bridge: the
     * bridge asks the server over Redis (psrpc) which trunk and dispatch rule a call matches, and
     * the server keeps trunks and rules there (without Redis the SIP API refuses). Unset: no Redis.
     */
    redisAddress: z
      .string()
      .regex(/^[^\s:]+:\d{1,5}$/, "host:port")
      .optional(),
    /**
     * The API key pair instead of the public dev pair (devkey/secret), which anyone on the machine
     * (or past a misconfigured firewall) could use to join any room: `npm start` generates one.
     */
    keys: z.object({ apiKey: z.string().min(3), apiSecret: z.string().min(32) }).optional(),
  })
  .refine((o) => o.port !== o.rtcTcpPort, { message: "port and rtcTcpPort must differ (both are TCP)" });

export type LivekitDevServerOptions = z.input<typeof devServerOptionsSchema>;

/**
 * Pure: the server's config (ports, the key pair — the dev pair unless npm start generated one — and
 * for the SIP bridge a Redis). `agents.target_load` is the worker's own full mark: livekit-server only lets a job
 * reach workers whose load is below it (0.7 by default), and a full Voicedesk worker reports 0.9999 so
 * that it still answers "all lines are busy" when no other worker has room (agent/worker/call-capacity.ts).
 */
export function devServerConfigYaml(
  ports: { port: number; rtcTcpPort: number; udpPort: number },
  redisAddress?: string,
  keys: { apiKey: string; apiSecret: string } = { apiKey: LIVEKIT_DEV_DEFAULTS.apiKey, apiSecret: LIVEKIT_DEV_DEFAULTS.apiSecret },
): string {
  return toYaml({
    port: ports.port,
    bind_addresses: ["127.0.0.1"],
    rtc: { tcp_port: ports.rtcTcpPort, udp_port: ports.udpPort, use_external_ip: false },
    ...(redisAddress !== undefined ? { redis: { address: redisAddress } } : {}),
    // Keys in the config replace --dev's pair (checked: a devkey token is then refused).
    keys: { [keys.apiKey]: keys.apiSecret },
    agents: { target_load: LOAD_THRESHOLD },
  });
}

/**
 * livekit-server reads LIVEKIT_* / UDP_PORT / NODE_IP / REDIS_* from the environment and they
 * override the config file: a developer's exported LIVEKIT_PORT would silently move the test
 * server onto the developer's ports. The child gets an environment without them.
 */
export function serverEnvironment(parent: Record<string, string | undefined>): Record<string, string | undefined> {
  const overriding = /^(LIVEKIT_|UDP_PORT$|NODE_IP$|REDIS_)/;
  return Object.fromEntries(Object.entries(parent).filter(([name]) => !overriding.test(name)));
}
