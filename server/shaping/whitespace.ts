/** Tidy what the earlier transforms leave behind: double spaces, " .", "( )", ". ." */
export function tidy(text: string): string {
  return text
    .replace(/\(\s*\)/g, "")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s+([.,;:!?…])/g, "$1")
    .replace(/([.!?])(?:\s*\.)+/g, "$1")
    .replace(/,\s*([.!?])/g, "$1")
    .replace(/\s*\n+\s*/g, " ")
    .trim();
}
