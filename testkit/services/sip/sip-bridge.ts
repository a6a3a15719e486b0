/**
 * Runs LiveKit's SIP bridge (livekit-sip) on loopback beside a livekit-server that uses the same
 * Redis. Programmatic only:
 *
 *   const redis = await startRedisServer({ port: await freeTcpPort() });
 *   const lk = await startLivekitOnFreePorts({ redisAddress: redis.address });
 *   const bridge = await startSipBridge({ livekit: lk, redisAddress: redis.address, ...(await freeSipBridgePorts()) });
 *   … sipp 127.0.0.1:<bridge.sipPort> …
 *   await bridge.stop(); await lk.stop(); await redis.stop();
 *
 * Ready means: the bridge answers a SIP OPTIONS on its port (its signalling is up; it connected to
 * Redis before that, and fails fast when it cannot).
 */
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { moduleLogger } from "~/lib/logger";
import { pinnedBinaryPath, resolvePinnedBinary } from "../../process/pinned-binary";
import { startProcess } from "../../process/processes";
import { waitFor } from "../../process/wait";
import { freeUdpPort, SIP_RTP_PORTS_START, tcpPortIsFree } from "../../process/free-ports";
import { sipBridgeConfigYaml, sipBridgeEnvironment } from "./sip-bridge-config";
import { sipOptionsPing } from "./sip-options";

export * from "./sip-bridge-config";

const log = moduleLogger("sip-bridge");

/** Where `scripts/setup/sip-bridge.sh` puts the pinned build. */
export const SIP_BRIDGE_BINARY_IN_REPO = pinnedBinaryPath("livekit-sip");

export class SipBridgeNotInstalledError extends Error {
  constructor(detail: string) {
    super(`livekit-sip is not installed (${detail}): run \`bash scripts/setup/sip-bridge.sh\` (builds the pinned version into .voicedesk/bin)`);
    this.name = "SipBridgeNotInstalledError";
  }
}

/** The binary to run: the repo's pinned build first, then PATH. Throws with the fix. */
export function resolveSipBridgeBinary(explicit?: string): string {
  return resolvePinnedBinary("livekit-sip", (detail) => new SipBridgeNotInstalledError(detail), explicit);
}

/**
 * A SIP port free on both UDP and TCP, and a block of RTP ports below Linux's ephemeral range
 * (32768+), so outgoing connections of other programs do not take them while the bridge runs.
 * The bridge allocates RTP ports at random inside the block and skips busy ones.
 */
export async function freeSipBridgePorts(rtpPorts = 200): Promise<{ sipPort: number; rtpPortRange: { start: number; end: number } }> {
  let sipPort = 0;
  for (let attempt = 0; attempt < 20 && sipPort === 0; attempt++) {
    const candidate = await freeUdpPort();
    if (await tcpPortIsFree(candidate)) sipPort = candidate;
  }
  if (sipPort === 0) throw new Error("found no port free on both UDP and TCP for SIP");
  const start = SIP_RTP_PORTS_START + 2 * Math.floor(Math.random() * ((12_000 - rtpPorts) / 2));
  return { sipPort, rtpPortRange: { start, end: start + rtpPorts - 1 } };
}

export interface SipBridgeOptions {
  livekit: { url: string; apiKey: string; apiSecret: string };
  redisAddress: string;
  sipPort: number;
  rtpPortRange: { start: number; end: number };
  /** Appends the bridge's output here; default: a file in the run's temporary directory. */
  logFile?: string;
  logLevel?: "debug" | "info" | "warn" | "error";
  binary?: string;
  readyTimeoutMs?: number;
}

export interface SipBridge {
  /** Where a SIP peer sends INVITEs: `127.0.0.1:<sipPort>`. */
  sipAddress: string;
  sipPort: number;
  rtpPortRange: { start: number; end: number };
  pid: number;
  logFile: string;
  /** The last lines of output, for failure messages. */
  tail(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /**
   * SIGINT: the bridge hangs up every call (BYE) and exits. (Its SIGTERM waits for calls to end
   * by themselves, which a test or Ctrl-C does not want.) SIGKILL after `graceMs`. Idempotent.
   */
  stop(graceMs?: number): Promise<void>;
}

export async function startSipBridge(options: SipBridgeOptions): Promise<SipBridge> {
  const binary = resolveSipBridgeBinary(options.binary);
  const yaml = sipBridgeConfigYaml({
    livekitUrl: options.livekit.url,
    apiKey: options.livekit.apiKey,
    apiSecret: options.livekit.apiSecret,
    redisAddress: options.redisAddress,
    sipPort: options.sipPort,
    rtpPortRange: options.rtpPortRange,
    logLevel: options.logLevel ?? "info",
  });
  const dir = mkdtempSync(join(tmpdir(), "voicedesk-sip-"));
  const configFile = join(dir, "sip.yaml");
  writeFileSync(configFile, yaml, { mode: 0o600 });
  chmodSync(configFile, 0o600);
  const logFile = options.logFile ?? join(dir, "livekit-sip.log");

  const proc = startProcess("livekit-sip", binary, ["--config", configFile], {
    cwd: dir,
    env: sipBridgeEnvironment(process.env) as NodeJS.ProcessEnv,
    logFile,
  });

  let stopping: Promise<void> | undefined;
  const stop = (graceMs = 5000) => {
    stopping ??= (async () => {
      if (!proc.hasExited()) {
        try {
          process.kill(-proc.pid, "SIGINT");
        } catch {
          // already gone
        }
      }
      await proc.stop(graceMs);
      if (options.logFile !== undefined) rmSync(dir, { recursive: true, force: true });
      else rmSync(configFile, { force: true });
      log.info({ pid: proc.pid, sipPort: options.sipPort }, "sip bridge stopped");
    })();
    return stopping;
  };

  try {
    const reply = await waitFor(() => sipOptionsPing({ host: "127.0.0.1", port: options.sipPort }, 500), {
      what: `livekit-sip to answer SIP OPTIONS on 127.0.0.1:${options.sipPort}`,
      timeoutMs: options.readyTimeoutMs ?? 15_000,
      intervalMs: 100,
      giveUp: () => (proc.hasExited() ? `it exited. Last output:\n${proc.tail()}` : undefined),
    });
    log.info({ pid: proc.pid, sipPort: options.sipPort, rtp: options.rtpPortRange, agent: reply.agent, binary }, "sip bridge ready");
  } catch (err) {
    await stop(1000);
    throw err;
  }

  return {
    sipAddress: `127.0.0.1:${options.sipPort}`,
    sipPort: options.sipPort,
    rtpPortRange: options.rtpPortRange,
    pid: proc.pid,
    logFile,
    tail: () => proc.tail(),
    exited: proc.exited,
    stop,
  };
}
