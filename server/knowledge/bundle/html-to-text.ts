import { parse, type HTMLElement, type Node, NodeType } from "node-html-parser";
import { splitSentences } from "~/lib/text/sentences";

/**
 * Hospital pages as Markdown-ish text: headings keep their level ("## …") because chunking is
 * heading-aware; lists become "- " lines, table rows "| a | b |"; scripts, styles and navigation
 * chrome are dropped — breadcrumb trails too, which sites put outside <nav> as often as inside
 * ("Home › Per i cittadini › Parcheggi" in a <div class="breadcrumb">): kept, such a trail was a
 * sentence the line could speak.
 */
const SKIP = new Set(["script", "style", "nav", "footer", "header", "noscript", "svg", "form", "button"]);
const BLOCK = new Set(["p", "div", "section", "article", "main", "ul", "ol", "table", "tbody", "thead", "blockquote", "address", "dl", "figure"]);

/** Marked as a breadcrumb trail by its class, id or label (English, and the words CMSs in our languages use). */
const BREADCRUMB_MARK = /breadcrumb|kruimelpad|broodkruim|fil-?d-?ariane|ariane|briciol/i;
/** A line that is only a trail: three or more short parts joined by › or » (a sentence never is). */
const BREADCRUMB_TRAIL = /^[^.?!›»]{1,60}(?:\s*[›»]\s*[^.?!›»]{1,80}){2,}$/;
/**
 * The same with slashes, from the home page on ("Home / Bezoekers / Bezoekuren"): slashes between
 * words are also a sentence's ("Ouders / grootouders / vrienden welkom"), the home page's name is not.
 */
const SLASH_TRAIL = /^(?:home|homepage|accueil|start|startpagina|pagina iniziale)(?:\s+\/\s+[^.?!/\d]{1,60}){2,}$/i;
const isTrail = (line: string) => BREADCRUMB_TRAIL.test(line) || SLASH_TRAIL.test(line);

function isBreadcrumb(el: HTMLElement): boolean {
  const marks = [el.getAttribute("class"), el.getAttribute("id"), el.getAttribute("aria-label")].filter(Boolean).join(" ");
  return BREADCRUMB_MARK.test(marks);
}

function inline(node: Node): string {
  if (node.nodeType === NodeType.TEXT_NODE) return node.text;
  if (node.nodeType !== NodeType.ELEMENT_NODE) return "";
  const el = node as HTMLElement;
  const tag = el.tagName?.toLowerCase() ?? "";
  if (SKIP.has(tag)) return "";
  if (tag === "br") return "\n";
  return el.childNodes.map(inline).join("");
}

function clean(text: string): string {
  return text
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

function blocks(node: Node, out: string[]): void {
  if (node.nodeType === NodeType.TEXT_NODE) {
    const t = clean(node.text);
    if (t && !isTrail(t)) out.push(t);
    return;
  }
  if (node.nodeType !== NodeType.ELEMENT_NODE) return;
  const el = node as HTMLElement;
  const tag = el.tagName?.toLowerCase() ?? "";
  if (SKIP.has(tag) || isBreadcrumb(el)) return;
  const heading = /^h([1-6])$/.exec(tag);
  if (heading) {
    out.push(`${"#".repeat(Number(heading[1]))} ${clean(inline(el))}`);
    return;
  }
  if (tag === "li") {
    out.push(`- ${clean(inline(el))}`);
    return;
  }
  if (tag === "tr") {
    const cells = el.childNodes.filter((c) => c.nodeType === NodeType.ELEMENT_NODE && /^t[dh]$/i.test((c as HTMLElement).tagName)).map((c) => clean(inline(c)));
    if (cells.length) out.push(`| ${cells.join(" | ")} |`);
    return;
  }
  if (tag === "dl") {
    out.push(...definitionLines(el));
    return;
  }
  if (tag === "p" || tag === "dt" || tag === "dd" || tag === "figcaption") {
    const t = clean(inline(el));
    if (t && !isTrail(t)) out.push(t);
    return;
  }
  if (BLOCK.has(tag) || tag === "body" || tag === "html" || tag === "") {
    for (const child of el.childNodes) blocks(child, out);
    return;
  }
  const t = clean(inline(el));
  if (t && !isTrail(t)) out.push(t);
}

/**
 * A definition list as one line per description, its term in front ("Intensive care: 11.00 - 11.30
 * uur", "Dal lunedì al venerdì: 7.00 – 19.00"): written as two lines, the description lost what it
 * is about — the hours were said without their days, a ward's hours without the ward, and the
 * term alone ("Ostetricia") was a sentence the line could speak; each sentence of a description
 * carries the term. A term that ends its own sentence
 * ("Posso restare di notte?") is followed by its description, not by a colon.
 */
function definitionLines(dl: HTMLElement): string[] {
  const lines: string[] = [];
  let term = "";
  let described = true;
  const visit = (node: Node) => {
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const el = node as HTMLElement;
    const tag = el.tagName?.toLowerCase() ?? "";
    if (tag === "dt") {
      if (!described) lines.push(term);
      term = clean(inline(el));
      described = term === "";
    } else if (tag === "dd") {
      const text = clean(inline(el));
      if (!text) return;
      if (term === "" || /[.?!:]$/.test(term)) lines.push(term === "" ? text : `${term} ${text}`);
      // Each sentence of the description with the term: "Altri visitatori: ore 15.30–17.00" is the
      // maternity ward's only with "Ostetricia" in front of it.
      else
        lines.push(
          splitSentences(text)
            .map((sentence) => `${term}: ${sentence}`)
            .join(" "),
        );
      described = true;
    } else if (!SKIP.has(tag)) {
      // A <div> around a term and its description, as HTML allows.
      for (const child of el.childNodes) visit(child);
    }
  };
  for (const child of dl.childNodes) visit(child);
  if (!described) lines.push(term);
  return lines.filter((l) => l !== "" && !isTrail(l));
}

export function htmlToText(html: string): string {
  const root = parse(html, { comment: false });
  const body = root.querySelector("body") ?? root;
  const out: string[] = [];
  blocks(body, out);
  return out.join("\n\n");
}
