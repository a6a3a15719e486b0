import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startOpenAiDouble, type OpenAiDouble } from "~/testkit/doubles/openai/server";
import { parseEnv } from "~/lib/env";
import { createLocalEmbedder, createOpenAiEmbedder, E5_EMBEDDING_MODEL, embedderFromEnv, hashEmbed, LOCAL_EMBEDDING_MODEL, toColumnVector } from ".";
import { fuse, type Candidate } from "../retrieval/hybrid";

const cosine = (a: number[], b: number[]) => a.reduce((s, v, i) => s + v * b[i]!, 0);

describe("local hashing embedder", () => {
  it("is deterministic, unit-length and 1024-d", async () => {
    const e = createLocalEmbedder();
    const [a, b] = await e.embed(["Waar is de ingang?", "Waar is de ingang?"], "query");
    expect(a).toHaveLength(1024);
    expect(a).toEqual(b);
    expect(cosine(a!, a!)).toBeCloseTo(1, 6);
  });

  it("places related words closer than unrelated ones (compounds share n-grams)", () => {
    const q = hashEmbed("rolstoeltoegankelijke ingang", 1024);
    const access = hashEmbed("De hoofdingang is rolstoeltoegankelijk via een hellend vlak.", 1024);
    const billing = hashEmbed("Uw factuur betaalt u via overschrijving binnen dertig dagen.", 1024);
    expect(cosine(q, access)).toBeGreaterThan(cosine(q, billing) + 0.1);
  });

  it("ignores case and accents", () => {
    expect(cosine(hashEmbed("Entrée principale", 1024), hashEmbed("entree PRINCIPALE", 1024))).toBeCloseTo(1, 6);
  });

  it("gives empty text a zero vector rather than NaN", () => {
    expect(hashEmbed("   ", 64).every((v) => v === 0)).toBe(true);
  });
});

describe("embedder selection from env", () => {
  it("defaults to the local embedder with no keys", () => {
    const e = embedderFromEnv(parseEnv({}));
    expect(e.model).toBe(LOCAL_EMBEDDING_MODEL);
    expect(e.dimension).toBe(1024);
  });

  it("uses the OpenAI-compatible provider when a key or base URL is set", () => {
    expect(embedderFromEnv(parseEnv({ OPENAI_API_KEY: "sk-test" })).model).toBe("text-embedding-3-large");
    expect(embedderFromEnv(parseEnv({ EMBEDDING_BASE_URL: "http://127.0.0.1:11434/v1", EMBEDDING_MODEL: "bge-m3" })).model).toBe("bge-m3");
  });

  it("uses the local e5 server when it runs and no vendor is configured; a key still wins", () => {
    const e5 = embedderFromEnv(parseEnv({ VOICEDESK_EMBEDDER_URL: "http://127.0.0.1:8301/v1" }));
    expect([e5.model, e5.dimension, e5.semantic]).toEqual([E5_EMBEDDING_MODEL, 384, true]);
    expect(embedderFromEnv(parseEnv({ VOICEDESK_EMBEDDER_URL: "http://127.0.0.1:8301/v1", OPENAI_API_KEY: "sk-test" })).model).toBe("text-embedding-3-large");
    expect(embedderFromEnv(parseEnv({ VOICEDESK_EMBEDDER_URL: "http://127.0.0.1:8301/v1", EMBEDDING_PROVIDER: "local" })).model).toBe(LOCAL_EMBEDDING_MODEL);
    expect(() => embedderFromEnv(parseEnv({ EMBEDDING_PROVIDER: "e5" }))).toThrow(/needs VOICEDESK_EMBEDDER_URL/);
  });

  it("stays local when asked to, even with a key", () => {
    expect(embedderFromEnv(parseEnv({ OPENAI_API_KEY: "sk-test", EMBEDDING_PROVIDER: "local" })).model).toBe(LOCAL_EMBEDDING_MODEL);
  });

  it("refuses a dimension the corpus column cannot hold, and openai without credentials", () => {
    expect(() => embedderFromEnv(parseEnv({ EMBEDDING_DIMENSIONS: "3072" }))).toThrow(/EMBEDDING_DIMENSIONS=3072/);
    expect(() => embedderFromEnv(parseEnv({ EMBEDDING_PROVIDER: "openai" }))).toThrow(/needs OPENAI_API_KEY or EMBEDDING_BASE_URL/);
  });
});

describe("a shorter model in the 1024-d column", () => {
  it("is zero-padded, which leaves its cosine similarities exactly as they were", () => {
    const a = [0.6, 0.8, 0];
    const b = [0, 0.6, 0.8];
    const [pa, pb] = [toColumnVector(a), toColumnVector(b)];
    expect(pa).toHaveLength(1024);
    expect(cosine(pa, pb)).toBeCloseTo(cosine(a, b), 12);
    expect(() => toColumnVector(new Array<number>(1536).fill(0))).toThrow(/1536-d vector does not fit/);
  });

  it("has its cosine stretched above the model's similarity floor before it is fused with full text", () => {
    const chunk = (id: string, vectorScore: number): Candidate => ({
      id,
      documentId: id,
      title: id,
      url: null,
      sourcePath: id,
      ordinal: 0,
      headingPath: id,
      content: id,
      lang: "nl",
      category: "practical",
      vectorScore,
      textRank: 0,
    });
    // e5-like scores: the related chunk 0.9, an unrelated one 0.8 but with a full-text hit.
    const related = chunk("related", 0.9);
    const wordy = { ...chunk("wordy", 0.8), textRank: 0.1 };
    expect(fuse([related, wordy], [])[0]!.id).toBe("wordy");
    expect(fuse([related, wordy], [], { similarityFloor: 0.8 })[0]!.id).toBe("related");
  });
});

describe("OpenAI embedder against the OpenAI wire double (real openai SDK)", () => {
  let double: OpenAiDouble;
  let misbehaving: OpenAiDouble;
  beforeAll(async () => {
    double = await startOpenAiDouble({ apiKey: "sk-test" });
    misbehaving = await startOpenAiDouble({ ignoreDimensions: 3072 });
  });
  afterAll(async () => {
    await double.close();
    await misbehaving.close();
  });

  it("sends model and dimensions, batches inputs and keeps their order", async () => {
    const e = createOpenAiEmbedder({ apiKey: "sk-test", baseURL: double.baseURL, model: "text-embedding-3-large", dimension: 1024 });
    const texts = Array.from({ length: 70 }, (_, i) => `zin ${i} over parkeren`);
    const vectors = await e.embed(texts, "passage");
    expect(vectors).toHaveLength(70);
    expect(vectors[69]).toEqual(hashEmbed(texts[69]!, 1024));
    const calls = double.requests.filter((r) => r.path === "/v1/embeddings");
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body).toMatchObject({ model: "text-embedding-3-large", dimensions: 1024 });
  });

  it("fails loudly when the server ignores the requested dimension", async () => {
    const e = createOpenAiEmbedder({ baseURL: misbehaving.baseURL, model: "bge-m3", dimension: 1024 });
    await expect(e.embed(["x"], "query")).rejects.toThrow(/3072-d vectors .* needs 1024-d/);
  });

  it("surfaces an authentication error instead of returning nothing", async () => {
    const e = createOpenAiEmbedder({ apiKey: "wrong", baseURL: double.baseURL, model: "text-embedding-3-large", dimension: 1024 });
    await expect(e.embed(["x"], "query")).rejects.toThrow(/401|Incorrect API key/);
  });
});
