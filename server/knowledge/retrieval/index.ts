export {
  searchKnowledge,
  recordMismatchTelemetry,
  DEFAULT_LIMIT,
  type MismatchRecord,
  type RetrievedChunk,
  type SearchRequest,
  type SearchResult,
} from "./search";
export { fuse, hybridCandidates, vectorCandidates, textCandidates, VECTOR_WEIGHT, CANDIDATES_PER_BRANCH, type Candidate, type Fused } from "./hybrid";
export { departmentDoctorList } from "./doctor-list";
export { loadCorpusEmbedding, corpusSearchable, type CorpusEmbedding } from "./corpus";
export { corpusNoise, standsOut, standsOutInSomeLanguage, clearNoiseLevels, RELEVANCE_MARGIN, NOISE_PROBES } from "./relevance";
export { corpusVocabulary, vocabularyOf, clearVocabularies, type Vocabulary } from "./vocabulary";
