import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { sipBridgeConfigYaml, sipBridgeEnvironment } from "./sip-bridge-config";
import { parseSipResponse, sipOptionsRequest } from "./sip-options";

const base = {
  livekitUrl: "ws://127.0.0.1:17880",
  apiKey: "devkey",
  apiSecret: "secret",
  redisAddress: "127.0.0.1:16379",
  sipPort: 15060,
  rtpPortRange: { start: 20000, end: 20199 },
};

describe("SIP bridge config for a loopback run", () => {
  it("uses livekit-server's Redis and keys, and listens and announces on loopback only", () => {
    const config = parseYaml(sipBridgeConfigYaml(base)) as Record<string, unknown>;
    expect(config).toMatchObject({
      api_key: "devkey",
      api_secret: "secret",
      ws_url: "ws://127.0.0.1:17880",
      redis: { address: "127.0.0.1:16379" },
      sip_port: 15060,
      listen_ip: "127.0.0.1",
      nat_1_to_1_ip: "127.0.0.1",
      rtp_port: "20000-20199",
      logging: { level: "info" },
    });
    expect(config).not.toHaveProperty("health_port");
  });

  it("refuses a SIP port inside the RTP range and a range that ends before it starts", () => {
    expect(() => sipBridgeConfigYaml({ ...base, sipPort: 20010 })).toThrow(/outside the RTP port range/);
    expect(() => sipBridgeConfigYaml({ ...base, rtpPortRange: { start: 20000, end: 19000 } })).toThrow(/end must be above start/);
  });

  it("keeps a developer's SIP_CONFIG_BODY and LIVEKIT_* from replacing the generated config", () => {
    expect(sipBridgeEnvironment({ PATH: "/bin", SIP_CONFIG_BODY: "redis: {}", SIP_CONFIG_FILE: "/x", LIVEKIT_API_KEY: "k", HOME: "/root" })).toEqual({
      PATH: "/bin",
      HOME: "/root",
    });
  });
});

describe("SIP OPTIONS ping", () => {
  it("writes a request with the headers RFC 3261 requires and CRLF line ends", () => {
    const text = sipOptionsRequest({ host: "127.0.0.1", port: 5060 }, { host: "127.0.0.1", port: 40000 }, { branch: "b1", tag: "t1", callId: "c1" });
    expect(text.split("\r\n")).toEqual([
      "OPTIONS sip:127.0.0.1:5060 SIP/2.0",
      "Via: SIP/2.0/UDP 127.0.0.1:40000;branch=z9hG4bKb1;rport",
      "Max-Forwards: 70",
      "From: <sip:voicedesk-probe@127.0.0.1>;tag=t1",
      "To: <sip:127.0.0.1:5060>",
      "Call-ID: c1@127.0.0.1",
      "CSeq: 1 OPTIONS",
      "Accept: application/sdp",
      "Content-Length: 0",
      "",
      "",
    ]);
  });

  it("reads the status and the server's name from an answer, and ignores what is not SIP", () => {
    expect(parseSipResponse("SIP/2.0 200 OK\r\nVia: x\r\nServer: LiveKit\r\n\r\n")).toEqual({ status: 200, reason: "OK", agent: "LiveKit" });
    expect(parseSipResponse("SIP/2.0 503 Service Unavailable\r\n\r\n")).toEqual({ status: 503, reason: "Service Unavailable" });
    expect(parseSipResponse("HTTP/1.1 200 OK\r\n")).toBeUndefined();
  });
});
