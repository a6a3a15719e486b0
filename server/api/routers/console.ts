import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { INPUT_LIMITS, safeText } from "../../../contracts/input";
import {
  affinityMultiplierSchema,
  campusEditSchema,
  departmentEditSchema,
  doctorEditSchema,
  faqEditSchema,
  invitationSchema,
  newPasswordSchema,
  overlayEntrySchema,
  retentionDaysSchema,
  transcriptPolicySchema,
  symptomEditSchema,
} from "../../../contracts/tenant-admin";
import { AUDIT_ACTIONS } from "../../../contracts/vocabulary";
import { langSchema } from "../../../lib/lang";
import type { AppSession } from "../../auth/session";
import { ROLES } from "../../auth/session";
import { listAudit, type Actor } from "../../console/audit";
import { listDepartments, NotFoundError, updateDepartment } from "../../console/departments";
import { listDocuments, reingestDocuments, UploadRefused, uploadDocument } from "../../console/documents";
import { ExportRefused, exportTenantBundle } from "../../console/bundle/export";
import { applyBundle, checkBundleZip } from "../../console/bundle/import";
import { BundleZipError, ZIP_LIMITS } from "../../console/bundle/zip";
import { followIngestJob, JobBusy, startIngestJob } from "../../console/ingest-jobs";
import { FieldError } from "../../console/tenant-data/change";
import { listCampuses, removeCampus, saveCampus } from "../../console/tenant-data/campuses";
import { listDoctors, removeDoctor, saveDoctor } from "../../console/tenant-data/doctors";
import { listFaq, removeFaq, saveFaq } from "../../console/tenant-data/faq";
import { listSymptoms, removeSymptom, saveSymptom } from "../../console/tenant-data/symptoms";
import { defaultEmbedder } from "../../knowledge/service";
import { matrixGrid, previewMatrix, setMatrixCell } from "../../console/matrix";
import { acceptInvitation, changeMemberRole, invitationInfo, InvitationError, inviteMember, listMembers } from "../../console/members";
import { addOverlayEntry, listOverlay, removeOverlayEntry } from "../../console/overlay";
import { eraseConversation, listConversations, retentionOf, setRetention, setTranscriptPolicy } from "../../console/retention";
import { eraseCalls, erasureSearchSchema, findCallerCalls, MAX_ERASE } from "../../console/erasure";
import { tenantCallerKey } from "../../telephony/caller-pseudonym";
import { env } from "../../../lib/env";
import { tenants } from "../../db/schema";
import { CHUNK_CATEGORIES } from "../../db/schema/enums";
import { createTRPCRouter, publicProcedure, signedInProcedure, tenantProcedure } from "../trpc";

/**
 * The console's procedures: one router per page. Each declares its access through its procedure
 * kind (see ../access.ts); the routers only translate service errors into API errors.
 */

const actorOf = (session: AppSession): Actor => ({ id: session.user.id, email: session.user.email });

/** Service errors a user can act on become 4xx with their words; anything else stays internal. */
async function userFacing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof NotFoundError) throw new TRPCError({ code: "NOT_FOUND", message: err.message });
    if (err instanceof UploadRefused) throw new TRPCError({ code: "BAD_REQUEST", message: err.message });
    if (err instanceof FieldError) {
      // As a zod issue: the message names the field, and the form puts it under that field.
      const path = err.field.split(".");
      const issue = z.unknown().superRefine((_, ctx) => ctx.addIssue({ code: "custom", path, message: err.message }));
      throw new TRPCError({ code: "BAD_REQUEST", message: err.message, cause: issue.safeParse(null).error });
    }
    if (err instanceof BundleZipError) throw new TRPCError({ code: "BAD_REQUEST", message: err.message });
    if (err instanceof ExportRefused) throw new TRPCError({ code: "PRECONDITION_FAILED", message: err.message });
    if (err instanceof JobBusy) throw new TRPCError({ code: "CONFLICT", message: err.message });
    if (err instanceof InvitationError) throw new TRPCError({ code: "BAD_REQUEST", message: err.message });
    if (err instanceof z.ZodError) throw new TRPCError({ code: "BAD_REQUEST", message: "invalid input", cause: err });
    throw err;
  }
}

const intentName = z
  .string()
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, "must be an intent name");

