import { asc, eq } from "drizzle-orm";
import { PreconditionFailedError } from "~/lib/user-facing-error";
import { stringify } from "yaml";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { consultationSchedulesOf } from "~/server/taxonomy/consultation-schedules";
import { affinityMatrices, campuses, departments, doctors, documents, faqEntries, symptomSpecialties, tenantOverlays, tenants } from "~/server/db/schema";
import { overlayFileSchema, settingsFileSchema, tenantFileSchema } from "~/server/knowledge/bundle/schema";
import { evaluationsFileSchema } from "~/contracts/evaluations";
import { casesForExport } from "~/server/evaluations/cases";
import { recordAudit, type Actor } from "~/server/audit";
import { zipBundle, type BundleFile } from "./zip";

const log = moduleLogger("console.bundle.export");

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
const PARTS = { morning: 0, afternoon: 1, evening: 2 } as const;

/** The export cannot be written as a valid bundle (data that the bundle's schema refuses, pages without a source). */
export class ExportRefused extends PreconditionFailedError {
  constructor(readonly reasons: string[]) {
    super(reasons.join("; "));
  }
}

/** Drop undefined and null fields so the YAML holds only what is set (the schema treats both as absent). */
function defined<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;
}

function sortedKeys<T extends Record<string, unknown>>(o: T | null | undefined): T | undefined {
  if (!o || Object.keys(o).length === 0) return undefined;
  return Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b))) as T;
}

const yaml = (data: unknown) => stringify(data, { lineWidth: 0, aliasDuplicateObjects: false });

/**
 * The tenant as a bundle: tenant.yaml, overlay.yaml, settings.yaml, evaluations.yaml (when the
 * hospital has evaluation cases) and every page's file as it was
 * imported. Each YAML file is checked against the very schema the import reads it with, so an
 * export that could not be imported back is refused here, with the field named. Everything is
 * sorted, so exporting the same state twice gives the same bytes.
 */
