import type { AuditAction } from "../../../contracts/vocabulary";
import type { Db } from "../../db";
import { announceTenantChange, raiseContextVersion } from "../../tenant-context";
import { recordAudit, type Actor } from "../audit";

/** A value the form must correct, with the field it concerns (a key already used, an unknown department). */
export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
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
  const result = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const done = await work(t);
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, { tenantId, actor, action: done.action, target: done.target, before: done.before, after: done.after });
    return done.result;
  });
  announceTenantChange({ db, tenantId });
  return result;
}

/** Case-insensitive match of any of the texts against a search box's words. */
export function matches(needle: string | undefined, texts: (string | null | undefined)[]): boolean {
  const n = needle?.trim().toLowerCase();
  return !n || texts.some((v) => (v ?? "").toLowerCase().includes(n));
}
