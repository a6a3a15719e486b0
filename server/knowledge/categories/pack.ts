import type { ChunkCategory } from "~/server/db/schema/enums";

/**
 * One language's category vocabulary. Words are matched on word boundaries after accent folding;
 * a trailing `*` matches any continuation ("terugbetal*" → terugbetaling, terugbetaald), which is
 * how Dutch and Italian compounds and inflections are covered without a stemmer.
 * `general` has no words: it is what a chunk is when nothing else scores.
 */
export type CategoryPack = Record<Exclude<ChunkCategory, "general">, string[]>;
