import { LANGUAGES, type PerLang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import type { PlainSensePack } from "./pack";

const PACKS: PerLang<PlainSensePack> = { nl, en, fr, it };

interface Compiled {
  contact: RegExp;
  unanswered: RegExp;
  afraid: RegExp;
  bodily: RegExp;
  person: RegExp;
}

const word = (source: string) => new RegExp(` (?:${source}) `);
const COMPILED: Compiled[] = LANGUAGES.map((l) => {
  const p = PACKS[l];
  return { contact: word(p.contact), unanswered: word(p.unanswered), afraid: word(p.afraid), bodily: word(p.bodily), person: word(p.person) };
});

/**
 * Whether the words that made the semantic second opinion hear an emergency are used in their everyday sense:
 * a contact that does not answer ("il centralino non risponde alle mie chiamate", "mon médecin ne répond pas à mes
 * mails") — "not responding" is the unconscious family's cue, said here of a switchboard — or Dutch "benauwd voor"
 * (afraid of), where "benauwd" alone is breathless. Over the case tables with the local e5 these scored 0.32–0.54,
 * over the opinion's emergency bar, and a caller asking why the switchboard does not answer heard "hang up and call
 * 112". In every language, as the patterns run every pack.
 *
 * Only the opinion's added emergency is withheld (./opinion.ts): the patterns' own emergencies are decided first and
 * never reach it. The sense stays medical — nothing is withheld — when a person is named (a relative, a neighbour,
 * "someone": "mijn vader neemt zijn telefoon niet op" may be a caller's fear for him), or, for the fear sense, when
 * breath, air or the chest is named too.
 */
export function plainSenseOfEmergencyWords(text: string): boolean {
  const normalised = normaliseForMatch(text);
  return COMPILED.some((c) => {
    if (c.person.test(normalised)) return false;
    if (c.contact.test(normalised) && c.unanswered.test(normalised)) return true;
    return c.afraid.test(normalised) && !c.bodily.test(normalised);
  });
}
