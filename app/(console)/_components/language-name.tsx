"use client";

import type { Lang } from "~/lib/lang";
import { useWords } from "../_i18n";

/** A language by its name in the console language ("Dutch", "Nederlands"), never its code ("NL"). */
export function LanguageName({ lang }: { lang: string }) {
  const w = useWords();
  return <>{w.language[lang as Lang] ?? lang}</>;
}
