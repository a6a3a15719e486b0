import { sql } from "drizzle-orm";
import type { Lang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { matchWords } from "~/lib/text/normalise";
import { queryRows, type Db } from "~/server/db";

const log = moduleLogger("knowledge.vocabulary");

/**
 * The words a tenant's pages in one language use, as prefixes (3 to 5 letters, folded): what the
 * answer stage asks when a question names something — "a dog", "a taxi rank", "a hairdresser" — to
 * know whether this hospital's pages ever speak of it. A page that answers a question about a thing
 * usually names it; a question whose thing no page names is most often one the pages cannot answer,
 * however close its other words come ("can I bring my dog when I visit?" beside the visiting rules).
 * Read from the tenant's own corpus: no word list, any language.
 *
 * Prefixes, because the answer stage compares words on their first five letters and a question's
 * short word ("dog") must hear its plural on the page ("dogs").
 */
export interface Vocabulary {
  /** Whether the pages use a word starting like this one (its first five letters, or all of a shorter word). */
  knows(word: string): boolean;
  size: number;
}

const MIN_PREFIX = 3;
const STEM = 5;

export function vocabularyOf(texts: Iterable<string>): Vocabulary {
  const prefixes = new Set<string>();
  for (const text of texts)
    // "Wi-Fi" is also "wifi", "e-mail" also "email": a caller's word may join what the page hyphenates.
    for (const form of [text, text.replace(/(\p{L})-(\p{L})/gu, "$1$2")])
      for (const word of matchWords(form)) for (let n = MIN_PREFIX; n <= Math.min(STEM, word.length); n++) prefixes.add(word.slice(0, n));
  return {
    knows: (word) => {
      const w = matchWords(word)[0] ?? "";
      return w.length < MIN_PREFIX || prefixes.has(w.slice(0, STEM));
    },
    size: prefixes.size,
  };
}

const vocabularies = new Map<string, Promise<Vocabulary>>();

/**
 * The tenant's vocabulary in `lang` (its chunks in that language, their titles and headings, plus
 * `extra` texts such as its departments' names): read once per tenant, corpus size and language in
 * a process, then remembered.
 */
export function corpusVocabulary(db: Db, tenantId: string, corpusChunks: number, lang: Lang, extra: readonly string[] = []): Promise<Vocabulary> {
  const key = `${tenantId}\u0000${corpusChunks}\u0000${lang}`;
  let v = vocabularies.get(key);
  if (!v) {
    v = readVocabulary(db, tenantId, lang, extra);
    // A failed read is not remembered: the next turn tries again.
    v.catch(() => vocabularies.delete(key));
    vocabularies.set(key, v);
  }
  return v;
}

async function readVocabulary(db: Db, tenantId: string, lang: Lang, extra: readonly string[]): Promise<Vocabulary> {
  const rows = await queryRows<{ content: string; heading: string | null; title: string | null }>(
    db,
    sql`select c.content, c.heading_path as heading, d.title from document_chunks c join documents d on d.id = c.document_id
        where c.tenant_id = ${tenantId} and c.lang = ${lang}`,
  );
  const vocabulary = vocabularyOf([...rows.flatMap((r) => [r.content, r.heading ?? "", r.title ?? ""]), ...extra]);
  log.info({ tenantId, lang, chunks: rows.length, prefixes: vocabulary.size }, "corpus_vocabulary_read");
  return vocabulary;
}

/** Forget read vocabularies (tests that re-import a tenant under the same id). */
export function clearVocabularies(): void {
  vocabularies.clear();
}
