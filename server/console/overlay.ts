import { and, asc, eq } from "drizzle-orm";
import { overlayEntrySchema, type OverlayEntry } from "~/contracts/tenant-admin";
import type { Db } from "~/server/db";
import { tenantOverlays } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { recordAudit, type Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";

const log = moduleLogger("console.overlay");

export async function listOverlay(db: Db, tenantId: string) {
  const rows = await db
    .select({
      id: tenantOverlays.id,
      kind: tenantOverlays.kind,
      match: tenantOverlays.match,
      replacement: tenantOverlays.replacement,
      lang: tenantOverlays.lang,
    })
    .from(tenantOverlays)
    .where(eq(tenantOverlays.tenantId, tenantId))
    .orderBy(asc(tenantOverlays.kind), asc(tenantOverlays.match));
  log.info({ tenantId, entries: rows.length }, "overlay_listed");
  return rows;
}

/** Live on the next turn of a running call: the version bump makes every process reload the overlay. */
export async function addOverlayEntry(db: Db, tenantId: string, entry: OverlayEntry, actor: Actor) {
  const e = overlayEntrySchema.parse(entry);
  const values = { tenantId, kind: e.kind, match: e.match.trim(), replacement: e.kind === "stt_keyword" ? null : e.replacement.trim(), lang: e.lang || null };
  const id = await db.transaction(async (t) => {
    const [row] = await t.insert(tenantOverlays).values(values).returning({ id: tenantOverlays.id });
    await raiseContextVersion(t, tenantId);
    const { tenantId: _tenant, ...added } = values;
    await recordAudit(t, { tenantId, actor, action: `overlay.${e.kind}.add`, target: values.match, after: added });
    return row!.id;
  });
  announceTenantChange({ db, tenantId });
  return { id };
}

export async function removeOverlayEntry(db: Db, tenantId: string, id: string, actor: Actor) {
  await db.transaction(async (t) => {
    const [before] = await t
      .delete(tenantOverlays)
      .where(and(eq(tenantOverlays.tenantId, tenantId), eq(tenantOverlays.id, id)))
      .returning();
    if (!before) throw new NotFoundError("no such overlay entry");
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, {
      tenantId,
      actor,
      action: `overlay.${before.kind}.remove`,
      target: before.match,
      before: { kind: before.kind, match: before.match, replacement: before.replacement, lang: before.lang },
    });
  });
  announceTenantChange({ db, tenantId });
}
