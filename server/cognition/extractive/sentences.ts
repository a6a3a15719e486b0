import { splitSentences } from "~/lib/text/sentences";

export interface CandidateSentence {
  text: string;
  /**
   * Heading path the sentence sits under, lower-cased, for relevance credit; a table row's also
   * holds the table's column headers ("ward days visiting hours"): a row says "General wards:
   * Every day, 11:00 to 20:00", its headers say that these are visiting hours.
   */
  context: string;
  index: number;
  /** A table row's own header (its first cell: "General wards", "Patient ombudsman"): the row's scope. */
  qualifier?: string;
  /** Position of the row in its table (0 = the first row under the headers). */
  row?: number;
}

function tableCells(line: string): string[] {
  return line
    .split("|")
    .map((c) => c.trim())
    .filter(Boolean);
}

const isRule = (cells: string[]) => cells.every((c) => /^:?-{2,}:?$/.test(c));

/**
 * Split a chunk's Markdown into candidate sentences, keeping each one verbatim (the extractive
 * answerer must never invent or paraphrase). Headings are not candidates; they are context.
 */
export function candidateSentences(markdown: string): CandidateSentence[] {
  const out: CandidateSentence[] = [];
  const headings: string[] = [];
  let previous = "";
  let columns: string[] = [];
  let row = 0;
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    // Blank lines separate a table's rows too (pages converted from HTML): they end no table.
    if (!line) continue;
    const first = !previous.startsWith("|");
    previous = line;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      headings.length = heading[1]!.length - 1;
      headings.push(heading[2]!.replace(/[*_`]/g, ""));
      continue;
    }
    const context = headings.join(" ").toLowerCase();
    if (line.startsWith("|")) {
      const cells = tableCells(line);
      if (first) {
        columns = [];
        row = 0;
      }
      if (cells.length < 2 || isRule(cells)) continue;
      // A table's first row names its columns ("Days | Opening hours"): no answer in it, but the
      // context of every row under it.
      if (first && !/\d/.test(line)) {
        columns = cells;
        continue;
      }
      const header = columns.join(" ").toLowerCase();
      out.push({
        text: `${cells[0]}: ${cells.slice(1).join(", ")}.`,
        context: header ? `${context} ${header}`.trim() : context,
        index: out.length,
        qualifier: cells[0]!,
        row: row++,
      });
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
