import { TRPCError } from "@trpc/server";
import { prepareVoiceTurnInputSchema, voiceTimingsInputSchema, voiceTurnInputSchema } from "~/contracts/agent-app";
import { prepareQuestion, turnDepsFor } from "~/server/runtime";
import { prepareVoiceTurn, recordAgentTimings, runTurn, streamTurn, type TurnEvent } from "~/server/cognition/orchestrator";
import { chatTurnInputSchema, type ChatTurnEvent, type ChatTurnInput, type ChatTurnResult } from "~/contracts/public-chat";
import { authSecret } from "~/server/auth/secret";
import { chatTokens, type ChatTokens } from "../chat/conversation-token";
import { env } from "~/lib/env";
import { createRateLimiter } from "../rate-limit";
import { roomClaimsFromEnv } from "~/server/voice/room-claims";
import { agentProcedure, createTRPCRouter, publicProcedure } from "../trpc";

let tokens: ChatTokens | undefined;
const chatTokenKeys = () => (tokens ??= chatTokens(authSecret()));

/**
 * The website's typed chat ("type instead of talk"): the channel is fixed, never the client's
 * choice, and the conversation is the one the client's token names or a new one — never a key the
 * client chose (contracts/public-chat.ts).
 */
function chatConversation(input: ChatTurnInput): { conversation: string; token: string } {
  const keys = chatTokenKeys();
  if (!input.conversation) return keys.start(input.tenant);
  // A token not ours, expired or another hospital's throws ChatTokenRefused: FORBIDDEN by the one mapping (../trpc.ts).
  const conversation = keys.open(input.conversation, input.tenant);
  return { conversation, token: keys.renew(conversation, input.tenant) };
}

let voiceTurnLimiter: ReturnType<typeof createRateLimiter> | undefined;
/** Per call (room), not per address: every agent worker of a host shares one address. */
const voiceTurnLimit = () => (voiceTurnLimiter ??= createRateLimiter("voice_turn", { points: env().RATE_LIMIT_VOICE_TURNS_PER_MINUTE, windowSeconds: 60 }));

export const cognitionRouter = createTRPCRouter({
  /** One typed turn, whole: the page's text chat and QA tooling. */
  // Limited per address by the gate, before the input is read (../rate-limit/public-limits.ts).
  turn: publicProcedure.input(chatTurnInputSchema).mutation(async ({ ctx, input }): Promise<ChatTurnResult> => {
    const { conversation, token } = chatConversation(input);
    const result = await runTurn(turnDepsFor(ctx.db), { ...input, conversation, channel: "web" });
    return { ...result, conversationToken: token };
  }),

  /** The same turn as a stream of safe, shaped sentences (SSE) — the text chat can show them as they come. */
  turnStream: publicProcedure.input(chatTurnInputSchema).subscription(async function* ({ ctx, input }): AsyncGenerator<ChatTurnEvent> {
    const { conversation, token } = chatConversation(input);
    yield { type: "conversation", conversationToken: token };
    yield* streamTurn(turnDepsFor(ctx.db), { ...input, conversation, channel: "web" });
  }),

  /**
   * The recogniser's final words, before the end-of-turn decision: their vector is made while the
   * line still waits to be sure the caller finished. Agent-only; nothing is stored or answered, and
   * it is not a turn for the per-call limit (the turn that follows is counted). The room claim is
   * checked as for a turn: a leaked agent token cannot spend the embedder outside a real call, and
   * the proof, cached for the call, is then already held when the turn arrives.
   */
  prepareVoiceTurn: agentProcedure.input(prepareVoiceTurnInputSchema).mutation(async ({ ctx, input }) => {
    await (ctx.rooms ?? roomClaimsFromEnv()).verify({ room: input.conversation, tenant: input.tenant, channel: input.channel });
    await prepareVoiceTurn(ctx.db, input, prepareQuestion);
    return { prepared: true as const };
  }),

  /**
   * The voice agent's turn (channel voice/sip), streamed over httpBatchStreamLink so speech starts
   * on the first sentence. Agent-only: the worker presents VOICEDESK_AGENT_TOKEN. The tenant's known
   * recogniser mishears are corrected inside the turn, in the call's language.
   */
  voiceTurn: agentProcedure.input(voiceTurnInputSchema).mutation(async function* ({ ctx, input }): AsyncGenerator<TurnEvent> {
    // The turn's stages start here: the limit and the room claim below are its "admit" stage.
    const receivedAt = performance.now();
    await voiceTurnLimit().consumeKey(input.conversation, ctx.db);
    // The conversation of a voice turn is its LiveKit room: LiveKit must hold a dispatch for this tenant and channel.
    await (ctx.rooms ?? roomClaimsFromEnv()).verify({ room: input.conversation, tenant: input.tenant, channel: input.channel });
    yield* streamTurn(turnDepsFor(ctx.db), input, receivedAt);
  }),

  /** After the answer was heard: the agent-side timings of that turn join its telemetry row. */
  voiceTimings: agentProcedure.input(voiceTimingsInputSchema).mutation(async ({ ctx, input }) => {
    const recorded = await recordAgentTimings(ctx.db, input);
    if (recorded === 0) throw new TRPCError({ code: "NOT_FOUND", message: `no turn ${input.turnIndex} in conversation ${input.conversationId}` });
    return { recorded };
  }),
});