export const consoleTenantsRouter = createTRPCRouter({
  /** The tenants the signed-in person may open, with their role (platform admins: every tenant). */
  mine: signedInProcedure.query(async ({ ctx }) => {
    const all = await ctx.db.select({ slug: tenants.slug, name: tenants.name }).from(tenants).orderBy(tenants.name);
    const visible = ctx.session.user.isPlatformAdmin ? all : all.filter((t) => ctx.session.memberships[t.slug]);
    return {
      user: { email: ctx.session.user.email, isPlatformAdmin: ctx.session.user.isPlatformAdmin },
      tenants: visible.map((t) => ({ ...t, role: ctx.session.memberships[t.slug] ?? (ctx.session.user.isPlatformAdmin ? ("owner" as const) : null) })),
    };
  }),
});

export const departmentsRouter = createTRPCRouter({
  list: tenantProcedure("operator")
    .input(z.object({ search: safeText({ max: INPUT_LIMITS.name }).optional() }))
    .query(({ ctx, input }) => listDepartments(ctx.db, ctx.tenant.id, input.search)),
  update: tenantProcedure("admin")
    .input(z.object({ department: departmentEditSchema }))
    .mutation(({ ctx, input }) => userFacing(() => updateDepartment(ctx.db, ctx.tenant.id, input.department, actorOf(ctx.session)))),
});

export const overlayRouter = createTRPCRouter({
  list: tenantProcedure("operator").query(({ ctx }) => listOverlay(ctx.db, ctx.tenant.id)),
  add: tenantProcedure("admin")
    .input(z.object({ entry: overlayEntrySchema }))
    .mutation(({ ctx, input }) => userFacing(() => addOverlayEntry(ctx.db, ctx.tenant.id, input.entry, actorOf(ctx.session)))),
  remove: tenantProcedure("admin")
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => userFacing(() => removeOverlayEntry(ctx.db, ctx.tenant.id, input.id, actorOf(ctx.session)))),
});

const cellInput = z.object({ intent: intentName, category: z.enum(CHUNK_CATEGORIES) });

export const affinityRouter = createTRPCRouter({
  grid: tenantProcedure("admin").query(({ ctx }) => matrixGrid(ctx.db, ctx.tenant.id)),
  set: tenantProcedure("admin")
    .input(cellInput.extend({ multiplier: affinityMultiplierSchema.nullable() }))
    .mutation(({ ctx, input }) => userFacing(() => setMatrixCell(ctx.db, ctx.tenant.id, input, actorOf(ctx.session)))),
  preview: tenantProcedure("admin")
    .input(
      z.object({
        lang: langSchema,
        text: safeText({ min: 1, max: INPUT_LIMITS.utterance }),
        intent: intentName.optional(),
        draft: z.array(cellInput.extend({ multiplier: affinityMultiplierSchema })).max(200),
      }),
    )
    .query(({ ctx, input }) => userFacing(() => previewMatrix(ctx.db, { ...input, tenant: ctx.tenant.slug }))),
});

