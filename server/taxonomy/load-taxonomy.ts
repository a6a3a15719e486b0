import { transcriptPolicyOf } from "~/contracts/tenant-admin";
import { excerpt } from "~/contracts/input";
import { NotFoundError } from "~/lib/user-facing-error";
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/server/db";
import { campuses, departments, doctors, faqEntries, symptomSpecialties, tenants } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import type { Taxonomy, Weekday } from "./types";
import { consultationSchedulesOf } from "./consultation-schedules";

const log = moduleLogger("taxonomy");
const PART_ORDER = { morning: 0, afternoon: 1, evening: 2 } as const;

export class UnknownTenantError extends NotFoundError {
  constructor(readonly slug: string) {
    super(`unknown tenant "${slug}": ingest its bundle first (npm run -s cli -- ingest --tenant-dir tenant_overlays/${slug})`);
  }

  /** What a caller of the public API may read: no operator command, and only an excerpt of the slug. */
  override get publicMessage(): string {
    return `No hospital with the slug "${excerpt(this.slug)}" is known to this Voicedesk.`;
  }
}

export async function tenantIdBySlug(db: Db, slug: string): Promise<string> {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!row) throw new UnknownTenantError(slug);
  return row.id;
}

/**
 * The tenant's taxonomy read model, straight from the database. Turns do not call this: they read
 * the tenant's cached context (server/tenant-context), which loads it once per change.
 */
export async function loadTaxonomy(db: Db, slug: string): Promise<Taxonomy> {
  const [t] = await db.select().from(tenants).where(eq(tenants.slug, slug));
  if (!t) throw new UnknownTenantError(slug);
  const [campusRows, depRows, docRows, symRows, faqRows] = await Promise.all([
    db.select().from(campuses).where(eq(campuses.tenantId, t.id)).orderBy(asc(campuses.key)),
    db.select().from(departments).where(eq(departments.tenantId, t.id)).orderBy(asc(departments.key)),
    db.select().from(doctors).where(eq(doctors.tenantId, t.id)).orderBy(asc(doctors.lastName), asc(doctors.firstName)),
    db.select().from(symptomSpecialties).where(eq(symptomSpecialties.tenantId, t.id)),
    db.select().from(faqEntries).where(eq(faqEntries.tenantId, t.id)).orderBy(asc(faqEntries.key)),
  ]);
  const schedRows = await consultationSchedulesOf(
    db,
    docRows.map((d) => d.id),
  );
  const campusKey = new Map(campusRows.map((c) => [c.id, c.key]));
  const depKey = new Map(depRows.map((d) => [d.id, d.key]));
  const key = (m: Map<string, string>, id: string | null) => (id ? m.get(id) : undefined);

  const taxonomy: Taxonomy = {
    tenant: {
      slug: t.slug,
      name: t.name,
      defaultLanguage: t.defaultLanguage,
      supportedLanguages: t.supportedLanguages,
      helpdeskPhone: t.helpdeskPhone ?? "",
      emergencyNumber: t.emergencyNumber,
      outOfHoursNumber: t.outOfHoursNumber ?? "1733",
      crisisNumber: t.crisisNumber ?? null,
      keepsTranscripts: transcriptPolicyOf(t.settings) === "kept",
      billing: t.billingPhone || t.billingEmail ? { phone: t.billingPhone ?? undefined, email: t.billingEmail ?? undefined } : undefined,
    },
    campuses: campusRows.map((c) => ({
      key: c.key,
      name: c.name,
      street: c.street,
      postcode: c.postcode,
      city: c.city,
      phone: c.phone ?? undefined,
      directions: c.directions ?? undefined,
    })),
    departments: depRows.map((d) => ({
      key: d.key,
      names: d.names,
      aliases: d.aliases,
      specialty: d.specialty,
      phone: d.phone ?? undefined,
      campusKey: key(campusKey, d.campusId),
      location: d.location ?? undefined,
    })),
    doctors: docRows.map((d) => ({
      key: d.key,
      title: d.title,
      firstName: d.firstName,
      lastName: d.lastName,
      specialty: d.specialty,
      departmentKey: depKey.get(d.departmentId)!,
      campusKey: key(campusKey, d.campusId),
      phone: d.phone ?? undefined,
      schedule: schedRows
        .filter((s) => s.doctorId === d.id)
        .sort((a, b) => a.weekday - b.weekday || PART_ORDER[a.partOfDay] - PART_ORDER[b.partOfDay])
        .map((s) => ({ weekday: s.weekday as Weekday, partOfDay: s.partOfDay, frequency: s.frequency, campusKey: key(campusKey, s.campusId) })),
    })),
    symptoms: symRows.map((s) => ({ lang: s.lang, term: s.term, departmentKey: depKey.get(s.departmentId)! })),
    faq: faqRows.map((f) => ({ key: f.key, lang: f.lang, questions: f.questions, answer: f.answer, url: f.sourceUrl ?? undefined })),
  };
  log.info(
    {
      tenant: slug,
      campuses: taxonomy.campuses.length,
      departments: taxonomy.departments.length,
      doctors: taxonomy.doctors.length,
      symptoms: taxonomy.symptoms.length,
      faq: taxonomy.faq.length,
    },
    "taxonomy_loaded",
  );
  return taxonomy;
}
