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
  /**
   * The column of a cell said on its own (1 = the first after the row's header): set when the
   * table gives the same kind of fact once per column (one column per campus, weekdays beside the
   * weekend), so each cell is a sentence of its own scope.
   */
  column?: number;
}

function tableCells(line: string): string[] {
  return line
    .split("|")
    .map((c) => c.trim())
    .filter(Boolean);
}

const isRule = (cells: string[]) => cells.every((c) => /^:?-{2,}:?$/.test(c));

/** A cell that states a fact (a time, a price, a number) rather than a name or a word. */
const statesFact = (cell: string) => /\d/.test(cell);

/**
 * A table that gives the same kind of fact in several columns ("Ward | Site A | Site B", "Place |
 * Weekdays | Weekend"): some row has two value cells that both state a fact. Read as a whole, such
 * a row says two scopes' facts in one sentence ("14:00 to 20:00, 13:30 to 19:30") and neither
 * says whose it is; read cell by cell, each says its row's header, its column's header and its
 * own value, and the scope rules can choose among them. A record table ("Line | Stop | Site |
 * Frequency") states one fact per row and stays one sentence per row.
 */
function givesFactsPerColumn(rows: readonly string[][]): boolean {
  return rows.some((cells) => cells.slice(1).filter(statesFact).length >= 2);
}

function tableSentences(rows: string[][], context: string, firstIndex: number): CandidateSentence[] {
  const out: CandidateSentence[] = [];
  let columns: string[] = [];
  let body = rows.filter((cells) => cells.length >= 2 && !isRule(cells));
  // A table's first row names its columns ("Days | Opening hours"): no answer in it, but the
  // context of every row under it.
  if (body.length > 0 && !/\d/.test(body[0]!.join(" "))) {
    columns = body[0]!;
    body = body.slice(1);
  }
  const perColumn = givesFactsPerColumn(body);
  body.forEach((cells, row) => {
    const index = () => firstIndex + out.length;
    if (perColumn && columns.length === cells.length) {
      cells.slice(1).forEach((cell, i) => {
        const header = `${columns[0]} ${columns[i + 1]}`.toLowerCase();
        out.push({
          text: `${cells[0]}, ${columns[i + 1]}: ${cell}.`,
          context: `${context} ${header}`.trim(),
          index: index(),
          qualifier: cells[0]!,
          row,
          column: i + 1,
        });
      });
      return;
    }
    const header = columns.join(" ").toLowerCase();
    out.push({
      text: `${cells[0]}: ${cells.slice(1).join(", ")}.`,
      context: header ? `${context} ${header}`.trim() : context,
      index: index(),
      qualifier: cells[0]!,
      row,
    });
  });
  return out;
}

/**
 * Split a chunk's Markdown into candidate sentences, keeping each one verbatim (the extractive
 * answerer must never invent or paraphrase). Headings are not candidates; they are context.
 */
export function candidateSentences(markdown: string): CandidateSentence[] {
  const out: CandidateSentence[] = [];
  const headings: string[] = [];
  let table: string[][] = [];
  let tableContext = "";
  const endTable = () => {
    if (table.length > 0) out.push(...tableSentences(table, tableContext, out.length));
    table = [];
  };
  // A bold lead-in that names what its paragraph is about ("**Café Rowan**" above "Mon–Fri
  // 07:30–18:00."): the paragraph's other lines say only the hours, and without the name "When is
  // Café Rowan open?" finds nothing and "When is the restaurant open?" hears the café's hours.
  let label: string | undefined;
  for (const raw of markdown.split(/\r?\n/)) {
    const line = raw.trim();
    // Blank lines separate a table's rows too (pages converted from HTML): they end no table.
    if (!line) {
      label = undefined;
      continue;
    }
    if (line.startsWith("|")) {
      if (table.length === 0) tableContext = headings.join(" ").toLowerCase();
      table.push(tableCells(line));
      continue;
    }
    endTable();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      headings.length = heading[1]!.length - 1;
      headings.push(heading[2]!.replace(/[*_`]/g, ""));
      label = undefined;
      continue;
    }
    const item = line.replace(/^(?:[-*+]|\d+[.)])\s+/, "");
    const lead = leadIn(item);
    // A list item without a lead-in of its own is about its own thing, not the previous item's.
    if (lead !== undefined || item !== line) label = lead?.label;
    if (lead?.only) continue;
    const context = [...headings, ...(label ? [label] : [])].join(" ").toLowerCase();
    for (const s of splitSentences(item)) {
      const sentence = /[.!?]$/.test(s) ? s : `${s}.`;
      if (/\p{L}/u.test(sentence)) out.push({ text: sentence, context, index: out.length });
    }
  }
  endTable();
  return out;
}

/** Words in a line that names a thing and says nothing else about it ("**Restaurant De Waard** (Dorrewaard, ground floor)"). */
const LABEL_WORDS = 12;

/**
 * A line's bold lead-in (its first words in ** or __): the label of what the paragraph under it is
 * about. The whole line is the label when it is short and ends no sentence (a name with where it
 * is: still said, it answers "where is it?"); `only` when the line is nothing but a name — then it
 * is a heading, not a sentence to say.
 */
function leadIn(line: string): { label: string; only: boolean } | undefined {
  const bold = /^(\*\*|__)(.+?)\1\s*(.*)$/u.exec(line);
  if (!bold) return undefined;
  const name = bold[2]!.replace(/[:.]\s*$/u, "").trim();
  const rest = bold[3]!.trim();
  if (rest === "" || rest === ":") return { label: name, only: !/\d/.test(name) };
  const whole = `${name} ${rest}`.replace(/[*_`]/g, "");
  const nameWithPlace = !/[.!?]$/u.test(rest) && whole.split(/\s+/).length <= LABEL_WORDS;
  return { label: nameWithPlace ? whole : name, only: false };
}
