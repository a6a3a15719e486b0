import { eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { tenants } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { UnknownTenantError } from "~/server/taxonomy/load-taxonomy";
import { onTenantChange } from "~/server/tenant-changes";
import { loadTenantContext, type TenantContext } from "./context";

const log = moduleLogger("tenant_context.cache");

interface Entry {
  id: string;
  version: number;
  context: Promise<TenantContext>;
}

/** One cache per database handle: tests and tools open several databases in one process. */
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

function load(db: Db, cache: Map<string, Entry>, tenant: { id: string; slug: string; version: number }): Entry {
  const entry: Entry = { id: tenant.id, version: tenant.version, context: loadTenantContext(db, tenant) };
  cache.set(tenant.slug, entry);
  // A failed load is not kept: the next turn tries again.
  entry.context.catch((err: unknown) => {
    if (cache.get(tenant.slug) === entry) cache.delete(tenant.slug);
    log.error({ tenant: tenant.slug, err }, "tenant_context_load_failed");
  });
  return entry;
}

/** A tenant's id and the version of its context (raised by every committed change). */
export interface TenantVersion {
  id: string;
  version: number;
}

/** One indexed read: the tenant's id and context version. */
export async function readTenantVersion(db: Db, slug: string): Promise<TenantVersion> {
  const [row] = await db.select({ id: tenants.id, version: tenants.contextVersion }).from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new UnknownTenantError(slug);
  return row;
}

/**
 * The tenant's context for a turn. One indexed read per call (the tenant's id and context version,
 * or none when the caller read them already — a turn reads them with its conversation); the
 * context itself is loaded only when the version moved — a change committed by this process or by
 * any other one — and shared by the turns that arrive meanwhile.
 */
export async function tenantContext(db: Db, slug: string, known?: TenantVersion): Promise<TenantContext> {
  const row = known ?? (await readTenantVersion(db, slug));
  const cache = cacheOf(db);
  const cached = cache.get(slug);
  if (cached && cached.id === row.id && cached.version === row.version) return cached.context;
  return load(db, cache, { id: row.id, slug, version: row.version }).context;
}

// A change committed in this process replaces the context at once, so the next turn finds it loaded.
onTenantChange(({ db, tenantId }) => {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [slug, entry] of cache) {
    if (entry.id !== tenantId) continue;
    cache.delete(slug);
    void db
      .select({ version: tenants.contextVersion })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .then(([row]) => {
        if (row && !cache.has(slug)) load(db, cache, { id: tenantId, slug, version: row.version });
      })
      .catch((err: unknown) => log.warn({ tenant: slug, err }, "tenant_context_reload_failed"));
  }
});
