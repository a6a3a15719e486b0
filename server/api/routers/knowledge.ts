import { TRPCError } from "@trpc/server";
import { parseDocument } from "yaml";
import { z } from "zod";
import { hasTenantRole } from "~/server/auth/session";
import { safeText, slugSchema } from "~/contracts/input";
import { langSchema } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { searchQuestion } from "~/server/cognition/search-question";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { processEmbedder } from "~/server/runtime";
import { uploadedBundleSchema, withBundleFolder } from "~/server/knowledge/upload/uploaded-bundle";
import { createTRPCRouter, signedInProcedure, tenantProcedure } from "../trpc";

const log = moduleLogger("api.knowledge");

/** Intent classes are snake_case names (symptom_department, visiting_hours). */
const slugLikeIntent = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z_]*$/, "must be an intent name (lowercase letters and underscores)");

/** The slug a bundle declares, read only to check the caller's rights; full validation comes after. */
function declaredSlug(tenantYaml: string): string | undefined {
  const slug = (parseDocument(tenantYaml).toJS() as { slug?: unknown } | null)?.slug;
  return typeof slug === "string" ? slug : undefined;
}

export const knowledgeRouter = createTRPCRouter({
  /**
   * Import a tenant bundle (tenant.yaml, overlay.yaml, docs/) sent as files. Admins of the tenant
   * (or platform admins, for a new tenant) only. Every error comes back with its file and path and
   * nothing is imported on error; re-sending the same bundle changes nothing.
   */
  ingestBundle: signedInProcedure.input(uploadedBundleSchema).mutation(async ({ ctx, input }) => {
    const slug = declaredSlug(input.files.find((f) => f.path === "tenant.yaml")!.content);
    if (!slug) throw new TRPCError({ code: "BAD_REQUEST", message: "tenant.yaml: slug is missing" });
    if (!hasTenantRole(ctx.session, slug, "admin")) throw new TRPCError({ code: "FORBIDDEN", message: `Requires role admin on tenant ${slug}.` });
    const result = await withBundleFolder(input, (dir) => ingestTenantDir(ctx.db, dir, { embedder: processEmbedder() }));
    log.info({ tenant: slug, files: input.files.length, ok: result.ok, errors: result.ok ? 0 : result.errors.length }, "bundle_ingest_via_api");
    return result;
  }),

  /** The retrieval a caller's question gets, for the admin playground (ids, scores, categories, unit note). */
  search: tenantProcedure("operator")
    .input(
      z.object({
        tenant: slugSchema,
        lang: langSchema,
        text: safeText({ min: 1, max: 500 }),
        intent: slugLikeIntent.optional(),
        limit: z.number().int().min(1).max(50).optional(),
      }),
    )
    .query(async ({ ctx, input }) => {
      const r = await searchQuestion(ctx.db, processEmbedder(), input);
      log.info({ tenant: input.tenant, chunks: r.chunks.length }, "admin_search");
      return r;
    }),
});
