import type { Lang, PerLang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { cosineSimilarity, type Embedder } from "~/server/knowledge/embedding";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { wordCoverage, type AnswerChunk, type ExtractiveAnswer, type UnitMismatchNote } from "./index";
import type { ExtractivePack } from "./pack";
import { extractFacts, foreignAnswerPerScope, hasFacts, type ScopedFacts } from "./foreign-facts";
import { askedTypes, carriedTypes, carriesAmount, carriesAsked, type AnswerType } from "./answer-types";
import { campusWords, qualifierFit, type QualifierFit } from "./qualifier";
import { campusOf, followUpHeard, scopeFit, wardNamesSaid, wardsNamed, type QuestionScope, type ScopeCampus, type ScopeWard } from "./scope";
import { candidateSentences, type CandidateSentence } from "./sentences";
import { inDayScope, inPriceUnitScope } from "./clauses";
import { askedTopics, OCCASIONS, sectionTopics, topicFit, topicsOf } from "./topics";
import { visitorFit, visitorGroupsNamed } from "./visitors";
import { sectionPlace, sectionPlaceFacts, wantsPlace, withSectionPlace } from "./heading-place";
import { entryTariff } from "./tariff-first-row";
import { factsAsked, mergeFacts, pricesInUnit, scoped, withoutScopeNames } from "./foreign-answer-facts";
import { asksPrice, levelAcrossLanguages, openScopePartner, SECOND_SENTENCE_GAP, sameScopeNeighbour, tariffOfAskedUnit, withCampus } from "./sentence-choice";
import { wardsNamedByEventOnly } from "./ward-events";
import { detectAskedUnitOfTurn, detectNamedUnitOfTurn, namesStayLength } from "~/server/knowledge/value-framework/units";

const log = moduleLogger("cognition.extractive.meaning");
const PACKS: PerLang<ExtractivePack> = { nl, en, fr, it };

/**
 * How close (cosine, query vs passage) a sentence must be to the question to be spoken, per
 * semantic model. Calibrated with `npm run bench -- understanding` on the demo tenant's question set
 * (answerable questions vs questions the pages cannot answer: docs/benchmarks.md). A model without
 * a calibration is not used to choose sentences: the word-overlap answerer stays in charge.
 */
export const SENTENCE_FLOORS: Readonly<Record<string, number>> = {
  "multilingual-e5-small-q4": 0.855,
};

/** The chunks whose sentences compete: the first few reranked ones (more costs embedding time per turn). */
const CHUNKS_CONSIDERED = 3;
const MAX_WORDS = 45;
/** …or, when it is the sentence right before the first in its section, this close. */
const LEANS_ON_GAP = 0.03;
/**
 * What a sentence is ranked by, beside its similarity (never what judges relevance alone). e5's
 * sentence scores are compressed (0.84–0.90 for most sentences of the right page), so "welcome
 * from 14 to 20" and "visiting does patients good" are a hair apart; the structure of the page
 * and the kind of fact asked for tell them apart:
 * - the kind of fact: a sentence carrying what the question asks for (a time, an amount, a place,
 *   a phone number, a line) up, one carrying none of it down (answer-types/);
 * - the question's own words in the sentence or its headings;
 * - the sentence's scope (qualifier.ts): the special case the question names up, special cases it
 *   does not name down, and among equals the page's order (the general case comes first);
 * - how high retrieval ranked its chunk.
 */
const TYPE_WEIGHT = 0.03;
const FACT_BONUS = 0.01;
const WORD_WEIGHT = 0.03;
const CHUNK_WEIGHT = 0.03;
const QUALIFIER_MATCH = 0.03;
const QUALIFIER_UNASKED = 0.015;
const ORDER_STEP = 0.007;
/** A sentence (or its headings) about a ward the question does not name: another ward's special case. */
const WARD_UNASKED = 0.02;
/** How much closer a ward's special case may be than the general case said instead (twice a ward's penalty). */
const GENERAL_CASE_GAP = 2 * WARD_UNASKED;
/** A sentence (or its headings) about the ward the question names, in whatever language either says it. */
const WARD_ASKED = 0.02;
const ROW_STEP = 0.003;
/**
 * The group of visitors the question names (partner, parents, everyone else: visitors.ts), named
 * by the sentence or its headings, up; a sentence for another group only, down — "when can the
 * grandparents come to the maternity ward?" is not answered by the partner's hours beside them.
 * Naming the asked group is evidence too, as a word of the question would be: the page says
 * "other visitors" where the caller says "grandparents".
 */
const VISITORS_ASKED = 0.03;
const VISITORS_OTHER = 0.03;
const VISITORS_RELIEF = 0.01;
/**
 * A sentence whose section is about the topic the question names (visiting, parking, the café, a
 * blood test: topics.ts, in any of the four languages) up; one whose section is about another
 * topic only down — "When can I come for a blood test?" is not answered by the visiting hours.
 */
const TOPIC_WEIGHT = 0.02;
/**
 * Evidence beside similarity when judging relevance: a sentence that carries the asked kind of
 * fact may be this much below the tenant's noise floor; one that carries none of it must be this
 * much above; a sentence that says most of the question's own words gets the word relief.
 */
const TYPE_RELIEF = 0.01;
const TYPE_DEMAND = 0.015;
const WORD_RELIEF = 0.01;
const WORD_RELIEF_COVERAGE = 0.5;
/** How much higher a sentence must stand when the question names a thing the pages never name. */
const UNNAMED_DEMAND = 0.015;

/**
 * The kinds of fact a turn asks: a follow-up's own ("And at what time on Sunday?"), else the first
 * its conversation asked ("And if I'm there all day?" after "How much is the car park?" still asks
 * a price). The ranking and a foreign answer's facts read the same kinds: a follow-up answered from
 * a page in another language said every fact of the chosen row ("two at night" from "tot 2 uur")
 * where the ranking had chosen it for its price. Not the evidence a sentence needs (asksType): there
 * the conversation's kind lowered the bar for "Et le dimanche ?" after "Quel bus va à Klaphoven ?",
 * and the other site's bus lines answered it.
 */
function askedOfTurn(question: string, lang: Lang, followUp: string | undefined): Set<AnswerType> {
  const asked = askedTypes(followUp ?? question, lang);
  if (followUp && asked.size === 0) {
    const first = [...askedTypes(question, lang)][0];
    if (first) asked.add(first);
  }
  return asked;
}

/** Whether `embedder` can choose sentences by meaning (it is semantic and calibrated). */
export function answersByMeaning(embedder: Pick<Embedder, "model" | "semantic">): boolean {
  return embedder.semantic === true && SENTENCE_FLOORS[embedder.model] !== undefined;
}

/**
 * Sentence vectors, per process: a hospital's pages are few and turns keep asking about the same
 * ones, so after the first turns a sentence is embedded once. Bounded; oldest out first.
 */
const SENTENCE_CACHE_LIMIT = 8000;
const sentenceCache = new Map<string, Float32Array>();

async function sentenceVectors(embedder: Embedder, texts: string[]): Promise<Float32Array[]> {
  const key = (t: string) => `${embedder.model}\u0000${t}`;
  const missing = [...new Set(texts.filter((t) => !sentenceCache.has(key(t))))];
  if (missing.length > 0) {
    const vectors = await embedder.embed(missing, "passage");
    missing.forEach((t, i) => {
      sentenceCache.set(key(t), Float32Array.from(vectors[i]!));
      if (sentenceCache.size > SENTENCE_CACHE_LIMIT) sentenceCache.delete(sentenceCache.keys().next().value!);
    });
  }
  return texts.map((t) => sentenceCache.get(key(t))!);
}

/** A chunk as the answer stage sees it, with where on the page it sits. */
export interface MeaningChunk extends AnswerChunk {
  /** "Bezoekuren › Intensieve zorg": embedded with each sentence, so "twee tot drie dagen" stays about the maternity ward. */
  headingPath?: string;
  /** The page's language, when it is not the caller's: its facts are said with a template. */
  lang?: Lang;
  /** The page's title (named when the page is in another language; the topic its sections share). */
  title?: string;
  /** The section's place on its page (0 = the page's first): pages say the general case first. */
  ordinal?: number;
  /**
   * How much below the floor its sentences may be and still be said: a source the question's own
   * words already point to (a FAQ answer naming the "testkiosk" asked about) needs less meaning.
   */
  relief?: number;
}

export interface ScoredSentence {
  chunkId: string;
  sentence: CandidateSentence;
  /** Cosine to the question: what the relevance floor judges. */
  similarity: number;
  /** similarity plus the tie-breakers: what the sentences are ordered by. */
  score: number;
  /** How far below the floor the sentence may be (negative: how far above it must be), from its evidence. */
  relief: number;
  /** The kinds of fact the sentence carries. */
  carries: Set<AnswerType>;
  /** It carries a kind of fact the question asks for (true when the question asks for none). */
  answersType: boolean;
  /** It (or its headings, or its row) names the scope an elliptical follow-up asks about. */
  followsUp: boolean;
  /** Share of the question's specific words (not generic, not a campus or the hospital's name) it or its headings say. */
  coverage: number;
  /** The same, the people the question speaks of not counted ("palestra per i familiari" → "palestra"). */
  thingCoverage: number;
  /**
   * It or its headings name the topic the question asks about (topics.ts), in the page's words:
   * the evidence a word of the question is, for a page in another language that cannot say the
   * caller's words ("Laadpalen voor elektrische wagens …" for "Where can I charge my electric car?").
   */
  onTopic: boolean;
  /**
   * Its section is about another of the topics the question may name, and not the asked one
   * ("Ristorante e bar" for "Is the car park open at night?"): never evidence that the pages answer.
   * A visit asked about alone is the topic here (a shuttle's news item does not give visiting
   * hours), though it is no evidence for a visitors' page (onTopic).
   */
  offTopic: boolean;
  /** The campus the sentence is about (named in it or its headings), when the tenant has several. */
  campus?: ScopeCampus;
  /** The sentence is on a page in another language than the caller's. */
  foreign?: { lang: Lang; title: string };
  /** It (or its headings) is about a ward the question does not name. */
  otherWard?: boolean;
  /** It (or its headings) names the ward the question names, in whatever language. */
  askedWard?: boolean;
  /** It (or its headings) is for another group of visitors than the one the question names (visitors.ts). */
  otherVisitors?: boolean;
  /** Its section's own heading, when that heading names a place (sectionPlace): where the sentence is. */
  placeHeading?: string;
}

/** The section's heading when it names a place (heading-place.ts), for the sentence's answer to say. */
function placeHeadingOf(chunk: MeaningChunk, pageLang: Lang): { placeHeading?: string } {
  const heading = sectionPlace(chunk.headingPath, pageLang);
  return heading ? { placeHeading: heading } : {};
}

/** How far below the best foreign sentence (without facts to carry) another may rank and answer instead. */
const FOREIGN_FACTS_GAP = 0.03;

/** A sentence in the caller's own language is preferred to an equally close one in another. */
const FOREIGN_PENALTY = 0.01;

/** What a sentence is embedded as: the page's headings in front, so a sentence keeps its topic. */
export function sentencePassage(headingPath: string | undefined, s: CandidateSentence): string {
  const where = [headingPath, s.context].filter((p) => p && p.trim() !== "").join(" › ");
  return where ? `${where}: ${s.text}` : s.text;
}

/** The question's scope and the tenant's campuses, when the turn knows them. */
export interface RankScope {
  scope: QuestionScope;
  campuses: readonly ScopeCampus[];
  /** The caller chose the chunks (own language and others'): consider all of them. */
  allChunks?: boolean;
  /** Words that point at no particular sentence of this tenant (its own name). */
  alsoGeneric?: readonly string[];
  /** The tenant's wards and departments: a sentence about one the question does not name ranks down. */
  wards?: readonly ScopeWard[];
}

/**
 * Every candidate sentence of the first chunks with its similarity to the question and its
 * evidence, best first. Exported for the bench, which calibrates the floor on these numbers.
 */
export async function rankSentences(
  question: string,
  lang: Lang,
  chunks: MeaningChunk[],
  embedder: Embedder,
  within?: RankScope,
  queryVector?: number[],
): Promise<ScoredSentence[]> {
  const considered = within?.allChunks ? chunks : chunks.slice(0, CHUNKS_CONSIDERED);
  const candidates = considered.flatMap((chunk) => candidateSentences(chunk.content).map((sentence) => ({ chunk, sentence })));
  if (candidates.length === 0) return [];
  const [[q], vectors] = await Promise.all([
    queryVector ? Promise.resolve([queryVector]) : embedder.embed([question], "query"),
    sentenceVectors(
      embedder,
      candidates.map((c) => sentencePassage(c.chunk.headingPath, c.sentence)),
    ),
  ]);
  const asked = askedOfTurn(question, lang, within?.scope.followUp);
  const campusNames = campusWords(within?.campuses ?? []);
  // A campus or the hospital's name points at no sentence: "Is there an ATM at Ter Haven?" is not
  // answered by the sentence that says where Ter Haven's entrance is.
  const generic = [...campusNames, ...(within?.alsoGeneric ?? [])];
  const top = Math.max(...considered.map((c) => c.score));
  // A ward the question names only by its event ("just had a baby") is named as its name would be (ward-events.ts).
  const byEvent = wardsNamedByEventOnly(`${question} ${within?.scope.followUp ?? ""}`, within?.wards ?? []);
  const qualifierQuestion = byEvent.length > 0 ? `${question} ${byEvent.flatMap((w) => w.names).join(" ")}` : question;
  const qualifiers = candidates.map((c) =>
    qualifierFit(
      qualifierQuestion,
      lang,
      {
        headingPath: c.chunk.headingPath ?? "",
        title: c.chunk.title ?? "",
        lang: c.chunk.lang ?? lang,
        ...(c.sentence.qualifier ? { rowHeader: c.sentence.qualifier } : {}),
      },
      campusNames,
    ),
  );
  const spread = qualifierSpread(candidates, qualifiers);
  const wards = within?.wards ?? [];
  const askedWards = new Set(wardsNamed(`${question} ${within?.scope.followUp ?? ""}`, wards));
  const visitorsAsked = visitorGroupsNamed(`${question} ${within?.scope.followUp ?? ""}`);
  const topicsAsked = askedTopics(question, lang);
  // A visit or an appointment alone is as often the caller's occasion as the thing asked ("is there
  // a crèche for visitors' children?"): it orders sentences, it is no evidence that one answers.
  const topicIsEvidence = [...topicsAsked].some((t) => !OCCASIONS.has(t));
  return candidates
    .map((c, i) => {
      const similarity = cosineSimilarity(q!, vectors[i]!);
      const pageLang = c.chunk.lang ?? lang;
      const headings = `${c.chunk.headingPath ?? ""} ${c.sentence.context}`;
      const carries = carriedTypes(c.sentence.text, pageLang);
      const answersType = carriesAsked(asked, carries);
      // An amount answers "how much" better than "free" does; with no kind asked, any fact is a small plus.
      const typeFit =
        asked.size === 0
          ? /\d/.test(c.sentence.text)
            ? FACT_BONUS
            : 0
          : answersType
            ? asked.has("price") && carries.has("price") && !carriesAmount(c.sentence.text)
              ? TYPE_WEIGHT / 2
              : TYPE_WEIGHT
            : -TYPE_WEIGHT;
      const aboutWards = wardsNamed(`${c.chunk.headingPath ?? ""} ${c.sentence.context} ${c.sentence.text}`, wards);
      const namesAskedWard = aboutWards.some((w) => askedWards.has(w));
      // The ward the question names, named by the sentence (or its headings) in the page's words,
      // is the question's word said: "ostetricia" says "materniteit" to a Dutch caller, as
      // "maternity" said by an English sentence would. Where the sentence names it counts as the
      // word would (in the sentence itself, or only in its headings).
      const inSentence = wardsNamed(c.sentence.text, wards).filter((w) => askedWards.has(w));
      const inHeadings = aboutWards.filter((w) => askedWards.has(w) && !inSentence.includes(w));
      const said = {
        text: [c.sentence.text, ...wardNamesSaid(question, inSentence)].join(" "),
        context: [headings, ...wardNamesSaid(question, inHeadings)].join(" "),
        ...(c.chunk.title ? { title: c.chunk.title } : {}),
      };
      const coverage = wordCoverage(question, lang, said, generic);
      // The same without the people the question speaks of ("i familiari", "my children"): who a
      // question is for says nothing about the thing it asks.
      const thingCoverage = wordCoverage(question, lang, said, [...generic, ...PACKS[lang].peopleWords]);
      const words = WORD_WEIGHT * coverage;
      const rank = top > 0 ? CHUNK_WEIGHT * (c.chunk.score / top) : 0;
      const qualifier = qualifiers[i]!;
      // A word that names many of the competing sections ("room" in "TV in the room", "Choosing a
      // room") tells them apart less than one that names a single section ("Internet").
      const named = qualifier.matchedStems.reduce((sum, stem) => sum + 1 / (spread.get(stem) ?? 1), 0);
      const qualifierScore = QUALIFIER_MATCH * Math.min(named, 2) - (qualifier.unasked > 0 ? QUALIFIER_UNASKED : 0);
      const order = ORDER_STEP * Math.min(c.chunk.ordinal ?? 0, 3) + ROW_STEP * Math.min(c.sentence.row ?? 0, 4);
      const otherWard = aboutWards.length > 0 && !namesAskedWard ? WARD_UNASKED : 0;
      // The ward asked about, named in any language: the page's own words may not be the question's.
      const askedWard = namesAskedWard ? WARD_ASKED : 0;
      const visitors = visitorFit(visitorsAsked, `${c.chunk.headingPath ?? ""} ${c.sentence.context} ${c.sentence.qualifier ?? ""} ${c.sentence.text}`);
      const visitorScore = visitors === "asked" ? VISITORS_ASKED : visitors === "other" ? -VISITORS_OTHER : 0;
      const section = sectionTopics({
        headingPath: c.chunk.headingPath ?? "",
        context: c.sentence.context,
        lang: pageLang,
        ...(c.sentence.qualifier ? { rowHeader: c.sentence.qualifier } : {}),
      });
      const topic = TOPIC_WEIGHT * topicFit(topicsAsked, section);
      // The sentence is judged in its page's words: a Dutch page says "weekend" in Dutch to an Italian caller.
      const fit = within ? scopeFit(c.sentence.text, headings, pageLang, within.scope, within.campuses) : 0;
      const campus = within ? campusOf(c.sentence.text, headings, within.campuses) : undefined;
      const foreign = c.chunk.lang !== undefined && c.chunk.lang !== lang;
      // Carrying the asked kind of fact lowers the bar only beside a word of the question: alone,
      // it is the evidence every unanswerable question finds ("a pharmacy open at night?" lands
      // on any sentence with opening hours), so such a sentence must reach the floor by itself.
      const onTopic = topicIsEvidence && (topicFit(topicsAsked, section) === 1 || topicFit(topicsAsked, topicsOf(c.sentence.text, pageLang)) === 1);
      // A page in another language cannot say the caller's words; naming the asked topic in its own
      // words (topics.ts) is the word it would have said. So the asked kind of fact beside it lowers
      // the bar as it does beside a word of the question in the caller's language, whether or not
      // the pages stand out as a whole (a sentence in the caller's language needs no such standing).
      // Not the word relief: one topic is not most of the question's words.
      const saysAskedWord = coverage > 0 || (foreign && onTopic);
      const typeRelief = answersType ? (saysAskedWord ? TYPE_RELIEF : 0) : -TYPE_DEMAND;
      const relief =
        (c.chunk.relief ?? 0) +
        (asked.size === 0 ? 0 : typeRelief) +
        (!foreign && coverage >= WORD_RELIEF_COVERAGE ? WORD_RELIEF : 0) +
        (visitors === "asked" ? VISITORS_RELIEF : 0);
      return {
        chunkId: c.chunk.id,
        sentence: c.sentence,
        similarity,
        score:
          similarity + typeFit + words + rank + qualifierScore - order - otherWard + askedWard + visitorScore + topic + fit - (foreign ? FOREIGN_PENALTY : 0),
        relief,
        carries,
        answersType,
        coverage,
        thingCoverage,
        onTopic,
        offTopic: topicFit(topicsAsked, section) === -1 && topicFit(topicsAsked, topicsOf(c.sentence.text, pageLang)) !== 1,
        followsUp: qualifier.matched > 0 || namesAskedWard || (within ? followUpHeard(within.scope, c.sentence.text, headings) > 0 : false),
        ...(campus ? { campus } : {}),
        ...(foreign ? { foreign: { lang: c.chunk.lang!, title: c.chunk.title ?? "" } } : {}),
        ...(otherWard > 0 ? { otherWard: true } : {}),
        ...(namesAskedWard ? { askedWard: true } : {}),
        ...(visitors === "other" ? { otherVisitors: true } : {}),
        ...placeHeadingOf(c.chunk, pageLang),
      };
    })
    .sort((a, b) => b.score - a.score);
}

export interface MeaningOptions {
  unitMismatch?: UnitMismatchNote;
  within?: RankScope;
  /** The similarity a sentence must reach (the tenant's noise level); default: the model's calibrated floor. */
  floor?: number;
  /**
   * The same per language of the sentence's page (the tenant's noise level for the caller's
   * language against that language's pages): a page language listed here is held to its own.
   */
  floors?: Partial<Record<Lang, number>>;
  queryVector?: number[];
  /**
   * No page stood out from the tenant's noise as a whole: a sentence answers only when it (or its
   * headings) also says one of the question's specific words. A table row or a one-line section
   * can answer from a chunk that does not stand out ("Patient ombudsman: 02 480 18 80"), but a
   * question about something the hospital does not have ("Is there an ATM?") lands near any
   * sentence about the building, and only the missing word tells the two apart.
   */
  unreached?: boolean;
  /**
   * The question names something no page in the caller's language names (its own words, none of
   * them on any page: "dog", "taxi rank"): a sentence of those pages must then stand this much
   * higher, for what comes close is most often the pages' neighbouring topic, not the thing asked.
   */
  unnamed?: boolean;
  /** A typed chat: a foreign page's answer offers reception's number, not a transfer. */
  typed?: boolean;
}

/**
 * A question that names no ward asks for the general case: "What are the visiting hours?" is not
 * answered by the intensive care unit's, though e5 often puts the sentence that names a ward
 * closer to the question than the page's general sentence (it says more of what visiting is).
 * When the sentence that would answer names a ward the question does not, a sentence in the same
 * page language that names none, carries the asked kind of fact and is nearly as close answers
 * instead: one of the same section (which has shown it answers the question, so that sentence
 * need not reach the floor itself), one that passes by itself, or one that ranks higher outright.
 */
function generalCaseFirst(first: ScoredSentence, ranked: readonly ScoredSentence[], asksType: boolean, passes: (c: ScoredSentence) => boolean): ScoredSentence {
  if (!first.otherWard || !asksType || ranked.some((c) => c.askedWard)) return first;
  const general = ranked.find(
    (c) =>
      !c.otherWard &&
      c.answersType &&
      !c.offTopic &&
      c.foreign?.lang === first.foreign?.lang &&
      c.score >= first.score - GENERAL_CASE_GAP &&
      (c.chunkId === first.chunkId || c.score > first.score || passes(c)),
  );
  return general ?? first;
}

/** For each matched scope word, how many of the competing sections (a chunk, or a table row) name it. */
function qualifierSpread(candidates: ReadonlyArray<{ chunk: MeaningChunk; sentence: CandidateSentence }>, fits: readonly QualifierFit[]): Map<string, number> {
  const sections = new Map<string, Set<string>>();
  candidates.forEach((c, i) => {
    for (const stem of fits[i]!.matchedStems) {
      const named = sections.get(stem) ?? new Set<string>();
      named.add(`${c.chunk.id}|${c.sentence.qualifier ?? ""}`);
      sections.set(stem, named);
    }
  });
  return new Map([...sections].map(([stem, named]) => [stem, named.size]));
}

/**
 * The offline answer path with a semantic embedder: the sentences of the retrieved chunks ranked by
 * how close they are in meaning to the question (the same embedder that retrieved the chunks) and
 * by the page's structure, at most two said verbatim. A sentence is said only when its similarity,
 * with its evidence (the asked kind of fact, the question's own words), reaches the floor: "I have
 * a fever for three days" shares words with "you stay two to three days on the maternity ward",
 * not a meaning, and the caller is better served by "I cannot find that" than by that sentence.
 */
export async function answerByMeaning(
  question: string,
  lang: Lang,
  chunks: MeaningChunk[],
  embedder: Embedder,
  opts: MeaningOptions = {},
): Promise<ExtractiveAnswer & { bestSimilarity: number | null; offersTransfer?: boolean }> {
  const defaultFloor = opts.floor ?? SENTENCE_FLOORS[embedder.model];
  if (defaultFloor === undefined) throw new Error(`no sentence floor calibrated for ${embedder.model}: use answerExtractively`);
  // A sentence is held to the noise of its own page's language (a foreign page sits lower).
  const floorOf = (c: ScoredSentence) => opts.floors?.[c.foreign?.lang ?? lang] ?? defaultFloor;
  const floor = opts.floors?.[lang] ?? defaultFloor;
  const ranked = levelAcrossLanguages(await rankSentences(question, lang, chunks, embedder, opts.within, opts.queryVector), floor, floorOf);
  const asksType = askedTypes(opts.within?.scope.followUp ?? question, lang).size > 0;
  // A sentence that gives the weekdays' and the weekend's facts says only the asked day scope's (clauses.ts).
  // …and a sentence quoting a price per day and one per week says only the asked unit's (clauses.ts).
  const followUp = opts.within?.scope.followUp;
  const unitAsked = detectAskedUnitOfTurn(question, lang, followUp);
  const unitNamed = detectNamedUnitOfTurn(question, lang, followUp);
  // The caller names how long the price is for ("for three hours", "all day"): one row answers.
  const oneRowAsked = namesStayLength(followUp ?? question, lang) || unitNamed !== null;
  const inScope = (text: string, pageLang: Lang) => inPriceUnitScope(opts.within ? inDayScope(text, pageLang, opts.within.scope) : text, pageLang, unitAsked);
  // A question that asks for no kind of fact ("Can I use my mobile phone?", "Is there wifi?") has
  // only its words as evidence, and a page in another language cannot say them: such a sentence
  // is evidence by being the nearest of every candidate, the caller's own pages included — it
  // beat the cross-language gap — while the pages stand out for the question, and when it has a
  // fact to carry over (else the caller would hear only the name of a page they cannot read).
  const nearest = Math.max(...ranked.map((c) => c.similarity));
  // Not when the question names a thing no page in the caller's language names and the sentence
  // shares only the people it is for: then its closeness is the people's ("famil" in both), not the thing's.
  const nearestForeign = (c: ScoredSentence) =>
    c.foreign !== undefined &&
    !asksType &&
    !opts.unreached &&
    c.similarity >= nearest &&
    !(opts.unnamed && c.coverage > 0 && c.thingCoverage === 0) &&
    hasFacts(extractFacts(c.sentence.text, c.foreign?.lang));
  // A foreign sentence on the topic is evidence only with a fact to carry over (else the caller hears a page's name).
  const topical = (c: ScoredSentence) => c.onTopic && (!c.foreign || hasFacts(extractFacts(c.sentence.text, c.foreign.lang)));
  // When the question names a thing no page in the caller's language names, a sentence that shares
  // only the people it is for ("C'è una palestra per i familiari?" → "I familiari non dovrebbero
  // fare da interpreti …") shares no word of what is asked: that is no evidence. On a page in
  // another language too: "famil" is one stem in four languages, and the French families' lodging
  // ("Hébergement pour les familles : 30 €") answered the Italian gym. A foreign page names the
  // thing in its own words through the asked topic instead (topical: "Ospitalità per i familiari"
  // for "somewhere for family members to stay the night").
  const saysWords = (c: ScoredSentence) => (opts.unnamed ? c.thingCoverage : c.coverage) > 0;
  const evidence = (c: ScoredSentence) => saysWords(c) || topical(c) || (asksType && c.answersType && !opts.unreached) || nearestForeign(c);
  const demand = (c: ScoredSentence) => (opts.unnamed && !c.foreign ? UNNAMED_DEMAND : 0);
  // A sentence in another language cannot say the caller's words, so the asked kind of fact
  // beside a word of the question (TYPE_RELIEF) never applied to it: it gets that relief when the
  // pages stand out for the question, the evidence a word would have been.
  // (One on the asked topic has it already: rankSentences.)
  const foreignRelief = (c: ScoredSentence) => (c.foreign && asksType && c.answersType && c.coverage === 0 && !c.onTopic && !opts.unreached ? TYPE_RELIEF : 0);
  // A foreign answer says only the sentence's facts: when the question asks a kind of fact, a
  // foreign sentence without it would reach the caller as a list of names from a page they cannot
  // read ("Place, Marché, Polyclinique" for "which bus?"), so it answers nothing.
  const carriesWhatForeignMustSay = (c: ScoredSentence) => !c.foreign || !asksType || c.answersType;
  // A sentence of a section about another topic that says none of the question's words answers
  // another question: what comes closest to "Is the car park open at night?" on a page the caller
  // cannot read may be the bar's opening hours, and only the section's topic tells them apart.
  const wrongTopic = (c: ScoredSentence) => c.offTopic && c.coverage === 0;
  const passes = (c: ScoredSentence) =>
    c.similarity + c.relief + foreignRelief(c) - demand(c) >= floorOf(c) && evidence(c) && carriesWhatForeignMustSay(c) && !wrongTopic(c);
  // "And in intensive care?" names its new scope: a sentence that names it answers before one
  // that is merely closer to the topic ("visiting hours on the wards").
  const first = (opts.within?.scope.followUp ? ranked.find((c) => passes(c) && c.followsUp) : undefined) ?? ranked.find(passes);
  const best = first ? generalCaseFirst(first, ranked, asksType, passes) : undefined;
  if (!best) {
    log.info({ lang, candidates: ranked.length, best: ranked[0]?.similarity ?? null, floor, unnamed: opts.unnamed ?? false }, "extractive_not_found");
    return { found: false, text: "", usedChunkIds: [], bestSimilarity: ranked[0]?.similarity ?? null };
  }
  if (best.foreign) {
    // Only a page in another language answers: its facts, in the caller's language, and the offer.
    const asked = askedOfTurn(question, lang, opts.within?.scope.followUp);
    const askedUnit = asked.has("price") ? unitAsked : null;
    const factsOf = (lead: ScoredSentence) => {
      const unitRow = askedUnit
        ? tariffOfAskedUnit(lead, ranked, askedUnit, passes, lang, detectNamedUnitOfTurn(question, lang, followUp) === askedUnit)
        : lead;
      // "How much?" without a length of stay: the table's first priced row (tariff-first-row.ts), said
      // alone — a neighbouring row's amount, carried without its row's words, would be a second price for the same ask.
      const chosen = asked.has("price") ? entryTariff(unitRow, ranked, passes, { askedUnit, stayNamed: oneRowAsked, callerLang: lang }) : unitRow;
      const neighbours = chosen !== unitRow ? [] : sameScopeNeighbour(chosen, ranked, passes);
      const facts = [chosen, ...neighbours].map((c) => factsAsked(extractFacts(inScope(c.sentence.text, c.foreign?.lang ?? lang), c.foreign?.lang), asked, c));
      const own = askedUnit ? pricesInUnit(mergeFacts(facts), askedUnit) : mergeFacts(facts);
      // The place its section's heading names, when the question asks where (or asks no kind of
      // fact), before the sentence's facts — only beside facts of its own: a heading's name alone
      // is a label, not an answer.
      const where = wantsPlace(asked) ? sectionPlaceFacts(chosen.sentence.text, chosen.placeHeading, chosen.foreign?.lang ?? lang) : undefined;
      return { chosen, merged: where && hasFacts(withoutScopeNames(own, opts.within)) ? mergeFacts([where, own]) : own };
    };
    // A sentence with nothing but the page's name, or a campus's or the hospital's, to carry over
    // gives the caller nothing to use ("Is there a hotel for families?" → "on the page Guide du
    // visiteur: Parc, Tilleroy"): the next foreign sentence nearly as close that passes and has a
    // fact answers instead ("MonCHR" one row below the results' heading); with none, not found,
    // which offers the transfer too.
    const answering = [best, ...ranked.filter((c) => c !== best && c.foreign && passes(c) && c.score >= best.score - FOREIGN_FACTS_GAP)]
      .map(factsOf)
      .find((f) => hasFacts(withoutScopeNames(f.merged, opts.within)));
    if (!answering) {
      log.info({ lang, pageLang: best.foreign.lang, candidates: ranked.length, best: best.similarity }, "extractive_foreign_without_facts");
      return { found: false, text: "", usedChunkIds: [], bestSimilarity: best.similarity };
    }
    const { chosen, merged } = answering;
    const page = chosen.foreign ?? best.foreign;
    // The question names no campus and another campus's sentence of the same page answers too: each
    // campus's facts, named — as the caller's own pages would be said — never one campus's alone.
    const partner = ranked.find((c) => c.foreign?.lang === page.lang && passes(c) && openScopePartner(chosen, c, opts.within, true));
    const partnerFacts = partner ? factsOf(partner) : undefined;
    const parts: ScopedFacts[] =
      partnerFacts && hasFacts(withoutScopeNames(partnerFacts.merged, opts.within))
        ? [scoped(chosen, merged), scoped(partnerFacts.chosen, partnerFacts.merged)]
        : [{ facts: merged }];
    const text = foreignAnswerPerScope(parts, lang, page.lang, page.title, { typed: opts.typed });
    log.info(
      {
        lang,
        pageLang: page.lang,
        candidates: ranked.length,
        best: best.similarity,
        chosen: chosen.similarity,
        tariffRow: chosen !== best,
        scopes: parts.length,
      },
      "extractive_answer_other_language",
    );
    const usedChunkIds = [...new Set([chosen.chunkId, ...(parts.length > 1 && partnerFacts ? [partnerFacts.chosen.chunkId] : [])])];
    return { found: true, text, usedChunkIds, bestSimilarity: best.similarity, offersTransfer: true };
  }
  // A price asked in a unit (per hour, for a whole day) is answered by the row that quotes it: a
  // tariff table's rows ("Up to 1 hour: €1.50", "Up to 24 hours: €8.00") and the weekly pass beside
  // them are a hair apart in meaning, and only the unit tells the asked one — in the caller's own
  // pages as in a foreign one's. Only a sentence with an amount gives way ("free" answers as it is).
  // The unit must be named ("for one hour", "a whole day"): "for three hours?" asks the three hours' row.
  const unitLead =
    unitNamed && (asksPrice(followUp ?? question, lang) || asksPrice(question, lang)) && carriesAmount(best.sentence.text)
      ? tariffOfAskedUnit(best, ranked, unitNamed, passes, lang, true)
      : best;
  // "How much?" without a length of stay: the table's first priced row (tariff-first-row.ts).
  const lead =
    unitLead === best && asksPrice(followUp ?? question, lang)
      ? entryTariff(best, ranked, passes, { askedUnit: unitAsked, stayNamed: oneRowAsked, callerLang: lang })
      : unitLead;
  const words = (t: string) => t.split(/\s+/).length;
  const otherCampus = ranked.find((c) => passes(c) && openScopePartner(lead, c, opts.within));
  if (otherCampus) {
    // The question names no campus and the answer differs per campus: both, each with its campus.
    const sentences = [lead, otherCampus].map((p) => inScope(withCampus(p), lang));
    const usedChunkIds = [...new Set([lead.chunkId, otherCampus.chunkId])];
    log.info({ lang, candidates: ranked.length, best: best.similarity, used: usedChunkIds.length, sentences: 2, scopes: 2 }, "extractive_answer");
    return { found: true, text: sentences.join(" "), usedChunkIds, bestSimilarity: best.similarity };
  }
  // A row chosen over a closer one (the asked unit's, the first priced one) is said alone: its neighbours are other units' rows.
  const second = ranked.find(
    (c) =>
      lead === best &&
      c !== lead &&
      passes(c) &&
      c.score >= lead.score - SECOND_SENTENCE_GAP &&
      c.sentence.text !== lead.sentence.text &&
      // Only from the same section: the next section is another campus, ward or day, and two of
      // those in one answer are two contradictory facts.
      c.chunkId === lead.chunkId &&
      !c.foreign &&
      c.sentence.context === lead.sentence.context &&
      // Another column of a table that gives one fact per column is another scope (campus, day).
      c.sentence.column === undefined &&
      lead.sentence.column === undefined &&
      // Another row of a tariff table is another length of stay's (or ticket's) price: when the
      // caller named the length ("for three hours"), one price is said; when not ("how much is
      // parking?"), the next row may be the hourly rate the closest one (a weekly card) is not.
      !(
        oneRowAsked &&
        c.sentence.row !== undefined &&
        lead.sentence.row !== undefined &&
        carriesAmount(c.sentence.text) &&
        carriesAmount(lead.sentence.text)
      ) &&
      // Nor is another ward's special case said beside the answer, nor another group of visitors' rule.
      !c.otherWard &&
      !c.otherVisitors &&
      (!c.campus || !lead.campus || c.campus === lead.campus) &&
      words(lead.sentence.text) + words(c.sentence.text) <= MAX_WORDS,
  );
  // A sentence leans on the one before it ("You choose the network, …" after the one that names
  // it): that one is said first when it is nearly as close — it is said for the best one's sake,
  // so it need not reach the floor itself.
  const before = second
    ? undefined
    : ranked.find(
        (c) =>
          c.chunkId === lead.chunkId &&
          c.sentence.index === lead.sentence.index - 1 &&
          c.sentence.row === undefined &&
          lead.sentence.row === undefined &&
          c.sentence.context === lead.sentence.context &&
          !c.otherVisitors &&
          c.score >= lead.score - LEANS_ON_GAP &&
          words(lead.sentence.text) + words(c.sentence.text) <= MAX_WORDS,
      );
  const picked = second ? [lead, second] : before ? [before, lead] : [lead];
  // Same chunk: keep reading order, so "first … then …" stays true.
  picked.sort((a, b) => (a.chunkId === b.chunkId ? a.sentence.index - b.sentence.index : 0));
  // The place the first sentence's section heading names, when the question asks where (or asks no kind of fact).
  const saysPlace = wantsPlace(askedTypes(opts.within?.scope.followUp ?? question, lang));
  const sentences = picked.map((p, i) => {
    const text = inScope(p.sentence.text, lang);
    return i === 0 && saysPlace ? withSectionPlace(text, p.placeHeading, lang) : text;
  });
  const pack = PACKS[lang];
  if (opts.unitMismatch) sentences.unshift(pack.unitMismatch(pack.units[opts.unitMismatch.askedUnit], pack.units[opts.unitMismatch.foundUnit]));
  const usedChunkIds = [...new Set(picked.map((p) => p.chunkId))];
  log.info({ lang, candidates: ranked.length, best: best.similarity, used: usedChunkIds.length, sentences: sentences.length }, "extractive_answer");
  return { found: true, text: sentences.join(" "), usedChunkIds, bestSimilarity: best.similarity };
}

/** Forget the sentence vectors (the bench measures a cold turn). */
export function clearSentenceCache(): void {
  sentenceCache.clear();
}