export const documentsRouter = createTRPCRouter({
  list: tenantProcedure("operator").query(({ ctx }) => listDocuments(ctx.db, ctx.tenant.id)),
  upload: tenantProcedure("admin")
    .input(
      z.object({
        name: z
          .string()
          .max(120)
          .regex(/^[a-z0-9][a-z0-9._-]*\.(md|markdown|html?)$/i, "a .md or .html file name (letters, digits, . _ -)"),
        content: safeText({ min: 1, max: INPUT_LIMITS.document, multiline: true }),
      }),
    )
    .mutation(({ ctx, input }) => userFacing(() => uploadDocument(ctx.db, ctx.tenant.id, input, actorOf(ctx.session)))),
  /** The tenant as a bundle zip (base64): tenant data, overlay, matrix overrides, retention, every page's file. */
  exportBundle: tenantProcedure("admin").mutation(({ ctx }) =>
    userFacing(async () => {
      const zip = await exportTenantBundle(ctx.db, ctx.tenant, actorOf(ctx.session));
      return { fileName: `${ctx.tenant.slug}-bundle.zip`, base64: Buffer.from(zip).toString("base64") };
    }),
  ),
  /**
   * Replace the tenant with a bundle zip. Checked in full before anything is written (a bad zip
   * changes nothing and every problem comes back with its file); then imported as a job whose
   * progress `progress` streams.
   */
  importBundle: tenantProcedure("admin")
    .input(z.object({ zip: z.base64("the bundle must be sent as base64").max(Math.ceil((ZIP_LIMITS.compressedBytes * 4) / 3) + 4, "the zip is too large") }))
    .mutation(({ ctx, input }) =>
      userFacing(async () => {
        // Refusals come back as a list, not an error message: a bundle can have dozens of problems.
        let checked;
        try {
          checked = await checkBundleZip(Buffer.from(input.zip, "base64"), ctx.tenant.slug);
        } catch (err) {
          if (err instanceof BundleZipError) return { ok: false as const, problems: err.list.slice(0, 100) };
          throw err;
        }
        const actor = actorOf(ctx.session);
        const job = startIngestJob(
          ctx.tenant.id,
          "import",
          (report) => applyBundle(ctx.db, checked, { actor, embedder: defaultEmbedder(), onProgress: report }),
          jobError,
        );
        return { ok: true as const, job };
      }),
    ),
  /** Chunk and embed every page again from its kept file, as a job (see `progress`). */
  reingest: tenantProcedure("admin").mutation(({ ctx }) =>
    userFacing(async () => {
      const actor = actorOf(ctx.session);
      return startIngestJob(ctx.tenant.id, "reingest", (report) => reingestDocuments(ctx.db, ctx.tenant.id, actor, report), jobError);
    }),
  ),
  /**
   * The tenant's import or re-ingest as it runs (pages done of total, chunks written, the page at
   * hand), streamed over SSE until it ends. A subscription rather than polling: the bar moves
   * with every page and nothing asks while no job runs.
   */
  progress: tenantProcedure("operator").subscription(async function* ({ ctx, signal }) {
    yield* followIngestJob(ctx.tenant.id, signal);
  }),
});

/** A job's failure in words when it is one the admin can act on. */
const jobError = (err: unknown): string | null => (err instanceof UploadRefused || err instanceof BundleZipError ? err.message : null);

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

export const membersRouter = createTRPCRouter({
  list: tenantProcedure("owner").query(({ ctx }) => listMembers(ctx.db, ctx.tenant.id)),
  invite: tenantProcedure("owner")
    .input(invitationSchema)
    .mutation(({ ctx, input }) => userFacing(() => inviteMember(ctx.db, ctx.tenant.id, input, actorOf(ctx.session)))),
  setRole: tenantProcedure("owner")
    .input(z.object({ userId: z.uuid(), role: z.enum(ROLES).nullable() }))
    .mutation(({ ctx, input }) => userFacing(() => changeMemberRole(ctx.db, ctx.tenant.id, input.userId, input.role, actorOf(ctx.session)))),
});

const tokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, "not an invitation token");

export const invitationRouter = createTRPCRouter({
  /** Public: the token itself is the credential (32 random bytes, one use, a week). */
  invitationInfo: publicProcedure.input(z.object({ token: tokenSchema })).query(({ ctx, input }) => invitationInfo(ctx.db, input.token)),
  acceptInvitation: publicProcedure
    .input(z.object({ token: tokenSchema, password: newPasswordSchema.optional() }))
    .mutation(({ ctx, input }) => userFacing(() => acceptInvitation(ctx.db, input.token, input.password))),
});

