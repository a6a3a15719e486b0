import type { Abbreviation, ShapingPack } from "./pack";

/**
 * Expand hospital abbreviations from the language's table, whole uppercase tokens only ("ICUx"
 * and "ok" stay). When the text already has an article ("de ICU"), the expansion drops its own.
 */
export function expandAbbreviations(text: string, pack: ShapingPack): { text: string; expanded: number } {
  let expanded = 0;
  let out = text;
  for (const entry of pack.abbreviations) {
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])((?:${pack.articles.join("|")})\\s+)?${entry.abbr}(?![\\p{L}\\p{N}])`, "gu");
    out = out.replace(re, (_m, lead: string, article: string | undefined) => {
      expanded += 1;
      return `${lead}${article ?? ""}${article ? entry.noun : spoken(entry)}`;
    });
  }
  return { text: out, expanded };
}

function spoken(entry: Abbreviation): string {
  if (!entry.article) return entry.noun;
  return entry.article.endsWith("'") ? `${entry.article}${entry.noun}` : `${entry.article} ${entry.noun}`;
}
