import { moduleLogger } from "~/lib/logger";
import { embedderFailure, type Embedder } from "~/server/knowledge/embedding";
import { answeringSingleQueries } from "./question-vector";

const log = moduleLogger("cognition.prepared_questions");

/** A prepared vector not asked for within this long belonged to words the caller went on from. */
const PREPARED_TTL_MS = 20_000;
/** Far above the calls one host carries; only a bound, so a flood of prepares cannot grow memory. */
const PREPARED_CAPACITY = 256;

/**
 * Question vectors embedded ahead of their turn. The recogniser's final transcript reaches the agent
 * before the line has decided that the caller finished (≈ 50 ms with the end-of-turn rules, ≈ 450 ms
 * with the audio model); the agent sends those words here at once, and the turn that follows finds
 * the vector its safety second opinion and retrieval need already made, or on its way, instead of
 * paying the embedding server's 55–72 ms after the decision.
 *
 * Keyed by the embedder's model and the exact text: a turn whose words differ from what was prepared
 * (the caller went on, a mishear corrected in another language) embeds as before, so a prepared vector
 * can make a turn sooner, never different. Held in memory only, bounded, and for `ttlMs` at most.
 */
export interface PreparedQuestions {
  /** Start embedding `text` as a query with `embedder`; returns at once. */
  prepare(embedder: Embedder, text: string): void;
  /** `embedder`, answering a single query from what was prepared for its model when it can. */
  serving(embedder: Embedder): Embedder;
}

interface Prepared {
  vectors: Promise<number[][]>;
  at: number;
}

export function createPreparedQuestions(opts: { ttlMs?: number; capacity?: number; now?: () => number } = {}): PreparedQuestions {
  const ttlMs = opts.ttlMs ?? PREPARED_TTL_MS;
  const capacity = opts.capacity ?? PREPARED_CAPACITY;
  const now = opts.now ?? (() => performance.now());
  const prepared = new Map<string, Prepared>();
  const keyOf = (model: string, text: string) => `${model}\n${text}`;

  function dropStale(at: number): void {
    // Insertion order is age order: stop at the first one still fresh.
    for (const [key, entry] of prepared) {
      if (at - entry.at < ttlMs && prepared.size <= capacity) break;
      prepared.delete(key);
    }
  }

  return {
    prepare(embedder, text) {
      const key = keyOf(embedder.model, text);
      if (!text || prepared.has(key)) return;
      const vectors = embedder.embed([text], "query");
      // A failed embedding is forgotten: the turn asks the server itself, and says so if it fails again.
      vectors.catch((err: unknown) => {
        if (prepared.get(key)?.vectors === vectors) prepared.delete(key);
        log.warn({ model: embedder.model, ...embedderFailure(err) }, "prepared_question_failed");
      });
      const entry = { vectors, at: now() };
      prepared.set(key, entry);
      dropStale(now());
      // The caller's words leave memory when they go stale, even if no other call prepares after them.
      setTimeout(() => {
        if (prepared.get(key) === entry) prepared.delete(key);
      }, ttlMs).unref();
    },
    serving(embedder) {
      return answeringSingleQueries(embedder, (text) => {
        const key = keyOf(embedder.model, text);
        const entry = prepared.get(key);
        if (!entry || now() - entry.at >= ttlMs) return embedder.embed([text], "query");
        // Once per turn: the turn's own embedder (embedQueriesOnce) keeps it for its later stages.
        prepared.delete(key);
        log.info({ model: embedder.model }, "prepared_question_used");
        // A prepare that failed costs the turn nothing but the wait: it asks the server itself.
        return entry.vectors.catch(() => embedder.embed([text], "query"));
      });
    },
  };
}
