import { z } from "zod";
import { INPUT_LIMITS, safeText } from "~/contracts/input";
import { departmentEditSchema } from "~/contracts/tenant-admin";
import { listDepartments, updateDepartment } from "~/server/console/departments";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** The departments page: operators read, admins change a department's names, phone and place (audited). */
export const departmentsRouter = createTRPCRouter({
  list: tenantProcedure("operator")
    .input(z.object({ search: safeText({ max: INPUT_LIMITS.name }).optional() }))
    .query(({ ctx, input }) => listDepartments(ctx.db, ctx.tenant.id, input.search)),
  update: tenantProcedure("admin")
    .input(z.object({ department: departmentEditSchema }))
    .mutation(({ ctx, input }) => updateDepartment(ctx.db, ctx.tenant.id, input.department, ctx.actor)),
});
