/** The shaper's number words are the ones every process shares (lib/text/number-words). */
export { cardinal } from "~/lib/text/number-words";
