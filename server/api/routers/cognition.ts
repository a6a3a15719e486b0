import { TRPCError } from "@trpc/server";
import { voiceTimingsInputSchema, voiceTurnInputSchema } from "~/contracts/agent-app";
import { turnDepsFor } from "~/server/runtime";
import { recordAgentTimings, runTurn, streamTurn, turnRequestSchema, type TurnEvent } from "~/server/cognition/orchestrator";
import { env } from "~/lib/env";
import { createRateLimiter } from "../rate-limit";
import { roomClaimsFromEnv } from "~/server/voice/room-claims";
import { agentProcedure, createTRPCRouter, publicProcedure } from "../trpc";

/** The website's typed chat ("type instead of talk"): the channel is fixed, never the client's choice. */
const chatTurnInput = turnRequestSchema.omit({ channel: true });

let voiceTurnLimiter: ReturnType<typeof createRateLimiter> | undefined;
/** Per call (room), not per address: every agent worker of a host shares one address. */
const voiceTurnLimit = () => (voiceTurnLimiter ??= createRateLimiter("voice_turn", { points: env().RATE_LIMIT_VOICE_TURNS_PER_MINUTE, windowSeconds: 60 }));

export const cognitionRouter = createTRPCRouter({
  /** One typed turn, whole: the page's text chat and QA tooling. */
  // Limited per address by the gate, before the input is read (../rate-limit/public-limits.ts).
  turn: publicProcedure.input(chatTurnInput).mutation(async ({ ctx, input }) => {
    return runTurn(turnDepsFor(ctx.db), { ...input, channel: "web" });
  }),

  /** The same turn as a stream of safe, shaped sentences (SSE) — the text chat can show them as they come. */
  turnStream: publicProcedure.input(chatTurnInput).subscription(async function* ({ ctx, input }): AsyncGenerator<TurnEvent> {
    yield* streamTurn(turnDepsFor(ctx.db), { ...input, channel: "web" });
  }),

  /**
   * The voice agent's turn (channel voice/sip), streamed over httpBatchStreamLink so speech starts
   * on the first sentence. Agent-only: the worker presents VOICEDESK_AGENT_TOKEN. The tenant's known
   * recogniser mishears are corrected inside the turn, in the call's language.
   */
  voiceTurn: agentProcedure.input(voiceTurnInputSchema).mutation(async function* ({ ctx, input }): AsyncGenerator<TurnEvent> {
    await voiceTurnLimit().consumeKey(input.conversation, ctx.db);
    // The conversation of a voice turn is its LiveKit room: LiveKit must hold a dispatch for this tenant and channel.
    await (ctx.rooms ?? roomClaimsFromEnv()).verify({ room: input.conversation, tenant: input.tenant, channel: input.channel });
    yield* streamTurn(turnDepsFor(ctx.db), input);
  }),

  /** After the answer was heard: the agent-side timings of that turn join its telemetry row. */
  voiceTimings: agentProcedure.input(voiceTimingsInputSchema).mutation(async ({ ctx, input }) => {
    const recorded = await recordAgentTimings(ctx.db, input);
    if (recorded === 0) throw new TRPCError({ code: "NOT_FOUND", message: `no turn ${input.turnIndex} in conversation ${input.conversationId}` });
    return { recorded };
  }),
});
