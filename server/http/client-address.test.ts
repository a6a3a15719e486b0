import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, stampClientAddress, trustedProxies } from "./client-address";

/** A real request object on an unconnected socket that reports `socketAddress` as its peer. */
function request(socketAddress: string, headers: Record<string, string> = {}): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: socketAddress });
  const req = new IncomingMessage(socket);
  req.headers = { ...headers };
  return req;
}

describe("the client address, decided where the socket is known", () => {
  it("without trusted proxies, a client's X-Forwarded-For is ignored: the socket's address counts", () => {
    const req = request("198.51.100.7", { "x-forwarded-for": "203.0.113.1", [CLIENT_ADDRESS_HEADER]: "10.9.9.9" });
    expect(stampClientAddress(req, trustedProxies(undefined))).toBe("198.51.100.7");
    // A copy of the header the client sent itself is overwritten, never passed on.
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("198.51.100.7");
  });

  it("a client that is no trusted proxy cannot claim https or another host (next-auth reads both for its cookies); a trusted proxy can", () => {
    const direct = request("198.51.100.7", { "x-forwarded-proto": "https", "x-forwarded-host": "evil.example" });
    stampClientAddress(direct, trustedProxies("10.0.0.0/8"));
    expect(direct.headers["x-forwarded-proto"]).toBeUndefined();
    expect(direct.headers["x-forwarded-host"]).toBeUndefined();
    const proxied = request("10.0.0.5", { "x-forwarded-proto": "https", "x-forwarded-host": "voice.hospital.example" });
    stampClientAddress(proxied, trustedProxies("10.0.0.0/8"));
    expect(proxied.headers).toMatchObject({ "x-forwarded-proto": "https", "x-forwarded-host": "voice.hospital.example" });
  });

  it("behind a trusted proxy, the address that proxy appended counts", () => {
    const req = request("10.0.0.5", { "x-forwarded-for": "203.0.113.1" });
    expect(stampClientAddress(req, trustedProxies("10.0.0.0/8"))).toBe("203.0.113.1");
  });

  it("a client cannot hide behind a trusted proxy by prepending addresses: the right-most untrusted hop counts", () => {
    const req = request("10.0.0.5", { "x-forwarded-for": "1.1.1.1, 2.2.2.2, 203.0.113.1" });
    expect(stampClientAddress(req, trustedProxies("10.0.0.0/8"))).toBe("203.0.113.1");
  });

  it("a chain of trusted proxies is walked back to the client", () => {
    const req = request("127.0.0.1", { "x-forwarded-for": "203.0.113.1, 10.0.0.5" });
    expect(stampClientAddress(req, trustedProxies("loopback, 10.0.0.0/8"))).toBe("203.0.113.1");
  });

  it("an untrusted connection claiming to be forwarded from a trusted proxy is still itself", () => {
    const req = request("198.51.100.7", { "x-forwarded-for": "203.0.113.1, 10.0.0.5" });
    expect(stampClientAddress(req, trustedProxies("10.0.0.0/8"))).toBe("198.51.100.7");
  });

  it("refuses a malformed proxy list at start-up, naming the entry", () => {
    expect(() => trustedProxies("10.0.0.0/8, not-an-address")).toThrow(/not-an-address/);
  });
});
