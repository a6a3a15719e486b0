import type { Lang, PerLang } from "~/lib/lang";
import { matchWords } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { ExtractivePack, Topic } from "./pack";

const PACKS: PerLang<ExtractivePack> = { nl, en, fr, it };

/**
 * The practical topics a caller asks about and a page section is written for — visiting, parking,
 * buses, the café, patients' meals, wifi, a blood test — read from words in the four languages
 * (extractive/lang/*.ts), so a question in one language and a heading in another meet on the same
 * topic key. e5 does not tell headings apart across languages ("When can I come for a blood test?"
 * is as close to "Orari di visita" as to "Centro prelievi"), and a sentence carries its section's
 * topic more surely in its heading than in its own words.
 *
 * A word written with a trailing "*" stands for every word starting so ("bezoek*": bezoekuren,
 * bezoekers); one of several words ("car park", "prise de sang") must be said as those words.
 */
export function topicsOf(text: string, lang: Lang): Set<Topic> {
  const words = matchWords(text);
  const found = new Set<Topic>();
  if (words.length === 0) return found;
  for (const [topic, entries] of Object.entries(PACKS[lang].topics) as Array<[Topic, readonly string[]]>) {
    if (entries.some((entry) => says(words, entry))) found.add(topic);
  }
  return found;
}

function says(words: readonly string[], entry: string): boolean {
  const prefix = entry.endsWith("*");
  const parts = matchWords(prefix ? entry.slice(0, -1) : entry);
  if (parts.length === 0) return false;
  const last = parts.length - 1;
  for (let i = 0; i + last < words.length; i++) {
    let all = true;
    for (let j = 0; j <= last && all; j++) {
      const w = words[i + j]!;
      all = j === last && prefix ? w.startsWith(parts[j]!) : w === parts[j];
    }
    if (all) return true;
  }
  return false;
}

/**
 * Topics that are most often the caller's occasion, not the thing asked: "where can I leave my car
 * when I come to visit?" asks about parking, "do I need an appointment for a blood test?" about the
 * blood test. Beside another topic they are not what the question is about.
 */
export const OCCASIONS: ReadonlySet<Topic> = new Set<Topic>(["visiting", "appointment"]);

/** The topics a question asks about: those it names, less its occasion when it names another topic too. */
export function askedTopics(question: string, lang: Lang): Set<Topic> {
  const named = topicsOf(question, lang);
  const asked = [...named].filter((t) => !OCCASIONS.has(t));
  return asked.length > 0 ? new Set(asked) : named;
}

/** Where a sentence sits: its page's heading path (title first), the headings inside its chunk, its table row's header. */
export interface SectionPlace {
  headingPath: string;
  context: string;
  rowHeader?: string;
  lang: Lang;
}

/**
 * The topics of the most specific heading that names any: a long page's title ("Practical guide
 * for patients and visitors") names what all its sections share, its section "Parking" what this
 * one is about; a table row's header ("Intensive care") seldom names a topic, its columns'
 * headers ("ward, visiting hours") do.
 */
export function sectionTopics(place: SectionPlace): Set<Topic> {
  const levels = [...place.headingPath.split("›"), place.context, place.rowHeader ?? ""];
  for (let i = levels.length - 1; i >= 0; i--) {
    const topics = topicsOf(levels[i]!, place.lang);
    if (topics.size > 0) return topics;
  }
  return new Set();
}

/**
 * How a section's topic fits the question's: the same topic (1), another topic only (-1), or no
 * evidence either way (0: the question or the section names none of the topics).
 */
export function topicFit(asked: ReadonlySet<Topic>, section: ReadonlySet<Topic>): -1 | 0 | 1 {
  if (asked.size === 0 || section.size === 0) return 0;
  for (const t of asked) if (section.has(t)) return 1;
  return -1;
}
