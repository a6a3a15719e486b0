import type { Embedder } from "~/server/knowledge/embedding";

/**
 * The turn's embedder: each text is embedded as a query once per turn. The safety second opinion
 * asks for the caller's question first; retrieval and the meaning-based answerer then ask for the
 * same text and get the same vector instead of a second round trip to the embedding server
 * (≈ 40–100 ms each with the local e5). Passages and batches go straight through.
 */
export function embedQueriesOnce(embedder: Embedder): Embedder {
  const queries = new Map<string, Promise<number[][]>>();
  return answeringSingleQueries(embedder, (text) => {
    let vector = queries.get(text);
    if (!vector) {
      vector = embedder.embed([text], "query");
      queries.set(text, vector);
      // A failed call is not remembered: the next stage that asks tries the server again.
      vector.catch(() => queries.delete(text));
    }
    return vector;
  });
}

/** `embedder`, with a single query answered by `query`; passages and batches go straight through. */
export function answeringSingleQueries(embedder: Embedder, query: (text: string) => Promise<number[][]>): Embedder {
  return {
    model: embedder.model,
    dimension: embedder.dimension,
    semantic: embedder.semantic,
    similarityFloor: embedder.similarityFloor,
    embed: (texts, role) => (role === "query" && texts.length === 1 ? query(texts[0]!) : embedder.embed(texts, role)),
  };
}
