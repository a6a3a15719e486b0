import { findPii, type PiiSpan } from "~/lib/privacy";
import type { PiiKind } from "~/lib/privacy";

/**
 * Scores the redactor on a labelled set (testkit/fixtures/privacy): each line marks its personal
 * data as `[[kind:text]]`. A marked span counts as found when every letter and digit of it was
 * replaced; a replaced span counts as right when it overlaps a marked one. Kind-agnostic: what
 * matters is that the data is gone, and that nothing else went with it.
 */
export interface LabelledLine {
  text: string;
  gold: PiiSpan[];
}

const MARK = /\[\[([a-z_]+):([^\]]+)\]\]/g;

export function parseLabelledLine(line: string): LabelledLine {
  const gold: PiiSpan[] = [];
  let text = "";
  let at = 0;
  for (const m of line.matchAll(MARK)) {
    text += line.slice(at, m.index);
    gold.push({ kind: m[1] as PiiKind, start: text.length, end: text.length + m[2]!.length });
    text += m[2];
    at = m.index + m[0].length;
  }
  return { text: text + line.slice(at), gold };
}

export interface RedactionScore {
  lines: number;
  marked: number;
  found: number;
  redacted: number;
  right: number;
  precision: number;
  recall: number;
  /** Marked spans left (partly) readable, and redactions of unmarked text: what to look at. */
  misses: Array<{ text: string; span: string }>;
  falseAlarms: Array<{ text: string; span: string }>;
}

const covered = (span: PiiSpan, by: readonly PiiSpan[], text: string) =>
  [...text.slice(span.start, span.end)].every((ch, i) => !/[\p{L}\p{N}]/u.test(ch) || by.some((b) => b.start <= span.start + i && span.start + i < b.end));
const overlaps = (a: PiiSpan, b: PiiSpan) => a.start < b.end && b.start < a.end;

export function scoreRedaction(lines: readonly string[], find: (text: string) => PiiSpan[] = findPii): RedactionScore {
  const score: RedactionScore = { lines: lines.length, marked: 0, found: 0, redacted: 0, right: 0, precision: 1, recall: 1, misses: [], falseAlarms: [] };
  for (const line of lines) {
    const { text, gold } = parseLabelledLine(line);
    const predicted = find(text);
    score.marked += gold.length;
    score.redacted += predicted.length;
    for (const g of gold) {
      if (covered(g, predicted, text)) score.found += 1;
      else score.misses.push({ text, span: text.slice(g.start, g.end) });
    }
    for (const p of predicted) {
      if (gold.some((g) => overlaps(g, p))) score.right += 1;
      else score.falseAlarms.push({ text, span: text.slice(p.start, p.end) });
    }
  }
  score.precision = score.redacted ? score.right / score.redacted : 1;
  score.recall = score.marked ? score.found / score.marked : 1;
  return score;
}
