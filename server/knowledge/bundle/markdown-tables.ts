/**
 * A Markdown page's pipe tables (GitHub's table syntax) written as the HTML converter writes an
 * HTML table: one "| a | b |" row per paragraph, without the "|---|---|" delimiter row.
 *
 * Why: the chunker and the answer readers know a table row as a paragraph of its own that starts
 * with "|" (html-to-text.ts); a Markdown table's rows sit on consecutive lines of one paragraph,
 * so the whole table, its delimiter row included, was read as one long sentence and its cells lost
 * their rows (a ward's visiting hours heard beside another ward's). The table syntax is small and
 * fixed (a header row, a delimiter row, body rows), so this reads it directly rather than through a
 * Markdown parser that would also rewrite the rest of the page.
 */

/** A line that is a table row: it starts and ends with a pipe. */
const PIPE_ROW = /^\s*\|.*\|\s*$/;
/** The delimiter row under a table's header: cells of dashes, optionally colon-aligned ("|:--|--:|"). */
const DELIMITER_ROW = /^\s*\|?(\s*:?-+:?\s*\|)+\s*:?-*:?\s*$/;

/** Splits a row on its unescaped pipes and trims its cells. */
function cellsOf(row: string): string[] {
  const inner = row.trim().replace(/^\|/, "").replace(/\|$/, "");
  return inner.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, "|"));
}

const asRow = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;

export function markdownTablesAsRows(markdown: string): string {
  const lines = markdown.split(/\r?\n/);
  const out: string[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const next = lines[i + 1];
    if (PIPE_ROW.test(line) && next !== undefined && DELIMITER_ROW.test(next) && next.includes("-")) {
      const rows = [line];
      i += 2;
      while (i < lines.length && PIPE_ROW.test(lines[i]!)) rows.push(lines[i++]!);
      // Blank lines around every row: each is a paragraph of its own, as an HTML table's rows are.
      if (out.length && out[out.length - 1]!.trim() !== "") out.push("");
      for (const row of rows) out.push(asRow(cellsOf(row)), "");
      continue;
    }
    out.push(line);
    i++;
  }
  return out.join("\n");
}
