import { randomBytes } from "node:crypto";
import { createSocket } from "node:dgram";

/**
 * A SIP OPTIONS "ping" over UDP: the readiness check of the SIP bridge (it answers 200 once its
 * signalling listens) and the same check a carrier's trunk makes against it. No SIP library: one
 * request, one response line.
 */
export interface SipOptionsReply {
  status: number;
  reason: string;
  /** The `Server:` or `User-Agent:` header, when present. */
  agent?: string;
}

/** Pure: an OPTIONS request from `from` (host:port we listen on) to `target` (host:port). */
export function sipOptionsRequest(target: { host: string; port: number }, from: { host: string; port: number }, ids = randomIds()): string {
  const uri = `sip:${target.host}:${target.port}`;
  return [
    `OPTIONS ${uri} SIP/2.0`,
    `Via: SIP/2.0/UDP ${from.host}:${from.port};branch=z9hG4bK${ids.branch};rport`,
    "Max-Forwards: 70",
    `From: <sip:voicedesk-probe@${from.host}>;tag=${ids.tag}`,
    `To: <${uri}>`,
    `Call-ID: ${ids.callId}@${from.host}`,
    "CSeq: 1 OPTIONS",
    "Accept: application/sdp",
    "Content-Length: 0",
    "",
    "",
  ].join("\r\n");
}

function randomIds(): { branch: string; tag: string; callId: string } {
  const hex = () => randomBytes(8).toString("hex");
  return { branch: hex(), tag: hex(), callId: hex() };
}

/** Pure: status line and agent header of a SIP response; undefined when it is not one. */
export function parseSipResponse(text: string): SipOptionsReply | undefined {
  const [first, ...headers] = text.split(/\r?\n/);
  const m = /^SIP\/2\.0 (\d{3}) ?(.*)$/.exec(first ?? "");
  if (!m) return undefined;
  const agent = headers.map((h) => /^(?:Server|User-Agent):\s*(.*)$/i.exec(h)?.[1]).find((v) => v !== undefined);
  return { status: Number(m[1]), reason: m[2] ?? "", ...(agent !== undefined ? { agent } : {}) };
}

/** Sends one OPTIONS and resolves with the first response, or rejects after `timeoutMs`. */
export async function sipOptionsPing(target: { host: string; port: number }, timeoutMs = 1000): Promise<SipOptionsReply> {
  const socket = createSocket("udp4");
  try {
    return await new Promise<SipOptionsReply>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no SIP answer from ${target.host}:${target.port} within ${timeoutMs} ms`)), timeoutMs);
      socket.once("error", (err) => {
        clearTimeout(timer);
        reject(err);
      });
      socket.on("message", (msg) => {
        const reply = parseSipResponse(msg.toString("utf8"));
        if (reply === undefined || reply.status < 200) return; // provisional or noise
        clearTimeout(timer);
        resolve(reply);
      });
      socket.bind(0, "127.0.0.1", () => {
        const { port } = socket.address();
        socket.send(sipOptionsRequest(target, { host: "127.0.0.1", port }), target.port, target.host);
      });
    });
  } finally {
    socket.close();
  }
}
