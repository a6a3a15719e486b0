import { createSocket } from "node:dgram";
import { createServer } from "node:net";

/**
 * Ports the OS reports free right now, so a test's livekit-server can run beside a developer's
 * instance on 7880–7882. There is a window between asking and binding; a clash then shows up as a
 * clear "exited before it accepted connections" error, not a hang.
 */
export async function freeTcpPort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === "object" && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error("OS returned no TCP port"))));
    });
  });
}

export async function freeUdpPort(host = "127.0.0.1"): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket("udp4");
    socket.once("error", reject);
    socket.bind(0, host, () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

/** Three distinct ports for one livekit-server: HTTP/WS, RTC over TCP, RTC over UDP. */
export async function freeLivekitPorts(): Promise<{ port: number; rtcTcpPort: number; udpPort: number }> {
  const port = await freeTcpPort();
  let rtcTcpPort = await freeTcpPort();
  while (rtcTcpPort === port) rtcTcpPort = await freeTcpPort();
  const udpPort = await freeUdpPort();
  return { port, rtcTcpPort, udpPort };
}
