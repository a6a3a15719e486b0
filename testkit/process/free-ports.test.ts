import { createSocket } from "node:dgram";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { ephemeralRangeStart, freeLivekitPorts, freeTcpPort, freeUdpPort, listenRange } from "./free-ports";

describe("free ports for test listeners", () => {
  it("reads where the kernel's ephemeral range starts, and assumes Linux's default when it cannot", () => {
    expect(ephemeralRangeStart(() => "32768\t60999\n")).toBe(32768);
    expect(ephemeralRangeStart(() => "10000 65000")).toBe(10000);
    expect(
      ephemeralRangeStart(() => {
        throw new Error("ENOENT");
      }),
    ).toBe(32768);
    expect(ephemeralRangeStart(() => "nonsense")).toBe(32768);
  });

  it("looks below the ephemeral range, and below the test SIP bridge's RTP ports at 20,000", () => {
    expect(listenRange(32768)).toEqual({ start: 15000, end: 20000 });
    expect(listenRange(18000)).toEqual({ start: 15000, end: 18000 });
  });

  it("hands out TCP ports no outgoing connection can take (below the ephemeral range) that a server can bind", async () => {
    const ceiling = Math.min(20000, ephemeralRangeStart());
    for (let i = 0; i < 5; i++) {
      const port = await freeTcpPort();
      expect(port).toBeGreaterThanOrEqual(15000);
      expect(port).toBeLessThan(ceiling);
      const server = createServer();
      await new Promise<void>((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, "127.0.0.1", resolve);
      });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it("hands out UDP ports the same way, and three distinct ports for a livekit-server", async () => {
    const port = await freeUdpPort();
    expect(port).toBeGreaterThanOrEqual(15000);
    expect(port).toBeLessThan(Math.min(20000, ephemeralRangeStart()));
    const socket = createSocket("udp4");
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.bind(port, "127.0.0.1", resolve);
    });
    await new Promise<void>((resolve) => socket.close(() => resolve()));

    const lk = await freeLivekitPorts();
    expect(lk.port).not.toBe(lk.rtcTcpPort);
    for (const p of [lk.port, lk.rtcTcpPort, lk.udpPort]) expect(p).toBeLessThan(Math.min(20000, ephemeralRangeStart()));
  });
});
