import type { PerLang } from "..";
import { enFunctionWords } from "./en";
import { frFunctionWords } from "./fr";
import { itFunctionWords } from "./it";
import { nlFunctionWords } from "./nl";

export const FUNCTION_WORDS: PerLang<readonly string[]> = { nl: nlFunctionWords, en: enFunctionWords, fr: frFunctionWords, it: itFunctionWords };

/** Every language's function words in one set: for a test that must not depend on the call's language. */
export const ANY_LANGUAGE_FUNCTION_WORDS: ReadonlySet<string> = new Set(Object.values(FUNCTION_WORDS).flat());
