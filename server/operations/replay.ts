import { and, asc, eq, exists, inArray, sql, type SQL } from "drizzle-orm";
import { NotFoundError } from "~/lib/user-facing-error";
import { z } from "zod";
import { INPUT_LIMITS, safeText } from "~/contracts/input";
import { ANSWER_PATHS, CALL_ENDINGS, CALL_OUTCOMES, CONVERSATION_CHANNELS, TERMINAL_CLASSES } from "~/contracts/vocabulary";
import { LANGUAGES } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { conversationMessages, conversations, documentChunks, pipelineTelemetry } from "~/server/db/schema";
import { recordAudit, type Actor } from "~/server/audit";
import { DEMO_PREFIX } from "./demo/prefix";
import { anyContainsFolded } from "~/server/db/like";
import { callEndedAs, callHadOutcome, pageOfCalls } from "~/server/db/call-page";
import { onHospitalDays } from "~/server/db/hospital-days";

const log = moduleLogger("operations.replay");

export const callFilterSchema = z.object({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  channel: z.enum(CONVERSATION_CHANNELS).optional(),
  language: z.enum(LANGUAGES).optional(),
  /** How the call ended, as its row says it (not the stored disposition: a call stored as answered may have ended after a refusal). */
  ending: z.enum(CALL_ENDINGS).optional(),
  path: z.enum(ANSWER_PATHS).optional(),
  terminalClass: z.enum(TERMINAL_CLASSES).optional(),
  /** Calls with a turn that came to this (`emergency`: the caller was sent to 112), counted as the list counts it. */
  outcome: z.enum(CALL_OUTCOMES).optional(),
  /** Words in the redacted transcript (the caller's or the answer). */
  text: safeText({ max: INPUT_LIMITS.name }).optional(),
  /** Only these calls (a dashboard link: the calls of one unanswered question, or of one alert). */
  ids: z.array(z.uuid()).max(30).optional(),
  /** 1-based; a page past the end is empty (the total says how many there are). */
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type CallFilter = z.input<typeof callFilterSchema>;

/** One page of conversations of one tenant, newest first, narrowed by the filter, with how many match in all. */
export async function listCalls(db: Db, tenantId: string, input: CallFilter) {
  const f = callFilterSchema.parse(input);
  const where: SQL[] = [eq(conversations.tenantId, tenantId)];
  where.push(...onHospitalDays(conversations.startedAt, tenantId, f));
  if (f.channel) where.push(eq(conversations.channel, f.channel));
  if (f.language) where.push(eq(conversations.lockedLanguage, f.language));
  if (f.ending) where.push(callEndedAs(db, f.ending));
  if (f.ids?.length) where.push(inArray(conversations.id, f.ids));
  const turnMatches = (cond: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(conversationMessages)
        .where(and(eq(conversationMessages.conversationId, conversations.id), cond)),
    );
  if (f.path) where.push(turnMatches(eq(conversationMessages.path, f.path)));
  if (f.terminalClass) where.push(turnMatches(eq(conversationMessages.terminalClass, f.terminalClass)));
  if (f.outcome) where.push(callHadOutcome(db, f.outcome));
  if (f.text) {
    where.push(turnMatches(sql`(${anyContainsFolded(f.text, [conversationMessages.utteranceRedacted, conversationMessages.answer])})`));
  }
  const listed = await pageOfCalls(db, where, f.page, f.pageSize);
  log.info({ tenantId, rows: listed.rows.length, total: listed.total, page: f.page }, "calls_listed");
  return listed;
}

export class CallNotFound extends NotFoundError {
  constructor() {
    super("No such call for this hospital.");
  }
}

/**
 * One call, turn by turn, for replay. Looking is audited before anything is returned: who opened
 * which call, when (the reason hospitals keep replay in-house). Only the redacted words are shown.
 */
export async function replayCall(db: Db, tenantId: string, conversationId: string, actor: Actor) {
  const [call] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.tenantId, tenantId), eq(conversations.id, conversationId)));
  if (!call) throw new CallNotFound();
  await recordAudit(db, { tenantId, actor, action: "call.replay", target: conversationId });
  const turns = await db
    .select({
      turnIndex: conversationMessages.turnIndex,
      at: conversationMessages.createdAt,
      utterance: conversationMessages.utteranceRedacted,
      answer: conversationMessages.answer,
      answerWritten: conversationMessages.answerWritten,
      language: conversationMessages.language,
      intent: conversationMessages.intent,
      terminalClass: conversationMessages.terminalClass,
      path: conversationMessages.path,
      citations: conversationMessages.citations,
      found: conversationMessages.found,
      disclaimer: conversationMessages.disclaimer,
      action: conversationMessages.action,
      stageLatencies: pipelineTelemetry.stageLatencies,
      totalMs: pipelineTelemetry.totalMs,
      agentTimings: pipelineTelemetry.agentTimings,
      postfilterBlocked: pipelineTelemetry.postfilterBlocked,
    })
    .from(conversationMessages)
    .leftJoin(pipelineTelemetry, eq(pipelineTelemetry.messageId, conversationMessages.id))
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(asc(conversationMessages.turnIndex));
  // The passage each citation used: the chunk's text (a cited chunk may since have been re-ingested away).
  const chunkIds = [...new Set(turns.flatMap((t) => t.citations.map((c) => c.chunkId).filter((id): id is string => !!id)))];
  const passages = new Map<string, string>();
  if (chunkIds.length) {
    const found = await db
      .select({ id: documentChunks.id, content: documentChunks.content })
      .from(documentChunks)
      .where(
        inArray(
          documentChunks.id,
          chunkIds.filter((id) => z.uuid().safeParse(id).success),
        ),
      );
    for (const c of found) passages.set(c.id, c.content);
  }
  // The ending its row in the call list shows, by the same rule.
  const [row] = (await pageOfCalls(db, [eq(conversations.tenantId, tenantId), eq(conversations.id, conversationId)], 1, 1)).rows;
  log.info({ tenantId, conversationId, turns: turns.length, passages: passages.size }, "call_replayed");
  return {
    call: {
      id: call.id,
      channel: call.channel,
      language: call.lockedLanguage,
      disposition: call.disposition,
      ending: row?.ending ?? "open",
      startedAt: call.startedAt,
      endedAt: call.endedAt,
      disclaimerSpoken: call.disclaimerSpoken,
      /** Made by the demo generator: its voice timings are sampled, not measured (server/operations/demo). */
      demo: call.externalId?.startsWith(DEMO_PREFIX) ?? false,
    },
    turns: turns.map((t) => ({
      ...t,
      citations: t.citations.map((c) => ({ ...c, passage: c.chunkId ? (passages.get(c.chunkId) ?? null) : null })),
    })),
  };
}
