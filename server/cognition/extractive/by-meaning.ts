import type { Lang, PerLang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import type { Embedder } from "~/server/knowledge/embedding";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";
import { wordCoverage, type AnswerChunk, type ExtractiveAnswer, type UnitMismatchNote } from "./index";
import type { ExtractivePack } from "./pack";
import { extractFacts, foreignAnswer } from "./foreign-facts";
import { campusOf, scopeFit, type QuestionScope, type ScopeCampus } from "./scope";
import { candidateSentences, type CandidateSentence } from "./sentences";

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
/** A second sentence is added when it is almost as good as the first. */
const SECOND_SENTENCE_GAP = 0.015;
/**
 * Tie-breakers added to the similarity when ranking (never when judging relevance): e5's sentence
 * scores are compressed (0.84–0.90 for most sentences of the right page), so "welcome from 14 to 20"
 * and "visiting does patients good" are a hair apart. A sentence that carries a fact (a number), says
 * the question's own words, or comes from the chunk retrieval ranked higher is the likelier answer.
 */
const FACT_BONUS = 0.03;
const WORD_WEIGHT = 0.02;
const CHUNK_WEIGHT = 0.02;

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

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** A chunk as the answer stage sees it, with where on the page it sits. */
export interface MeaningChunk extends AnswerChunk {
  /** "Bezoekuren › Intensieve zorg": embedded with each sentence, so "twee tot drie dagen" stays about the maternity ward. */
  headingPath?: string;
  /** The page's language, when it is not the caller's: its facts are said with a template. */
  lang?: Lang;
  /** The page's title (named when the page is in another language). */
  title?: string;
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
  /** The campus the sentence is about (named in it or its headings), when the tenant has several. */
  campus?: ScopeCampus;
  /** The sentence is on a page in another language than the caller's. */
  foreign?: { lang: Lang; title: string };
  /** Its source's relief from the floor (MeaningChunk.relief). */
  relief?: number;
}

/** A sentence in the caller's own language is preferred to an equally close one in another. */
const FOREIGN_PENALTY = 0.01;

/** What a sentence is embedded as: the page's headings in front, so a sentence keeps its topic. */
export function sentencePassage(headingPath: string | undefined, s: CandidateSentence): string {
  const where = [headingPath, s.context].filter((p) => p && p.trim() !== "").join(" › ");
  return where ? `${where}: ${s.text}` : s.text;
}

/**
 * Every candidate sentence of the first chunks with its similarity to the question, best first.
 * Exported for the bench, which calibrates the floor on exactly these numbers.
 */
/** The question's scope and the tenant's campuses, when the turn knows them. */
export interface RankScope {
  scope: QuestionScope;
  campuses: readonly ScopeCampus[];
  /** The caller chose the chunks (own language and others'): consider all of them. */
  allChunks?: boolean;
}

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
  const top = Math.max(...considered.map((c) => c.score));
  return candidates
    .map((c, i) => {
      const similarity = cosine(q!, vectors[i]!);
      const facts = /\d/.test(c.sentence.text) ? FACT_BONUS : 0;
      const where = { text: c.sentence.text, context: `${c.chunk.headingPath ?? ""} ${c.sentence.context}` };
      const words = WORD_WEIGHT * wordCoverage(question, lang, where);
      const rank = top > 0 ? CHUNK_WEIGHT * (c.chunk.score / top) : 0;
      // The sentence is judged in its page's words: a Dutch page says "weekend" in Dutch to an Italian caller.
      const fit = within
        ? scopeFit(c.sentence.text, `${c.chunk.headingPath ?? ""} ${c.sentence.context}`, c.chunk.lang ?? lang, within.scope, within.campuses)
        : 0;
      const campus = within ? campusOf(c.sentence.text, `${c.chunk.headingPath ?? ""} ${c.sentence.context}`, within.campuses) : undefined;
      const foreign = c.chunk.lang !== undefined && c.chunk.lang !== lang;
      return {
        chunkId: c.chunk.id,
        sentence: c.sentence,
        similarity,
        score: similarity + facts + words + rank + fit - (foreign ? FOREIGN_PENALTY : 0),
        ...(campus ? { campus } : {}),
        ...(c.chunk.relief ? { relief: c.chunk.relief } : {}),
        ...(foreign ? { foreign: { lang: c.chunk.lang!, title: c.chunk.title ?? "" } } : {}),
      };
    })
    .sort((a, b) => b.score - a.score);
}

/**
 * The offline answer path with a semantic embedder: the sentences of the retrieved chunks ranked by
 * how close they are in meaning to the question (the same embedder that retrieved the chunks), at
 * most two said verbatim. Below the calibrated floor nothing is said and `found` is false: "I have a
 * fever for three days" shares words with "you stay two to three days on the maternity ward", not a
 * meaning, and the caller is better served by "I cannot find that" than by that sentence.
 */
