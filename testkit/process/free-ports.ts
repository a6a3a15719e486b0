import { createSocket } from "node:dgram";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/**
 * Ports free right now, so a test's services (livekit-server, the app, the doubles) can run beside a
 * developer's instances on their usual ports. There is a window between asking and binding.
 *
 * Ports come from below the kernel's ephemeral range, not from it (a bind to port 0 picks from that
 * range): every outgoing connection on the machine also takes its local port from there, so under
 * load a port reported free was taken by some client's connection before the server bound it
 * (R12, 2026-11-29: livekit-server "bind: address already in use" on 41695 beside a bench loop).
 * Below the range, only another listener choosing the same random port can clash. The block ends
 * where the test SIP bridge's RTP ranges begin.
 */
/** Where the test SIP bridge's RTP port ranges start (testkit/services/sip/sip-bridge.ts): UDP above the listeners' block. */
export const SIP_RTP_PORTS_START = 20_000;
const LISTEN_RANGE = { start: 15_000, end: SIP_RTP_PORTS_START } as const;
const ATTEMPTS = 50;

/** The first port of the kernel's ephemeral range (Linux: /proc/sys/net/ipv4/ip_local_port_range); 32768, Linux's default, if unreadable. */
export function ephemeralRangeStart(readRange: () => string = () => readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8")): number {
  try {
    const first = Number(readRange().trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 0 ? first : 32768;
  } catch {
    return 32768;
  }
}

/** Where free ports are looked for: the block, cut short where a machine's ephemeral range starts inside it. */
export function listenRange(ephemeralStart = ephemeralRangeStart()): { start: number; end: number } {
  return { start: LISTEN_RANGE.start, end: Math.min(LISTEN_RANGE.end, ephemeralStart) };
}

const range = listenRange();

/** Whether a listener could bind `port` on `host` now (it binds and lets go). */
export function tcpPortIsFree(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

function udpPortIsFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket("udp4");
    socket.once("error", () => {
      socket.close();
      resolve(false);
    });
    socket.bind(port, host, () => socket.close(() => resolve(true)));
  });
}

async function freePort(kind: "TCP" | "UDP", isFree: (port: number, host: string) => Promise<boolean>, host: string): Promise<number> {
  if (range.end - range.start < 1000) throw new Error(`the ephemeral port range starts at ${range.end}: no room below it for test listeners`);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const port = range.start + Math.floor(Math.random() * (range.end - range.start));
    if (await isFree(port, host)) return port;
  }
  throw new Error(`no free ${kind} port in ${range.start}–${range.end - 1} after ${ATTEMPTS} tries`);
}

export async function freeTcpPort(host = "127.0.0.1"): Promise<number> {
  return freePort("TCP", tcpPortIsFree, host);
}

export async function freeUdpPort(host = "127.0.0.1"): Promise<number> {
  return freePort("UDP", udpPortIsFree, host);
}

/** Three distinct ports for one livekit-server: HTTP/WS, RTC over TCP, RTC over UDP. */
export async function freeLivekitPorts(): Promise<{ port: number; rtcTcpPort: number; udpPort: number }> {
  const port = await freeTcpPort();
  let rtcTcpPort = await freeTcpPort();
  while (rtcTcpPort === port) rtcTcpPort = await freeTcpPort();
  const udpPort = await freeUdpPort();
  return { port, rtcTcpPort, udpPort };
}
