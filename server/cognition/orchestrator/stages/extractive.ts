import { faqCitation } from "../../capabilities/faq";
import { corpusVocabulary, type Vocabulary } from "~/server/knowledge/retrieval";
import { answerExtractively, isPeopleWord, specificWords, wordCoverage } from "../../extractive";
import { answerByMeaning, answersByMeaning, type MeaningChunk } from "../../extractive/by-meaning";
import type { Resolution } from "../../intent";
import { chunkCitation } from "../citations-used";
import { isTyped, type Draft, type Turn } from "../turn";
import { questionScope, wardsNamed, type ScopeWard } from "../../extractive/scope";
import { COMMON_WARDS } from "../../extractive/wards";
import { askedTopics } from "../../extractive/topics";
import { firstAndOnTopic } from "../../extractive/topic-chunks";
import { askedTypes } from "../../extractive/answer-types";
import { answerSources, asAnswerChunk, pagesReach, questionInContext, retrieve, scopeCampuses, tenantNameWords } from "./retrieve";

/** Chunks of the caller's language, and of the tenant's other languages, whose sentences compete. */
const OWN_CHUNKS = 4;
const FOREIGN_CHUNKS = 3;
/** Beside those, at most this many more of what retrieval found that name the asked topic (extractive/topic-chunks.ts). */
const ON_TOPIC_CHUNKS = 2;
/**
 * How close a sentence must come to the question, above the tenant's noise level (the sentence
 * floor is the tenant's, not one number for every hospital). Chosen on the development hospitals.
 */
export const SENTENCE_MARGIN = 0;
/**
 * Stage "extractive" (no LLM configured): retrieval with the Value Framework, then the sentences of
 * the hospital's pages that answer the question, verbatim — chosen by meaning when the embedder is
 * semantic (e5), else by shared words (the hashing fallback). Nothing found → found false, no
 * words: the not-found stage decides what is said.
 */
export async function answerFromPages(turn: Turn, resolution: Resolution): Promise<Draft> {
  const { query: question, followUp } = questionInContext(turn, resolution);
  const search = await retrieve(turn, resolution, question, { crossLanguage: answersByMeaning(turn.deps.embedder) });
  // The embedder is down (the search fell back to full text): sentences are chosen by shared words too.
  const semantic = answersByMeaning(turn.deps.embedder) && !search.lexicalOnly;
  turn.watch.lap("retrieve");
  const own = answerSources(search);
  const unitMismatch = search.unitMismatch ?? undefined;
  let answer: { found: boolean; text: string; usedChunkIds: string[]; offersTransfer?: boolean };
  let sources = own;
  if (semantic) {
    const reach = await pagesReach(turn, search);
    const asked = askedTopics(question, turn.lang);
    const occasion = {
      asksFact: askedTypes(followUp ?? question, turn.lang).size > 0,
      wards: wardsNamed(`${question} ${followUp ?? ""}`, tenantWards(turn)),
    };
    const foreign = firstAndOnTopic(search.foreign, FOREIGN_CHUNKS, asked, ON_TOPIC_CHUNKS, occasion);
    // Every chunk retrieval found anything in competes: the sentences' own evidence decides, not the
    // chunk's fused score (a one-line table row sits in a chunk that scores low as a whole).
    sources = [
      ...firstAndOnTopic(
        search.chunks.filter((c) => c.rawScore > 0),
        OWN_CHUNKS,
        asked,
        ON_TOPIC_CHUNKS,
        occasion,
      ),
      ...foreign,
    ];
    const faq = faqSources(turn, question, sources[0]?.score ?? 1);
    const pages = sources.map((c) => ({ ...asAnswerChunk(c), headingPath: c.headingPath, lang: c.lang, title: c.title, ordinal: c.ordinal }));
    const unnamed = await namesUnknownThing(turn, followUp ?? question);
    const floors = reach.noiseByLang === null ? undefined : mapValues(reach.noiseByLang, (noise) => noise + SENTENCE_MARGIN);
    answer =
      pages.length + faq.chunks.length === 0
        ? { found: false, text: "", usedChunkIds: [] }
        : await answerByMeaning(question, turn.lang, [...pages, ...faq.chunks], turn.deps.embedder, {
            unitMismatch,
            within: { ...rankScope(turn, resolution, question, followUp), allChunks: true, alsoGeneric: tenantNameWords(turn) },
            unreached: !reach.relevant,
            unnamed,
            typed: isTyped(turn),
            ...(floors !== undefined ? { floors } : {}),
            ...(search.queryVector ? { queryVector: search.queryVector } : {}),
          });
  } else {
    answer = answerExtractively(question, turn.lang, own.map(asAnswerChunk), { unitMismatch, alsoGeneric: tenantNameWords(turn) });
  }
  turn.watch.lap("answer");
  return {
    text: answer.text,
    path: "extractive",
    class: "FALLTHROUGH",
    intent: resolution.intent,
    found: answer.found,
    citations: [
      ...sources.filter((c) => answer.usedChunkIds.includes(c.id)).map(chunkCitation),
      ...turn.tenant.taxonomy.faq.filter((f) => answer.usedChunkIds.includes(faqChunkId(f.key, f.lang))).map(faqCitation),
    ],
    action: "none",
    ...(answer.offersTransfer ? { offer: "transfer" as const } : {}),
    search,
  };
}

