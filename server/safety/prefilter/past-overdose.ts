/**
 * An overdose someone had, said in any of the four languages: "brought in after an overdose", "na een
 * overdosis", "après une overdose", "dopo un'overdose". As a dose word an overdose is an ask ("is six
 * paracetamol an overdose?"); after these words it is a past event ("my friend was brought in after an
 * overdose yesterday, what are the visiting times on his ward?" was refused in four languages), and so after a verb
 * of having taken one ("my brother took an overdose last year and is now in the psychiatric ward, what are the
 * visiting times?", "heeft vorig jaar een overdosis genomen", "a fait une overdose", "ha fatto un'overdose", refused
 * in four languages in the twenty-third pass; Dutch puts the verb after: ../lang/nl.ts). An overdose now is the
 * emergency detector's. Every pack runs on every utterance, so each pack's overdose
 * word is preceded by this lookbehind whatever the language of the words around it.
 */
export const NOT_AFTER_A_PAST_OVERDOSE = String.raw`(?<!(?:after|following|with|from|for|took|had|taken) an |(?:na|met|door|wegens|vanwege) een |(?:apres|avec|pour|suite a|a fait|avait fait|ont fait) une? |(?:dopo|per|con|da|fatto|avuto) (?:un |una )?)`;
