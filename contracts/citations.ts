import { z } from "zod";

/**
 * Where a spoken answer came from. Voice answers carry no inline [n] markers (TTS would read them),
 * so citations are always derived from what was used: chunks, taxonomy rows or FAQ entries.
 * Stored in conversation_messages.citations; the agent and the browser receive the same shape.
 */
export const citationSchema = z.object({
  source: z.enum(["chunk", "taxonomy", "faq"]),
  title: z.string(),
  url: z.string().nullable().default(null),
  chunkId: z.string().nullable().default(null),
  documentId: z.string().nullable().default(null),
  /** e.g. "doctor:prof-verhoeven", "faq:parking" */
  ref: z.string().nullable().default(null),
});
export type Citation = z.infer<typeof citationSchema>;

export function taxonomyCitation(ref: string, title: string, url: string | null = null): Citation {
  return { source: "taxonomy", title, url, chunkId: null, documentId: null, ref };
}
