import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "./index";
import { conversationMessages, conversations, pipelineTelemetry } from "./schema";

/**
 * What one turn came to for the caller, as SQL, in the order the console tells it
 * (app/(console)/_components/turn-outcome.ts; call-page.test.ts holds the two to the same answers).
 * An emergency or a refusal is a fixed reply the pipeline marks as found: counted as "answered", a
 * call whose one question was refused after a greeting read "Answered" in the call and erasure lists.
 */
const turnOutcome = sql<string>`case
  when ${conversationMessages.terminalClass} = 'EMERGENCY' then 'emergency'
  when coalesce(${pipelineTelemetry.postfilterBlocked}, false) then 'blocked'
  when ${conversationMessages.terminalClass} = 'SAFETY_REFUSAL' then 'refused'
  when ${conversationMessages.action} = 'transfer' then 'transferred'
  when coalesce(${conversationMessages.terminalClass}, 'FALLTHROUGH') <> 'FALLTHROUGH' then 'other'
  when ${conversationMessages.found} then 'answered'
  else 'not_found'
end`;

/** Turns of the calls being listed, counted by what they came to (only the line's own short replies are in no count but `turns`). */
function turnCounts(db: Db) {
  const turns = db
    .select({ outcome: turnOutcome.as("outcome") })
    .from(conversationMessages)
    .leftJoin(pipelineTelemetry, eq(pipelineTelemetry.messageId, conversationMessages.id))
    .where(eq(conversationMessages.conversationId, conversations.id))
    .as("turns");
  const counted = (outcomes: string[]) =>
    sql<number>`(count(*) filter (where ${turns.outcome} in (${sql.join(
      outcomes.map((o) => sql`${o}`),
      sql`, `,
    )})))::int`;
  return db
    .select({
      turns: sql<number>`count(*)::int`.as("turns"),
      // Put through counts as answered: the caller got what they asked for.
      answered: counted(["answered", "transferred"]).as("answered"),
      // Medical advice refused, or an answer the post-filter stopped: the caller heard the refusal.
      refused: counted(["refused", "blocked"]).as("refused"),
      emergency: counted(["emergency"]).as("emergency"),
      notFound: counted(["not_found"]).as("not_found"),
    })
    .from(turns)
    .as("counts");
}

/**
 * One page of a tenant's stored calls, newest first, and how many the whole filter matches: the
 * operators' call list and the admins' erasure search are the same listing over different filters
 * (`where` carries the tenant). Each row has what a person recognises a call by: when, which
 * channel and language, how it ended, its turns counted by what they came to (answered, refused,
 * emergency, nothing found), and its first question (redacted).
 */
export async function pageOfCalls(db: Db, where: SQL[], page: number, pageSize: number) {
  const counts = turnCounts(db);
  const rows = await db
    .select({
      id: conversations.id,
      channel: conversations.channel,
      language: conversations.lockedLanguage,
      disposition: conversations.disposition,
      startedAt: conversations.startedAt,
      endedAt: conversations.endedAt,
      turns: counts.turns,
      answered: counts.answered,
      refused: counts.refused,
      emergency: counts.emergency,
      notFound: counts.notFound,
      firstQuestion: sql<
        string | null
      >`(select m.utterance_redacted from conversation_messages m where m.conversation_id = "conversations"."id" order by m.turn_index limit 1)`,
    })
    .from(conversations)
    .leftJoinLateral(counts, sql`true`)
    .where(and(...where))
    .orderBy(desc(conversations.startedAt), desc(conversations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await db
    .select({ total: count() })
    .from(conversations)
    .where(and(...where));
  return { rows, total: counted?.total ?? 0, page, pageSize };
}
