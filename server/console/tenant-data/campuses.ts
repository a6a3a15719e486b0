import { and, asc, count, eq } from "drizzle-orm";
import { campusEditSchema, type CampusEdit, type ListPageRequest } from "~/contracts/tenant-admin";
import { pageFromDb } from "../list-page";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { campuses } from "~/server/db/schema";
import type { Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";
import { auditedChange, FieldError, isUniqueViolation, matching } from "./change";

const log = moduleLogger("console.campuses");

const columns = {
  id: campuses.id,
  key: campuses.key,
  name: campuses.name,
  street: campuses.street,
  postcode: campuses.postcode,
  city: campuses.city,
  phone: campuses.phone,
  directions: campuses.directions,
};
/** Audit rows show a campus as the form does: no id, directions always an object. */
const shown = <T extends { directions: unknown }>({ id: _id, ...r }: T & { id?: string }) => ({ ...r, directions: r.directions ?? {} });

/** A page of the campuses, by key, searched in key, name, address and phone; read as a page from the database. */
export async function listCampuses(db: Db, tenantId: string, request: ListPageRequest) {
  const where = and(eq(campuses.tenantId, tenantId), matching(request.query, [campuses.key, campuses.name, campuses.street, campuses.city, campuses.phone]));
  const listed = await pageFromDb(request, {
    total: async () => (await db.select({ n: count() }).from(campuses).where(where))[0]?.n ?? 0,
    rows: (limit, offset) => db.select(columns).from(campuses).where(where).orderBy(asc(campuses.key), asc(campuses.id)).limit(limit).offset(offset),
  });
  log.info({ tenantId, rows: listed.rows.length, total: listed.total, page: listed.page, byWords: !!request.query }, "campuses_listed");
  return { ...listed, rows: listed.rows.map((r) => ({ ...r, directions: r.directions ?? {} })) };
}

/** Every campus's key and name, by key: the console's pickers and the cells that would show a key. */
export async function listCampusNames(db: Db, tenantId: string) {
  const rows = await db.select({ key: campuses.key, name: campuses.name }).from(campuses).where(eq(campuses.tenantId, tenantId)).orderBy(asc(campuses.key));
  log.info({ tenantId, campuses: rows.length }, "campus_names_listed");
  return rows;
}

/** Add (id null) or change a campus. */
export async function saveCampus(db: Db, tenantId: string, id: string | null, edit: CampusEdit, actor: Actor) {
  const e = campusEditSchema.parse(edit);
  const values = { ...e, phone: e.phone || null, directions: Object.keys(e.directions).length ? e.directions : null };
  try {
    return await auditedChange(db, tenantId, actor, async (t) => {
      if (id === null) {
        const [row] = await t
          .insert(campuses)
          .values({ tenantId, ...values })
          .returning({ id: campuses.id });
        return { action: "campus.add", target: e.key, after: shown(values), result: { id: row!.id } };
      }
      const [before] = await t
        .select(columns)
        .from(campuses)
        .where(and(eq(campuses.tenantId, tenantId), eq(campuses.id, id)));
      if (!before) throw new NotFoundError("no such campus");
      await t.update(campuses).set(values).where(eq(campuses.id, id));
      return { action: "campus.update", target: e.key, before: shown(before), after: shown(values), result: { id } };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new FieldError("key", `a campus with key "${e.key}" exists already`);
    throw err;
  }
}

/** Departments and doctors on it keep their data and lose only the campus (ON DELETE SET NULL). */
export async function removeCampus(db: Db, tenantId: string, id: string, actor: Actor) {
  await auditedChange(db, tenantId, actor, async (t) => {
    const [before] = await t
      .delete(campuses)
      .where(and(eq(campuses.tenantId, tenantId), eq(campuses.id, id)))
      .returning(columns);
    if (!before) throw new NotFoundError("no such campus");
    return { action: "campus.remove", target: before.key, before: shown(before), result: null };
  });
}
