export { CONSOLE_UPLOADS, ingestBundle, ingestPage, recordCorpus, embeddingText, type IngestStats, type IngestProgress } from "./ingest-bundle";
export { importTaxonomy, upsertTenant, type TaxonomyImportStats } from "./import-taxonomy";
export { ingestTenantDir, type IngestDirResult } from "./ingest-dir";
export { precomputeTenantVectors, type PrecomputeResult } from "./precompute-vectors";
