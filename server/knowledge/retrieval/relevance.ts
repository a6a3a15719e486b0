import type { Lang, PerLang } from "~/lib/lang";
import { moduleLogger } from "~/lib/logger";
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "~/server/db";
import type { Embedder } from "../embedding";
import { nearestChunkSimilarity } from "./hybrid";

const log = moduleLogger("knowledge.relevance");

/**
 * Questions no hospital's pages answer, per language: a football match, a recipe, a passport. How
 * close a tenant's own corpus comes to them is that corpus's noise level — what similarity means
 * "merely another text of this hospital". A page that answers a question stands out above it; a
 * question the pages cannot answer does not. Measured per tenant and language from the tenant's
 * own chunks, so a hospital of short pages (whose texts sit lower) and one of long pages (higher)
 * are each judged on their own scale — no floor calibrated on one hospital.
 *
 * They are deliberately not hospital questions: a probe a hospital might answer would raise that
 * hospital's noise level.
 */
export const NOISE_PROBES: PerLang<readonly string[]> = {
  nl: [
    "Wie won de Tour de France?",
    "Wat is de hoofdstad van Peru?",
    "Hoe bak ik een appeltaart?",
    "Wat voor weer wordt het morgen?",
    "Hoe laat begint de voetbalmatch?",
    "Waar kan ik een fiets huren in de stad?",
    "Hoeveel kost een treinticket naar Parijs?",
    "Wanneer is de bibliotheek open?",
    "Kan ik hier mijn paspoort vernieuwen?",
    "Hoe reserveer ik een tafel in een restaurant?",
  ],
  en: [
    "Who won the Tour de France?",
    "What is the capital of Peru?",
    "How do I bake an apple pie?",
    "What will the weather be tomorrow?",
    "What time does the football match start?",
    "Where can I rent a bike in town?",
    "How much is a train ticket to Paris?",
    "When is the library open?",
    "Can I renew my passport here?",
    "How do I book a table at a restaurant?",
  ],
  fr: [
    "Qui a gagné le Tour de France ?",
    "Quelle est la capitale du Pérou ?",
    "Comment faire une tarte aux pommes ?",
    "Quel temps fera-t-il demain ?",
    "À quelle heure commence le match de foot ?",
    "Où louer un vélo en ville ?",
    "Combien coûte un billet de train pour Paris ?",
    "Quand la bibliothèque est-elle ouverte ?",
    "Puis-je renouveler mon passeport ici ?",
    "Comment réserver une table au restaurant ?",
  ],
  it: [
    "Chi ha vinto il Tour de France?",
    "Qual è la capitale del Perù?",
    "Come si fa una torta di mele?",
    "Che tempo farà domani?",
    "A che ora inizia la partita di calcio?",
    "Dove posso noleggiare una bici in città?",
    "Quanto costa un biglietto del treno per Parigi?",
    "Quando è aperta la biblioteca?",
    "Posso rinnovare il passaporto qui?",
    "Come prenoto un tavolo al ristorante?",
  ],
};

/**
 * How far above the noise level, and above the tenth nearest chunk, the nearest chunk must stand
 * (their sum) for the pages to answer at all. Chosen on the development hospitals' question bank
 * (`npm run bench -- understanding`), for the semantic embedder; the noise level itself is
 * the tenant's.
 */
export const RELEVANCE_MARGIN = 0.03;

/** Chunks a page language needs for a noise level of its own (else: the whole corpus's). */
export const MIN_CHUNKS_FOR_OWN_NOISE = 10;

async function chunkCount(db: Db, tenantId: string, lang: Lang): Promise<number> {
  const rows = await queryRows<{ n: number | string }>(db, sql`select count(*) as n from document_chunks where tenant_id = ${tenantId} and lang = ${lang}`);
  return Number(rows[0]?.n ?? 0);
}

const probeVectors = new Map<string, Promise<number[][]>>();
const noiseLevels = new Map<string, Promise<number>>();

/**
 * The tenant's noise level in a language: the highest similarity any probe reaches in its corpus —
 * or, with `pageLang`, in its pages of that language only. A question and a page in two languages
 * sit lower than two texts in one (the model's cross-language gap), so a French page that answers
 * an English question stands out from the noise of the French pages, not from that of the English
 * ones; and one English page among Italian ones raises the English noise of the whole corpus.
 * Computed once per tenant, corpus size, model and language (pair) in a process (one batch of probe
 * embeddings per model and language, one nearest-chunk query per probe), then remembered.
 */
export function corpusNoise(db: Db, embedder: Embedder, tenantId: string, corpusChunks: number, lang: Lang, pageLang?: Lang): Promise<number> {
  const key = `${tenantId}\u0000${corpusChunks}\u0000${embedder.model}\u0000${lang}\u0000${pageLang ?? "*"}`;
  let level = noiseLevels.get(key);
  if (!level) {
    level = measureNoise(db, embedder, tenantId, lang, pageLang);
    // A failed measurement (embedder down) is not remembered: the next turn tries again.
    level.catch(() => noiseLevels.delete(key));
    noiseLevels.set(key, level);
  }
  return level;
}

async function measureNoise(db: Db, embedder: Embedder, tenantId: string, lang: Lang, pageLang?: Lang): Promise<number> {
  const pkey = `${embedder.model}\u0000${lang}`;
  let vectors = probeVectors.get(pkey);
  if (!vectors) {
    vectors = embedder.embed([...NOISE_PROBES[lang]], "query");
    vectors.catch(() => probeVectors.delete(pkey));
    probeVectors.set(pkey, vectors);
  }
  // A page language with few chunks gets the whole corpus's level: the highest of ten probes over a
  // handful of chunks says little about how close unrelated text comes, and says it too low.
  const pages = pageLang ? await chunkCount(db, tenantId, pageLang) : Infinity;
  const inLang = pageLang && pages >= MIN_CHUNKS_FOR_OWN_NOISE ? pageLang : undefined;
  const sims = (await Promise.all((await vectors).map((v) => nearestChunkSimilarity(db, tenantId, v, inLang)))).filter((s): s is number => s !== null);
  const level = sims.length ? Math.max(...sims) : 1;
  log.info({ tenantId, lang, pageLang: inLang ?? null, probes: sims.length, level: Math.round(level * 1000) / 1000 }, "corpus_noise_measured");
  return level;
}

/** Whether the nearest chunk stands out enough from the tenant's noise and from the rest of its corpus. */
export function standsOut(reach: { nearest: number; tenth: number }, noise: number, margin = RELEVANCE_MARGIN): boolean {
  return reach.nearest - noise + (reach.nearest - reach.tenth) >= margin;
}

/**
 * Whether the pages of some language stand out from that language's noise level (each page
 * language against its own pair's noise: `corpusNoise(…, lang, pageLang)`), and the nearest chunk
 * from the rest of the corpus. A language whose noise is unknown is not judged.
 */
export function standsOutInSomeLanguage(
  reach: { nearest: number; tenth: number; nearestByLang: Partial<Record<Lang, number>> },
  noiseByLang: Partial<Record<Lang, number>>,
  margin = RELEVANCE_MARGIN,
): boolean {
  return (Object.entries(reach.nearestByLang) as Array<[Lang, number]>).some(([pageLang, nearest]) => {
    const noise = noiseByLang[pageLang];
    return noise !== undefined && nearest - noise + (reach.nearest - reach.tenth) >= margin;
  });
}

/** Forget measured noise levels (tests that re-import a tenant under the same id). */
export function clearNoiseLevels(): void {
  noiseLevels.clear();
}
