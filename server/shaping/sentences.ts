/**
 * Sentence boundaries for spoken text. A full stop after a title or common abbreviation, inside
 * a number or after an initial is not the end of a sentence ("Prof. Dr. A. Verhoeven", "€2.50").
 */
const NOT_AN_END = /(?:^|[\s(])(?:Dr|Drs|Prof|St|Sr|Jr|Mr|Mrs|Ms|Mevr|Dhr|Mme|Mlle|Sig|Sig\.ra|Dott|Dott\.ssa|bv|bijv|vb|nr|tel|ca|incl|excl|resp|max|min|p|blz|e\.g|i\.e|etc|vs|cf|ev|enz|o\.a|\p{Lu})\.$/u;

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let current = "";
  const parts = text.split(/(\s+)/);
  for (let i = 0; i < parts.length; i++) {
    const token = parts[i]!;
    current += token;
    if (!/[.!?…]["')\]]*$/.test(token)) continue;
    if (NOT_AN_END.test(token)) continue;
    const next = parts[i + 2];
    if (next !== undefined && !/^["'(\[]?[\p{Lu}\p{N}¿¡€]/u.test(next)) continue;
    out.push(current.trim());
    current = "";
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

export function capSentences(text: string, max: number): { text: string; truncated: number } {
  const sentences = splitSentences(text);
  if (sentences.length <= max) return { text, truncated: 0 };
  return { text: sentences.slice(0, max).join(" "), truncated: sentences.length - max };
}
