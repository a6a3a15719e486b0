/**
 * Everything a SIP call needs on this machine, on free loopback ports: Redis, livekit-server using
 * it, LiveKit's SIP bridge, a tenant's trunk and dispatch rule (the product's provisioning code),
 * and an agent worker registered as `voicedesk` — the probe agent (TEST DOUBLE) unless a test asks
 * for the product's. Stopped in reverse order.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { RoomServiceClient, SipClient } from "livekit-server-sdk";
import { startAgentWorker, type AgentWorker } from "../services/agent-worker";
import { startLivekitOnFreePorts, type LivekitDevServer } from "../services/livekit/livekit-server";
import { freeTcpPort } from "../process/free-ports";
import { startRedisServer, type RedisServer } from "../services/redis-server";
import { freeSipBridgePorts, startSipBridge, type SipBridge } from "../services/sip/sip-bridge";
import { provisionTenantTrunk, type ProvisionResult, type TenantTrunkInput } from "~/server/telephony/provision-trunk";
import { parseProbeLine, ProbeEventLog } from "./probe-events";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Logs, sipp traces and generated audio of test runs (.voicedesk/ is git-ignored). */
export const SIP_ARTIFACTS = join(REPO_ROOT, ".voicedesk", "test-artifacts", "sip");

export interface SipStack {
  redis: RedisServer;
  livekit: LivekitDevServer;
  bridge: SipBridge;
  /** http(s) URL of the server API. */
  apiUrl: string;
  sip: SipClient;
  rooms: RoomServiceClient;
  tenant: ProvisionResult;
  agent: AgentWorker;
  events: ProbeEventLog;
  artifacts: string;
  stop(): Promise<void>;
}

export interface SipStackOptions {
  name: string;
  trunk: TenantTrunkInput;
  bridgeLogLevel?: "debug" | "info";
  /** RTP ports the bridge may use (default 200): one per call, held up to 10 min after it ends. */
  bridgeRtpPorts?: number;
  /** Extra environment of the agent worker (the probe's SIPPROBE_MAX_CALLS, SIPPROBE_IDLE_PROCESSES). */
  agentEnv?: Record<string, string>;
  /** The worker's entry file; default the probe agent (TEST DOUBLE). The product: agent/voicedesk/main.ts. */
  agentEntry?: string;
  /** Node options of the agent worker and its job processes (the bench's --cpu-prof). */
  agentNodeArgs?: string[];
  /** Every output line of the agent worker (the product agent's log lines, for tests that wait on them). */
  onAgentLine?: (line: string) => void;
}

export const PROBE_AGENT_ENTRY = join(REPO_ROOT, "testkit", "sip", "probe-agent.ts");

export async function startSipStack(options: SipStackOptions): Promise<SipStack> {
  const artifacts = join(SIP_ARTIFACTS, options.name);
  mkdirSync(artifacts, { recursive: true });
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.splice(0).reverse()) await s().catch(() => {});
  };
  try {
    const redis = await startRedisServer({ port: await freeTcpPort(), logFile: join(artifacts, "redis.log") });
    stops.push(() => redis.stop());
    const livekit = await startLivekitOnFreePorts({ redisAddress: redis.address, logFile: join(artifacts, "livekit.log") });
    stops.push(() => livekit.stop());
    const bridge = await startSipBridge({
      livekit,
      redisAddress: redis.address,
      ...(await freeSipBridgePorts(options.bridgeRtpPorts)),
      logFile: join(artifacts, "livekit-sip.log"),
      logLevel: options.bridgeLogLevel ?? "debug",
    });
    stops.push(() => bridge.stop());

    const apiUrl = livekit.url.replace(/^ws/, "http");
    const sip = new SipClient(apiUrl, livekit.apiKey, livekit.apiSecret);
    const rooms = new RoomServiceClient(apiUrl, livekit.apiKey, livekit.apiSecret);
    const tenant = await provisionTenantTrunk(sip, options.trunk);

    const events = new ProbeEventLog();
    const entry = options.agentEntry ?? PROBE_AGENT_ENTRY;
    const agent = await startAgentWorker(
      entry,
      { LIVEKIT_URL: livekit.url, LIVEKIT_API_KEY: livekit.apiKey, LIVEKIT_API_SECRET: livekit.apiSecret, LOG_LEVEL: "info", ...options.agentEnv },
      {
        logFile: join(artifacts, "agent-worker.log"),
        readyTimeoutMs: 90_000,
        nodeArgs: options.agentNodeArgs,
        onLine: (line) => {
          options.onAgentLine?.(line);
          const event = parseProbeLine(line);
          if (event !== undefined) events.push(event);
        },
      },
    );
    stops.push(() => agent.stop());

    return { redis, livekit, bridge, apiUrl, sip, rooms, tenant, agent, events, artifacts, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
