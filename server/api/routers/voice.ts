import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { LANGUAGES } from "../../lang";
import { loadTaxonomy, tenantIdBySlug, UnknownTenantError } from "../../taxonomy/load-taxonomy";
import { loadVoiceOverlay } from "../../voice/overlays";
import { agentProcedure, createTRPCRouter } from "../trpc";

export const callSetupSchema = z.object({
  tenantName: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  supportedLanguages: z.array(z.enum(LANGUAGES)),
  helpdeskPhone: z.string(),
  /** Recogniser bias: doctor surnames, department names, campuses, the overlay's keywords. */
  keyterms: z.array(z.string()),
  pronunciations: z.array(z.object({ match: z.string(), replacement: z.string(), lang: z.enum(LANGUAGES).nullable() })),
});
export type CallSetup = z.infer<typeof callSetupSchema>;

/** Deepgram caps keyterm prompting; the most specific terms (overlay keywords first) go first. */
export const MAX_KEYTERMS = 100;

export const voiceRouter = createTRPCRouter({
  /** What the agent needs once per call, before it greets: read from the tenant's data, never hard-coded. */
  callSetup: agentProcedure
    .input(z.object({ tenant: z.string().min(1) }))
    .output(callSetupSchema)
    .query(async ({ ctx, input }) => {
      try {
        const [tenantId, taxonomy] = await Promise.all([tenantIdBySlug(ctx.db, input.tenant), loadTaxonomy(ctx.db, input.tenant)]);
        const overlay = await loadVoiceOverlay(ctx.db, tenantId);
        const names = [
          ...overlay.keywords,
          ...taxonomy.doctors.map((d) => d.lastName),
          ...taxonomy.departments.flatMap((d) => Object.values(d.names)),
          ...taxonomy.campuses.map((c) => c.name),
        ];
        const keyterms = [...new Set(names.map((n) => n.trim()).filter(Boolean))].slice(0, MAX_KEYTERMS);
        const t = taxonomy.tenant;
        return { tenantName: t.name, defaultLanguage: t.defaultLanguage, supportedLanguages: t.supportedLanguages, helpdeskPhone: t.helpdeskPhone, keyterms, pronunciations: overlay.pronunciations };
      } catch (err) {
        if (err instanceof UnknownTenantError) throw new TRPCError({ code: "NOT_FOUND", message: err.message });
        throw err;
      }
    }),
});