/**
 * Whether the question (or a follow-up's own words) says a word that no page of the tenant in the
 * caller's language says, nor its departments' and campuses' names: it names a thing the pages do
 * not speak of. Read from the tenant's own corpus (knowledge/retrieval/vocabulary.ts).
 */
async function namesUnknownThing(turn: Turn, text: string): Promise<boolean> {
  const vocabulary = await pagesVocabulary(turn);
  if (!vocabulary || vocabulary.size === 0) return false;
  // "My wife", "i nonni": who the question is for says nothing about what the pages speak of.
  const unknown = specificWords(text, turn.lang, tenantNameWords(turn)).filter((w) => !vocabulary.knows(w) && !isPeopleWord(w, turn.lang));
  return unknown.length > 0;
}

/**
 * The words the tenant's pages in the caller's language use, with its departments', campuses' and
 * FAQ entries' words (read once, then remembered: knowledge/retrieval/vocabulary.ts). null: no corpus.
 */
export async function pagesVocabulary(turn: Turn): Promise<Vocabulary | null> {
  const corpus = turn.tenant.corpus;
  if (!corpus) return null;
  const { taxonomy } = turn.tenant;
  const names = [
    ...taxonomy.departments.flatMap((d) => [...Object.values(d.names), ...d.aliases]),
    ...taxonomy.campuses.map((c) => c.name),
    ...taxonomy.faq.filter((f) => f.lang === turn.lang).flatMap((f) => [f.answer, ...f.questions]),
  ].filter((n): n is string => !!n);
  return corpusVocabulary(turn.deps.db, turn.tenant.id, corpus.chunkCount, turn.lang, names);
}

const mapValues = <K extends string, V, W>(o: Partial<Record<K, V>>, f: (v: V) => W): Partial<Record<K, W>> =>
  Object.fromEntries((Object.entries(o) as Array<[K, V]>).map(([k, v]) => [k, f(v)])) as Partial<Record<K, W>>;

/** The scope the question implies, for choosing among the sentences of the sources. */
function rankScope(turn: Turn, resolution: Resolution, question: string, followUp: string | undefined) {
  const campuses = scopeCampuses(turn, resolution);
  return { scope: questionScope(question, turn.lang, campuses, followUp), campuses: campuses.all, wards: tenantWards(turn) };
}

/** The tenant's departments, and the wards every hospital has in any language (a page may name one the taxonomy does not list). */
function tenantWards(turn: Turn): ScopeWard[] {
  const own = turn.tenant.taxonomy.departments.map((d) => ({ names: [...Object.values(d.names), ...d.aliases].filter((n): n is string => !!n) }));
  return [...own, ...COMMON_WARDS];
}

/**
 * FAQ answers that share a word with the question compete with the pages' sentences (at most this
 * many), held to the same evidence as a page's sentence: no relief of their own.
 */
const FAQ_SOURCES = 2;
const faqChunkId = (key: string, lang: string) => `faq:${key}:${lang}`;

/**
 * The tenant's FAQ answers in the caller's language as sources: an answer names things its
 * questions do not ("Waar is de prikkamer?" is answered inside the blood-test entry), and the FAQ
 * capability matches only the entry's own questions.
 */
function faqSources(turn: Turn, question: string, score: number): { chunks: MeaningChunk[] } {
  const entries = turn.tenant.taxonomy.faq
    .filter((f) => f.lang === turn.lang)
    .map((f) => ({ f, coverage: wordCoverage(question, turn.lang, { text: f.answer, context: f.questions.join(" ") }, tenantNameWords(turn)) }))
    .filter((e) => e.coverage > 0)
    .sort((a, b) => b.coverage - a.coverage)
    .slice(0, FAQ_SOURCES);
  return {
    chunks: entries.map(({ f }) => ({
      id: faqChunkId(f.key, f.lang),
      content: f.answer,
      score,
      headingPath: f.questions[0] ?? "",
      title: f.questions[0] ?? "",
    })),
  };
}
