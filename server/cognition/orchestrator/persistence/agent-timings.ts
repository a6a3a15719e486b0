import { and, eq } from "drizzle-orm";
import type { VoiceTimingsInput } from "~/contracts/agent-app";
import type { Db } from "~/server/db";
import { conversationMessages, conversations, pipelineTelemetry, tenants } from "~/server/db/schema";
import { moduleLogger } from "~/lib/logger";
import { observeFirstAudio } from "~/server/metrics";
import { settleConversation } from "./write-queue";

const log = moduleLogger("cognition.persist");

/**
 * The agent-side timings of a voice turn join that turn's telemetry row. The turn's rows are
 * written after its reply, so this waits for its own conversation's writes (and no one else's).
 * Returns the number of telemetry rows updated: 0 means there is no such turn.
 */
export async function recordAgentTimings(db: Db, input: VoiceTimingsInput): Promise<number> {
  await settleConversation(input.conversationId);
  const ids = { conversationId: input.conversationId, turnIndex: input.turnIndex };
  const [message] = await db
    .select({ id: conversationMessages.id, path: conversationMessages.path })
    .from(conversationMessages)
    .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
    .innerJoin(tenants, eq(tenants.id, conversations.tenantId))
    .where(
      and(eq(conversationMessages.conversationId, input.conversationId), eq(conversationMessages.turnIndex, input.turnIndex), eq(tenants.slug, input.tenant)),
    );
  if (!message) {
    log.warn(ids, "voice_timings_for_unknown_turn");
    return 0;
  }
  const updated = await db
    .update(pipelineTelemetry)
    .set({ agentTimings: input.timings })
    .where(eq(pipelineTelemetry.messageId, message.id))
    .returning({ id: pipelineTelemetry.id });
  log.info({ ...ids, rows: updated.length }, "voice_timings_recorded");
  if (updated.length && input.timings.firstAudioMs !== undefined) observeFirstAudio(input.tenant, message.path, input.timings.firstAudioMs);
  return updated.length;
}
