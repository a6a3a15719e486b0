import { timingSafeEqual } from "node:crypto";
import { sql } from "drizzle-orm";
import { env } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import { getDb, queryRows, type Db } from "~/server/db";
import { metrics } from "~/server/metrics";

const log = moduleLogger("api.metrics");

/**
 * GET /api/metrics (app/api/metrics/route.ts): the Prometheus exposition, behind the bearer token
 * VOICEDESK_METRICS_TOKEN. No token configured → 404 that says how to turn it on, so a scrape
 * never silently exposes telemetry; a wrong or missing token → 401.
 */
export async function metricsResponse(request: Request, db?: Db): Promise<Response> {
  const token = env().VOICEDESK_METRICS_TOKEN;
  if (!token) {
    return text(
      404,
      "Metrics are off. Set VOICEDESK_METRICS_TOKEN (16+ characters) and scrape with `Authorization: Bearer <token>`; see docs/operations.md.\n",
    );
  }
  const header = request.headers.get("authorization") ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7) : "";
  if (!same(given, token)) {
    log.warn({ hasHeader: header.length > 0 }, "metrics_refused");
    return text(401, "Bearer token missing or wrong.\n", { "www-authenticate": 'Bearer realm="voicedesk-metrics"' });
  }
  const m = metrics();
  await readGauges(db ?? (await getDb()), m).catch((err: unknown) => log.error({ err }, "metrics_gauges_failed"));
  return new Response(await m.registry.metrics(), { status: 200, headers: { "content-type": m.registry.contentType, "cache-control": "no-store" } });
}

/** The "now" gauges come from the database at scrape time: they must agree with the console. */
async function readGauges(db: Db, m: ReturnType<typeof metrics>): Promise<void> {
  const active = await queryRows<{ tenant: string; n: number }>(
    db,
    sql`select t.slug as tenant, count(c.id)::int as n from tenants t
        left join conversations c on c.tenant_id = t.id and c.ended_at is null and c.channel in ('voice', 'sip') and c.created_at > now() - interval '2 hours'
        group by t.slug`,
  );
  m.activeCalls.reset();
  for (const r of active) m.activeCalls.set({ tenant: r.tenant }, r.n);
  const shaped = await queryRows<{ tenant: string; ratio: number | null }>(
    db,
    sql`select t.slug as tenant, avg(case when p.sentences_dropped = 0 then 1.0 else 0.0 end)::float8 as ratio
        from pipeline_telemetry p join tenants t on t.id = p.tenant_id
        where p.created_at > now() - interval '1 hour' and p.path in ('capability', 'faq', 'agent', 'extractive') and p.found and not p.postfilter_blocked
        group by t.slug`,
  );
  m.shaperCompliance.reset();
  for (const r of shaped) if (r.ratio !== null) m.shaperCompliance.set({ tenant: r.tenant }, r.ratio);
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } });
}
