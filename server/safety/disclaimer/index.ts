import type { Lang, PerLang } from "~/lib/lang";
import { normaliseForMatch } from "~/lib/text/normalise";
import { splitSentences } from "~/lib/text/sentences";
import { moduleLogger } from "~/lib/logger";
import { DRUG_NAMES } from "../medication-vocabulary";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { MEDICAL_CLUSTERS, STATING_CLUSTERS, type DisclaimerPack, type MedicalCluster } from "./pack";

export { MEDICAL_CLUSTERS, type MedicalCluster } from "./pack";

const log = moduleLogger("safety.disclaimer");
const PACKS: PerLang<DisclaimerPack> = { nl, en, fr, it };

const WHOLE_WORD_MAX = 4;

/** Longest first, so an alternation prefers "heart failure" to "heart". */
const normalisedForms = (words: readonly string[]) =>
  [...new Set(words.map((w) => normaliseForMatch(w).trim()).filter(Boolean))].sort((a, b) => b.length - a.length);

/**
 * One alternation over a word list, matched after a space: an entry of up to four letters is a
 * whole word ("flu" is not "fluent", "heal" not "health", "pijn" not "pijnlijk"), a longer one or a
 * phrase a stem at a word start ("ontsteking" finds "ontstekingen"). `stemTail` follows stems only.
 */
function alternatives(words: readonly string[], stemTail = ""): string {
  const forms = normalisedForms(words);
  const whole = forms.filter((w) => w.length <= WHOLE_WORD_MAX && !w.includes(" "));
  const stems = forms.filter((w) => !whole.includes(w));
  const parts = [...(stems.length ? [`(?:${stems.join("|")})${stemTail}`] : []), ...(whole.length ? [`(?:${whole.join("|")})(?= )`] : [])];
  return parts.join("|");
}

/**
 * Digits that say where, when, whom to call or how much, before the shaper spells them: a phone
 * number in groups ("014 55 23 10", "+32 14 55 23 10"), a clock time ("14:00", "14.30", "8h30",
 * "20 uur", "ore 8"), a price ("€ 2,50", "2.50 euro").
 */
const LOGISTIC_DIGITS = [
  /\d{2,4}(?:(?:[ ./-]|, )\d{2,4}){2,}/u,
  /\b\d{1,2}[:.h]\d{2}\b/u,
  /\b\d{1,2} ?(?:h|u|uur)\b/iu,
  /\bore \d{1,2}\b/iu,
  /€|£|\$|\b\d+(?:[.,]\d+)? ?(?:eur|euro|euros)\b/iu,
];

interface Matchers {
  clusters: Record<MedicalCluster, RegExp>;
  /**
   * The word after an organisation word (and its linking words), and up to two more each carried
   * by a preposition ("Centro per la cura del diabete"): a name, not a statement.
   */
  nameAfter: RegExp;
  /** The word right before an organisation word ("pain clinic"). */
  nameBefore: RegExp;
  logistics: RegExp;
  /** A health word in another sense ("accept the conditions"): set aside. */
  otherSenses: RegExp | null;
  /** A visitors' rule that puts off a visit ("stel uw bezoek uit"). */
  visitDeferral: RegExp | null;
  /** The visitors named as whom a sentence speaks of ("bezoekers met koorts"). */
  visitors: RegExp | null;
  /** A medicine's frequency ("three times a day") and the means of transport a timetable gives it for. */
  frequencies: RegExp | null;
  transport: RegExp | null;
}

function compile(pack: DisclaimerPack): Matchers {
  const orgs = alternatives(pack.organisations);
  // A health word inside a compound that ends as a place or an organisation ("pijnkliniek",
  // "ziekteverzekering", "revalidatiecentrum") is a name: the rest of its word must not hold one.
  const notCompoundName = `(?!\\p{L}*(?:${normalisedForms(pack.organisations).join("|")}))`;
  // A word that is itself an organisation word is not the health word it starts like: "farmacia"
  // (a place to find) begins with the stem "farmaci" (medicines), and an Italian caller asking for
  // the pharmacy heard "this is not medical advice" before its address.
  const notOrganisation = `(?!${orgs})`;
  const words = (cluster: MedicalCluster) => (cluster === "medication" ? [...pack.clusters.medication, ...DRUG_NAMES] : pack.clusters[cluster]);
  return {
    clusters: Object.fromEntries(
      MEDICAL_CLUSTERS.map((c) => [c, new RegExp(` ${notOrganisation}(?:${alternatives(words(c), notCompoundName)})`, "u")]),
    ) as Record<MedicalCluster, RegExp>,
    nameAfter: new RegExp(
      `( (?:${orgs})\\p{L}*(?: (?:${alternatives(pack.links)})){0,2}) \\p{L}+(?: (?:${alternatives(pack.nameLinks)})(?: (?:${alternatives(pack.links)}))? \\p{L}+){0,2}`,
      "gu",
    ),
    nameBefore: new RegExp(` \\p{L}+(?= (?:${orgs}))`, "gu"),
    logistics: new RegExp(` (?:${alternatives(pack.logistics)})`, "u"),
    otherSenses: pack.otherSenses.length ? new RegExp(` (?:${normalisedForms(pack.otherSenses).join("|")})(?= )`, "gu") : null,
    visitDeferral: pack.visitDeferrals.length ? new RegExp(` (?:${normalisedForms(pack.visitDeferrals).join("|")})(?= )`, "u") : null,
    visitors: pack.visitors.length ? new RegExp(` (?:${alternatives(pack.visitors)})`, "u") : null,
    frequencies: pack.frequencies.length ? new RegExp(` (?:${normalisedForms(pack.frequencies).join("|")})(?= )`, "gu") : null,
    transport: pack.transport.length ? new RegExp(` (?:${alternatives(pack.transport)})`, "u") : null,
  };
}

