import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { AuditAction } from "~/contracts/audit";
import type { Db } from "~/server/db";
import { auditLog } from "~/server/db/schema";
import { containsFolded } from "~/server/db/like";
import { onHospitalDays } from "~/server/db/hospital-days";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("console.audit");

/** Who did it: a signed-in staff member, or "system" for scheduled jobs. */
export interface Actor {
  id: string | null;
  email: string;
}

export const SYSTEM_ACTOR: Actor = { id: null, email: "system" };

export interface AuditEntry {
  tenantId: string | null;
  actor: Actor;
  /** One of the shared vocabulary's actions: the console's filter offers exactly those. */
  action: AuditAction;
  target: string;
  before?: unknown;
  after?: unknown;
}

/** Write one audit row. Pass the transaction that made the change, so both commit or neither. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: entry.tenantId,
    actorId: entry.actor.id,
    actor: entry.actor.email,
    action: entry.action,
    target: entry.target,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export interface AuditFilter {
  action?: AuditAction;
  /** Matches the actor's e-mail or the target, case-insensitive. */
  text?: string;
  /** The hospital's days (YYYY-MM-DD, in its zone), both included. */
  from?: string;
  to?: string;
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

/** One page of the tenant's audit log, newest first, with how many entries the filter matches in all. */
export async function listAudit(db: Db, tenantId: string, filter: AuditFilter = {}) {
  const where: SQL[] = [eq(auditLog.tenantId, tenantId)];
  if (filter.action) where.push(eq(auditLog.action, filter.action));
  const text = filter.text?.trim();
  if (text) where.push(or(containsFolded(auditLog.actor, text), containsFolded(auditLog.target, text))!);
  where.push(...onHospitalDays(auditLog.at, tenantId, filter));
  const page = filter.page ?? 1;
  const pageSize = filter.pageSize ?? 50;
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(auditLog)
    .where(and(...where));
  const total = counted?.total ?? 0;
  log.info({ tenantId, rows: rows.length, total, page }, "audit_listed");
  return {
    rows: rows.map((r) => ({ id: r.id, at: r.at, actor: r.actor, action: r.action, target: r.target, before: r.before, after: r.after })),
    total,
    page,
    pageSize,
  };
}
