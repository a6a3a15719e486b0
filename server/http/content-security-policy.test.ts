import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, livekitOrigins, newNonce } from "./content-security-policy";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((d) => d.split(" ")[0] === name)
    ?.split(" ")
    .slice(1);

describe("the Content-Security-Policy", () => {
  it("runs only scripts with this response's nonce (and what they load), never inline code or eval", () => {
    const policy = contentSecurityPolicy({ nonce: "abc123" });
    expect(directive(policy, "script-src")).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'", "'report-sample'"]);
    expect(directive(policy, "style-src")).toEqual(["'self'", "'nonce-abc123'", "'report-sample'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
  });

  it("lets the talk page reach its LiveKit (signalling and the http check livekit-client makes on failure), nothing else", () => {
    expect(directive(contentSecurityPolicy({ nonce: "n", livekitUrl: "ws://127.0.0.1:7880" }), "connect-src")).toEqual([
      "'self'",
      "ws://127.0.0.1:7880",
      "http://127.0.0.1:7880",
    ]);
    expect(livekitOrigins("wss://voice.hospital.example/rtc")).toEqual(["wss://voice.hospital.example", "https://voice.hospital.example"]);
    expect(livekitOrigins("https://voice.hospital.example")).toEqual(["wss://voice.hospital.example", "https://voice.hospital.example"]);
    expect(livekitOrigins("not a url")).toEqual([]);
    expect(directive(contentSecurityPolicy({ nonce: "n" }), "connect-src")).toEqual(["'self'"]);
  });

  it("upgrades mixed content only when the public address is https", () => {
    expect(contentSecurityPolicy({ nonce: "n", https: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ nonce: "n", https: false })).not.toContain("upgrade-insecure-requests");
  });

  it("makes a new, unguessable nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const n of nonces) expect(Buffer.from(n, "base64").length).toBe(18);
  });
});
