import { and, asc, eq } from "drizzle-orm";
import { overlayEntrySchema, type OverlayEntry, type OverlayListRequest } from "~/contracts/tenant-admin";
import type { Db } from "~/server/db";
import { tenantOverlays } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { recordAudit, type Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";
import { pageOf } from "./list-page";
import { matches } from "./tenant-data/change";

const log = moduleLogger("console.overlay");

/** One kind's entries, by what is matched, searched in what is matched and what it becomes: a page of them and the total. */
export async function listOverlay(db: Db, tenantId: string, request: OverlayListRequest) {
  const rows = await db
    .select({
      id: tenantOverlays.id,
      kind: tenantOverlays.kind,
      match: tenantOverlays.match,
      replacement: tenantOverlays.replacement,
      lang: tenantOverlays.lang,
    })
    .from(tenantOverlays)
    .where(and(eq(tenantOverlays.tenantId, tenantId), eq(tenantOverlays.kind, request.kind)))
    .orderBy(asc(tenantOverlays.match));
  const found = rows.filter((r) => matches(request.query, [r.match, r.replacement]));
  log.info({ tenantId, kind: request.kind, entries: rows.length, found: found.length }, "overlay_listed");
  return pageOf(found, request, request.showing ? (r) => r.id === request.showing : undefined);
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
