import { z } from "zod";
import {
  campusEditSchema,
  doctorEditSchema,
  faqEditSchema,
  listPageByLangSchema,
  listPageSchema,
  symptomEditSchema,
  type ListPage,
  type ListPageRequest,
} from "~/contracts/tenant-admin";
import type { Actor } from "~/server/audit";
import { listCampuses, listCampusNames, removeCampus, saveCampus } from "~/server/console/tenant-data/campuses";
import { listDoctors, removeDoctor, saveDoctor } from "~/server/console/tenant-data/doctors";
import { listFaq, removeFaq, saveFaq } from "~/server/console/tenant-data/faq";
import { listSymptoms, removeSymptom, saveSymptom } from "~/server/console/tenant-data/symptoms";
import type { Db } from "~/server/db";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** What one list of tenant data offers the console (server/console/tenant-data/): the services audit before → after. */
interface TenantDataService<Edit, Row, Saved> {
  /** A page of the list, read as a page from the database, with the filter's total. */
  list(db: Db, tenantId: string, request: ListPageRequest): Promise<ListPage<Row>>;
  /** The rows have a language a reader filters by (FAQ, symptom words). */
  byLang?: boolean;
  /** `id` null adds. */
  save(db: Db, tenantId: string, id: string | null, edit: Edit, actor: Actor): Promise<Saved>;
  remove(db: Db, tenantId: string, id: string, actor: Actor): Promise<void>;
}

/**
 * One router shape for every tenant-data editor (the console's data-editor page): a page of the
 * list with search (and language, where rows have one) and the total, for operators; save and remove
 * for admins. The item is validated with the same schema the form and the bundle import use.
 */
function tenantDataProcedures<Edit, EditInput, Row, Saved>(item: z.ZodType<Edit, EditInput>, service: TenantDataService<Edit, Row, Saved>) {
  const saveInput = z.object({ id: z.uuid().nullable(), item });
  const listInput: z.ZodType<ListPageRequest, z.input<typeof listPageByLangSchema>> = service.byLang ? listPageByLangSchema : listPageSchema;
  return {
    list: tenantProcedure("operator")
      .input(listInput)
      .query(({ ctx, input }) => service.list(ctx.db, ctx.tenant.id, input)),
    save: tenantProcedure("admin")
      .input(saveInput)
      .mutation(({ ctx, input }) => service.save(ctx.db, ctx.tenant.id, input.id, input.item, ctx.actor)),
    remove: tenantProcedure("admin")
      .input(z.object({ id: z.uuid() }))
      .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.tenant.id, input.id, ctx.actor)),
  };
}

export const campusesRouter = createTRPCRouter({
  ...tenantDataProcedures(campusEditSchema, { list: listCampuses, save: saveCampus, remove: removeCampus }),
  /** Every campus's key and name, for the pickers and the cells that name a campus (a handful per hospital, never paged). */
  names: tenantProcedure("operator").query(({ ctx }) => listCampusNames(ctx.db, ctx.tenant.id)),
});
export const doctorsRouter = createTRPCRouter(tenantDataProcedures(doctorEditSchema, { list: listDoctors, save: saveDoctor, remove: removeDoctor }));
export const faqRouter = createTRPCRouter(tenantDataProcedures(faqEditSchema, { list: listFaq, byLang: true, save: saveFaq, remove: removeFaq }));
export const symptomsRouter = createTRPCRouter(
  tenantDataProcedures(symptomEditSchema, { list: listSymptoms, byLang: true, save: saveSymptom, remove: removeSymptom }),
);
