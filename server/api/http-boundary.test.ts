/**
 * The public API's HTTP boundary, for real (the router on an HTTP port, as the app serves it): the
 * rate limits count the connection's address unless it is a trusted proxy, a 429 says when to
 * retry, an unexpected failure is an error id and no internals, and an unknown slug is not echoed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureLogs } from "~/lib/logger";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { resetEnvCache } from "~/lib/env";
import { createLocalEmbedder } from "~/server/knowledge/embedding/local-hash";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { writeMiniBundle } from "~/server/knowledge/test-bundle";
import { serveApiForTests } from "./serve-for-tests";

const LIMIT = 5;
let h: DatabaseHandle;
let cleanupBundle: () => Promise<void>;
const savedEnv = { ...process.env };

beforeAll(async () => {
  process.env.RATE_LIMIT_CHAT_TURNS_PER_MINUTE = String(LIMIT);
  resetEnvCache();
  h = await createTestDatabase();
  const bundle = await writeMiniBundle("httpmini");
  cleanupBundle = bundle.cleanup;
  const ingested = await ingestTenantDir(h.db, bundle.dir, { embedder: createLocalEmbedder() });
  if (!ingested.ok) throw new Error("bundle did not ingest");
});

afterAll(async () => {
  await h?.close();
  await cleanupBundle?.();
  process.env = savedEnv;
  resetEnvCache();
});

function chatTurn(appUrl: string, headers: Record<string, string> = {}) {
  return fetch(`${appUrl}/api/trpc/cognition.turn`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ json: { tenant: "httpmini", text: "Wat zijn de bezoekuren?" } }),
  });
}

describe("rate limits by the address the connection really has", () => {
  it("a client varying X-Forwarded-For on its own connection is still one client: refused after the limit, with Retry-After", async () => {
    const api = await serveApiForTests(h.db);
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < LIMIT + 3; i++) {
        const res = await chatTurn(api.appUrl, { "x-forwarded-for": `203.0.113.${i + 1}`, "x-real-ip": `198.51.100.${i + 1}` });
        statuses.push(res.status);
        if (res.status === 429) retryAfter ??= res.headers.get("retry-after");
        await res.text();
      }
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
      expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    } finally {
      await api.close();
    }
  });

  it("behind a trusted proxy, each forwarded client has its own bucket", async () => {
    const api = await serveApiForTests(h.db, { trustedProxies: "loopback" });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < LIMIT + 3; i++) {
        const res = await chatTurn(api.appUrl, { "x-forwarded-for": `192.0.2.${i + 1}` });
        statuses.push(res.status);
        await res.text();
      }
      expect(statuses).toEqual(Array(LIMIT + 3).fill(200));
    } finally {
      await api.close();
    }
  });
});

describe("errors a client sees", () => {
  it("an unexpected failure is an error id for the client, and the details under that id in the log only", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    const api = await serveApiForTests(broken.db);
    const logs = captureLogs();
    try {
      const res = await fetch(`${api.appUrl}/api/trpc/health.ping`);
      const body = await res.text();
      expect(res.status).toBe(500);
      const errorId = /error id ([0-9a-f]{8})/.exec(body)?.[1];
      expect(errorId).toBeDefined();
      expect(body).not.toMatch(/stack|node_modules|\.ts:\d+|select 1/i);
      const logged = logs.events("trpc_internal_error");
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ errorId, path: "health.ping" });
    } finally {
      logs.restore();
      await api.close();
    }
  });

  it("a 1 MB slug is refused by size before it is read (413), with a short answer that does not echo it", async () => {
    const api = await serveApiForTests(h.db);
    try {
      const slug = "a".repeat(1_000_000);
      const res = await fetch(`${api.appUrl}/api/trpc/cognition.turn`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-voicedesk-client-address": "192.0.2.200" },
        body: JSON.stringify({ json: { tenant: slug, text: "hallo" } }),
      });
      const body = await res.text();
      expect(res.status).toBe(413);
      expect(body.length).toBeLessThan(2000);
      expect(body).toMatch(/request body over 65536 bytes/);
      expect(body).not.toMatch(/npm run|cli --/);
    } finally {
      await api.close();
    }
  });

  it("a NUL in the text is refused as bad input naming the field, not a 500 with the SQL", async () => {
    const api = await serveApiForTests(h.db, { trustedProxies: "loopback" });
    try {
      const res = await fetch(`${api.appUrl}/api/trpc/cognition.turn`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.201" },
        body: JSON.stringify({ json: { tenant: "httpmini", text: "wat\u0000zijn de bezoekuren" } }),
      });
      const body = await res.text();
      expect(res.status).toBe(400);
      expect(body).toMatch(/text: contains a control character/);
      expect(body).not.toMatch(/insert into|Failed query|params/);
    } finally {
      await api.close();
    }
  });
});