export async function exportTenantFiles(db: Db, tenantId: string): Promise<BundleFile[]> {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!t) throw new ExportRefused(["no such tenant"]);

  const campusRows = await db.select().from(campuses).where(eq(campuses.tenantId, tenantId)).orderBy(asc(campuses.key));
  const campusKey = new Map(campusRows.map((c) => [c.id, c.key]));
  const depRows = await db.select().from(departments).where(eq(departments.tenantId, tenantId)).orderBy(asc(departments.key));
  const depKey = new Map(depRows.map((d) => [d.id, d.key]));
  const docRows = await db.select().from(doctors).where(eq(doctors.tenantId, tenantId)).orderBy(asc(doctors.key));
  const scheduleRows = await consultationSchedulesOf(
    db,
    docRows.map((d) => d.id),
  );
  const faqRows = await db.select().from(faqEntries).where(eq(faqEntries.tenantId, tenantId)).orderBy(asc(faqEntries.key), asc(faqEntries.lang));
  const symptomRows = await db
    .select()
    .from(symptomSpecialties)
    .where(eq(symptomSpecialties.tenantId, tenantId))
    .orderBy(asc(symptomSpecialties.lang), asc(symptomSpecialties.term));
  const overlayRows = await db
    .select()
    .from(tenantOverlays)
    .where(eq(tenantOverlays.tenantId, tenantId))
    .orderBy(asc(tenantOverlays.kind), asc(tenantOverlays.match), asc(tenantOverlays.lang));
  const affinityRows = await db
    .select()
    .from(affinityMatrices)
    .where(eq(affinityMatrices.tenantId, tenantId))
    .orderBy(asc(affinityMatrices.intent), asc(affinityMatrices.category));
  const pageRows = await db
    .select({ sourcePath: documents.sourcePath, source: documents.source })
    .from(documents)
    .where(eq(documents.tenantId, tenantId))
    .orderBy(asc(documents.sourcePath));

  const tenantFile = defined({
    slug: t.slug,
    name: t.name,
    languages: { default: t.defaultLanguage, supported: t.supportedLanguages },
    phones: defined({
      helpdesk: t.helpdeskPhone,
      emergency: t.emergencyNumber,
      outOfHours: t.outOfHoursNumber,
      crisis: t.crisisNumber,
      inbound: t.inboundNumbers.length ? t.inboundNumbers : undefined,
    }),
    timezone: t.timezone,
    billing: t.billingPhone || t.billingEmail ? defined({ phone: t.billingPhone, email: t.billingEmail }) : undefined,
    campuses: campusRows.map((c) =>
      defined({
        key: c.key,
        name: c.name,
        address: { street: c.street, postcode: c.postcode, city: c.city },
        phone: c.phone,
        directions: sortedKeys(c.directions),
      }),
    ),
    departments: depRows.map((d) =>
      defined({
        key: d.key,
        names: sortedKeys(d.names) ?? {},
        aliases: d.aliases,
        specialty: d.specialty,
        phone: d.phone,
        campus: d.campusId ? campusKey.get(d.campusId) : undefined,
        location: sortedKeys(d.location),
      }),
    ),
    doctors: docRows.map((d) => {
      const doctorCampus = d.campusId ? campusKey.get(d.campusId) : undefined;
      const schedule = scheduleRows
        .filter((s) => s.doctorId === d.id)
        .sort((a, b) => a.weekday - b.weekday || PARTS[a.partOfDay] - PARTS[b.partOfDay] || a.frequency.localeCompare(b.frequency))
        .map((s) => {
          const campus = s.campusId ? campusKey.get(s.campusId) : undefined;
          // The import gives a session the doctor's campus when it names none: only a different one is written.
          return defined({ day: WEEKDAYS[s.weekday - 1], part: s.partOfDay, frequency: s.frequency, campus: campus === doctorCampus ? undefined : campus });
        });
      return defined({
        key: d.key,
        title: d.title,
        firstName: d.firstName,
        lastName: d.lastName,
        specialty: d.specialty,
        department: depKey.get(d.departmentId),
        campus: doctorCampus,
        phone: d.phone,
        schedule,
      });
    }),
    faq: faqRows.map((f) => defined({ key: f.key, lang: f.lang, questions: f.questions, answer: f.answer, url: f.sourceUrl })),
    symptoms: symptomRows.map((s) => ({ lang: s.lang, term: s.term, department: depKey.get(s.departmentId) })),
  });

  const overlayFile = {
    mishears: overlayRows.filter((o) => o.kind === "stt_mishear").map((o) => defined({ match: o.match, replacement: o.replacement, lang: o.lang })),
    keywords: overlayRows.filter((o) => o.kind === "stt_keyword").map((o) => (o.lang ? { match: o.match, lang: o.lang } : o.match)),
    pronunciations: overlayRows.filter((o) => o.kind === "pronunciation").map((o) => defined({ match: o.match, replacement: o.replacement, lang: o.lang })),
  };
  // Written only when the hospital has cases, so a hospital without them exports as it always did.
  const cases = await casesForExport(db, tenantId);
  const evaluationsFile = cases.length ? { cases } : null;
  const settingsFile = {
    retentionDays: t.retentionDays,
    affinity: affinityRows.map((a) => ({ intent: a.intent, category: a.category, multiplier: a.multiplier })),
  };

  const reasons: string[] = [];
  const check = (
    file: string,
    schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
    value: unknown,
  ) => {
    const r = schema.safeParse(value);
    if (!r.success) for (const i of r.error!.issues) reasons.push(`${file}: ${i.path.map(String).join(".") || "(file)"}: ${i.message}`);
  };
  check("tenant.yaml", tenantFileSchema, tenantFile);
  check("overlay.yaml", overlayFileSchema, overlayFile);
  check("settings.yaml", settingsFileSchema, settingsFile);
  if (evaluationsFile) check("evaluations.yaml", evaluationsFileSchema, evaluationsFile);
  const sourceless = pageRows.filter((p) => p.source === null).map((p) => p.sourcePath);
  if (sourceless.length) {
    reasons.push(
      `${sourceless.length} pages were ingested before their files were kept (${sourceless.slice(0, 3).join(", ")}…): import the bundle once more, then export`,
    );
  }
  if (reasons.length) {
    log.warn({ tenantId, reasons: reasons.length }, "export_refused");
    throw new ExportRefused(reasons);
  }

  const files: BundleFile[] = [
    { path: "tenant.yaml", content: yaml(tenantFile) },
    { path: "overlay.yaml", content: yaml(overlayFile) },
    { path: "settings.yaml", content: yaml(settingsFile) },
    ...(evaluationsFile ? [{ path: "evaluations.yaml", content: yaml(evaluationsFile) }] : []),
    ...pageRows.map((p) => ({ path: p.sourcePath, content: p.source! })),
  ];
  log.info({ tenantId, files: files.length, pages: pageRows.length }, "export_built");
  return files;
}

/** The tenant as a bundle zip; the export itself is audited (the file holds the tenant's whole configuration). */
export async function exportTenantBundle(db: Db, tenant: { id: string; slug: string }, actor: Actor): Promise<Uint8Array> {
  const zip = zipBundle(await exportTenantFiles(db, tenant.id));
  await recordAudit(db, { tenantId: tenant.id, actor, action: "bundle.export", target: tenant.slug, after: { bytes: zip.byteLength } });
  return zip;
}
