import { z } from "zod";
import { AUDIT_ACTIONS } from "~/contracts/audit";
import { INPUT_LIMITS, safeText } from "~/contracts/input";
import { listAudit } from "~/server/audit";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** The tenant's audit log, admins only: who changed what, filtered by action, words and dates, a page at a time with the total. */
export const auditRouter = createTRPCRouter({
  list: tenantProcedure("admin")
    .input(
      z.object({
        action: z.enum(AUDIT_ACTIONS).optional(),
        text: safeText({ max: INPUT_LIMITS.name }).optional(),
        from: z.iso.date().optional(),
        to: z.iso.date().optional(),
        page: z.number().int().min(1).max(100_000).default(1),
        pageSize: z.number().int().min(1).max(200).default(50),
      }),
    )
    .query(({ ctx, input }) => listAudit(ctx.db, ctx.tenant.id, { ...input, text: input.text || undefined })),
});
