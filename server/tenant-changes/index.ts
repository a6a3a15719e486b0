import { eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db";
import { tenants } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("tenant_context.changes");

/** A committed change to what turns read about a tenant, in the database `db`. */
export interface TenantChange {
  db: Db;
  tenantId: string;
}

type Listener = (change: TenantChange) => void;
const listeners = new Set<Listener>();

/**
 * Raise the tenant's context version. Call it in the same transaction as the change (pass the
 * transaction), so no process can read the new data under the old version and keep it.
 */
export async function raiseContextVersion(db: Db, tenantId: string): Promise<void> {
  const raised = await db
    .update(tenants)
    .set({ contextVersion: sql`${tenants.contextVersion} + 1` })
    .where(eq(tenants.id, tenantId))
    .returning({ version: tenants.contextVersion });
  log.info({ tenantId, version: raised[0]?.version ?? null }, "tenant_context_version_raised");
}

/** Tell this process's caches, once the change has committed; other processes see the version. */
export function announceTenantChange(change: TenantChange): void {
  for (const listener of listeners) listener(change);
}

/** Both, for a change that is one statement of its own. */
export async function commitTenantChange(db: Db, tenantId: string): Promise<void> {
  await raiseContextVersion(db, tenantId);
  announceTenantChange({ db, tenantId });
}

export function onTenantChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
