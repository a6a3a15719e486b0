import { z } from "zod";
import { retentionDaysSchema, transcriptPolicySchema } from "~/contracts/tenant-admin";
import { env } from "~/lib/env";
import { eraseCalls, erasureSearchSchema, findCallerCalls, MAX_ERASE } from "~/server/console/erasure";
import { tenantCallerKey } from "~/server/telephony/caller-pseudonym";
import { eraseConversation, retentionOf, setRetention, setTranscriptPolicy } from "~/server/console/retention";
import { createTRPCRouter, tenantProcedure } from "../trpc";

/** How long the tenant keeps its calls and what of them: admins read and erase one call, owners set the policy. */
export const retentionRouter = createTRPCRouter({
  get: tenantProcedure("admin").query(({ ctx }) => retentionOf(ctx.db, ctx.tenant.id)),
  set: tenantProcedure("owner")
    .input(z.object({ days: retentionDaysSchema }))
    .mutation(({ ctx, input }) => setRetention(ctx.db, ctx.tenant.id, input.days, ctx.actor)),
  /** Keep the words of calls, or only their classes and timings (the tenant's privacy policy). */
  setTranscripts: tenantProcedure("owner")
    .input(z.object({ transcripts: transcriptPolicySchema }))
    .mutation(({ ctx, input }) => setTranscriptPolicy(ctx.db, ctx.tenant.id, input.transcripts, ctx.actor)),
  erase: tenantProcedure("admin")
    .input(z.object({ conversationId: z.uuid() }))
    .mutation(({ ctx, input }) => eraseConversation(ctx.db, ctx.tenant.id, input.conversationId, ctx.actor)),
  /** An erasure request: one caller's calls by the number they call from (matched by pseudonym), date and words. */
  findCalls: tenantProcedure("admin")
    .input(erasureSearchSchema)
    .query(({ ctx, input }) =>
      findCallerCalls(
        ctx.db,
        ctx.tenant.id,
        () => tenantCallerKey(ctx.tenant.slug, { secret: env().VOICEDESK_CALLER_ID_SECRET, dataDir: env().VOICEDESK_DATA_DIR }),
        input,
      ),
    ),
  /** Erases the chosen calls and everything kept of them; audited with the counts. */
  eraseCalls: tenantProcedure("admin")
    .input(z.object({ ids: z.array(z.uuid()).min(1).max(MAX_ERASE) }))
    .mutation(({ ctx, input }) => eraseCalls(ctx.db, ctx.tenant.id, input.ids, ctx.actor)),
});
