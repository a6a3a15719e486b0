import { and, count, desc, sql, type SQL } from "drizzle-orm";
import type { Db } from "./index";
import { conversations } from "./schema";

/**
 * One page of a tenant's stored calls, newest first, and how many the whole filter matches: the
 * operators' call list and the admins' erasure search are the same listing over different filters
 * (`where` carries the tenant). Each row has what a person recognises a call by: when, which
 * channel and language, how it ended, how many turns, how many were refused (medical advice, or an
 * answer the post-filter stopped) or found nothing, and its first question (redacted).
 */
export async function pageOfCalls(db: Db, where: SQL[], page: number, pageSize: number) {
  const rows = await db
    .select({
      id: conversations.id,
      channel: conversations.channel,
      language: conversations.lockedLanguage,
      disposition: conversations.disposition,
      startedAt: conversations.startedAt,
      endedAt: conversations.endedAt,
      turns: sql<number>`(select count(*)::int from conversation_messages m where m.conversation_id = "conversations"."id")`,
      // What the call's turns came to beyond "answered": a call that ended answered may hold a refusal.
      refused: sql<number>`(select count(*)::int from conversation_messages m left join pipeline_telemetry p on p.message_id = m.id
        where m.conversation_id = "conversations"."id" and (m.terminal_class = 'SAFETY_REFUSAL' or coalesce(p.postfilter_blocked, false)))`,
      notFound: sql<number>`(select count(*)::int from conversation_messages m
        where m.conversation_id = "conversations"."id" and not m.found and coalesce(m.terminal_class, 'FALLTHROUGH') = 'FALLTHROUGH')`,
      firstQuestion: sql<
        string | null
      >`(select m.utterance_redacted from conversation_messages m where m.conversation_id = "conversations"."id" order by m.turn_index limit 1)`,
    })
    .from(conversations)
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
