import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { faqEditSchema, type FaqEdit, type ListPageRequest } from "~/contracts/tenant-admin";
import { containsFolded } from "~/server/db/like";
import { pageFromDb } from "../list-page";
import { moduleLogger } from "~/lib/logger";
import type { Db } from "~/server/db";
import { faqEntries } from "~/server/db/schema";
import type { Actor } from "~/server/audit";
import { NotFoundError } from "~/lib/user-facing-error";
import { auditedChange, FieldError, isUniqueViolation, matching } from "./change";

const log = moduleLogger("console.faq");

const columns = {
  id: faqEntries.id,
  key: faqEntries.key,
  lang: faqEntries.lang,
  questions: faqEntries.questions,
  answer: faqEntries.answer,
  url: faqEntries.sourceUrl,
};
const shown = ({ id: _id, ...r }: { id?: string; key: string; lang: string; questions: string[]; answer: string; url: string | null }) => ({
  ...r,
  url: r.url ?? "",
});

/** A page of the FAQ entries, by key and language, searched in key, answer and every question; read as a page from the database. */
export async function listFaq(db: Db, tenantId: string, request: ListPageRequest) {
  const words = request.query?.trim();
  const inQuestions = words ? sql`exists (select 1 from unnest(${faqEntries.questions}) as q(text) where ${containsFolded(sql`q.text`, words)})` : undefined;
  const where = and(
    eq(faqEntries.tenantId, tenantId),
    request.lang ? eq(faqEntries.lang, request.lang) : undefined,
    words ? or(matching(words, [faqEntries.key, faqEntries.answer]), inQuestions) : undefined,
  );
  const listed = await pageFromDb(request, {
    total: async () => (await db.select({ n: count() }).from(faqEntries).where(where))[0]?.n ?? 0,
    rows: (limit, offset) =>
      db.select(columns).from(faqEntries).where(where).orderBy(asc(faqEntries.key), asc(faqEntries.lang), asc(faqEntries.id)).limit(limit).offset(offset),
  });
  log.info({ tenantId, rows: listed.rows.length, total: listed.total, page: listed.page, byWords: !!words, byLang: !!request.lang }, "faq_listed");
  return { ...listed, rows: listed.rows.map((r) => ({ ...r, url: r.url ?? "" })) };
}

export async function saveFaq(db: Db, tenantId: string, id: string | null, edit: FaqEdit, actor: Actor) {
  const e = faqEditSchema.parse(edit);
  const values = { key: e.key, lang: e.lang, questions: e.questions, answer: e.answer.trim(), sourceUrl: e.url || null };
  const after = shown({ ...values, url: values.sourceUrl });
  try {
    return await auditedChange(db, tenantId, actor, async (t) => {
      if (id === null) {
        const [row] = await t
          .insert(faqEntries)
          .values({ tenantId, ...values })
          .returning({ id: faqEntries.id });
        return { action: "faq.add", target: `${e.key} (${e.lang})`, after, result: { id: row!.id } };
      }
      const [before] = await t
        .select(columns)
        .from(faqEntries)
        .where(and(eq(faqEntries.tenantId, tenantId), eq(faqEntries.id, id)));
      if (!before) throw new NotFoundError("no such FAQ entry");
      await t.update(faqEntries).set(values).where(eq(faqEntries.id, id));
      return { action: "faq.update", target: `${e.key} (${e.lang})`, before: shown(before), after, result: { id } };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new FieldError("key", `an entry "${e.key}" in this language exists already`);
    throw err;
  }
}

export async function removeFaq(db: Db, tenantId: string, id: string, actor: Actor) {
  await auditedChange(db, tenantId, actor, async (t) => {
    const [before] = await t
      .delete(faqEntries)
      .where(and(eq(faqEntries.tenantId, tenantId), eq(faqEntries.id, id)))
      .returning(columns);
    if (!before) throw new NotFoundError("no such FAQ entry");
    return { action: "faq.remove", target: `${before.key} (${before.lang})`, before: shown(before), result: null };
  });
}
