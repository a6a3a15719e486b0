import { createSocket } from "node:dgram";
import { createServer } from "node:net";

/**
 * Whether a port can be bound right now. Probed by binding, not connecting: a bare connect leaves
 * Go's net/http (livekit-server) holding a "new" connection for 5 s at shutdown.
 */
export function tcpPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

export function udpPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket("udp4");
    socket.once("error", () => {
      socket.close();
      resolve(false);
    });
    socket.bind(port, host, () => socket.close(() => resolve(true)));
  });
}
