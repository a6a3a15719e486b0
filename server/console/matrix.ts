import { and, eq, isNull } from "drizzle-orm";
import { AFFINITY_BOUNDS, affinityMultiplierSchema } from "~/contracts/tenant-admin";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { affinityMatrices } from "~/server/db/schema";
import { CHUNK_CATEGORIES, type ChunkCategory } from "~/server/db/schema/enums";
import { searchQuestion } from "~/server/cognition/search-question";
import type { Embedder } from "~/server/knowledge/embedding";
import type { AffinityMatrix } from "~/server/knowledge/value-framework/affinity";
import { tenantContext } from "~/server/tenant-context";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { recordAudit, type Actor } from "~/server/audit";

const log = moduleLogger("console.matrix");

export interface MatrixCell {
  default: number;
  /** The tenant's own value, or null when the default applies. */
  override: number | null;
}

/** The intent × category grid: the default beside every cell, and the tenant's overrides. */
export async function matrixGrid(db: Db, tenantId: string) {
  const rows = await db
    .select({
      tenantId: affinityMatrices.tenantId,
      intent: affinityMatrices.intent,
      category: affinityMatrices.category,
      multiplier: affinityMatrices.multiplier,
    })
    .from(affinityMatrices)
    .where(isNull(affinityMatrices.tenantId));
  const own = await db
    .select({ intent: affinityMatrices.intent, category: affinityMatrices.category, multiplier: affinityMatrices.multiplier })
    .from(affinityMatrices)
    .where(eq(affinityMatrices.tenantId, tenantId));
  const intents = [...new Set([...rows.map((r) => r.intent), ...own.map((r) => r.intent)])];
  const cells: Record<string, Record<string, MatrixCell>> = {};
  for (const intent of intents) {
    cells[intent] = {};
    for (const category of CHUNK_CATEGORIES) {
      const def = rows.find((r) => r.intent === intent && r.category === category)?.multiplier ?? 1;
      const o = own.find((r) => r.intent === intent && r.category === category)?.multiplier ?? null;
      cells[intent]![category] = { default: def, override: o };
    }
  }
  log.info({ tenantId, intents: intents.length, overrides: own.length }, "matrix_listed");
  return { intents, categories: [...CHUNK_CATEGORIES], bounds: AFFINITY_BOUNDS, cells };
}

/** Set (a number) or reset to the default (null) one cell; audited and live on the next turn. */
export async function setMatrixCell(db: Db, tenantId: string, cell: { intent: string; category: ChunkCategory; multiplier: number | null }, actor: Actor) {
  const multiplier = cell.multiplier === null ? null : affinityMultiplierSchema.parse(cell.multiplier);
  const where = and(eq(affinityMatrices.tenantId, tenantId), eq(affinityMatrices.intent, cell.intent), eq(affinityMatrices.category, cell.category));
  await db.transaction(async (t) => {
    const [before] = await t.select({ multiplier: affinityMatrices.multiplier }).from(affinityMatrices).where(where);
    if (multiplier === null) await t.delete(affinityMatrices).where(where);
    else
      await t
        .insert(affinityMatrices)
        .values({ tenantId, intent: cell.intent, category: cell.category, multiplier })
        .onConflictDoUpdate({ target: [affinityMatrices.tenantId, affinityMatrices.intent, affinityMatrices.category], set: { multiplier } });
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, {
      tenantId,
      actor,
      action: multiplier === null ? "matrix.reset" : "matrix.set",
      target: `${cell.intent} × ${cell.category}`,
      before: before?.multiplier ?? "default",
      after: multiplier ?? "default",
    });
  });
  announceTenantChange({ db, tenantId });
}

export interface PreviewRequest {
  tenant: string;
  lang: Lang;
  text: string;
  intent?: string;
  /** Cells as they would be after the edit. */
  draft: { intent: string; category: ChunkCategory; multiplier: number }[];
}

/** The top chunks a question gets now, and with the draft cells applied, side by side. */
export async function previewMatrix(db: Db, embedder: Embedder, req: PreviewRequest) {
  const tenant = await tenantContext(db, req.tenant);
  const draft: AffinityMatrix = structuredClone(tenant.affinity) as AffinityMatrix;
  for (const c of req.draft) (draft[c.intent] ??= {})[c.category] = affinityMultiplierSchema.parse(c.multiplier);
  const q = { tenant: req.tenant, lang: req.lang, text: req.text, intent: req.intent, limit: 5 };
  const [before, after] = await Promise.all([searchQuestion(db, embedder, q), searchQuestion(db, embedder, { ...q, affinity: draft })]);
  const top = (r: typeof before) =>
    r.chunks.map((c) => ({ id: c.id, title: c.title, category: c.category, affinity: c.affinity, score: Number(c.score.toFixed(4)) }));
  return { intent: before.intent, before: top(before), after: top(after) };
}
