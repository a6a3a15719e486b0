import { z } from "zod";
import { AUDIT_ACTIONS } from "~/contracts/audit";
import { INPUT_LIMITS, safeText } from "~/contracts/input";
import { listAudit } from "~/server/audit";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** The tenant's audit log, admins only: who changed what, filtered by action and words. */
export const auditRouter = createTRPCRouter({
  list: tenantProcedure("admin")
    .input(z.object({ action: z.enum(AUDIT_ACTIONS).optional(), text: safeText({ max: INPUT_LIMITS.name }).optional() }))
    .query(({ ctx, input }) => listAudit(ctx.db, ctx.tenant.id, { action: input.action || undefined, text: input.text || undefined })),
});
