/**
 * Erasure requests (GDPR art. 17): a caller asks the hospital to delete what the line kept of their
 * calls. The admin finds those calls — by the number they call from, by date, by words they said —
 * and erases them in one audited step.
 *
 * The number is never stored, so it cannot be searched: it is turned into the caller pseudonyms
 * that number would have had (server/telephony/caller-lookup.ts + caller-pseudonym.ts) and those
 * are matched. Neither the number nor the pseudonyms are logged or written to the audit log.
 */
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { INPUT_LIMITS, safeText } from "~/contracts/input";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { categoryMismatchTelemetry, conversationMessages, conversations, operationsUnansweredDaily } from "~/server/db/schema";
import { callerRefsForNumber } from "~/server/telephony/caller-lookup";
import { callerPseudonym } from "~/server/telephony/caller-pseudonym";
import { recordAudit, type Actor } from "~/server/audit";
import { FieldError } from "./tenant-data/change";
import { anyContainsFolded } from "~/server/db/like";
import { pageOfCalls } from "~/server/db/call-page";
import { onHospitalDays } from "~/server/db/hospital-days";

const log = moduleLogger("console.erasure");

/** At most this many calls go in one erasure (a page of a search can be several). */
export const MAX_ERASE = 500;

export const erasureSearchSchema = z.object({
  /** The number the caller phones from, as they give it ("0470 12 34 56", "+32 470 …"). */
  phone: safeText({ max: 40 }).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** Words in the redacted transcript, the caller's or the line's. */
  text: safeText({ max: INPUT_LIMITS.name }).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(200).default(50),
});
export type ErasureSearch = z.input<typeof erasureSearchSchema>;

/**
 * One page of the calls that match an erasure search, newest first, with the total. `callerKey` is
 * the tenant's pseudonym key; a number that is not a phone number is refused on its field.
 */
export async function findCallerCalls(db: Db, tenantId: string, callerKey: () => Buffer, input: ErasureSearch) {
  const s = erasureSearchSchema.parse(input);
  const where: SQL[] = [eq(conversations.tenantId, tenantId)];
  if (s.phone?.trim()) {
    const refs = callerRefsForNumber(s.phone);
    if (!refs) throw new FieldError("phone", "not a phone number");
    const key = callerKey();
    where.push(
      inArray(
        conversations.callerPseudonym,
        refs.map((ref) => callerPseudonym(key, ref)),
      ),
    );
  }
  where.push(...onHospitalDays(conversations.startedAt, tenantId, s));
  if (s.text?.trim()) {
    where.push(
      sql`exists (select 1 from ${conversationMessages} m where m.conversation_id = ${conversations.id} and (${anyContainsFolded(s.text, [
        sql`m.utterance_redacted`,
        sql`m.answer`,
      ])}))`,
    );
  }
  const listed = await pageOfCalls(db, where, s.page, s.pageSize);
  log.info(
    { tenantId, byNumber: !!s.phone?.trim(), byDate: !!(s.from || s.to), byWords: !!s.text?.trim(), rows: listed.rows.length, total: listed.total },
    "erasure_search",
  );
  return listed;
}

export interface Erased {
  conversations: number;
  messages: number;
}

/**
 * Deletes the calls and everything kept of them: their messages (the caller's words and the line's
 * answers) and per-turn telemetry (by cascade), the category-mismatch previews of their questions,
 * and their ids in the dashboard's unanswered-question lists. The daily counts stay: they hold no
 * words and name no call. One transaction, one audit row with the counts.
 */
export async function eraseCalls(db: Db, tenantId: string, ids: readonly string[], actor: Actor): Promise<Erased> {
  const unique = [...new Set(ids)];
  if (unique.length === 0 || unique.length > MAX_ERASE) throw new FieldError("ids", `choose between 1 and ${MAX_ERASE} calls`);
  const erased = await db.transaction(async (t) => {
    const mine = and(eq(conversations.tenantId, tenantId), inArray(conversations.id, unique));
    const [messages] = await t
      .select({ n: count() })
      .from(conversationMessages)
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(mine);
    await t
      .delete(categoryMismatchTelemetry)
      .where(and(eq(categoryMismatchTelemetry.tenantId, tenantId), inArray(categoryMismatchTelemetry.conversationId, unique)));
    const gone = await t.delete(conversations).where(mine).returning({ id: conversations.id });
    const goneIds = gone.map((g) => g.id);
    if (goneIds.length) {
      const list = sql`array[${sql.join(
        goneIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::text[]`;
      await t
        .update(operationsUnansweredDaily)
        .set({ conversationIds: sql`array(select x from unnest(${operationsUnansweredDaily.conversationIds}) as x where not (x = any(${list})))` })
        .where(and(eq(operationsUnansweredDaily.tenantId, tenantId), sql`${operationsUnansweredDaily.conversationIds} && ${list}`));
    }
    const result = { conversations: goneIds.length, messages: goneIds.length ? (messages?.n ?? 0) : 0 };
    await recordAudit(t, {
      tenantId,
      actor,
      action: "conversations.erase",
      target: `${result.conversations} conversations`,
      after: { ...result, ids: goneIds },
    });
    return result;
  });
  log.info({ tenantId, ...erased }, "calls_erased");
  return erased;
}
