import { and, eq, max, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Db } from "~/server/db";
import type { TenantVersion } from "~/server/tenant-context";
import { UnknownTenantError } from "~/server/taxonomy/load-taxonomy";
import { conversationMessages, conversations, tenants } from "~/server/db/schema";
import type { ConversationChannel } from "~/contracts/vocabulary";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("cognition.conversation");

/** Turns of history kept for follow-up resolution and the LLM's context. */
export const HISTORY_TURNS = 3;

const stateSchema = z.object({
  focus: z.object({ doctorKey: z.string().optional(), departmentKey: z.string().optional(), campusKey: z.string().optional() }).default({}),
  history: z.array(z.object({ user: z.string(), assistant: z.string() })).default([]),
  lastSpoken: z.string().optional(),
  /** The last self-contained question: "En in het weekend?" is asked about it. */
  topic: z.string().max(1000).optional(),
  /** The last answer offered to put the caller through; a bare "ja" to it is an acceptance. */
  offer: z.enum(["transfer"]).optional(),
  /** The last turn was heard as noise and the caller was asked to say it again (stages/unclear.ts). */
  askedToRepeat: z.boolean().optional(),
});
export type ConversationState = z.infer<typeof stateSchema>;

export interface Conversation {
  id: string;
  tenantId: string;
  externalId: string;
  lockedLanguage: Lang | null;
  disclaimerSpoken: boolean;
  consecutiveNotFound: number;
  state: ConversationState;
  /** The index the next turn gets. */
  nextTurnIndex: number;
}

interface OpenedRow {
  tenantId: string;
  contextVersion: number;
  id: string | null;
  lockedLanguage: Lang | null;
  disclaimerSpoken: boolean | null;
  consecutiveNotFound: number | null;
  state: unknown;
  lastTurn: number | null;
}

/**
 * What a turn starts from, in one round trip: the tenant's id and context version, and the
 * conversation by its client key — started when new — with the index of its last stored turn.
 * (Three to five statements before; under load each waited for a pooled connection.) Throws
 * UnknownTenantError for a tenant that does not exist.
 */
export async function openTenantConversation(
  db: Db,
  tenantSlug: string,
  externalId: string,
  channel: ConversationChannel,
): Promise<{ tenant: TenantVersion; conversation: Conversation }> {
  // The insert and the read see the statement's snapshot: a new conversation comes from the
  // insert's RETURNING, an existing one from the read. A conversation another session inserted
  // at the same moment is in neither (the insert waited for it, then did nothing): read again.
  const statement = sql`
    with t as (select id, context_version from tenants where slug = ${tenantSlug}),
    started as (
      insert into conversations (tenant_id, external_id, channel)
      select t.id, ${externalId}, ${channel}::conversation_channel from t
      on conflict (tenant_id, external_id) do nothing
      returning id, locked_language, disclaimer_spoken, consecutive_not_found, state
    ),
    c as (
      select * from started
      union all
      select c.id, c.locked_language, c.disclaimer_spoken, c.consecutive_not_found, c.state
      from conversations c join t on c.tenant_id = t.id where c.external_id = ${externalId}
    )
    select t.id as "tenantId", t.context_version as "contextVersion", c.id, c.locked_language as "lockedLanguage",
      c.disclaimer_spoken as "disclaimerSpoken", c.consecutive_not_found as "consecutiveNotFound", c.state,
      (select max(m.turn_index) from conversation_messages m where m.conversation_id = c.id) as "lastTurn"
    from t left join c on true`;
  for (let attempt = 0; ; attempt++) {
    const [row] = await queryRows<OpenedRow>(db, statement);
    if (!row) throw new UnknownTenantError(tenantSlug);
    if (row.id === null) {
      if (attempt < 2) continue;
      throw new Error(`conversation ${externalId} could not be opened`);
    }
    const parsed = stateSchema.safeParse(row.state);
    if (!parsed.success) log.warn({ conversationId: row.id, issues: parsed.error.issues.length }, "conversation_state_reset");
    return {
      tenant: { id: row.tenantId, version: Number(row.contextVersion) },
      conversation: {
        id: row.id,
        tenantId: row.tenantId,
        externalId,
        lockedLanguage: row.lockedLanguage,
        disclaimerSpoken: row.disclaimerSpoken ?? false,
        consecutiveNotFound: row.consecutiveNotFound ?? 0,
        state: parsed.success ? parsed.data : stateSchema.parse({}),
        nextTurnIndex: (row.lastTurn === null ? -1 : Number(row.lastTurn)) + 1,
      },
    };
  }
}

