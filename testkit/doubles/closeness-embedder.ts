import type { Embedder } from "~/server/knowledge/embedding";

/**
 * A test double of a semantic embedder: every text listed gets the similarity to the question that
 * the test gives it (two-dimensional unit vectors at that cosine), others 0.5, so a test says how
 * close a sentence is and checks what the answerer does with that closeness and the sentence's
 * evidence.
 */
export function closenessDouble(similarities: Record<string, number>, model: string): Embedder {
  const vector = (s: number) => [s, Math.sqrt(1 - s * s)];
  return {
    model,
    dimension: 2,
    semantic: true,
    embed: (texts, role) =>
      Promise.resolve(
        texts.map((t) => {
          if (role === "query") return [1, 0];
          const hit = Object.keys(similarities).find((k) => t.includes(k));
          return vector(hit ? similarities[hit]! : 0.5);
        }),
      ),
  };
}
