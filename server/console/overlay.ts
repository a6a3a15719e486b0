import { and, asc, count, eq, sql } from "drizzle-orm";
import { overlayEntrySchema, type OverlayEntry, type OverlayListRequest } from "~/contracts/tenant-admin";
import type { Db } from "~/server/db";
import { tenantOverlays } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { recordAudit, type Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";
import { pageFromDb } from "./list-page";
import { matching } from "./tenant-data/change";

const log = moduleLogger("console.overlay");

/**
 * One kind's entries, by what is matched, searched in what is matched and what it becomes: a page of
 * them and the total, read as a page from the database. `showing` asks for the page holding that entry.
 */
export async function listOverlay(db: Db, tenantId: string, request: OverlayListRequest) {
  const where = and(
    eq(tenantOverlays.tenantId, tenantId),
    eq(tenantOverlays.kind, request.kind),
    matching(request.query, [tenantOverlays.match, tenantOverlays.replacement]),
  );
  const order = [asc(tenantOverlays.match), asc(tenantOverlays.id)];
  const showing = request.showing;
  const listed = await pageFromDb(request, {
    total: async () => (await db.select({ n: count() }).from(tenantOverlays).where(where))[0]?.n ?? 0,
    place: showing
      ? async () => {
          const ranked = db
            .select({
              id: tenantOverlays.id,
              place: sql<number>`(row_number() over (order by ${tenantOverlays.match} asc, ${tenantOverlays.id} asc) - 1)::int`.as("place"),
            })
            .from(tenantOverlays)
            .where(where)
            .as("ranked");
          const [held] = await db.select({ place: ranked.place }).from(ranked).where(eq(ranked.id, showing));
          return held?.place ?? null;
        }
      : undefined,
    rows: (limit, offset) =>
      db
        .select({
          id: tenantOverlays.id,
          kind: tenantOverlays.kind,
          match: tenantOverlays.match,
          replacement: tenantOverlays.replacement,
          lang: tenantOverlays.lang,
        })
        .from(tenantOverlays)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
  });
  log.info({ tenantId, kind: request.kind, rows: listed.rows.length, total: listed.total, page: listed.page, byWords: !!request.query }, "overlay_listed");
  return listed;
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
