import { splitSentences } from "~/lib/text/sentences";

export interface CandidateSentence {
  text: string;
  /** Heading path the sentence sits under, lower-cased, for relevance credit. */
  context: string;
  index: number;
}

function tableRowToSentence(line: string): string | null {
  const cells = line
    .split("|")
    .map((c) => c.trim())
    .filter(Boolean);
  if (cells.length < 2 || cells.every((c) => /^:?-{2,}:?$/.test(c))) return null;
  return `${cells[0]}: ${cells.slice(1).join(", ")}.`;
}

/**
 * Split a chunk's Markdown into candidate sentences, keeping each one verbatim (the extractive
 * answerer must never invent or paraphrase). Headings are not candidates; they are context.
 */
export function candidateSentences(markdown: string): CandidateSentence[] {
  const out: CandidateSentence[] = [];
  const headings: string[] = [];
  let previous = "";
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    const first = !previous.startsWith("|");
    previous = line;
    if (!line) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      headings.length = heading[1]!.length - 1;
      headings.push(heading[2]!.replace(/[*_`]/g, ""));
      continue;
    }
    const context = headings.join(" ").toLowerCase();
    if (line.startsWith("|")) {
      // A table's first row names its columns ("Days | Opening hours"): no answer in it.
      if (first && !/\d/.test(line)) continue;
      const row = tableRowToSentence(line);
      if (row) out.push({ text: row, context, index: out.length });
      continue;
    }
    const item = line.replace(/^(?:[-*+]|\d+[.)])\s+/, "");
    for (const s of splitSentences(item)) {
      const sentence = /[.!?]$/.test(s) ? s : `${s}.`;
      if (/\p{L}/u.test(sentence)) out.push({ text: sentence, context, index: out.length });
    }
  }
  return out;
}
