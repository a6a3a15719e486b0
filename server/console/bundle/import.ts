import { eq } from "drizzle-orm";
import { parseDocument } from "yaml";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { affinityMatrices, tenants } from "~/server/db/schema";
import { loadTenantBundle, type TenantBundle } from "~/server/knowledge/bundle";
import { settingsFileSchema, type SettingsFile } from "~/server/knowledge/bundle/schema";
import type { Embedder } from "~/server/knowledge/embedding";
import { ingestBundle, type IngestProgress, type IngestStats } from "~/server/knowledge/ingest";
import { withBundleFolder, type UploadedBundle } from "~/server/knowledge/upload/uploaded-bundle";
import { announceTenantChange, raiseContextVersion } from "~/server/tenant-changes";
import { replaceCases } from "~/server/evaluations/cases";
import { recordAudit, type Actor } from "~/server/audit";
import { BundleZipError, unzipBundle } from "./zip";

const log = moduleLogger("console.bundle.import");

/** A bundle that passed every check: importing it cannot fail on its content. */
export interface CheckedBundle {
  bundle: TenantBundle;
  settings: SettingsFile;
  files: number;
}

/**
 * Unpack and validate a bundle zip completely before anything is written: the loader's checks
 * (tenant.yaml, overlay.yaml, every page's front matter), settings.yaml, and — for an import into
 * an existing tenant — that the bundle is that tenant's. Every problem is reported, with its file
 * and field, in one BundleZipError.
 */
export async function checkBundleZip(bytes: Uint8Array, expectSlug?: string): Promise<CheckedBundle> {
  return checkBundle(unzipBundle(bytes), expectSlug);
}

/** The same checks on a bundle's files however they arrived (a zip, or a folder read by ./folder). */
export async function checkBundle(uploaded: UploadedBundle, expectSlug?: string): Promise<CheckedBundle> {
  const loaded = await withBundleFolder(uploaded, loadTenantBundle);
  const problems = loaded.ok ? [] : loaded.errors.map((e) => ({ file: e.file, message: e.path ? `${e.path}: ${e.message}` : e.message }));

  let settings: SettingsFile = { affinity: [] };
  const settingsText = uploaded.files.find((f) => f.path === "settings.yaml")?.content;
  if (settingsText !== undefined) {
    const doc = parseDocument(settingsText);
    if (doc.errors.length) problems.push({ file: "settings.yaml", message: doc.errors[0]!.message.split("\n")[0]! });
    else {
      const parsed = settingsFileSchema.safeParse(doc.toJS() ?? {});
      if (parsed.success) settings = parsed.data;
      else problems.push(...parsed.error.issues.map((i) => ({ file: "settings.yaml", message: `${i.path.join(".")}: ${i.message}` })));
    }
  }
  if (loaded.ok && expectSlug && loaded.bundle.tenant.slug !== expectSlug) {
    problems.push({ file: "tenant.yaml", message: `slug: this bundle is hospital "${loaded.bundle.tenant.slug}", not "${expectSlug}"` });
  }
  if (problems.length || !loaded.ok) {
    log.warn({ expectSlug, problems: problems.length }, "bundle_zip_refused");
    throw new BundleZipError(problems);
  }
  return { bundle: loaded.bundle, settings, files: uploaded.files.length };
}

/**
 * Make the tenant what the bundle says: data, overlay, pages (console uploads the bundle lacks are
 * removed), affinity overrides, retention and QA's evaluation cases. Audited as one change.
 */
export async function applyBundle(
  db: Db,
  checked: CheckedBundle,
  run: { actor: Actor; embedder: Embedder; onProgress?: (p: IngestProgress) => void },
): Promise<IngestStats> {
  const stats = await ingestBundle(db, checked.bundle, run.embedder, { onProgress: run.onProgress, mode: "restore" });
  const { tenantId } = stats;
  await db.transaction(async (t) => {
    const before = await t.select({ intent: affinityMatrices.intent }).from(affinityMatrices).where(eq(affinityMatrices.tenantId, tenantId));
    await t.delete(affinityMatrices).where(eq(affinityMatrices.tenantId, tenantId));
    if (checked.settings.affinity.length) await t.insert(affinityMatrices).values(checked.settings.affinity.map((a) => ({ tenantId, ...a })));
    if (checked.settings.retentionDays !== undefined)
      await t.update(tenants).set({ retentionDays: checked.settings.retentionDays }).where(eq(tenants.id, tenantId));
    // A bundle without evaluations.yaml restores a hospital without cases, as its pages restore exactly.
    await replaceCases(t, tenantId, checked.bundle.evaluations?.cases ?? [], run.actor.email);
    await raiseContextVersion(t, tenantId);
    await recordAudit(t, {
      tenantId,
      actor: run.actor,
      action: "bundle.import",
      target: checked.bundle.tenant.slug,
      before: { affinityOverrides: before.length },
      after: {
        files: checked.files,
        pages: stats.pages,
        chunks: stats.chunks.total,
        taxonomy: stats.taxonomy,
        affinityOverrides: checked.settings.affinity.length,
        evaluationCases: checked.bundle.evaluations?.cases.length ?? 0,
      },
    });
  });
  announceTenantChange({ db, tenantId });
  log.info({ tenantId, pages: stats.pages.total, chunks: stats.chunks.total }, "bundle_imported");
  return stats;
}