const MATCHERS: PerLang<Matchers> = { nl: compile(nl), en: compile(en), fr: compile(fr), it: compile(it) };

/** What one sentence says about health: the clusters it states, after names and logistics are set aside. */
function sentenceClusters(sentence: string, m: Matchers): MedicalCluster[] {
  // A question the line asks back ("Do you mean Dr. Peeters, the cardiologist?") states nothing.
  if (/\?["'”’»)\]]*$/u.test(sentence.trim())) return [];
  const whole = normaliseForMatch(sentence);
  const said = m.otherSenses ? whole.replace(m.otherSenses, " _") : whole;
  // "La navetta passa tre volte al giorno": a frequency beside a means of transport is its
  // timetable — unless a medicine or a treatment is named too ("take it twice a day, even on the bus").
  const timetable = (m.transport?.test(said) ?? false) && !m.clusters.medication.test(said) && !m.clusters.treatment.test(said);
  const senses = timetable && m.frequencies ? said.replace(m.frequencies, " _") : said;
  const normalised = senses.replace(m.nameAfter, "$1 _").replace(m.nameBefore, " _");
  // A cold or a fever named as whom a visitors' rule is for says nothing about the caller's health:
  // a rule that puts off the visit, or one that names the visitors it is for.
  const visitorsRule = (m.visitDeferral?.test(whole) ?? false) || (m.visitors?.test(whole) ?? false);
  const found = MEDICAL_CLUSTERS.filter((c) => m.clusters[c].test(normalised) && !(visitorsRule && (c === "condition" || c === "symptom")));
  if (found.some((c) => STATING_CLUSTERS.includes(c))) return found;
  // A place inside a name ("Ufficio prenotazioni", "reparto di cardiologia del padiglione B") still
  // says where: logistics are read before names are set aside.
  const logistic = m.logistics.test(senses) || m.logistics.test(normalised) || LOGISTIC_DIGITS.some((re) => re.test(sentence));
  return logistic ? [] : found;
}

/**
 * Whether an answer says something about health — a symptom, a condition, a treatment, a medicine,
 * a test, what to do or expect about one — in any of its sentences. A department's, ward's or
 * specialist's name, and a treatment or test named only as what a sentence about a place, an
 * hour, a phone number, a booking, a price or a document is about, are not medical content.
 */
export function detectMedicalContent(text: string, lang: Lang): { medical: boolean; clusters: MedicalCluster[] } {
  const found = new Set<MedicalCluster>();
  for (const sentence of splitSentences(text)) for (const c of sentenceClusters(sentence, MATCHERS[lang])) found.add(c);
  const clusters = MEDICAL_CLUSTERS.filter((c) => found.has(c));
  return { medical: clusters.length > 0, clusters };
}

export function disclaimerText(lang: Lang): string {
  return PACKS[lang].disclaimer;
}

export function hasDisclaimerPrefix(text: string, lang: Lang): boolean {
  return text.trimStart().startsWith(PACKS[lang].disclaimer.trim());
}

export interface DisclaimerDecision {
  medical: boolean;
  prepend: boolean;
  clusters: MedicalCluster[];
}

/**
 * Medical-dominant on purpose: an answer with one medical sentence among navigational ones gets
 * the disclaimer. Under-disclaiming costs more (AI Act Art. 50) than a caveat too many — but a
 * caveat before every phone number teaches callers to stop listening to it, so navigation alone
 * never carries one. `callerAsserted` means the caller already knows the answer is medical and
 * skips detection.
 */
export function decideDisclaimer(input: { answer: string; lang: Lang; callerAsserted?: boolean }): DisclaimerDecision {
  const detected = input.callerAsserted ? { medical: true, clusters: [] as MedicalCluster[] } : detectMedicalContent(input.answer, input.lang);
  const prepend = detected.medical && !hasDisclaimerPrefix(input.answer, input.lang);
  log.info({ lang: input.lang, medical: detected.medical, prepend, clusters: detected.clusters }, "disclaimer_decision");
  return { medical: detected.medical, prepend, clusters: detected.clusters };
}
