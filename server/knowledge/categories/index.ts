import { CHUNK_CATEGORIES, type ChunkCategory } from "~/server/db/schema/enums";
import type { Lang, PerLang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { CategoryPack } from "./pack";

export type { CategoryPack } from "./pack";

const PACKS: PerLang<CategoryPack> = { nl, en, fr, it };

type Scored = Exclude<ChunkCategory, "general">;
const SCORED = CHUNK_CATEGORIES.filter((c): c is Scored => c !== "general");

/** The hospital's own label on the page counts, but a clinical section on a practical page can still win. */
const HINT_WEIGHT = 2;
/** The heading says what the section is about; it weighs more than one word in the body. */
const HEADING_WEIGHT = 2;

function compile(words: string[]): RegExp {
  const alternatives = words.map((w) => {
    const prefix = w.endsWith("*");
    const folded = normaliseForMatch(prefix ? w.slice(0, -1) : w)
      .trim()
      .split(" ")
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("\\s+");
    return prefix ? `${folded}\\p{L}*` : folded;
  });
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "gu");
}

const COMPILED: PerLang<Record<Scored, RegExp>> = Object.fromEntries(
  Object.entries(PACKS).map(([lang, pack]) => [lang, Object.fromEntries(SCORED.map((c) => [c, compile(pack[c])])) as Record<Scored, RegExp>]),
) as PerLang<Record<Scored, RegExp>>;

export interface CategoryScores {
  category: ChunkCategory;
  scores: Record<ChunkCategory, number>;
}

function countMatches(re: RegExp, text: string): number {
  re.lastIndex = 0;
  return text.match(re)?.length ?? 0;
}

/**
 * The Value Framework category of a chunk, computed once at ingest and stored. Hospital-agnostic
 * word-boundary rules in the chunk's language: a chunk is the category with the most hits (the
 * heading counts double, the page's declared category adds a prior); no hits → general.
 */
export function classifyChunk(input: { content: string; headingPath?: string; lang: Lang; hint?: ChunkCategory }): CategoryScores {
  const rules = COMPILED[input.lang];
  const body = normaliseForMatch(input.content);
  const heading = normaliseForMatch(input.headingPath ?? "");
  const scores = { practical: 0, clinical_info: 0, regulatory: 0, appointments: 0, legal_admin: 0, general: 0 } as Record<ChunkCategory, number>;
  for (const c of SCORED) scores[c] = countMatches(rules[c], body) + HEADING_WEIGHT * countMatches(rules[c], heading);
  if (input.hint && input.hint !== "general") scores[input.hint] += HINT_WEIGHT;
  let best: ChunkCategory = "general";
  for (const c of SCORED) if (scores[c] > scores[best]) best = c;
  if (scores[best] === 0) best = input.hint ?? "general";
  return { category: best, scores };
}
