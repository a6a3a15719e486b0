import { createTRPCClient, httpBatchStreamLink, httpLink, splitLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "~/server/api/root";
import { turnEventSchema, type TurnEvent, type TurnResult } from "~/contracts/turn";
import {
  callSetupSchema,
  type AgentTimings,
  type CallEndedInput,
  type CallSetup,
  type CallStartedInput,
  type PrepareVoiceTurnInput,
  type VoiceTurnRequest,
} from "~/contracts/agent-app";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.app_client");

/**
 * The agent's only way into cognition: job processes do not own the database (the app's process
 * does, and PGlite is single-process), so every turn goes through the app's API. Every payload
 * that comes back is validated again here — the contract test runs both sides of this wire.
 */
export interface AppClient {
  callSetup(tenant: string): Promise<CallSetup>;
  /** The recogniser's final words so far, before the end-of-turn decision: the app embeds them ahead of the turn. */
  prepareVoiceTurn(input: PrepareVoiceTurnInput): Promise<void>;
  /** Sentences as soon as the app has made them safe to speak, then the whole result. */
  voiceTurn(req: VoiceTurnRequest, signal?: AbortSignal): AsyncGenerator<TurnEvent>;
  voiceTimings(tenant: string, result: Pick<TurnResult, "conversationId" | "turnIndex">, timings: AgentTimings): Promise<void>;
  /** The caller left while the call was open; resolves once the conversation is closed. */
  callEnded(input: CallEndedInput): Promise<void>;
  /** A phone call began (the app stores a keyed hash of the caller reference, never the reference). */
  callStarted(input: CallStartedInput): Promise<void>;
}

export function createAppClient(opts: { appUrl: string; agentToken: string; fetch?: typeof fetch }): AppClient {
  const url = `${opts.appUrl.replace(/\/$/, "")}/api/trpc`;
  const headers = () => ({ authorization: `Bearer ${opts.agentToken}` });
  const client = createTRPCClient<AppRouter>({
    links: [
      splitLink({
        // Only the turn streams; everything else is a plain request (no batching across calls).
        condition: (op) => op.path === "cognition.voiceTurn",
        true: httpBatchStreamLink({ url, transformer: superjson, headers, fetch: opts.fetch, maxItems: 1 }),
        false: httpLink({ url, transformer: superjson, headers, fetch: opts.fetch }),
      }),
    ],
  });

  return {
    async callSetup(tenant) {
      return callSetupSchema.parse(await client.voice.callSetup.query({ tenant }));
    },
    async prepareVoiceTurn(input) {
      await client.cognition.prepareVoiceTurn.mutate(input);
    },
    async *voiceTurn(req, signal) {
      const stream = await client.cognition.voiceTurn.mutate(req, { signal });
      let events = 0;
      for await (const raw of stream) {
        events += 1;
        yield turnEventSchema.parse(raw);
      }
      log.debug({ conversation: req.conversation, events }, "voice_turn_stream_ended");
    },
    async voiceTimings(tenant, result, timings) {
      await client.cognition.voiceTimings.mutate({ tenant, conversationId: result.conversationId, turnIndex: result.turnIndex, timings });
    },
    async callEnded(input) {
      await client.voice.callEnded.mutate(input);
    },
    async callStarted(input) {
      await client.voice.callStarted.mutate(input);
    },
  };
}
