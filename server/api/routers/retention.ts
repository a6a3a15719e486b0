import { z } from "zod";
import { retentionDaysSchema, transcriptPolicySchema } from "~/contracts/tenant-admin";
import { eraseConversation, listConversations, retentionOf, setRetention, setTranscriptPolicy } from "~/server/console/retention";
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
  conversations: tenantProcedure("admin").query(({ ctx }) => listConversations(ctx.db, ctx.tenant.id)),
  erase: tenantProcedure("admin")
    .input(z.object({ conversationId: z.uuid() }))
    .mutation(({ ctx, input }) => eraseConversation(ctx.db, ctx.tenant.id, input.conversationId, ctx.actor)),
});
