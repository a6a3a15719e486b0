/**
 * The normaliser lives in lib/text/normalise. This path stays while server/safety and
 * server/shaping still import it from here; new code imports lib/text.
 */
export { anyPhrase, hasPhrase, normaliseForMatch } from "../text/normalise";
