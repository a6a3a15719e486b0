import { and, asc, eq } from "drizzle-orm";
import { NotFoundError } from "~/lib/user-facing-error";
import { departmentEditSchema, type DepartmentEdit } from "~/contracts/tenant-admin";
import type { Db } from "~/server/db";
import { campuses, departments } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { holdsFolded } from "~/server/db/like";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { recordAudit, type Actor } from "~/server/audit";

const log = moduleLogger("console.departments");

export async function listDepartments(db: Db, tenantId: string, search?: string) {
  const rows = await db
    .select({
      key: departments.key,
      names: departments.names,
      aliases: departments.aliases,
      specialty: departments.specialty,
      phone: departments.phone,
      location: departments.location,
      campus: campuses.name,
    })
    .from(departments)
    .leftJoin(campuses, eq(campuses.id, departments.campusId))
    .where(eq(departments.tenantId, tenantId))
    .orderBy(asc(departments.key));
  const needle = search?.trim();
  // Any case, with or without accents: as the lists searched in the database match.
  const found = needle ? rows.filter((r) => [r.key, r.phone ?? "", ...Object.values(r.names), ...r.aliases].some((v) => holdsFolded(v, needle))) : rows;
  log.info({ tenantId, departments: found.length }, "departments_listed");
  return found;
}

/**
 * Save a department's names, aliases, phone and location. The change, the context version bump and
 * the audit row commit together, so a running call reads the new phone number on its next turn.
 */
export async function updateDepartment(db: Db, tenantId: string, edit: DepartmentEdit, actor: Actor) {
  const e = departmentEditSchema.parse(edit);
  const after = { names: e.names, aliases: e.aliases, phone: e.phone || null, location: Object.keys(e.location).length ? e.location : null };
  await db.transaction(async (t) => {
    const [before] = await t
      .select({ names: departments.names, aliases: departments.aliases, phone: departments.phone, location: departments.location })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), eq(departments.key, e.key)));
    if (!before) throw new NotFoundError(`no department "${e.key}"`);
    await t
      .update(departments)
      .set(after)
      .where(and(eq(departments.tenantId, tenantId), eq(departments.key, e.key)));
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, { tenantId, actor, action: "department.update", target: e.key, before, after });
  });
  announceTenantChange({ db, tenantId });
  return after;
}
