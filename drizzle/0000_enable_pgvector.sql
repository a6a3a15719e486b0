-- pgvector powers the embedding column and its HNSW index; it must exist before the schema.
CREATE EXTENSION IF NOT EXISTS vector;
