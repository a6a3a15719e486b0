import { and, asc, count, eq, sql } from "drizzle-orm";
import { doctorEditSchema, type DoctorEdit, type ListPageRequest } from "~/contracts/tenant-admin";
import { pageFromDb } from "../list-page";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { consultationSchedulesOf } from "~/server/taxonomy/consultation-schedules";
import { campuses, consultationSchedules, departments, doctors } from "~/server/db/schema";
import type { Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";
import { auditedChange, FieldError, isUniqueViolation, matching } from "./change";
import { departmentIdOf } from "./symptoms";

const log = moduleLogger("console.doctors");

const PART_ORDER = { morning: 0, afternoon: 1, evening: 2 } as const;

/** The doctors a search finds: key, names, specialty or department key hold the words. */
const doctorsFound = (tenantId: string, search: string | undefined) =>
  and(
    eq(doctors.tenantId, tenantId),
    matching(search, [
      doctors.key,
      doctors.firstName,
      doctors.lastName,
      sql`${doctors.firstName} || ' ' || ${doctors.lastName}`,
      doctors.specialty,
      departments.key,
    ]),
  );

/**
 * Doctors as the form edits them: department and campuses by key, consultations in week order. One
 * doctor by id, or a window of the doctors a search finds (by key).
 */
async function doctorsAsEdits(db: Db, tenantId: string, which: string | { search: string | undefined; limit: number; offset: number }) {
  const campusRows = await db.select({ id: campuses.id, key: campuses.key }).from(campuses).where(eq(campuses.tenantId, tenantId));
  const campusKey = (cid: string | null) => (cid ? (campusRows.find((c) => c.id === cid)?.key ?? "") : "");
  const rows = await db
    .select({
      id: doctors.id,
      key: doctors.key,
      title: doctors.title,
      firstName: doctors.firstName,
      lastName: doctors.lastName,
      specialty: doctors.specialty,
      department: departments.key,
      campusId: doctors.campusId,
      phone: doctors.phone,
    })
    .from(doctors)
    .innerJoin(departments, eq(departments.id, doctors.departmentId))
    .where(typeof which === "string" ? and(eq(doctors.tenantId, tenantId), eq(doctors.id, which)) : doctorsFound(tenantId, which.search))
    .orderBy(asc(doctors.key), asc(doctors.id))
    .limit(typeof which === "string" ? 1 : which.limit)
    .offset(typeof which === "string" ? 0 : which.offset);
  const sessions = await consultationSchedulesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map(({ campusId, ...r }) => ({
    ...r,
    campus: campusKey(campusId),
    phone: r.phone ?? "",
    schedule: sessions
      .filter((s) => s.doctorId === r.id)
      .sort((a, b) => a.weekday - b.weekday || PART_ORDER[a.partOfDay] - PART_ORDER[b.partOfDay])
      .map((s) => ({ day: s.weekday, part: s.partOfDay, frequency: s.frequency, campus: s.campusId === campusId ? "" : campusKey(s.campusId) })),
  }));
}

/** A page of the doctors, by key, with their consultations; read as a page from the database. */
export async function listDoctors(db: Db, tenantId: string, request: ListPageRequest) {
  const listed = await pageFromDb(request, {
    total: async () =>
      (
        await db
          .select({ n: count() })
          .from(doctors)
          .innerJoin(departments, eq(departments.id, doctors.departmentId))
          .where(doctorsFound(tenantId, request.query))
      )[0]?.n ?? 0,
    rows: (limit, offset) => doctorsAsEdits(db, tenantId, { search: request.query, limit, offset }),
  });
  log.info({ tenantId, rows: listed.rows.length, total: listed.total, page: listed.page, byWords: !!request.query }, "doctors_listed");
  return listed;
}

/** Add (id null) or change a doctor and replace their consultations. */
export async function saveDoctor(db: Db, tenantId: string, id: string | null, edit: DoctorEdit, actor: Actor) {
  const e = doctorEditSchema.parse(edit);
  try {
    return await auditedChange(db, tenantId, actor, async (t) => {
      const campusRows = await t.select({ id: campuses.id, key: campuses.key }).from(campuses).where(eq(campuses.tenantId, tenantId));
      const campusId = (key: string, field: string) => {
        if (!key) return null;
        const c = campusRows.find((r) => r.key === key);
        if (!c) throw new FieldError(field, `unknown campus "${key}"`);
        return c.id;
      };
      const doctorCampus = campusId(e.campus, "campus");
      const values = {
        key: e.key,
        title: e.title,
        firstName: e.firstName,
        lastName: e.lastName,
        specialty: e.specialty,
        departmentId: await departmentIdOf(t, tenantId, e.department),
        campusId: doctorCampus,
        phone: e.phone || null,
      };
      const sessions = e.schedule.map((s, i) => ({
        weekday: s.day,
        partOfDay: s.part,
        frequency: s.frequency,
        campusId: campusId(s.campus, `schedule.${i}.campus`) ?? doctorCampus,
      }));
      let before: Awaited<ReturnType<typeof doctorsAsEdits>>[number] | undefined;
      let doctorId = id;
      if (id === null) {
        const [row] = await t
          .insert(doctors)
          .values({ tenantId, ...values })
          .returning({ id: doctors.id });
        doctorId = row!.id;
      } else {
        [before] = await doctorsAsEdits(t, tenantId, id);
        if (!before) throw new NotFoundError("no such doctor");
        await t.update(doctors).set(values).where(eq(doctors.id, id));
        await t.delete(consultationSchedules).where(eq(consultationSchedules.doctorId, id));
      }
      if (sessions.length) await t.insert(consultationSchedules).values(sessions.map((s) => ({ doctorId: doctorId!, ...s })));
      const [after] = await doctorsAsEdits(t, tenantId, doctorId!);
      const strip = <T extends { id: string }>({ id: _id, ...r }: T) => r;
      return {
        action: id === null ? "doctor.add" : "doctor.update",
        target: e.key,
        before: before ? strip(before) : undefined,
        after: strip(after!),
        result: { id: doctorId! },
      };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new FieldError("key", `a doctor with key "${e.key}" exists already`);
    throw err;
  }
}

export async function removeDoctor(db: Db, tenantId: string, id: string, actor: Actor) {
  await auditedChange(db, tenantId, actor, async (t) => {
    const [before] = await doctorsAsEdits(t, tenantId, id);
    if (!before) throw new NotFoundError("no such doctor");
    await t.delete(doctors).where(eq(doctors.id, id));
    const { id: _id, ...was } = before;
    return { action: "doctor.remove", target: before.key, before: was, result: null };
  });
}
