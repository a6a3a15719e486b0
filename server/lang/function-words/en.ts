/**
 * English function words: articles, pronouns, auxiliaries, question words, prepositions. They
 * carry no topic, so word-overlap measures (the local embedder, the extractive answerer) skip them.
 * Content words never belong here, however common on a hospital line ("afspraak", "parkeren").
 */
export const enFunctionWords: readonly string[] = ["the", "a", "an", "and", "of", "i", "you", "your", "my", "we", "is", "are", "what", "where", "when", "how", "which", "who", "can", "could", "should", "must", "may", "do", "does", "not", "with", "for", "to", "at", "on", "in", "also", "there", "that", "this", "these", "it", "be", "have", "has", "please", "much", "many", "there", "if", "or", "from", "about", "by", "me", "get"];