export const retentionRouter = createTRPCRouter({
  get: tenantProcedure("admin").query(({ ctx }) => retentionOf(ctx.db, ctx.tenant.id)),
  set: tenantProcedure("owner")
    .input(z.object({ days: retentionDaysSchema }))
    .mutation(({ ctx, input }) => setRetention(ctx.db, ctx.tenant.id, input.days, actorOf(ctx.session))),
  /** Keep the words of calls, or only their classes and timings (the tenant's privacy policy). */
  setTranscripts: tenantProcedure("owner")
    .input(z.object({ transcripts: transcriptPolicySchema }))
    .mutation(({ ctx, input }) => setTranscriptPolicy(ctx.db, ctx.tenant.id, input.transcripts, actorOf(ctx.session))),
  conversations: tenantProcedure("admin").query(({ ctx }) => listConversations(ctx.db, ctx.tenant.id)),
  erase: tenantProcedure("admin")
    .input(z.object({ conversationId: z.uuid() }))
    .mutation(({ ctx, input }) => userFacing(() => eraseConversation(ctx.db, ctx.tenant.id, input.conversationId, actorOf(ctx.session)))),
  /** An erasure request: one caller's calls by the number they call from (matched by pseudonym), date and words. */
  findCalls: tenantProcedure("admin")
    .input(erasureSearchSchema)
    .query(({ ctx, input }) =>
      userFacing(() =>
        findCallerCalls(
          ctx.db,
          ctx.tenant.id,
          () => tenantCallerKey(ctx.tenant.slug, { secret: env().VOICEDESK_CALLER_ID_SECRET, dataDir: env().VOICEDESK_DATA_DIR }),
          input,
        ),
      ),
    ),
  /** Erases the chosen calls and everything kept of them; audited with the counts. */
  eraseCalls: tenantProcedure("admin")
    .input(z.object({ ids: z.array(z.uuid()).min(1).max(MAX_ERASE) }))
    .mutation(({ ctx, input }) => userFacing(() => eraseCalls(ctx.db, ctx.tenant.id, input.ids, actorOf(ctx.session)))),
});

/**
 * The tenant-data editors, one router each with the same shape: list (with search) for operators,
 * save (id null adds) and remove for admins. The services audit before → after.
 */
const searchInput = z.object({ search: safeText({ max: INPUT_LIMITS.name }).optional() });

export const campusesRouter = createTRPCRouter({
  list: tenantProcedure("operator")
    .input(searchInput)
    .query(({ ctx, input }) => listCampuses(ctx.db, ctx.tenant.id, input.search)),
  save: tenantProcedure("admin")
    .input(z.object({ id: z.uuid().nullable(), item: campusEditSchema }))
    .mutation(({ ctx, input }) => userFacing(() => saveCampus(ctx.db, ctx.tenant.id, input.id, input.item, actorOf(ctx.session)))),
  remove: tenantProcedure("admin")
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => userFacing(() => removeCampus(ctx.db, ctx.tenant.id, input.id, actorOf(ctx.session)))),
});

export const doctorsRouter = createTRPCRouter({
  list: tenantProcedure("operator")
    .input(searchInput)
    .query(({ ctx, input }) => listDoctors(ctx.db, ctx.tenant.id, input.search)),
  save: tenantProcedure("admin")
    .input(z.object({ id: z.uuid().nullable(), item: doctorEditSchema }))
    .mutation(({ ctx, input }) => userFacing(() => saveDoctor(ctx.db, ctx.tenant.id, input.id, input.item, actorOf(ctx.session)))),
  remove: tenantProcedure("admin")
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => userFacing(() => removeDoctor(ctx.db, ctx.tenant.id, input.id, actorOf(ctx.session)))),
});

export const faqRouter = createTRPCRouter({
  list: tenantProcedure("operator")
    .input(searchInput)
    .query(({ ctx, input }) => listFaq(ctx.db, ctx.tenant.id, input.search)),
  save: tenantProcedure("admin")
    .input(z.object({ id: z.uuid().nullable(), item: faqEditSchema }))
    .mutation(({ ctx, input }) => userFacing(() => saveFaq(ctx.db, ctx.tenant.id, input.id, input.item, actorOf(ctx.session)))),
  remove: tenantProcedure("admin")
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => userFacing(() => removeFaq(ctx.db, ctx.tenant.id, input.id, actorOf(ctx.session)))),
});

export const symptomsRouter = createTRPCRouter({
  list: tenantProcedure("operator")
    .input(searchInput)
    .query(({ ctx, input }) => listSymptoms(ctx.db, ctx.tenant.id, input.search)),
  save: tenantProcedure("admin")
    .input(z.object({ id: z.uuid().nullable(), item: symptomEditSchema }))
    .mutation(({ ctx, input }) => userFacing(() => saveSymptom(ctx.db, ctx.tenant.id, input.id, input.item, actorOf(ctx.session)))),
  remove: tenantProcedure("admin")
    .input(z.object({ id: z.uuid() }))
    .mutation(({ ctx, input }) => userFacing(() => removeSymptom(ctx.db, ctx.tenant.id, input.id, actorOf(ctx.session)))),
});
