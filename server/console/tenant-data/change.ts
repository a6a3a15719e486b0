import type { Column, SQL } from "drizzle-orm";
import type { Db } from "~/server/db";
import { anyContainsFolded } from "~/server/db/like";
import { RefusedError } from "~/lib/user-facing-error";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import type { AuditAction } from "~/contracts/audit";
import { recordAudit, type Actor } from "~/server/audit";

/** A value the form must correct, with the field it concerns (a key already used, an unknown department). */
export class FieldError extends RefusedError {
  constructor(
    override readonly field: string,
    message: string,
  ) {
    super(message, field);
  }
}

/** Postgres unique violation, through drizzle's wrapping or not. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

/**
 * One edit of tenant data: the change, the context version bump and the audit row (before → after)
 * commit together, and this process's turns reload at once: a running call hears it on its next turn.
 */
export async function auditedChange<T>(
  db: Db,
  tenantId: string,
  actor: Actor,
  work: (tx: Db) => Promise<{ action: AuditAction; target: string; before?: unknown; after?: unknown; result: T }>,
): Promise<T> {
  const result = await db.transaction(async (t) => {
    const done = await work(t);
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, { tenantId, actor, action: done.action, target: done.target, before: done.before, after: done.after });
    return done.result;
  });
  announceTenantChange({ db, tenantId });
  return result;
}

/**
 * The database condition for a search box's words: any of the columns holds them, in any case, with
 * or without accents, and literally (a typed % is a percent sign). No words, no condition.
 */
export function matching(needle: string | undefined, columns: (Column | SQL)[]): SQL | undefined {
  return anyContainsFolded(needle, columns);
}
