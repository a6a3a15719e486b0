import { sql } from "drizzle-orm";
import { customType, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, varchar, vector } from "drizzle-orm/pg-core";
import type { Lang } from "~/lib/lang";
import { regconfigForLangColumn } from "../text-search";
import { createdAt, id, updatedAt } from "./columns";
import { chunkCategory } from "./enums";
import { tenants } from "./tenants";

/**
 * pgvector's HNSW index takes at most 2000 dimensions for `vector`. The corpus column is fixed at
 * 1024: OpenAI text-embedding-3 shortens to it with its `dimensions` parameter, bge-m3 is 1024
 * natively, and the embedded local embedder produces it. A mismatched embedder is refused loudly.
 */
export const EMBEDDING_COLUMN_DIMENSIONS = 1024;

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const documents = pgTable(
  "documents",
  {
    id: id(),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    /** Path inside the tenant bundle, e.g. docs/parkeren.md — the identity of a page across re-ingests. */
    sourcePath: text("source_path").notNull(),
    url: text("url"),
    title: text("title").notNull(),
    lang: varchar("lang", { length: 8 }).$type<Lang>().notNull(),
    contentHash: varchar("content_hash", { length: 64 }).notNull(),
    frontMatter: jsonb("front_matter").$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The page's file as it was imported (front matter included), so the console can export the
     * tenant as a bundle and re-ingest without the bundle folder. Null for pages ingested before
     * sources were kept, until their next import.
     */
    source: text("source"),
    ingestedAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [unique("documents_tenant_source_unique").on(t.tenantId, t.sourcePath)],
);

export const documentChunks = pgTable(
  "document_chunks",
  {
    id: id(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    tenantId: uuid("tenant_id")
      .notNull()
      .references(() => tenants.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    /** "Bezoekuren › Intensieve zorg" — the headings the chunk sits under. */
    headingPath: text("heading_path").notNull().default(""),
    content: text("content").notNull(),
    lang: varchar("lang", { length: 8 }).$type<Lang>().notNull(),
    /** Computed once at ingest (Value Framework categories), never per query. */
    category: chunkCategory("category").notNull(),
    embedding: vector("embedding", { dimensions: EMBEDDING_COLUMN_DIMENSIONS }).notNull(),
    embeddingModel: text("embedding_model").notNull(),
    embeddingDim: integer("embedding_dim").notNull(),
    /** Full-text vector in the chunk language's dictionary (dutch, english, french, italian). */
    tsv: tsvector("tsv")
      .notNull()
      .generatedAlwaysAs(() => sql`to_tsvector(${regconfigForLangColumn(sql.raw(`"lang"`))}, coalesce("heading_path", '') || ' ' || "content")`),
    tokenCount: integer("token_count").notNull(),
    contentHash: varchar("content_hash", { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("document_chunks_embedding_hnsw").using("hnsw", t.embedding.op("vector_cosine_ops")),
    index("document_chunks_tsv_gin").using("gin", t.tsv),
    index("document_chunks_tenant_lang_idx").on(t.tenantId, t.lang),
    index("document_chunks_document_idx").on(t.documentId),
  ],
);

/** What embedded a tenant's corpus. A query embedded differently is refused, never silently empty. */
export const corpusEmbeddings = pgTable("corpus_embeddings", {
  tenantId: uuid("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  model: text("model").notNull(),
  dimension: integer("dimension").notNull(),
  chunkCount: integer("chunk_count").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
