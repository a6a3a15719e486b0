/**
 * Links keep their words when their address goes: "See [the parking page](https://…)" is said as
 * "See the parking page." (markdown.ts does inline links). Here the forms an answer written for a
 * screen also uses: HTML anchors, reference-style links with their definition lines, and bare
 * autolinks in angle brackets, unwrapped so urls.ts treats them like any other address.
 */
const ANCHOR = /<a\b[^>]*>([\s\S]*?)<\/a\s*>/gi;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+.*$/gm;
/** "[the parking page][2]" — but not citation markers "[1][2]", which citations.ts removes. */
const REFERENCE_LINK = /\[(?![\d\s,;–-]+\])([^\]]+)\]\[[^\]]*\]/g;
const AUTOLINK = /<(?:https?:\/\/|mailto:|www\.)[^>\s]+>/gi;

export function keepLinkText(text: string): { text: string; links: number } {
  let links = 0;
  const count =
    (by: string | ((...m: string[]) => string)) =>
    (...m: string[]) => {
      links += 1;
      return typeof by === "string" ? by : by(...m);
    };
  const out = text
    .replace(REFERENCE_DEFINITION, count(""))
    .replace(
      ANCHOR,
      count((_m, label: string) => label.replace(/<[^>]+>/g, "")),
    )
    .replace(
      REFERENCE_LINK,
      count((_m, label: string) => label),
    )
    // The address stays for urls.ts, which drops a sentence that only pointed at it.
    .replace(
      AUTOLINK,
      count((m: string) => m.slice(1, -1)),
    );
  return { text: out, links };
}
