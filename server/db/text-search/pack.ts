/**
 * A Postgres text-search configuration name (`pg_ts_config.cfgname`). Only built-in snowball
 * configurations are allowed: they exist on both PGlite and the pgvector Postgres image, so the
 * generated `tsv` column means the same thing on both database paths.
 */
export type TextSearchConfigName =
  "simple" | "danish" | "dutch" | "english" | "finnish" | "french" | "german" | "italian" | "norwegian" | "portuguese" | "spanish" | "swedish";

export interface TextSearchPack {
  config: TextSearchConfigName;
}
