"use client";

import { createContext, useCallback, useContext, useMemo, type ReactNode } from "react";
import { en, type MessageKey } from "./en";
import { formatsFor, LOCALES, type Formats } from "./format";
import type { Message } from "./message";
import { WORDS, type VocabularyWords } from "./words";
import { nl } from "./nl";
import { useTenant } from "../_components/tenant-context";

import type { ConsoleLang } from "./langs";

export { LANG_COOKIE, type ConsoleLang } from "./langs";
export type { Message, Plural } from "./message";

const DICTS: Record<ConsoleLang, Record<MessageKey, Message>> = { en, nl };
const LangContext = createContext<ConsoleLang>("en");

export function I18nProvider({ lang, children }: { lang: ConsoleLang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/**
 * The message in `lang` with its placeholders filled. A plural message takes its form from
 * `vars.count` by the language's plural rules; numbers are written the language's way (1.234 in
 * Dutch).
 */
export function translate(lang: ConsoleLang, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const message = DICTS[lang][key];
  const numbers = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 2 });
  const text =
    typeof message === "string" ? message : new Intl.PluralRules(LOCALES[lang]).select(Number(vars.count ?? 0)) === "one" ? message.one : message.other;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = vars[name];
    if (value === undefined) return `{${name}}`;
    return typeof value === "number" ? numbers.format(value) : value;
  });
}

/** `t("saveChanges", { count: 3 })`: the string in the console's language, placeholders filled. */
export function useT() {
  const lang = useContext(LangContext);
  return useCallback((key: MessageKey, vars: Record<string, string | number> = {}) => translate(lang, key, vars), [lang]);
}

export function useLang(): ConsoleLang {
  return useContext(LangContext);
}

/** Dates, times and numbers in the console language (./format.ts), times in the hospital's zone. */
export function useFormat(): Formats {
  const lang = useContext(LangContext);
  const { timeZone } = useTenant();
  return useMemo(() => formatsFor(lang, timeZone ?? undefined), [lang, timeZone]);
}

/** Words for stored codes — channels, dispositions, classes, roles, audit actions (./words.ts). */
export function useWords(): VocabularyWords {
  return WORDS[useContext(LangContext)];
}
