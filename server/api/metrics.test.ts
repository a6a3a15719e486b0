import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/lib/env";
import type { DatabaseHandle } from "~/server/db";
import { createTestDatabase } from "~/testkit/db/test-database";
import { conversations, tenants } from "~/server/db/schema";
import { observeFirstAudio, observeTurn } from "~/server/metrics";
import { metricsResponse } from "./metrics";

let h: DatabaseHandle;
const saved = process.env.VOICEDESK_METRICS_TOKEN;
const TOKEN = "metrics-test-token-0123456789";

beforeAll(async () => {
  h = await createTestDatabase();
  const [t] = await h.db.insert(tenants).values({ slug: "metrics-a", name: "Metrics A" }).returning({ id: tenants.id });
  await h.db.insert(conversations).values({ tenantId: t!.id, channel: "sip", externalId: "open-call" });
});
afterAll(async () => h?.close());
afterEach(() => {
  if (saved === undefined) delete process.env.VOICEDESK_METRICS_TOKEN;
  else process.env.VOICEDESK_METRICS_TOKEN = saved;
  resetEnvCache();
});

const scrape = (headers: Record<string, string> = {}) => metricsResponse(new Request("http://app/api/metrics", { headers }), h.db);

function useToken(token: string | undefined) {
  if (token === undefined) delete process.env.VOICEDESK_METRICS_TOKEN;
  else process.env.VOICEDESK_METRICS_TOKEN = token;
  resetEnvCache();
}

describe("/api/metrics", () => {
  it("is off without a configured token, and says how to turn it on", async () => {
    useToken(undefined);
    const res = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/Set VOICEDESK_METRICS_TOKEN/);
  });

  it("refuses a missing or wrong bearer token", async () => {
    useToken(TOKEN);
    expect((await scrape()).status).toBe(401);
    const wrong = await scrape({ authorization: "Bearer not-the-token-at-all" });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await wrong.text()).not.toMatch(/voicedesk_/);
  });

  it("serves the latency histograms, counters and the active-calls gauge with the token", async () => {
    useToken(TOKEN);
    observeTurn({
      tenant: "metrics-a",
      path: "faq",
      language: "nl",
      terminalClass: "EMERGENCY",
      totalMs: 120,
      found: false,
      disclaimer: true,
      action: "transfer",
      postfilterBlocked: true,
    });
    observeFirstAudio("metrics-a", "faq", 900);
    const res = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/plain/);
    const body = await res.text();
    // 0.9 s falls in the 1 s bucket, not the 0.75 s one.
    expect(body).toContain('voicedesk_first_audio_seconds_bucket{le="0.75",tenant="metrics-a",path="faq"} 0');
    expect(body).toContain('voicedesk_first_audio_seconds_bucket{le="1",tenant="metrics-a",path="faq"} 1');
    expect(body).toContain('voicedesk_turn_duration_seconds_bucket{le="0.2",tenant="metrics-a",path="faq"} 1');
    for (const counter of ["emergencies", "postfilter_blocks", "disclaimers", "transfers", "not_found"])
      expect(body).toMatch(new RegExp(`voicedesk_${counter}_total\\{[^}]*tenant="metrics-a"[^}]*\\} 1`));
    expect(body).toContain('voicedesk_active_calls{tenant="metrics-a"} 1');
    expect(body).toMatch(/voicedesk_process_cpu_seconds_total/);
  });
});
