import type { PerLang } from "..";
import { enFunctionWords } from "./en";
import { frFunctionWords } from "./fr";
import { itFunctionWords } from "./it";
import { nlFunctionWords } from "./nl";

export const FUNCTION_WORDS: PerLang<readonly string[]> = { nl: nlFunctionWords, en: enFunctionWords, fr: frFunctionWords, it: itFunctionWords };
