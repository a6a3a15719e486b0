import { and, count, desc, eq, exists, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { CallEnding, CallOutcome } from "~/contracts/vocabulary";
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

/**
 * Which turn outcomes each count of a listed call holds. Put through counts as answered: the caller
 * got what they asked for. A refusal is medical advice refused, or an answer the post-filter stopped:
 * either way the caller heard the refusal. Only the line's own short replies are in no count but `turns`.
 */
const COUNTED = {
  answered: ["answered", "transferred"],
  refused: ["refused", "blocked"],
  emergency: ["emergency"],
  notFound: ["not_found"],
} as const satisfies Record<string, readonly string[]>;

/** The count an outcome filter picks calls by: the filter and the column it shows in cannot disagree. */
const FILTERED: Record<CallOutcome, keyof typeof COUNTED> = { emergency: "emergency", refused: "refused", not_found: "notFound" };

const outcomeIn = (outcome: SQL, outcomes: readonly string[]) =>
  sql`${outcome} in (${sql.join(
    outcomes.map((o) => sql`${o}`),
    sql`, `,
  )})`;

/** Each count of a call's turns, as SQL over the rows of its turns' outcomes (`outcome`). */
const countColumns = (outcome: SQL) => {
  const counted = (outcomes: readonly string[]) => sql<number>`(count(*) filter (where ${outcomeIn(outcome, outcomes)}))::int`;
  return {
    answered: counted(COUNTED.answered),
    refused: counted(COUNTED.refused),
    emergency: counted(COUNTED.emergency),
    notFound: counted(COUNTED.notFound),
  };
};

type TurnCountsSql = Record<"answered" | "refused" | "emergency" | "notFound", SQL | SQL.Aliased | AnyColumn>;

/**
 * How a call ended, in the words of CALL_ENDINGS: the one rule the call and erasure lists, the
 * replay and the dashboard's rollup all read (a dashboard that counted its own way said "Answered"
 * for calls the list showed as ended with a goodbye or after a refusal). A 112 reply outranks every
 * stored ending, so an operator finds every such call by one value; a call stored as answered whose
 * questions were all refused, or all found nothing, says so.
 */
export function callEnding(disposition: SQL | AnyColumn, n: TurnCountsSql): SQL<CallEnding> {
  return sql<CallEnding>`(case
    when ${disposition} = 'emergency' or coalesce(${n.emergency}, 0) > 0 then 'emergency'
    when ${disposition} is null then 'open'
    when ${disposition} <> 'answered' or coalesce(${n.answered}, 0) > 0 then ${disposition}::text
    when coalesce(${n.refused}, 0) > 0 then 'after_refusal'
    when coalesce(${n.notFound}, 0) > 0 then 'unanswered'
    else 'answered' end)`;
}

/**
 * The ending of every call that `calls` selects (an SQL condition over the unaliased
 * `conversations`), with its day, hour and language: the dashboard's rollup groups these. Set-based
 * (one pass over the turns of those calls), where the lists count a page of calls one by one.
 */
export function endingsOfCalls(calls: SQL, tz: string): SQL {
  const c = countColumns(sql`o.outcome`);
  return sql`
    select (${conversations.startedAt} at time zone ${tz})::date as day,
      extract(hour from ${conversations.startedAt} at time zone ${tz})::smallint as hour,
      ${callEnding(conversations.disposition, { answered: sql`k.answered`, refused: sql`k.refused`, emergency: sql`k.emergency`, notFound: sql`k.not_found` })} as ending,
      coalesce(${conversations.lockedLanguage}, 'unknown') as language
    from ${conversations}
    left join (
      select o.conversation_id, ${c.answered} as answered, ${c.refused} as refused, ${c.emergency} as emergency, ${c.notFound} as not_found
      from (
        select ${conversationMessages.conversationId} as conversation_id, ${turnOutcome} as outcome
        from ${conversationMessages}
        join ${conversations} on ${conversations.id} = ${conversationMessages.conversationId}
        left join ${pipelineTelemetry} on ${pipelineTelemetry.messageId} = ${conversationMessages.id}
        where ${calls}
      ) o group by o.conversation_id
    ) k on k.conversation_id = ${conversations.id}
    where ${calls}`;
}

/** Turns of the calls being listed, counted by what they came to. */
function turnCounts(db: Db) {
  const turns = db
    .select({ outcome: turnOutcome.as("outcome") })
    .from(conversationMessages)
    .leftJoin(pipelineTelemetry, eq(pipelineTelemetry.messageId, conversationMessages.id))
    .where(eq(conversationMessages.conversationId, conversations.id))
    .as("turns");
  const c = countColumns(sql`${turns.outcome}`);
  return db
    .select({
      turns: sql<number>`count(*)::int`.as("turns"),
      answered: c.answered.as("answered"),
      refused: c.refused.as("refused"),
      emergency: c.emergency.as("emergency"),
      notFound: c.notFound.as("not_found"),
    })
    .from(turns)
    .as("counts");
}

/**
 * The calls with at least one turn that came to `outcome` (every call in which the caller was sent
 * to 112, say): the same turns the listed count of that outcome counts, so each call the filter
 * finds shows a count of at least one, and every call showing one is found.
 */
export function callHadOutcome(db: Db, outcome: CallOutcome): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(conversationMessages)
      .leftJoin(pipelineTelemetry, eq(pipelineTelemetry.messageId, conversationMessages.id))
      .where(and(eq(conversationMessages.conversationId, conversations.id), outcomeIn(turnOutcome, COUNTED[FILTERED[outcome]]))),
  );
}

/** The calls that ended as `ending`, by the rule their listed rows show it by. */
export function callEndedAs(db: Db, ending: CallEnding): SQL {
  const counts = turnCounts(db);
  return sql`(select ${callEnding(conversations.disposition, counts)} from ${counts}) = ${ending}`;
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
      ending: callEnding(conversations.disposition, counts),
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
