/**
 * A LIKE / ILIKE pattern that matches `words` anywhere, literally: a % or _ a person typed in a
 * search box is a character they look for, not a wildcard.
 */
export function containsLiteral(words: string): string {
  return `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
