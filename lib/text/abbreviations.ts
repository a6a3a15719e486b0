import type { PerLang } from "../lang";
import { en } from "./lang/en";
import { fr } from "./lang/fr";
import { it } from "./lang/it";
import { nl } from "./lang/nl";

/**
 * Written abbreviations and titles, per language, after which a full stop is no sentence end.
 * The splitter uses all of them whatever the text's language: a Dutch answer names "Dott.ssa"
 * as readily as an Italian one says "Dr.".
 */
export const ABBREVIATIONS: PerLang<readonly string[]> = { nl, en, fr, it };
