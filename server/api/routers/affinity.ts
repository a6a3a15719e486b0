import { z } from "zod";
import { INPUT_LIMITS, intentNameSchema, safeText } from "~/contracts/input";
import { affinityMultiplierSchema } from "~/contracts/tenant-admin";
import { langSchema } from "~/lib/lang";
import { matrixGrid, previewMatrix, setMatrixCell } from "~/server/console/matrix";
import { CHUNK_CATEGORIES } from "~/server/db/schema/enums";
import { processEmbedder } from "~/server/runtime";
import { createTRPCRouter, tenantProcedure } from "../trpc";

const cellInput = z.object({ intent: intentNameSchema, category: z.enum(CHUNK_CATEGORIES) });

/**
 * The affinity matrix (how much each intent favours each category of page), admins only: the grid,
 * one cell's override, and a preview of a question's retrieval under a draft before it is saved.
 */
export const affinityRouter = createTRPCRouter({
  grid: tenantProcedure("admin").query(({ ctx }) => matrixGrid(ctx.db, ctx.tenant.id)),
  set: tenantProcedure("admin")
    .input(cellInput.extend({ multiplier: affinityMultiplierSchema.nullable() }))
    .mutation(({ ctx, input }) => setMatrixCell(ctx.db, ctx.tenant.id, input, ctx.actor)),
  preview: tenantProcedure("admin")
    .input(
      z.object({
        lang: langSchema,
        text: safeText({ min: 1, max: INPUT_LIMITS.utterance }),
        intent: intentNameSchema.optional(),
        draft: z.array(cellInput.extend({ multiplier: affinityMultiplierSchema })).max(200),
      }),
    )
    .query(({ ctx, input }) => previewMatrix(ctx.db, processEmbedder(), { ...input, tenant: ctx.tenant.slug })),
});
