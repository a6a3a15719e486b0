/**
 * Italian function words: articles, pronouns, auxiliaries, question words, prepositions. They
 * carry no topic, so word-overlap measures (the local embedder, the extractive answerer) skip them.
 * Content words never belong here, however common on a hospital line ("afspraak", "parkeren").
 */
export const itFunctionWords: readonly string[] = ["il", "lo", "la", "i", "gli", "le", "un", "una", "e", "di", "del", "della", "dei", "io", "lei", "voi", "noi", "è", "sono", "che", "cosa", "dove", "quando", "come", "quanto", "quale", "quali", "posso", "può", "devo", "non", "con", "per", "a", "al", "alla", "in", "nel", "nella", "su", "da", "ci", "si", "questo", "questa", "mi", "l", "c", "ne"];
