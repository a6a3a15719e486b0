import { stringify as toYaml } from "yaml";
import { z } from "zod";

/**
 * The config of LiveKit's SIP bridge (livekit-sip v1.8.0) for a run on this machine: everything on
 * loopback, beside a livekit-server that uses the same Redis. `deploy/sip.yaml` is the production
 * shape; this is what a test or `npm start` generates at run time.
 */
const port = z.number().int().min(1).max(65535);

export const sipBridgeConfigSchema = z
  .object({
    /** ws:// URL of the livekit-server (the bridge joins rooms as a participant through it). */
    livekitUrl: z.string().regex(/^wss?:\/\//, "ws:// or wss:// URL"),
    apiKey: z.string().min(1),
    apiSecret: z.string().min(1),
    /** `host:port`; must be the livekit-server's own Redis. */
    redisAddress: z.string().regex(/^[^\s:]+:\d{1,5}$/, "host:port"),
    /** SIP signalling, UDP and TCP on the same number. Also what the bridge puts in Contact/Via. */
    sipPort: port,
    /** RTP: one port per call, plus ports of ended calls still draining (see docs/sip-notes.md). */
    rtpPortRange: z.object({ start: port, end: port }).refine((r) => r.end > r.start, "end must be above start"),
    /** The address the bridge listens on and announces in SDP and Contact. */
    ip: z.string().default("127.0.0.1"),
    /** HTTP health endpoint (`/`: 200 "OK", 503 "UnderLoad" when CPU idle < 10 %). Note: binds all interfaces. */
    healthPort: port.optional(),
    logLevel: z.enum(["debug", "info", "warn", "error"]).default("info"),
  })
  .refine((c) => c.sipPort < c.rtpPortRange.start || c.sipPort > c.rtpPortRange.end, {
    message: "sipPort must lie outside the RTP port range",
  });

export type SipBridgeConfig = z.input<typeof sipBridgeConfigSchema>;

/** Pure: the YAML the bridge reads (`--config <file>`). Contains the API secret: write it 0600. */
export function sipBridgeConfigYaml(input: SipBridgeConfig): string {
  const c = sipBridgeConfigSchema.parse(input);
  return toYaml({
    api_key: c.apiKey,
    api_secret: c.apiSecret,
    ws_url: c.livekitUrl,
    redis: { address: c.redisAddress },
    sip_port: c.sipPort,
    // Without these two the bridge binds 0.0.0.0 and announces the first non-loopback interface.
    listen_ip: c.ip,
    nat_1_to_1_ip: c.ip,
    rtp_port: `${c.rtpPortRange.start}-${c.rtpPortRange.end}`,
    ...(c.healthPort !== undefined ? { health_port: c.healthPort } : {}),
    logging: { level: c.logLevel },
  });
}

/**
 * livekit-sip takes SIP_CONFIG_BODY over `--config` (and LIVEKIT_API_KEY/SECRET/WS_URL as defaults):
 * a developer's exported value would silently replace the generated config. The child gets none.
 */
export function sipBridgeEnvironment(parent: Record<string, string | undefined>): Record<string, string> {
  const overriding = /^(LIVEKIT_|SIP_CONFIG_)/;
  return Object.fromEntries(Object.entries(parent).filter((e): e is [string, string] => e[1] !== undefined && !overriding.test(e[0])));
}
