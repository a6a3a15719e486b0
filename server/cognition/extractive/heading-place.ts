import type { Lang } from "~/lib/lang";
import { foldCase } from "~/lib/text/normalise";
import { carriedTypes, type AnswerType } from "./answer-types";
import { extractFacts, type ForeignFacts } from "./foreign-facts";

/**
 * A section whose heading names a place ("P2 – Via dei Tigli (gratuito)", "Parking P-Kade", "Entrance
 * B") is about that place, and its sentences often do not name it again ("Free open-air car park with
 * 300 spaces, 400 metres from the main entrance."). Said alone, such a sentence answers "where can I
 * park for free?" without the place: the caller hears that there is a free car park, not which one.
 * The heading is said in front of the sentence (verbatim, as the page writes it), or its names and
 * codes are carried over with a foreign sentence's facts.
 */

/** A heading longer than this is a sentence or a title, not the name of a place. */
const MAX_HEADING_WORDS = 8;

/**
 * The section's own heading (the innermost of its path, never the page's title alone) when it names
 * a place: it carries a place (a code such as "P2", a place word such as "Via", "entrance", "étage")
 * and a name or numbered place that can be carried over. A FAQ entry's question is no heading.
 */
export function sectionPlace(headingPath: string | undefined, lang: Lang): string | undefined {
  const path = (headingPath ?? "").split(" › ").map((p) => p.trim());
  if (path.length < 2) return undefined;
  const heading = path[path.length - 1]!;
  if (heading === "" || /[?.!]$/.test(heading) || heading.split(/\s+/).length > MAX_HEADING_WORDS) return undefined;
  if (!carriedTypes(heading, lang).has("place")) return undefined;
  const facts = extractFacts(heading, lang);
  return facts.names.length + facts.places.length > 0 ? heading : undefined;
}

/** Whether the answer should say where: the question asks for a place, or for no kind of fact ("is there a free car park?"). */
export function wantsPlace(asked: ReadonlySet<AnswerType>): boolean {
  return asked.size === 0 || asked.has("place");
}

/** The heading's names and numbered places, each as the page writes it. */
function placeNames(heading: string, lang: Lang): string[] {
  const facts = extractFacts(heading, lang);
  return [...facts.names, ...facts.places.map((p) => p.code)];
}

/** Whether the sentence already names the heading's place (then the heading adds nothing). */
function namesPlace(sentence: string, heading: string, lang: Lang): boolean {
  const said = foldCase(sentence);
  return placeNames(heading, lang).some((n) => said.includes(foldCase(n)));
}

/** "P2 – Via dei Tigli (gratuito): Parcheggio gratuito all'aperto …", unless the sentence names the place itself. */
export function withSectionPlace(sentence: string, heading: string | undefined, lang: Lang): string {
  if (!heading || namesPlace(sentence, heading, lang)) return sentence;
  return `${heading}: ${sentence}`;
}

/**
 * For a foreign answer: the heading's names and numbered places as facts, said before the
 * sentence's own; nothing when the sentence names the place already.
 */
export function sectionPlaceFacts(sentence: string, heading: string | undefined, lang: Lang): ForeignFacts | undefined {
  if (!heading || namesPlace(sentence, heading, lang)) return undefined;
  const facts = extractFacts(heading, lang);
  return {
    ...facts,
    times: [],
    prices: [],
    priceUnits: new Map(),
    phones: [],
    lines: [],
    days: [],
    free: false,
    closed: false,
    quantities: [],
  };
}
