import { eq, sql } from "drizzle-orm";
import type { Db } from "~/server/db";
import { campuses, consultationSchedules, departments, doctors, faqEntries, symptomSpecialties, tenantOverlays, tenants } from "~/server/db/schema";
import { raiseContextVersion } from "~/server/tenant-changes";
import type { OverlayFile, TenantFile } from "../bundle/schema";

export interface TaxonomyImportStats {
  campuses: number;
  departments: number;
  doctors: number;
  schedules: number;
  symptoms: number;
  faq: number;
  overlays: number;
}

/** Create or update the tenant row from tenant.yaml; returns its id. */
export async function upsertTenant(db: Db, t: TenantFile): Promise<string> {
  const values = {
    slug: t.slug,
    name: t.name,
    defaultLanguage: t.languages.default,
    supportedLanguages: t.languages.supported,
    helpdeskPhone: t.phones.helpdesk,
    emergencyNumber: t.phones.emergency,
    outOfHoursNumber: t.phones.outOfHours,
    crisisNumber: t.phones.crisis ?? null,
    inboundNumbers: t.phones.inbound ?? [],
    timezone: t.timezone,
    billingPhone: t.billing?.phone ?? null,
    billingEmail: t.billing?.email ?? null,
  };
  const [row] = await db
    .insert(tenants)
    .values(values)
    // The names and numbers turns speak are in this row: turns in every process reload it.
    .onConflictDoUpdate({ target: tenants.slug, set: { ...values, updatedAt: new Date(), contextVersion: sql`${tenants.contextVersion} + 1` } })
    .returning({ id: tenants.id });
  return row!.id;
}

/**
 * Replace the tenant's structured data (campuses, departments, doctors and their schedules,
 * symptoms, FAQ, voice overlays) with what tenant.yaml and overlay.yaml say, in one transaction:
 * a call in progress sees either the old or the new taxonomy, never half of each. The tenant's
 * context version rises in the same transaction, so every process reloads what its turns read.
 */
export async function importTaxonomy(db: Db, tenantId: string, t: TenantFile, overlay: OverlayFile): Promise<TaxonomyImportStats> {
  return db.transaction(async (tx) => {
    // Doctors, schedules and symptoms cascade from departments; campuses from the tenant.
    await tx.delete(departments).where(eq(departments.tenantId, tenantId));
    await tx.delete(campuses).where(eq(campuses.tenantId, tenantId));
    await tx.delete(faqEntries).where(eq(faqEntries.tenantId, tenantId));
    await tx.delete(tenantOverlays).where(eq(tenantOverlays.tenantId, tenantId));

    const campusIds = new Map<string, string>();
    if (t.campuses.length) {
      const rows = await tx
        .insert(campuses)
        .values(
          t.campuses.map((c) => ({
            tenantId,
            key: c.key,
            name: c.name,
            street: c.address.street,
            postcode: c.address.postcode,
            city: c.address.city,
            phone: c.phone ?? null,
            directions: c.directions ?? null,
          })),
        )
        .returning({ id: campuses.id, key: campuses.key });
      for (const r of rows) campusIds.set(r.key, r.id);
    }
    const campusId = (k?: string) => (k ? (campusIds.get(k) ?? null) : null);

    const departmentIds = new Map<string, string>();
    const depRows = await tx
      .insert(departments)
      .values(
        t.departments.map((d) => ({
          tenantId,
          key: d.key,
          names: d.names,
          aliases: d.aliases,
          specialty: d.specialty,
          phone: d.phone ?? null,
          campusId: campusId(d.campus),
          location: d.location ?? null,
        })),
      )
      .returning({ id: departments.id, key: departments.key });
    for (const r of depRows) departmentIds.set(r.key, r.id);

    let schedules = 0;
    if (t.doctors.length) {
      const docRows = await tx
        .insert(doctors)
        .values(
          t.doctors.map((d) => ({
            tenantId,
            key: d.key,
            title: d.title,
            firstName: d.firstName,
            lastName: d.lastName,
            specialty: d.specialty,
            departmentId: departmentIds.get(d.department)!,
            campusId: campusId(d.campus),
            phone: d.phone ?? null,
          })),
        )
        .returning({ id: doctors.id, key: doctors.key });
      const doctorIds = new Map(docRows.map((r) => [r.key, r.id]));
      const scheduleRows = t.doctors.flatMap((d) =>
        d.schedule.map((s) => ({
          doctorId: doctorIds.get(d.key)!,
          campusId: campusId(s.campus ?? d.campus),
          weekday: s.day,
          partOfDay: s.part,
          frequency: s.frequency,
        })),
      );
      if (scheduleRows.length) await tx.insert(consultationSchedules).values(scheduleRows);
      schedules = scheduleRows.length;
    }
    if (t.symptoms.length) {
      await tx
        .insert(symptomSpecialties)
        .values(t.symptoms.map((s) => ({ tenantId, lang: s.lang, term: s.term, departmentId: departmentIds.get(s.department)! })))
        .onConflictDoNothing();
    }
    if (t.faq.length) {
      await tx
        .insert(faqEntries)
        .values(t.faq.map((f) => ({ tenantId, lang: f.lang, key: f.key, questions: f.questions, answer: f.answer, sourceUrl: f.url ?? null })));
    }
    const overlayRows = [
      ...overlay.mishears.map((m) => ({ tenantId, kind: "stt_mishear" as const, lang: m.lang ?? null, match: m.match, replacement: m.replacement })),
      ...overlay.keywords.map((k) =>
        typeof k === "string"
          ? { tenantId, kind: "stt_keyword" as const, lang: null, match: k, replacement: null }
          : { tenantId, kind: "stt_keyword" as const, lang: k.lang, match: k.match, replacement: null },
      ),
      ...overlay.pronunciations.map((p) => ({ tenantId, kind: "pronunciation" as const, lang: p.lang ?? null, match: p.match, replacement: p.replacement })),
    ];
    if (overlayRows.length) await tx.insert(tenantOverlays).values(overlayRows);
    await raiseContextVersion(tx, tenantId);
    return {
      campuses: t.campuses.length,
      departments: t.departments.length,
      doctors: t.doctors.length,
      schedules,
      symptoms: t.symptoms.length,
      faq: t.faq.length,
      overlays: overlayRows.length,
    };
  });
}
