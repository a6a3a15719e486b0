import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import {
  devServerConfigYaml,
  LIVEKIT_DEV_DEFAULTS,
  resolveLivekitServerBinary,
  serverEnvironment,
  startLivekitDevServer,
  startLivekitOnFreePorts,
  type LivekitDevServer,
} from "./livekit-server";
import { freeLivekitPorts } from "../../process/free-ports";

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe("livekit dev server config", () => {
  it("writes the requested ports and the dev key pair into the generated config", () => {
    const config = parseYaml(devServerConfigYaml({ port: 17880, rtcTcpPort: 17881, udpPort: 17882 })) as {
      port: number;
      rtc: { tcp_port: number; udp_port: number };
    } & Record<string, unknown>;
    expect(config.port).toBe(17880);
    expect(config.rtc.tcp_port).toBe(17881);
    expect(config.rtc.udp_port).toBe(17882);
    expect(config.bind_addresses).toEqual(["127.0.0.1"]);
    expect(config.keys).toEqual({ [LIVEKIT_DEV_DEFAULTS.apiKey]: LIVEKIT_DEV_DEFAULTS.apiSecret });
    // Jobs still reach a full worker's busy reserve (load 0.9999): the server's target is the worker's full mark.
    expect(config.agents).toEqual({ target_load: 1 });
  });

  it("points the server at a Redis only when asked (the SIP bridge needs it; a plain dev server does not)", () => {
    const ports = { port: 17880, rtcTcpPort: 17881, udpPort: 17882 };
    expect((parseYaml(devServerConfigYaml(ports)) as Record<string, unknown>).redis).toBeUndefined();
    expect((parseYaml(devServerConfigYaml(ports, "127.0.0.1:16379")) as Record<string, unknown>).redis).toEqual({ address: "127.0.0.1:16379" });
  });

  it("keeps a developer's exported LIVEKIT_PORT from moving the server onto other ports", () => {
    const env = serverEnvironment({ PATH: "/bin", LIVEKIT_PORT: "7880", UDP_PORT: "7882", NODE_IP: "1.2.3.4", HOME: "/root" });
    expect(env).toEqual({ PATH: "/bin", HOME: "/root" });
  });

  it("tells the operator which setup script to run when the binary is missing", () => {
    expect(() => resolveLivekitServerBinary("/nonexistent/livekit-server")).toThrow(/scripts\/setup\/livekit-server\.sh/);
  });

  it("rejects identical HTTP and RTC TCP ports before spawning anything", async () => {
    await expect(startLivekitDevServer({ port: 17999, rtcTcpPort: 17999 })).rejects.toThrow(/must differ/);
  });
});

describe("livekit dev server process", () => {
  const started: LivekitDevServer[] = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
  });

  it("accepts connections on non-default ports and is gone after stop", async () => {
    const ports = await freeLivekitPorts();
    const server = await startLivekitDevServer(ports);
    started.push(server);
    expect(server.url).toBe(`ws://127.0.0.1:${ports.port}`);
    const res = await fetch(`http://127.0.0.1:${ports.port}/`);
    expect(res.ok).toBe(true);

    await server.stop();
    expect(processAlive(server.pid)).toBe(false);
    await expect(fetch(`http://127.0.0.1:${ports.port}/`)).rejects.toThrow();
  });

  it("with a generated key pair, the public dev pair is refused and the generated one works (npm start's LiveKit)", async () => {
    const { RoomServiceClient } = await import("livekit-server-sdk");
    const ports = await freeLivekitPorts();
    const keys = { apiKey: "APItestgenerated", apiSecret: "a-generated-secret-long-enough-0123456789" };
    const server = await startLivekitDevServer({ ...ports, keys });
    started.push(server);
    expect(server).toMatchObject(keys);
    const http = `http://127.0.0.1:${ports.port}`;
    await expect(new RoomServiceClient(http, LIVEKIT_DEV_DEFAULTS.apiKey, LIVEKIT_DEV_DEFAULTS.apiSecret).listRooms()).rejects.toThrow(/invalid API key/);
    await expect(new RoomServiceClient(http, keys.apiKey, keys.apiSecret).listRooms()).resolves.toEqual([]);
  });

  it("refuses to start on a port another server already answers on, instead of testing against it", async () => {
    // The first server on ports that are free when it binds (another lane's process took one of
    // freshly chosen ports between the choice and the bind in R3, and this test failed on that).
    const first = await startLivekitOnFreePorts();
    started.push(first);
    const other = await freeLivekitPorts();
    await expect(startLivekitDevServer({ ...other, port: first.ports.port })).rejects.toThrow(`port ${first.ports.port} is already in use`);
  });

  it("reports the server's own output when it exits before accepting connections", async () => {
    // A stand-in binary that fails the way a misconfigured livekit-server does.
    const dir = mkdtempSync(join(tmpdir(), "vd-fake-lk-"));
    const fake = join(dir, "livekit-server");
    writeFileSync(fake, "#!/bin/sh\necho 'could not validate RTC config: boom' >&2\nexit 1\n", { mode: 0o755 });
    try {
      const ports = await freeLivekitPorts();
      await expect(startLivekitDevServer({ ...ports, binary: fake })).rejects.toThrow(
        /exited \(code 1\) before it accepted connections[\s\S]*could not validate RTC config: boom/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
