/**
 * French function words: articles, pronouns, auxiliaries, question words, prepositions. They
 * carry no topic, so word-overlap measures (the local embedder, the extractive answerer) skip them.
 * Content words never belong here, however common on a hospital line ("afspraak", "parkeren").
 */
export const frFunctionWords: readonly string[] = ["le", "la", "les", "un", "une", "des", "et", "de", "du", "je", "vous", "votre", "mon", "ma", "mes", "nous", "est", "sont", "que", "quoi", "ou", "où", "quand", "comment", "combien", "quel", "quelle", "quels", "quelles", "puis", "peux", "pouvez", "dois", "pas", "ne", "avec", "pour", "à", "a", "au", "aux", "en", "dans", "sur", "il", "elle", "ce", "cette", "ces", "y", "se", "si", "par", "d", "l", "qu"];