/** Find the conversation by its client key, or start it. */
export async function openConversation(db: Db, tenantId: string, externalId: string, channel: ConversationChannel): Promise<Conversation> {
  await db.insert(conversations).values({ tenantId, externalId, channel }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.externalId, externalId)));
  if (!row) throw new Error(`conversation ${externalId} could not be opened`);
  const [{ last }] = (await db
    .select({ last: max(conversationMessages.turnIndex) })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, row.id))) as [{ last: number | null }];
  const parsed = stateSchema.safeParse(row.state);
  if (!parsed.success) log.warn({ conversationId: row.id, issues: parsed.error.issues.length }, "conversation_state_reset");
  return {
    id: row.id,
    tenantId,
    externalId,
    lockedLanguage: row.lockedLanguage,
    disclaimerSpoken: row.disclaimerSpoken,
    consecutiveNotFound: row.consecutiveNotFound,
    state: parsed.success ? parsed.data : stateSchema.parse({}),
    nextTurnIndex: (last ?? -1) + 1,
  };
}

/** How a turn leaves its call; the caller hanging up is recorded apart (endConversationByCaller). */
export type TurnDisposition = "answered" | "escalated" | "farewelled" | "emergency";

/**
 * A turn's writes land after its reply, so a caller who hung up mid-answer is usually recorded
 * (endConversationByCaller) before the turn they hung up on: its write must not turn the call back
 * into "answered". An emergency outranks every other ending, in either order: operators find every
 * call in which the line heard one by that one value, whatever was asked after it.
 */
const keepWeightierEnding = (disposition: TurnDisposition) =>
  disposition === "emergency"
    ? sql`'emergency'::conversation_disposition`
    : sql`case when ${conversations.disposition} in ('ended_by_caller', 'emergency') then ${conversations.disposition} else ${disposition}::conversation_disposition end`;

export async function saveConversation(db: Db, c: Conversation, disposition?: TurnDisposition): Promise<void> {
  await conversationUpdate(db, c, disposition);
}

/** The update that saves a conversation's state (a statement to run, or to embed in a larger one). */
export function conversationUpdate(db: Db, c: Conversation, disposition?: TurnDisposition) {
  return db
    .update(conversations)
    .set({
      lockedLanguage: c.lockedLanguage,
      disclaimerSpoken: c.disclaimerSpoken,
      consecutiveNotFound: c.consecutiveNotFound,
      state: c.state,
      ...(disposition
        ? {
            disposition: keepWeightierEnding(disposition),
            // A transfer or a goodbye ends the call; an answer or an emergency reply does not.
            ...(disposition === "escalated" || disposition === "farewelled" ? { endedAt: sql`coalesce(${conversations.endedAt}, now())` } : {}),
          }
        : {}),
    })
    .where(eq(conversations.id, c.id));
}

/**
 * The caller left while the call was open (no transfer, no goodbye recorded): the conversation is
 * closed as `ended_by_caller`. A call that ended another way keeps its disposition; a call that
 * ended before its first turn still gets its row, so the dashboard counts it.
 * Returns what the conversation's disposition is now, or undefined for an unknown tenant.
 */
export async function endConversationByCaller(
  db: Db,
  input: { tenant: string; externalId: string; channel: ConversationChannel },
): Promise<string | null | undefined> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, input.tenant));
  if (!tenant) return undefined;
  await db.insert(conversations).values({ tenantId: tenant.id, externalId: input.externalId, channel: input.channel }).onConflictDoNothing();
  const match = and(eq(conversations.tenantId, tenant.id), eq(conversations.externalId, input.externalId));
  await db
    .update(conversations)
    .set({ disposition: "ended_by_caller", endedAt: new Date() })
    .where(and(match, sql`(${conversations.disposition} is null or ${conversations.disposition} = 'answered')`));
  const [row] = await db.select({ disposition: conversations.disposition }).from(conversations).where(match);
  return row?.disposition ?? null;
}

/**
 * A phone call began: its conversation row exists from the first ring (before any turn) and carries
 * the caller's pseudonym. Returns false for an unknown tenant.
 */
export async function startPhoneConversation(db: Db, input: { tenant: string; externalId: string; callerPseudonym: string }): Promise<boolean> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, input.tenant));
  if (!tenant) return false;
  await db
    .insert(conversations)
    .values({ tenantId: tenant.id, externalId: input.externalId, channel: "sip", callerPseudonym: input.callerPseudonym })
    .onConflictDoUpdate({ target: [conversations.tenantId, conversations.externalId], set: { callerPseudonym: input.callerPseudonym } });
  return true;
}
