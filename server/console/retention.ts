import { and, eq, lt, sql } from "drizzle-orm";
import { retentionDaysSchema, transcriptPolicyOf, transcriptPolicySchema, type TranscriptPolicy } from "~/contracts/tenant-admin";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { conversations, tenants } from "~/server/db/schema";
import { recordAudit, SYSTEM_ACTOR, type Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";

const log = moduleLogger("console.retention");

export async function retentionOf(db: Db, tenantId: string): Promise<{ days: number; transcripts: TranscriptPolicy }> {
  const [t] = await db.select({ days: tenants.retentionDays, settings: tenants.settings }).from(tenants).where(eq(tenants.id, tenantId));
  return { days: t?.days ?? 90, transcripts: transcriptPolicyOf(t?.settings) };
}

/** Whether turns from now on keep their words; audited, and live on the next turn of every app process. */
export async function setTranscriptPolicy(db: Db, tenantId: string, policy: TranscriptPolicy, actor: Actor): Promise<void> {
  const p = transcriptPolicySchema.parse(policy);
  await db.transaction(async (t) => {
    const before = await retentionOf(t, tenantId);
    await t
      .update(tenants)
      .set({ settings: sql`${tenants.settings} || ${JSON.stringify({ transcripts: p })}::jsonb` })
      .where(eq(tenants.id, tenantId));
    await recordAudit(t, { tenantId, actor, action: "retention.transcripts", target: "conversations", before: before.transcripts, after: p });
    await raiseContextVersion(t, tenantId);
  });
  announceTenantChange({ db, tenantId });
}

export async function setRetention(db: Db, tenantId: string, days: number, actor: Actor) {
  const d = retentionDaysSchema.parse(days);
  await db.transaction(async (t) => {
    const before = await retentionOf(t, tenantId);
    await t.update(tenants).set({ retentionDays: d }).where(eq(tenants.id, tenantId));
    await recordAudit(t, { tenantId, actor, action: "retention.set", target: "conversations", before: before.days, after: d });
  });
}

/**
 * Deletes every tenant's conversations older than its retention period (messages go with them by
 * cascade). Runs on start and daily; each tenant's purge is one audited statement.
 */
export async function purgeExpiredConversations(db: Db, now = new Date()): Promise<{ tenant: string; deleted: number }[]> {
  const all = await db.select({ id: tenants.id, slug: tenants.slug, days: tenants.retentionDays }).from(tenants);
  const report: { tenant: string; deleted: number }[] = [];
  for (const t of all) {
    const cutoff = new Date(now.getTime() - t.days * 86_400_000);
    const deleted = await db.transaction(async (x) => {
      const rows = await x
        .delete(conversations)
        .where(and(eq(conversations.tenantId, t.id), lt(conversations.startedAt, cutoff)))
        .returning({ id: conversations.id });
      if (rows.length)
        await recordAudit(x, {
          tenantId: t.id,
          actor: SYSTEM_ACTOR,
          action: "retention.purge",
          target: "conversations",
          after: { deleted: rows.length, olderThan: cutoff },
        });
      return rows.length;
    });
    report.push({ tenant: t.slug, deleted });
  }
  log.info({ tenants: report.length, deleted: report.reduce((n, r) => n + r.deleted, 0) }, "retention_purged");
  return report;
}

/** Erasure on request (GDPR art. 17): one conversation and its messages, audited without content. */
export async function eraseConversation(db: Db, tenantId: string, conversationId: string, actor: Actor) {
  await db.transaction(async (t) => {
    const rows = await t
      .delete(conversations)
      .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, conversationId)))
      .returning({ id: conversations.id, startedAt: conversations.startedAt });
    if (!rows.length) throw new NotFoundError("no such conversation");
    await recordAudit(t, { tenantId, actor, action: "conversation.erase", target: conversationId, before: { startedAt: rows[0]!.startedAt } });
  });
}

/** Start-up and every 24 h; the timer never keeps the process alive. */
export function scheduleRetentionPurge(db: Db): () => void {
  const run = () => {
    purgeExpiredConversations(db).catch((err: unknown) => log.error({ err }, "retention_purge_failed"));
  };
  run();
  const timer = setInterval(run, 24 * 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
