import { z } from "zod";
import { INPUT_LIMITS, safeText } from "~/contracts/input";
import { exportTenantBundle } from "~/server/console/bundle/export";
import { applyBundle, checkBundleZip } from "~/server/console/bundle/import";
import { BundleZipError, ZIP_LIMITS } from "~/server/console/bundle/zip";
import {
  documentDetail,
  documentFilterSchema,
  listDocuments,
  previewUpload,
  reingestDocument,
  reingestDocuments,
  removeDocument,
  UploadRefused,
  uploadDocument,
} from "~/server/console/documents";
import { followIngestJob, startIngestJob } from "~/server/console/ingest-jobs";
import { processEmbedder } from "~/server/runtime";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** A job's failure in words when it is one the admin can act on. */
const jobError = (err: unknown): string | null => (err instanceof UploadRefused || err instanceof BundleZipError ? err.message : null);

/** The tenant's pages and its bundle: operators read the list and a page, admins upload, delete and re-ingest pages, export and import. */
const pageFile = z.object({
  name: z
    .string()
    .max(120)
    .regex(/^[a-z0-9][a-z0-9._-]*\.(md|markdown|html?)$/i, "a .md or .html file name (letters, digits, . _ -)"),
  content: safeText({ min: 1, max: INPUT_LIMITS.document, multiline: true }),
});
const onePage = z.object({ documentId: z.uuid() });

export const documentsRouter = createTRPCRouter({
  /** A page of the tenant's pages, searched and filtered on the server, with the total. */
  list: tenantProcedure("operator")
    .input(documentFilterSchema)
    .query(({ ctx, input }) => listDocuments(ctx.db, ctx.tenant.id, input)),
  /** One page: its kept file and its chunks, as a search finds them. */
  get: tenantProcedure("operator")
    .input(onePage)
    .query(({ ctx, input }) => documentDetail(ctx.db, ctx.tenant.id, input.documentId)),
  /** What an upload would add or replace, written nowhere (a mutation only so the file travels in the body): the console asks for a confirm with it. */
  previewUpload: tenantProcedure("admin")
    .input(pageFile)
    .mutation(({ ctx, input }) => previewUpload(ctx.db, ctx.tenant.id, input)),
  upload: tenantProcedure("admin")
    .input(pageFile)
    .mutation(({ ctx, input }) => uploadDocument(ctx.db, ctx.tenant.id, input, ctx.actor, processEmbedder())),
  /** Delete one page and its chunks (audited). */
  remove: tenantProcedure("admin")
    .input(onePage)
    .mutation(({ ctx, input }) => removeDocument(ctx.db, ctx.tenant.id, input.documentId, ctx.actor)),
  /** Chunk and embed one page again from its kept file (audited). */
  reingestOne: tenantProcedure("admin")
    .input(onePage)
    .mutation(({ ctx, input }) => reingestDocument(ctx.db, ctx.tenant.id, input.documentId, ctx.actor, processEmbedder())),
  /** The tenant as a bundle zip (base64): tenant data, overlay, matrix overrides, retention, every page's file. */
  exportBundle: tenantProcedure("admin").mutation(async ({ ctx }) => {
    const zip = await exportTenantBundle(ctx.db, ctx.tenant, ctx.actor);
    return { fileName: `${ctx.tenant.slug}-bundle.zip`, base64: Buffer.from(zip).toString("base64") };
  }),
  /**
   * Replace the tenant with a bundle zip. Checked in full before anything is written (a bad zip
   * changes nothing and every problem comes back with its file); then imported as a job whose
   * progress `progress` streams.
   */
  importBundle: tenantProcedure("admin")
    .input(z.object({ zip: z.base64("the bundle must be sent as base64").max(Math.ceil((ZIP_LIMITS.compressedBytes * 4) / 3) + 4, "the zip is too large") }))
    .mutation(async ({ ctx, input }) => {
      // Refusals come back as a list, not an error message: a bundle can have dozens of problems.
      let checked;
      try {
        checked = await checkBundleZip(Buffer.from(input.zip, "base64"), ctx.tenant.slug);
      } catch (err) {
        if (err instanceof BundleZipError) return { ok: false as const, problems: err.list.slice(0, 100) };
        throw err;
      }
      const actor = ctx.actor;
      const job = startIngestJob(
        ctx.tenant.id,
        "import",
        (report) => applyBundle(ctx.db, checked, { actor, embedder: processEmbedder(), onProgress: report }),
        jobError,
        checked.bundle.pages.length,
      );
      return { ok: true as const, job };
    }),
  /** Chunk and embed every page again from its kept file, as a job (see `progress`). */
  reingest: tenantProcedure("admin").mutation(({ ctx }) => {
    const actor = ctx.actor;
    return startIngestJob(ctx.tenant.id, "reingest", (report) => reingestDocuments(ctx.db, ctx.tenant.id, actor, report, processEmbedder()), jobError);
  }),
  /**
   * The tenant's import or re-ingest as it runs (pages done of total, chunks written, the page at
   * hand), streamed over SSE until it ends. A subscription rather than polling: the bar moves
   * with every page and nothing asks while no job runs.
   */
  progress: tenantProcedure("operator").subscription(async function* ({ ctx, signal }) {
    yield* followIngestJob(ctx.tenant.id, signal);
  }),
});
