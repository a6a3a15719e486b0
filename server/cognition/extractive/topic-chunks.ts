import type { Lang } from "~/lib/lang";
import type { Topic } from "./pack";
import { sectionTopics, topicFit, topicsOf } from "./topics";

/** What choosing among retrieved chunks reads of one. */
export interface TopicChunk {
  headingPath?: string | null;
  title?: string | null;
  content: string;
  lang: Lang;
}

/**
 * The first `n` chunks, and after them at most `extra` more that name the topic the question asks
 * about (topics.ts): first those whose headings name it, then those whose text does. Across
 * languages e5 ranks a page of the neighbouring topic above the asked one ("When can I come for a
 * blood test?" found the visiting hours before the blood-test centre), and a chunk that is not
 * considered cannot answer. A fact often sits in a section named for something broader ("How to
 * reach us" holds "In taxi: … Radiotaxi 0385 48 48 48"): its heading does not name the topic, its
 * text does — and the topic's word there is the page's own, in the page's language.
 */
export function firstAndOnTopic<C extends TopicChunk>(chunks: readonly C[], n: number, asked: ReadonlySet<Topic>, extra: number): C[] {
  if (asked.size === 0) return chunks.slice(0, n);
  const rest = chunks.slice(n);
  const byHeading = rest.filter((c) => topicFit(asked, sectionTopics({ headingPath: c.headingPath ?? c.title ?? "", context: "", lang: c.lang })) === 1);
  const byText = rest.filter((c) => !byHeading.includes(c) && topicFit(asked, topicsOf(c.content, c.lang)) === 1);
  return [...chunks.slice(0, n), ...[...byHeading, ...byText].slice(0, extra)];
}
