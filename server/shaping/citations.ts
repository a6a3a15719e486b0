/**
 * Citation markers from text-channel answers: "[1]", "[1, 2]", "[1-3]", "[1][2]". TTS reads them
 * as "open bracket one". Other bracketed text ("[zie bijlage]") stays.
 */
const MARKER = /\s*\[\s*\d{1,3}(?:\s*[,;–-]\s*\d{1,3})*\s*\]/g;

export function stripCitations(text: string): { text: string; stripped: number } {
  let stripped = 0;
  const out = text.replace(MARKER, () => {
    stripped += 1;
    return "";
  });
  return { text: out, stripped };
}
