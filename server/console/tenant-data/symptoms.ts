import { and, asc, eq } from "drizzle-orm";
import { symptomEditSchema, type SymptomEdit } from "~/contracts/tenant-admin";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { departments, symptomSpecialties } from "~/server/db/schema";
import type { Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";
import { auditedChange, FieldError, isUniqueViolation, matches } from "./change";

const log = moduleLogger("console.symptoms");

const columns = { id: symptomSpecialties.id, lang: symptomSpecialties.lang, term: symptomSpecialties.term, department: departments.key };

export async function listSymptoms(db: Db, tenantId: string, search?: string) {
  const rows = await db
    .select(columns)
    .from(symptomSpecialties)
    .innerJoin(departments, eq(departments.id, symptomSpecialties.departmentId))
    .where(eq(symptomSpecialties.tenantId, tenantId))
    .orderBy(asc(symptomSpecialties.lang), asc(symptomSpecialties.term));
  const found = rows.filter((r) => matches(search, [r.term, r.department]));
  log.info({ tenantId, symptoms: found.length }, "symptoms_listed");
  return found;
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
