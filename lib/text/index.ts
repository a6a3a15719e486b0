export { splitSentences } from "./sentences";
export { ABBREVIATIONS } from "./abbreviations";
export { anyPhrase, foldCase, hasPhrase, matchWords, normaliseForMatch } from "./normalise";
export { applyReplacements, type Mishear } from "./replacements";
