import { createHash } from "node:crypto";
import { detectLanguage } from "~/lib/lang/detect";
import type { Lang } from "~/lib/lang";
import { splitSentences } from "~/lib/text/sentences";

export interface PageChunk {
  ordinal: number;
  /** "Parkeren › Tarieven" — the page title and the headings the chunk sits under. */
  headingPath: string;
  content: string;
  lang: Lang;
  tokenCount: number;
  contentHash: string;
}

/** A spoken answer draws on one or two chunks: keep each one section-sized. */
export const MAX_CHUNK_WORDS = 180;
/** A heading with a line under it is not worth a chunk of its own; it joins the next section. */
const MIN_SECTION_WORDS = 12;
/** Detection on fewer letters than this is a guess; the page's declared language wins. */
const MIN_LETTERS_FOR_DETECTION = 80;

const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;

interface Section {
  path: string[];
  paragraphs: string[];
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

function sectionsOf(title: string, markdown: string): Section[] {
  const sections: Section[] = [];
  // Level-indexed heading stack; the page title sits above every heading in the body.
  const stack: string[] = [];
  let current: Section = { path: [title], paragraphs: [] };
  let paragraph: string[] = [];
  const flushParagraph = () => {
    const text = paragraph.join("\n").trim();
    if (text) current.paragraphs.push(text);
    paragraph = [];
  };
  for (const line of markdown.split(/\r?\n/)) {
    const h = HEADING.exec(line);
    if (h) {
      flushParagraph();
      if (current.paragraphs.length) sections.push(current);
      const level = h[1]!.length;
      const text = h[2]!.trim();
      // An H1 that repeats the title adds nothing to the path.
      if (level === 1 && text.toLowerCase() === title.toLowerCase()) {
        stack.length = 0;
      } else {
        stack.length = Math.max(0, level - 1);
        stack[level - 1] = text;
      }
      current = { path: [title, ...stack.filter(Boolean)], paragraphs: [] };
      continue;
    }
    if (line.trim() === "") flushParagraph();
    else paragraph.push(line);
  }
  flushParagraph();
  if (current.paragraphs.length) sections.push(current);
  return sections;
}

/** Split an over-long paragraph on sentence ends, never inside "Dr." or a decimal. */
function splitLongParagraph(paragraph: string): string[] {
  if (words(paragraph) <= MAX_CHUNK_WORDS) return [paragraph];
  const sentences = splitSentences(paragraph);
  const parts: string[] = [];
  let acc = "";
  for (const s of sentences) {
    if (acc && words(acc) + words(s) > MAX_CHUNK_WORDS) {
      parts.push(acc);
      acc = s;
    } else acc = acc ? `${acc} ${s}` : s;
  }
  if (acc) parts.push(acc);
  return parts;
}

/**
 * The chunk's language: the page's, unless its prose is long enough to tell and says otherwise.
 * Table rows are left out of the judgement: names, times and words like "pas de revalidation" are
 * a guess for a detector (a French visiting-hours table was read as Dutch).
 */
function chunkLanguage(content: string, pageLang: Lang): Lang {
  const prose = content
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith("|"))
    .join("\n");
  if (prose.replace(/[^\p{L}]/gu, "").length < MIN_LETTERS_FOR_DETECTION) return pageLang;
  return detectLanguage(prose).lang ?? pageLang;
}

function makeChunk(ordinal: number, path: string[], content: string, pageLang: Lang): PageChunk {
  return {
    ordinal,
    headingPath: path.join(" › "),
    content,
    lang: chunkLanguage(content, pageLang),
    tokenCount: words(content),
    contentHash: createHash("sha256")
      .update(`${path.join("\u0000")}\u0000${content}`)
      .digest("hex"),
  };
}

/** One row of a table as the page converter writes it ("| a | b |"), a paragraph of its own. */
const isTableRow = (paragraph: string) => paragraph.startsWith("|") && !paragraph.includes("\n");
/** The rows of the table that starts at paragraph `i`. */
function tableAt(paragraphs: readonly string[], i: number): string[] {
  const rows: string[] = [];
  for (let j = i; j < paragraphs.length && isTableRow(paragraphs[j]!); j++) rows.push(paragraphs[j]!);
  return rows;
}
/** A table's first row names its columns when it states no figure ("Ward | Site A | Site B"). */
const namesColumns = (row: string) => !/\d/.test(row);

/**
 * Heading-aware chunking: a chunk never spans two sections, so an answer about intensive-care
 * visiting hours does not carry the maternity hours with it. Sections longer than the limit are
 * split on paragraph, then sentence boundaries; a tiny section merges into the next one.
 */
export function chunkPage(page: { title: string; lang: Lang; body: string }): PageChunk[] {
  const chunks: PageChunk[] = [];
  let carry: Section | null = null;
  for (const section of sectionsOf(page.title, page.body)) {
    const s: Section = carry ? { path: section.path, paragraphs: [...carry.paragraphs, ...section.paragraphs] } : section;
    carry = null;
    if (words(s.paragraphs.join(" ")) < MIN_SECTION_WORDS) {
      carry = s;
      continue;
    }
    let acc: string[] = [];
    // The column names of the table being read: a chunk that starts inside a table starts with
    // them too, or its rows lose what their cells are ("14:00 to 20:00" of which site, which day).
    let tableHeader: string | null = null;
    let inTable = false;
    const paragraphs = s.paragraphs.flatMap(splitLongParagraph);
    paragraphs.forEach((p, i) => {
      const row = isTableRow(p);
      if (row && !inTable) {
        tableHeader = namesColumns(p) ? p : null;
        // A table that fits in a chunk of its own is not cut: it starts the next chunk instead.
        const table = words(tableAt(paragraphs, i).join(" "));
        if (acc.length && table <= MAX_CHUNK_WORDS && words(acc.join(" ")) + table > MAX_CHUNK_WORDS) {
          chunks.push(makeChunk(chunks.length, s.path, acc.join("\n\n"), page.lang));
          acc = [];
        }
      }
      if (!row) tableHeader = null;
      inTable = row;
      if (acc.length && words(acc.join(" ")) + words(p) > MAX_CHUNK_WORDS) {
        chunks.push(makeChunk(chunks.length, s.path, acc.join("\n\n"), page.lang));
        acc = row && tableHeader !== null && p !== tableHeader ? [tableHeader] : [];
      }
      acc.push(p);
    });
    if (acc.length) chunks.push(makeChunk(chunks.length, s.path, acc.join("\n\n"), page.lang));
  }
  if (carry) chunks.push(makeChunk(chunks.length, carry.path, carry.paragraphs.join("\n\n"), page.lang));
  return chunks;
}
