"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { en, type MessageKey } from "./en";
import { nl } from "./nl";

import type { ConsoleLang } from "./langs";

export { LANG_COOKIE, type ConsoleLang } from "./langs";

const DICTS: Record<ConsoleLang, Record<MessageKey, string>> = { en, nl };
const LangContext = createContext<ConsoleLang>("en");

export function I18nProvider({ lang, children }: { lang: ConsoleLang; children: ReactNode }) {
  return <LangContext.Provider value={lang}>{children}</LangContext.Provider>;
}

/** `t("saveChanges", { count: 3 })`: the string in the console's language, placeholders filled. */
export function useT() {
  const lang = useContext(LangContext);
  return useCallback(
    (key: MessageKey, vars: Record<string, string | number> = {}) =>
      DICTS[lang][key].replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? `{${name}}`)),
    [lang],
  );
}

export function useLang(): ConsoleLang {
  return useContext(LangContext);
}