export async function answerByMeaning(
  question: string,
  lang: Lang,
  chunks: MeaningChunk[],
  embedder: Embedder,
  opts: { unitMismatch?: UnitMismatchNote; within?: RankScope; floor?: number; queryVector?: number[] } = {},
): Promise<ExtractiveAnswer & { bestSimilarity: number | null; offersTransfer?: boolean }> {
  const floor = opts.floor ?? SENTENCE_FLOORS[embedder.model];
  if (floor === undefined) throw new Error(`no sentence floor calibrated for ${embedder.model}: use answerExtractively`);
  const ranked = await rankSentences(question, lang, chunks, embedder, opts.within, opts.queryVector);
  const best = ranked[0];
  if (!best || best.similarity < floor - (best.relief ?? 0)) {
    log.info({ lang, candidates: ranked.length, best: best?.similarity ?? null, floor }, "extractive_not_found");
    return { found: false, text: "", usedChunkIds: [], bestSimilarity: best?.similarity ?? null };
  }
  if (best.foreign) {
    // Only a page in another language answers: its facts, in the caller's language, and the offer.
    const text = foreignAnswer(extractFacts(best.sentence.text), lang, best.foreign.lang, best.foreign.title);
    log.info({ lang, pageLang: best.foreign.lang, candidates: ranked.length, best: best.similarity }, "extractive_answer_other_language");
    return { found: true, text, usedChunkIds: [best.chunkId], bestSimilarity: best.similarity, offersTransfer: true };
  }
  const words = (t: string) => t.split(/\s+/).length;
  const otherCampus = ranked.find((c) => openScopePartner(best, c, floor, opts.within));
  if (otherCampus) {
    // The question names no campus and the answer differs per campus: both, each with its campus.
    const sentences = [best, otherCampus].map((p) => withCampus(p));
    const usedChunkIds = [...new Set([best.chunkId, otherCampus.chunkId])];
    log.info({ lang, candidates: ranked.length, best: best.similarity, used: usedChunkIds.length, sentences: 2, scopes: 2 }, "extractive_answer");
    return { found: true, text: sentences.join(" "), usedChunkIds, bestSimilarity: best.similarity };
  }
  const second = ranked.find(
    (c) =>
      c !== best &&
      c.similarity >= floor &&
      c.score >= best.score - SECOND_SENTENCE_GAP &&
      c.sentence.text !== best.sentence.text &&
      // Only from the same section: the next section is another campus, ward or day, and two of
      // those in one answer are two contradictory facts.
      c.chunkId === best.chunkId &&
      !c.foreign &&
      c.sentence.context === best.sentence.context &&
      (!c.campus || !best.campus || c.campus === best.campus) &&
      words(best.sentence.text) + words(c.sentence.text) <= MAX_WORDS,
  );
  const picked = second ? [best, second] : [best];
  // Same chunk: keep reading order, so "first … then …" stays true.
  picked.sort((a, b) => (a.chunkId === b.chunkId ? a.sentence.index - b.sentence.index : 0));
  const sentences = picked.map((p) => p.sentence.text);
  const pack = PACKS[lang];
  if (opts.unitMismatch) sentences.unshift(pack.unitMismatch(pack.units[opts.unitMismatch.askedUnit], pack.units[opts.unitMismatch.foundUnit]));
  const usedChunkIds = [...new Set(picked.map((p) => p.chunkId))];
  log.info({ lang, candidates: ranked.length, best: best.similarity, used: usedChunkIds.length, sentences: sentences.length }, "extractive_answer");
  return { found: true, text: sentences.join(" "), usedChunkIds, bestSimilarity: best.similarity };
}

/** How close a sentence about another campus must be to the best one to be said beside it. */
const OPEN_SCOPE_GAP = 0.05;

/**
 * The best sentence's counterpart on another campus, when the question named no campus: the same
 * kind of fact (both give times or numbers) for a different place, almost as close to the question.
 */
function openScopePartner(best: ScoredSentence, c: ScoredSentence, floor: number, within?: RankScope): boolean {
  if (!within || within.scope.campus || !best.campus || !c.campus || c.campus === best.campus || c.foreign) return false;
  const facts = (t: string) => /\d/.test(t);
  return c.similarity >= floor && c.score >= best.score - OPEN_SCOPE_GAP && facts(best.sentence.text) === facts(c.sentence.text);
}

/** "Campus Ter Haven: …" unless the sentence names its campus itself. */
function withCampus(s: ScoredSentence): string {
  const name = s.campus?.names[0];
  if (!name || s.sentence.text.toLowerCase().includes(name.toLowerCase())) return s.sentence.text;
  return `${name}: ${s.sentence.text}`;
}

/** Forget the sentence vectors (the bench measures a cold turn). */
export function clearSentenceCache(): void {
  sentenceCache.clear();
}
