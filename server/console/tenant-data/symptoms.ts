import { and, asc, count, eq } from "drizzle-orm";
import { symptomEditSchema, type ListPageRequest, type SymptomEdit } from "~/contracts/tenant-admin";
import { pageFromDb } from "../list-page";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { departments, symptomSpecialties } from "~/server/db/schema";
import type { Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";
import { auditedChange, FieldError, isUniqueViolation, matching } from "./change";

const log = moduleLogger("console.symptoms");

const columns = { id: symptomSpecialties.id, lang: symptomSpecialties.lang, term: symptomSpecialties.term, department: departments.key };

/** A page of the symptom words, by language and word, searched in the word and its department's key; read as a page from the database. */
export async function listSymptoms(db: Db, tenantId: string, request: ListPageRequest) {
  const where = and(
    eq(symptomSpecialties.tenantId, tenantId),
    request.lang ? eq(symptomSpecialties.lang, request.lang) : undefined,
    matching(request.query, [symptomSpecialties.term, departments.key]),
  );
  const listed = await pageFromDb(request, {
    total: async () =>
      (await db.select({ n: count() }).from(symptomSpecialties).innerJoin(departments, eq(departments.id, symptomSpecialties.departmentId)).where(where))[0]
        ?.n ?? 0,
    rows: (limit, offset) =>
      db
        .select(columns)
        .from(symptomSpecialties)
        .innerJoin(departments, eq(departments.id, symptomSpecialties.departmentId))
        .where(where)
        .orderBy(asc(symptomSpecialties.lang), asc(symptomSpecialties.term), asc(symptomSpecialties.id))
        .limit(limit)
        .offset(offset),
  });
  log.info({ tenantId, rows: listed.rows.length, total: listed.total, page: listed.page, byWords: !!request.query, byLang: !!request.lang }, "symptoms_listed");
  return listed;
}

/** The department's id for its key in this tenant, or a FieldError on `field`. */
export async function departmentIdOf(t: Db, tenantId: string, key: string, field = "department"): Promise<string> {
  const [d] = await t
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), eq(departments.key, key)));
  if (!d) throw new FieldError(field, `unknown department "${key}"`);
  return d.id;
}

async function current(t: Db, tenantId: string, id: string) {
  const [row] = await t
    .select(columns)
    .from(symptomSpecialties)
    .innerJoin(departments, eq(departments.id, symptomSpecialties.departmentId))
    .where(and(eq(symptomSpecialties.tenantId, tenantId), eq(symptomSpecialties.id, id)));
  if (!row) throw new NotFoundError("no such symptom word");
  const { id: _id, ...before } = row;
  return before;
}

export async function saveSymptom(db: Db, tenantId: string, id: string | null, edit: SymptomEdit, actor: Actor) {
  const e = symptomEditSchema.parse(edit);
  const after = { lang: e.lang, term: e.term.trim(), department: e.department };
  try {
    return await auditedChange(db, tenantId, actor, async (t) => {
      const values = { lang: after.lang, term: after.term, departmentId: await departmentIdOf(t, tenantId, e.department) };
      if (id === null) {
        const [row] = await t
          .insert(symptomSpecialties)
          .values({ tenantId, ...values })
          .returning({ id: symptomSpecialties.id });
        return { action: "symptom.add", target: after.term, after, result: { id: row!.id } };
      }
      const before = await current(t, tenantId, id);
      await t.update(symptomSpecialties).set(values).where(eq(symptomSpecialties.id, id));
      return { action: "symptom.update", target: after.term, before, after, result: { id } };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new FieldError("term", `"${e.term}" is already a symptom word in this language`);
    throw err;
  }
}

export async function removeSymptom(db: Db, tenantId: string, id: string, actor: Actor) {
  await auditedChange(db, tenantId, actor, async (t) => {
    const before = await current(t, tenantId, id);
    await t.delete(symptomSpecialties).where(eq(symptomSpecialties.id, id));
    return { action: "symptom.remove", target: before.term, before, result: null };
  });
}
