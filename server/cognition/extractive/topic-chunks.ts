import type { Lang } from "~/lib/lang";
import type { Topic } from "./pack";
import { wardsNamed, type ScopeWard } from "./scope";
import { OCCASIONS, sectionTopics, topicFit, topicsOf } from "./topics";

/** What shows that an occasion asked alone (a visit, an appointment) is what the question is about. */
export interface OccasionSigns {
  /** The question asks for a kind of fact (a time, a place, a number, a price: answer-types/). */
  asksFact: boolean;
  /** The wards the question names. */
  wards: readonly ScopeWard[];
}

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
 *
 * An occasion (a visit, an appointment: topics.ts) asked alone is as often why the caller comes as
 * what they ask ("Is there a crèche for visitors' children?"), and nearly every text of a hospital
 * says "visit" somewhere: a chunk whose text names only the occasion competes only when the
 * question shows the occasion is what it asks about — it asks the occasion's kind of fact (its
 * hours, place, number or cost: "Until when is the booking desk open on Saturday?"), or it names a
 * ward the chunk names too ("Can I visit someone in intensive care?" and a table whose rows say
 * "Terapia intensiva").
 */
export function firstAndOnTopic<C extends TopicChunk>(
  chunks: readonly C[],
  n: number,
  asked: ReadonlySet<Topic>,
  extra: number,
  occasion: OccasionSigns = { asksFact: false, wards: [] },
): C[] {
  const rest = chunks.slice(n);
  // The ward the question names, when it asks a kind of fact: the ward is what the answer is about,
  // in whatever words ("My husband is in intensive care, when can I see him?" names no topic, and
  // the table row "Intensieve zorg: 11u30 - 12u" sat in a chunk ranked below the first).
  const byWard =
    occasion.asksFact && occasion.wards.length > 0 ? rest.filter((c) => wardsNamed(`${c.headingPath ?? ""} ${c.content}`, occasion.wards).length > 0) : [];
  if (asked.size === 0) return [...chunks.slice(0, n), ...byWard.slice(0, extra)];
  const byHeading = rest.filter((c) => topicFit(asked, sectionTopics({ headingPath: c.headingPath ?? c.title ?? "", context: "", lang: c.lang })) === 1);
  const onlyOccasions = [...asked].every((t) => OCCASIONS.has(t));
  const occasionAsked = (c: C) => !onlyOccasions || occasion.asksFact || wardsNamed(`${c.headingPath ?? ""} ${c.content}`, occasion.wards).length > 0;
  const byText = rest.filter((c) => !byHeading.includes(c) && topicFit(asked, topicsOf(c.content, c.lang)) === 1 && occasionAsked(c));
  // Topic chunks first; a ward's chunk takes what room they leave.
  const onTopic = [...byHeading, ...byText];
  return [...chunks.slice(0, n), ...[...onTopic, ...byWard.filter((c) => !onTopic.includes(c))].slice(0, extra)];
}
