import { TRPCError } from "@trpc/server";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { conversationMessages, conversations, pipelineTelemetry } from "../../db/schema";
import { turnDepsFor } from "../../cognition/orchestrator/deps";
import { runTurn, settlePersistence, streamTurn, turnRequestSchema, type TurnEvent } from "../../cognition/orchestrator";
import { tenantIdBySlug, UnknownTenantError } from "../../taxonomy/load-taxonomy";
import { applyReplacements, loadVoiceOverlay } from "../../voice/overlays";
import { moduleLogger } from "../../logger";
import { env } from "../../env";
import { createRateLimiter } from "../rate-limit";
import { agentProcedure, createTRPCRouter, publicProcedure } from "../trpc";

const log = moduleLogger("api.cognition");

/** The website's typed chat ("type instead of talk"): the channel is fixed, never the client's choice. */
const chatTurnInput = turnRequestSchema.omit({ channel: true });
/** The voice agent's turn: browser softphone or SIP, as the dispatch said. */
const voiceTurnInput = turnRequestSchema.extend({ channel: z.enum(["voice", "sip"]).default("voice") });

export const agentTimingsSchema = z.object({
  /** ms from the end of the caller's speech to the final transcript. */
  transcriptMs: z.number().nonnegative().optional(),
  /** … to the first sentence of the answer arriving at the agent. */
  firstSentenceMs: z.number().nonnegative().optional(),
  /** … to the first audio frame of the answer leaving the agent. */
  firstAudioMs: z.number().nonnegative().optional(),
});

function asTrpcError(err: unknown): never {
  if (err instanceof UnknownTenantError) throw new TRPCError({ code: "NOT_FOUND", message: err.message });
  throw err;
}

let chatLimiter: ReturnType<typeof createRateLimiter> | undefined;
/** A typed turn may reach an LLM: anyone can type, so the public chat is limited per address. */
const chatLimit = () => (chatLimiter ??= createRateLimiter("chat_turn", { points: env().RATE_LIMIT_CHAT_TURNS_PER_MINUTE, windowSeconds: 60 }));

export const cognitionRouter = createTRPCRouter({
  /** One typed turn, whole: the page's text chat and QA tooling. */
  turn: publicProcedure.input(chatTurnInput).mutation(async ({ ctx, input }) => {
    await chatLimit().consume(ctx.headers);
    return runTurn(turnDepsFor(ctx.db), { ...input, channel: "web" }).catch(asTrpcError);
  }),

  /** The same turn as a stream of safe, shaped sentences (SSE) — the text chat can show them as they come. */
  turnStream: publicProcedure.input(chatTurnInput).subscription(async function* ({ ctx, input }): AsyncGenerator<TurnEvent> {
    await chatLimit().consume(ctx.headers);
    try {
      yield* streamTurn(turnDepsFor(ctx.db), { ...input, channel: "web" });
    } catch (err) {
      asTrpcError(err);
    }
  }),

  /**
   * The voice agent's turn (channel voice/sip), streamed over httpBatchStreamLink so speech starts
   * on the first sentence. Agent-only: the worker presents VOICEDESK_AGENT_TOKEN.
   */
  voiceTurn: agentProcedure.input(voiceTurnInput).mutation(async function* ({ ctx, input }): AsyncGenerator<TurnEvent> {
    try {
      // Known recogniser mishears ("linden hof", "kardiologie") are fixed before cognition sees them.
      const overlay = await loadVoiceOverlay(ctx.db, await tenantIdBySlug(ctx.db, input.tenant));
      const heard = applyReplacements(input.text, input.lang ?? "nl", input.lang ? overlay.mishears : overlay.mishears.filter((m) => m.lang === null));
      if (heard.applied) log.info({ conversation: input.conversation, applied: heard.applied }, "voice_mishears_applied");
      yield* streamTurn(turnDepsFor(ctx.db), { ...input, text: heard.text });
    } catch (err) {
      asTrpcError(err);
    }
  }),

  /** After the answer was heard: the agent-side timings of that turn join its telemetry row. */
  voiceTimings: agentProcedure
    .input(z.object({ tenant: z.string().min(1), conversationId: z.uuid(), turnIndex: z.number().int().nonnegative(), timings: agentTimingsSchema }))
    .mutation(async ({ ctx, input }) => {
      // The turn's own rows are written after its reply; wait for them before attaching to them.
      await settlePersistence();
      const [message] = await ctx.db
        .select({ id: conversationMessages.id })
        .from(conversationMessages)
        .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
        .where(and(eq(conversationMessages.conversationId, input.conversationId), eq(conversationMessages.turnIndex, input.turnIndex)));
      if (!message) {
        log.warn({ conversationId: input.conversationId, turnIndex: input.turnIndex }, "voice_timings_for_unknown_turn");
        throw new TRPCError({ code: "NOT_FOUND", message: `no turn ${input.turnIndex} in conversation ${input.conversationId}` });
      }
      const updated = await ctx.db.update(pipelineTelemetry).set({ agentTimings: input.timings }).where(eq(pipelineTelemetry.messageId, message.id)).returning({ id: pipelineTelemetry.id });
      log.info({ conversationId: input.conversationId, turnIndex: input.turnIndex, rows: updated.length }, "voice_timings_recorded");
      return { recorded: updated.length };
    }),
});
