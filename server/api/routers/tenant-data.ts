import { z } from "zod";
import { INPUT_LIMITS, safeText } from "~/contracts/input";
import { campusEditSchema, doctorEditSchema, faqEditSchema, symptomEditSchema } from "~/contracts/tenant-admin";
import type { Actor } from "~/server/audit";
import { listCampuses, removeCampus, saveCampus } from "~/server/console/tenant-data/campuses";
import { listDoctors, removeDoctor, saveDoctor } from "~/server/console/tenant-data/doctors";
import { listFaq, removeFaq, saveFaq } from "~/server/console/tenant-data/faq";
import { listSymptoms, removeSymptom, saveSymptom } from "~/server/console/tenant-data/symptoms";
import type { Db } from "~/server/db";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** What one list of tenant data offers the console (server/console/tenant-data/): the services audit before → after. */
interface TenantDataService<Edit, Row, Saved> {
  list(db: Db, tenantId: string, search?: string): Promise<Row[]>;
  /** `id` null adds. */
  save(db: Db, tenantId: string, id: string | null, edit: Edit, actor: Actor): Promise<Saved>;
  remove(db: Db, tenantId: string, id: string, actor: Actor): Promise<void>;
}

const searchInput = z.object({ search: safeText({ max: INPUT_LIMITS.name }).optional() });

/**
 * One router shape for every tenant-data editor (the console's data-editor page): list with search
 * for operators, save and remove for admins. The item is validated with the same schema the form
 * and the bundle import use.
 */
function tenantDataRouter<Edit, EditInput, Row, Saved>(item: z.ZodType<Edit, EditInput>, service: TenantDataService<Edit, Row, Saved>) {
  const saveInput = z.object({ id: z.uuid().nullable(), item });
  return createTRPCRouter({
    list: tenantProcedure("operator")
      .input(searchInput)
      .query(({ ctx, input }) => service.list(ctx.db, ctx.tenant.id, input.search)),
    save: tenantProcedure("admin")
      .input(saveInput)
      .mutation(({ ctx, input }) => service.save(ctx.db, ctx.tenant.id, input.id, input.item, ctx.actor)),
    remove: tenantProcedure("admin")
      .input(z.object({ id: z.uuid() }))
      .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.tenant.id, input.id, ctx.actor)),
  });
}

export const campusesRouter = tenantDataRouter(campusEditSchema, { list: listCampuses, save: saveCampus, remove: removeCampus });
export const doctorsRouter = tenantDataRouter(doctorEditSchema, { list: listDoctors, save: saveDoctor, remove: removeDoctor });
export const faqRouter = tenantDataRouter(faqEditSchema, { list: listFaq, save: saveFaq, remove: removeFaq });
export const symptomsRouter = tenantDataRouter(symptomEditSchema, { list: listSymptoms, save: saveSymptom, remove: removeSymptom });
