/**
 * Markdown → speakable sentences. A TTS voice reads "**" as "star star" and a list dash as
 * "dash"; headers and list items become sentences of their own, tables become "label: value".
 */
const TERMINAL = /[.!?:;…]$/;

function endSentence(s: string): string {
  const t = s.trim();
  if (!t) return "";
  return TERMINAL.test(t) ? (t.endsWith(":") || t.endsWith(";") ? `${t.slice(0, -1)}.` : t) : `${t}.`;
}

function stripInline(s: string): { text: string; count: number } {
  let count = 0;
  const sub = (re: RegExp, by: string | ((...m: string[]) => string)) => {
    s = s.replace(re, (...m: string[]) => {
      count += 1;
      return typeof by === "string" ? by : by(...m);
    });
  };
  sub(/!\[([^\]]*)\]\([^)]*\)/g, "");
  sub(/\[([^\]]+)\]\((?:[^)(]|\([^)]*\))*\)/g, (_m, label: string) => label);
  sub(/`([^`]+)`/g, (_m, code: string) => code);
  sub(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, (_m, _d, inner: string) => inner);
  sub(/(?<![\p{L}\p{N}*])\*(?=\S)([^*\n]*?\S)\*(?![\p{L}\p{N}*])/gu, (_m, inner: string) => inner);
  sub(/(?<![\p{L}\p{N}_])_(?=\S)([^_\n]*?\S)_(?![\p{L}\p{N}_])/gu, (_m, inner: string) => inner);
  sub(/~~(.+?)~~/g, (_m, inner: string) => inner);
  return { text: s, count };
}

export function stripMarkdown(input: string): { text: string; stripped: number } {
  let stripped = 0;
  const out: string[] = [];
  for (const raw of input.split(/\r?\n/)) {
    let line = raw.trim();
    if (!line) continue;
    if (/^(?:[-*_]\s*){3,}$/.test(line)) {
      stripped += 1;
      continue;
    }
    if (/^\|.*\|$/.test(line)) {
      stripped += 1;
      const cells = line
        .split("|")
        .map((c) => c.trim())
        .filter(Boolean);
      if (cells.every((c) => /^:?-{2,}:?$/.test(c))) continue;
      line = cells.length >= 2 ? `${cells[0]}: ${cells.slice(1).join(", ")}` : (cells[0] ?? "");
      out.push(endSentence(stripInline(line).text));
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*$/.exec(line);
    const quote = /^>\s?(.*)$/.exec(line);
    // "- item", "* item", "+ item", "1. item", "1) item" — but never an em-dash or a negative number.
    const item = /^(?:[-*+•]|\d{1,2}[.)])\s+(.*)$/.exec(line);
    if (heading) line = heading[1]!;
    else if (quote) line = quote[1]!;
    else if (item) line = item[1]!;
    if (heading || quote || item) stripped += 1;
    const inline = stripInline(line);
    stripped += inline.count;
    out.push(heading || item ? endSentence(inline.text) : inline.text);
  }
  // A line break in a written answer is a boundary the ear cannot see: "Bezoekuren:\nDe …" must
  // be two sentences, not "Bezoekuren: De …".
  return { text: out.map((line, i) => (i < out.length - 1 ? endSentence(line) : line)).join(" "), stripped };
}
