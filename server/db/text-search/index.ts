import { sql, type SQL } from "drizzle-orm";
import { LANGUAGES, isLang, type Lang, type PerLang } from "~/lib/lang";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { TextSearchConfigName, TextSearchPack } from "./pack";

export type { TextSearchConfigName, TextSearchPack } from "./pack";

export const TEXT_SEARCH_PACKS: PerLang<TextSearchPack> = { nl, en, fr, it };

/**
 * Text in a language we have no stemmer for is still searchable, just without stemming: `simple`
 * lower-cases and splits, it never drops a document.
 */
export const FALLBACK_TEXT_SEARCH_CONFIG: TextSearchConfigName = "simple";

export function textSearchConfigFor(lang: string): TextSearchConfigName {
  return isLang(lang) ? TEXT_SEARCH_PACKS[lang].config : FALLBACK_TEXT_SEARCH_CONFIG;
}

/**
 * `CASE <lang> WHEN 'nl' THEN 'dutch'::regconfig … ELSE 'simple'::regconfig END` — immutable, so it
 * can drive a STORED generated column. Changing the packs changes the column expression, which
 * drizzle-kit turns into a migration: the stored vectors are rebuilt rather than left stale.
 */
export function regconfigForLangColumn(langColumn: SQL): SQL {
  const branches = LANGUAGES.map((lang: Lang) => sql.raw(`WHEN '${lang}' THEN '${TEXT_SEARCH_PACKS[lang].config}'::regconfig`));
  return sql`CASE ${langColumn} ${sql.join(branches, sql.raw(" "))} ELSE ${sql.raw(`'${FALLBACK_TEXT_SEARCH_CONFIG}'::regconfig`)} END`;
}
