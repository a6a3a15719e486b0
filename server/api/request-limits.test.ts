/**
 * What a request may cost, decided before it is parsed: the probe's vectors, one at a time, each
 * answered with a clear refusal and no internals (the flood of all of them: server/http/flood.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { serveApiForTests, type TestApi } from "./serve-for-tests";

let h: DatabaseHandle;
let api: TestApi;
const savedEnv = { ...process.env };
const SPEECH_LIMIT = 5;

beforeAll(async () => {
  process.env.RATE_LIMIT_PUBLIC_PER_MINUTE = String(SPEECH_LIMIT);
  resetEnvCache();
  h = await createTestDatabase();
  api = await serveApiForTests(h.db);
});
afterAll(async () => {
  await api?.close();
  await h?.close();
  process.env = savedEnv;
  resetEnvCache();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${api.appUrl}/api/trpc/${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

describe("every response of the app's front", () => {
  it("refuses framing, sniffing and cross-site referrers, refusals included", async () => {
    for (const res of [await fetch(`${api.appUrl}/api/trpc/health.ping`), await post("cognition.turn", "x".repeat(70_000))]) {
      await res.text();
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
  });

  it("sets a Content-Security-Policy with a nonce of its own per response, whatever nonce the client sent", async () => {
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const sent = { "x-nonce": "chosen-by-the-client", "content-security-policy": "script-src 'nonce-chosen-by-the-client'" };
    const [a, b] = [await fetch(`${api.appUrl}/api/trpc/health.ping`, { headers: sent }), await fetch(`${api.appUrl}/api/trpc/health.ping`)];
    await Promise.all([a.text(), b.text()]);
    expect(nonceOf(a)).toBeTruthy();
    expect(nonceOf(a)).not.toBe("chosen-by-the-client");
    expect(nonceOf(a)).not.toBe(nonceOf(b));
  });
});

describe("request limits of the public API", () => {
  it("the speech tools are limited per address, and requests that fail validation count too", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < SPEECH_LIMIT + 2; i++) {
      // Every other one is invalid (no language): counted all the same.
      const input = JSON.stringify({ json: i % 2 ? { text: "hallo" } : { lang: "nl", text: "hallo" } });
      const res = await fetch(`${api.appUrl}/api/trpc/speech.classify?input=${encodeURIComponent(input)}`);
      await res.text();
      statuses.push(res.status);
    }
    expect(statuses.slice(0, SPEECH_LIMIT).every((s) => s === 200 || s === 400)).toBe(true);
    expect(statuses.slice(SPEECH_LIMIT)).toEqual([429, 429]);
  });

  it("a body over 64 kB for a public procedure is 413, declared or not", async () => {
    const declared = await post("cognition.turn", JSON.stringify({ json: { tenant: "x", conversation: "y", text: "z".repeat(70_000) } }));
    expect(declared.status).toBe(413);
    expect(await declared.text()).toMatch(/over 65536 bytes/);
  });

  it("a batch of public calls is refused whole: one call per request", async () => {
    const res = await post(`${Array(700).fill("invitation.accept").join(",")}?batch=1`, "{}");
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/at most 1 call/);
  });

  it("a superjson annotation asking for a BigInt is bad input, named as such, without superjson's message", async () => {
    const input = JSON.stringify({ json: { tenant: "9".repeat(5000) }, meta: { values: { tenant: ["bigint"] } } });
    const res = await fetch(`${api.appUrl}/api/trpc/tenantPublic.info?input=${encodeURIComponent(input)}`);
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).toMatch(/input: unsupported value type/);
  });

  it("a null body is bad input with a message a client can act on, not 'Cannot destructure'", async () => {
    const res = await post("cognition.turn", "null");
    const text = await res.text();
    expect(res.status).toBe(400);
    expect(text).toMatch(/expected \{\\"json\\": …\}/);
    expect(text).not.toMatch(/destructure/);
  });
});
