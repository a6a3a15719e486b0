import { and, eq, isNull, or } from "drizzle-orm";
import { intentNameSchema } from "~/contracts/input";
import { z } from "zod";
import type { Db } from "~/server/db";
import { affinityMatrices } from "~/server/db/schema";
import { CHUNK_CATEGORIES, type ChunkCategory } from "~/server/db/schema/enums";
import { AFFINITY_BOUNDS } from "~/server/db/seed/default-affinity";
import { moduleLogger } from "~/lib/logger";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";

const log = moduleLogger("knowledge.value_framework");

/** intent → category → multiplier. Intents missing here are neutral (1.0 everywhere). */
export type AffinityMatrix = Record<string, Partial<Record<ChunkCategory, number>>>;

export const NEUTRAL_MULTIPLIER = 1;

/**
 * The tenant's effective matrix: the default row set (tenant_id NULL, seeded by migration) with
 * the tenant's own rows laid over it cell by cell.
 */
export async function loadAffinityMatrix(db: Db, tenantId: string): Promise<AffinityMatrix> {
  const rows = await db
    .select({
      tenantId: affinityMatrices.tenantId,
      intent: affinityMatrices.intent,
      category: affinityMatrices.category,
      multiplier: affinityMatrices.multiplier,
    })
    .from(affinityMatrices)
    .where(or(isNull(affinityMatrices.tenantId), eq(affinityMatrices.tenantId, tenantId)));
  const matrix: AffinityMatrix = {};
  // Defaults first, then overrides, so an override always wins regardless of row order.
  for (const r of [...rows.filter((r) => r.tenantId === null), ...rows.filter((r) => r.tenantId !== null)]) {
    (matrix[r.intent] ??= {})[r.category] = r.multiplier;
  }
  log.debug({ tenantId, rows: rows.length, intents: Object.keys(matrix).length }, "affinity_loaded");
  return matrix;
}

/** Bounded even if a row bypassed the database CHECK (e.g. a matrix built in code). */
export function multiplierFor(matrix: AffinityMatrix, intent: string | null | undefined, category: ChunkCategory): number {
  if (!intent) return NEUTRAL_MULTIPLIER;
  const value = matrix[intent]?.[category];
  if (value === undefined) return NEUTRAL_MULTIPLIER;
  return Math.min(AFFINITY_BOUNDS.max, Math.max(AFFINITY_BOUNDS.min, value));
}

export const affinityOverrideSchema = z.strictObject({
  intent: intentNameSchema,
  category: z.enum(CHUNK_CATEGORIES),
  multiplier: z
    .number()
    .min(AFFINITY_BOUNDS.min, `multipliers are bounded ${AFFINITY_BOUNDS.min}–${AFFINITY_BOUNDS.max}`)
    .max(AFFINITY_BOUNDS.max, `multipliers are bounded ${AFFINITY_BOUNDS.min}–${AFFINITY_BOUNDS.max}`),
});
export type AffinityOverride = z.infer<typeof affinityOverrideSchema>;

/** Set one tenant cell (admin). Adding a new intent row is the operational fix for a mismatch spike. */
export async function setAffinityOverride(db: Db, tenantId: string, input: AffinityOverride): Promise<void> {
  const o = affinityOverrideSchema.parse(input);
  await db.transaction(async (tx) => {
    await tx
      .insert(affinityMatrices)
      .values({ tenantId, intent: o.intent, category: o.category, multiplier: o.multiplier })
      .onConflictDoUpdate({ target: [affinityMatrices.tenantId, affinityMatrices.intent, affinityMatrices.category], set: { multiplier: o.multiplier } });
    await raiseContextVersion(tx, tenantId);
  });
  announceTenantChange({ db, tenantId });
  log.info({ tenantId, ...o }, "affinity_override_set");
}

export async function clearAffinityOverride(db: Db, tenantId: string, intent: string, category: ChunkCategory): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(affinityMatrices)
      .where(and(eq(affinityMatrices.tenantId, tenantId), eq(affinityMatrices.intent, intent), eq(affinityMatrices.category, category)));
    await raiseContextVersion(tx, tenantId);
  });
  announceTenantChange({ db, tenantId });
}
