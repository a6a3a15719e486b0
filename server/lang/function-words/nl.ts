/**
 * Dutch (incl. Flemish) function words: articles, pronouns, auxiliaries, question words, prepositions. They
 * carry no topic, so word-overlap measures (the local embedder, the extractive answerer) skip them.
 * Content words never belong here, however common on a hospital line ("afspraak", "parkeren").
 */
export const nlFunctionWords: readonly string[] = ["de", "het", "een", "en", "van", "ik", "je", "u", "uw", "mijn", "wij", "we", "zijn", "is", "wat", "waar", "wanneer", "hoe", "hoeveel", "welke", "welk", "kan", "kunt", "moet", "mag", "wil", "niet", "met", "voor", "naar", "bij", "op", "in", "ook", "er", "dat", "die", "dit", "deze", "te", "om", "aan", "als", "of", "heb", "heeft", "hebben", "graag", "jullie", "zij", "hij", "wordt", "worden", "kan", "ben", "nog", "al", "dan", "over", "tot", "door"];
