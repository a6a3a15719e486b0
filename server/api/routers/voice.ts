import { TRPCError } from "@trpc/server";
import { callEndedInputSchema, callStartedInputSchema, callSetupInputSchema, callSetupSchema, type CallSetup } from "~/contracts/agent-app";
import { conversationKey, endConversationByCaller, settlePersistence, startPhoneConversation } from "~/server/cognition/orchestrator";
import { env } from "~/lib/env";
import { callerPseudonym, tenantCallerKey } from "~/server/telephony/caller-pseudonym";
import { moduleLogger } from "~/lib/logger";
import { tenantContext, type TenantContext } from "~/server/tenant-context";
import { roomClaimsFromEnv } from "~/server/voice/room-claims";
import { agentProcedure, createTRPCRouter } from "../trpc";

const log = moduleLogger("api.voice");

/** Deepgram caps keyterm prompting; the most specific terms (overlay keywords first) go first. */
export const MAX_KEYTERMS = 100;

/** What the agent needs once per call, from the same tenant context the turns answer from. */
export function callSetupOf(tenant: TenantContext): CallSetup {
  const { taxonomy, overlay } = tenant;
  const names = [
    ...overlay.keywords,
    ...taxonomy.doctors.map((d) => d.lastName),
    ...taxonomy.departments.flatMap((d) => Object.values(d.names)),
    ...taxonomy.campuses.map((c) => c.name),
  ];
  const t = taxonomy.tenant;
  return {
    tenantName: t.name,
    defaultLanguage: t.defaultLanguage,
    supportedLanguages: [...t.supportedLanguages],
    helpdeskPhone: t.helpdeskPhone,
    keyterms: [...new Set(names.map((n) => n.trim()).filter(Boolean))].slice(0, MAX_KEYTERMS),
    pronunciations: overlay.pronunciations.map((p) => ({ ...p })),
  };
}

export const voiceRouter = createTRPCRouter({
  /** What the agent needs once per call, before it greets: read from the tenant's data, never hard-coded. */
  callSetup: agentProcedure
    .input(callSetupInputSchema)
    .output(callSetupSchema)
    .query(async ({ ctx, input }) => {
      return callSetupOf(await tenantContext(ctx.db, input.tenant));
    }),

  /**
   * A phone call began: the conversation is opened with the caller's pseudonym (a keyed hash of the
   * caller reference; neither the reference nor a number is stored or logged). The room must be a
   * real call LiveKit dispatched for this tenant and channel, as for a turn: a leaked agent token
   * cannot open conversations in another tenant's records.
   */
  callStarted: agentProcedure.input(callStartedInputSchema).mutation(async ({ ctx, input }) => {
    await (ctx.rooms ?? roomClaimsFromEnv()).verify({ room: input.conversation, tenant: input.tenant, channel: input.channel });
    const key = tenantCallerKey(input.tenant, { secret: env().VOICEDESK_CALLER_ID_SECRET, dataDir: env().VOICEDESK_DATA_DIR });
    const pseudonym = callerPseudonym(key, input.callerRef);
    const known = await startPhoneConversation(ctx.db, { tenant: input.tenant, externalId: input.conversation, callerPseudonym: pseudonym });
    if (!known) throw new TRPCError({ code: "NOT_FOUND", message: `unknown tenant "${input.tenant}"` });
    log.info({ tenant: input.tenant, conversation: input.conversation }, "phone_call_started");
    return { ok: true as const };
  }),

  /**
   * The caller left while the call was open. Waits for the writes of turns already handed to
   * persistence (a caller who hangs up mid-answer loses nothing), then closes the conversation.
   */
  callEnded: agentProcedure.input(callEndedInputSchema).mutation(async ({ ctx, input }) => {
    await settlePersistence(conversationKey(input));
    const disposition = await endConversationByCaller(ctx.db, { tenant: input.tenant, externalId: input.conversation, channel: input.channel });
    if (disposition === undefined) throw new TRPCError({ code: "NOT_FOUND", message: `unknown tenant "${input.tenant}"` });
    log.info({ tenant: input.tenant, conversation: input.conversation, channel: input.channel, disposition }, "call_ended_by_caller");
    return { disposition };
  }),
});
