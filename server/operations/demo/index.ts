import { and, eq, like, sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db";
import { conversations, tenants } from "~/server/db/schema";
import type { AgentTimings } from "~/contracts/agent-app";
import { moduleLogger } from "~/lib/logger";
import { endConversationByCaller, runTurn, settlePersistence, type TurnDeps } from "~/server/cognition/orchestrator";
import { DEMO_CALLS, type ScriptedCall } from "./scripts";

const log = moduleLogger("operations.demo");

import { DEMO_PREFIX } from "./prefix";

export { DEMO_PREFIX };

/**
 * Voice timings are NOT measured here: typed turns have no audio. They are sampled from a lognormal
 * fitted to the one-call figures of `npm run bench -- calls` (docs/benchmarks.md, 2026-11-23: first
 * audio p50 579–863 ms, p95 1,043–1,606 ms) — median 720 ms, σ 0.34 (p95 ≈ 1.26 s) — scaled per
 * path (a fixed reply is quicker, a model's answer slower). Everything else (path, class, intent,
 * citations, found, server-side stage latencies) comes from the real orchestrator.
 */
export const SAMPLED_FIRST_AUDIO = { medianMs: 720, sigma: 0.34 } as const;
const PATH_FACTOR: Record<string, number> = { prefilter: 0.8, capability: 0.95, faq: 0.9, agent: 1.5, extractive: 1.1, fallback: 1.0 };

/** Calls per day and the weight of each hour of the day (a hospital's office-hours curve). */
const HOUR_WEIGHTS = [0, 0, 0, 0, 0, 0, 1, 3, 8, 10, 9, 7, 5, 7, 8, 7, 5, 3, 2, 2, 1, 1, 0, 0];

export interface DemoOptions {
  tenant: string;
  days?: number;
  callsPerDay?: number;
  /** Deterministic: the same seed, the same calls. */
  seed?: number;
  now?: Date;
}

/** mulberry32: small, seedable, good enough for sampling demo traffic. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, items: readonly T[], weight: (t: T) => number): T {
  const total = items.reduce((n, i) => n + weight(i), 0);
  let r = random() * total;
  for (const item of items) if ((r -= weight(item)) < 0) return item;
  return items[items.length - 1]!;
}

function normal(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

export function sampleTimings(random: () => number, path: string): AgentTimings {
  const firstAudioMs = Math.round(SAMPLED_FIRST_AUDIO.medianMs * (PATH_FACTOR[path] ?? 1) * Math.exp(SAMPLED_FIRST_AUDIO.sigma * normal(random)));
  // The stages' shares of first audio in the voice bench: recognition ≈ 35 %, to the first sentence ≈ 65 %.
  return { transcriptMs: Math.round(firstAudioMs * 0.35), firstSentenceMs: Math.round(firstAudioMs * 0.65), firstAudioMs };
}

/** Whether this tenant already has generated demo telemetry (the generator runs once per data dir). */
export async function hasDemoTelemetry(db: Db, tenantId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), like(conversations.externalId, `${DEMO_PREFIX}%`)))
    .limit(1);
  return !!row;
}

/**
 * Runs scripted typed calls through the real orchestrator, then moves each call to a sampled moment
 * of the last `days` days and attaches sampled voice timings to its voice and phone turns.
 */
export async function generateDemoTelemetry(deps: TurnDeps, opts: DemoOptions): Promise<{ calls: number; turns: number; ms: number } | null> {
  const started = performance.now();
  const { db } = deps;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, opts.tenant));
  if (!tenant) throw new Error(`no tenant ${opts.tenant}`);
  if (await hasDemoTelemetry(db, tenant.id)) return null;
  const random = rng(opts.seed ?? 13);
  const days = opts.days ?? 14;
  const now = opts.now ?? new Date();
  let calls = 0;
  let turns = 0;
  for (let day = days - 1; day >= 0; day--) {
    const count = Math.max(1, Math.round((opts.callsPerDay ?? 6) * (0.7 + 0.6 * random())));
    for (let i = 0; i < count; i++) {
      const script = pick(random, DEMO_CALLS, (c) => c.weight);
      const hour = pick(
        random,
        HOUR_WEIGHTS.map((w, h) => ({ w, h })),
        (x) => x.w,
      ).h;
      const start = new Date(now.getTime() - day * 86_400_000);
      // Hours are Belgian local time (the demo hospital's zone), written as UTC+1.
      start.setUTCHours(hour - 1, Math.floor(random() * 60), Math.floor(random() * 60), 0);
      if (start > now) continue;
      const channel = pick(random, ["voice", "sip", "web"] as const, (c) => ({ voice: 5, sip: 4, web: 2 })[c]);
      turns += await runCall(deps, opts.tenant, `${DEMO_PREFIX}${day}-${i}`, channel, script, start, random);
      calls++;
    }
  }
  const ms = Math.round(performance.now() - started);
  log.info({ tenant: opts.tenant, calls, turns, ms }, "demo_telemetry_generated");
  return { calls, turns, ms };
}

async function runCall(deps: TurnDeps, tenant: string, key: string, channel: "voice" | "sip" | "web", script: ScriptedCall, start: Date, random: () => number) {
  const { db } = deps;
  let conversationId: string | null = null;
  for (const text of script.turns) {
    const result = await runTurn(deps, { tenant, conversation: key, channel, lang: script.lang, text });
    conversationId = result.conversationId;
    if (result.action === "transfer" || result.action === "end_call") break;
  }
  // Every write of the call has landed before it is moved in time (the persist queue is keyed by the orchestrator's own key).
  await settlePersistence();
  // One caller in five hangs up before saying goodbye.
  if (random() < 0.2) await endConversationByCaller(db, { tenant, externalId: key, channel: channel === "web" ? "web" : channel });
  const gap = 22; // seconds between turns
  await db.execute(sql`update conversation_messages set created_at = ${start.toISOString()}::timestamptz + make_interval(secs => turn_index * ${gap} + 6)
                       where conversation_id = ${conversationId}`);
  await db.execute(
    sql`update pipeline_telemetry t set created_at = m.created_at from conversation_messages m where m.id = t.message_id and t.conversation_id = ${conversationId}`,
  );
  await db.execute(
    sql`update category_mismatch_telemetry set created_at = ${start.toISOString()}::timestamptz + interval '5 seconds' where conversation_id = ${conversationId}`,
  );
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from conversation_messages where conversation_id = ${conversationId}`);
  const n = count?.n ?? 0;
  await db.execute(sql`update conversations set created_at = ${start.toISOString()}, ended_at = ${new Date(start.getTime() + (n * gap + 10) * 1000).toISOString()}
                       where id = ${conversationId}`);
  if (channel !== "web") {
    const rows = await queryRows<{ id: string; path: string }>(
      db,
      sql`select message_id as id, path::text as path from pipeline_telemetry where conversation_id = ${conversationId}`,
    );
    for (const row of rows) {
      await db.execute(
        sql`update pipeline_telemetry set agent_timings = ${JSON.stringify(sampleTimings(random, row.path))}::jsonb where message_id = ${row.id}`,
      );
    }
  }
  return n;
}
