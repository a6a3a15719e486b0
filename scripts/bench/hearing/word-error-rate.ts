/**
 * Word error rate, the usual way: (substitutions + deletions + insertions) ÷ reference words, from
 * the minimum edit distance over words. Words are compared after lower-casing, NFC, splitting on
 * apostrophes and hyphens and dropping punctuation ("l'hôpital" → "l hôpital", "Dr." ≠ "doctor":
 * a recogniser that abbreviates pays for it, as the caller's question would).
 */
export function normaliseWords(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/['’‘`\-‐‑–]/g, " ")
    .replace(/[^\p{L}\p{N}\s]/gu, " ")
    .split(/\s+/)
    .filter(Boolean);
}

/** Minimum number of word substitutions, deletions and insertions turning `reference` into `hypothesis`. */
export function wordEdits(reference: readonly string[], hypothesis: readonly string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const substitution = previous[j - 1]! + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, previous[j]! + 1, current[j - 1]! + 1));
    }
    previous = current;
  }
  return previous[hypothesis.length]!;
}

export interface WerTally {
  edits: number;
  referenceWords: number;
  sentences: number;
  exactSentences: number;
}

export const emptyTally = (): WerTally => ({ edits: 0, referenceWords: 0, sentences: 0, exactSentences: 0 });

/** Adds one transcript to a tally (corpus-level WER: total edits ÷ total reference words). */
export function tallyTranscript(tally: WerTally, reference: string, hypothesis: string): WerTally {
  const ref = normaliseWords(reference);
  const edits = wordEdits(ref, normaliseWords(hypothesis));
  return {
    edits: tally.edits + edits,
    referenceWords: tally.referenceWords + ref.length,
    sentences: tally.sentences + 1,
    exactSentences: tally.exactSentences + (edits === 0 ? 1 : 0),
  };
}

export function wordErrorRate(tally: WerTally): number {
  if (tally.referenceWords === 0) throw new Error("word error rate of no reference words");
  return tally.edits / tally.referenceWords;
}
