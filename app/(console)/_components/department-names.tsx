"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Lang } from "~/lib/lang";
import { useTRPC } from "../../_trpc/react";
import { useLang } from "../_i18n";
import { LOCALES } from "../_i18n/format";
import { useTenant } from "./tenant-context";

/** A department's name in the console's language, else in another one it has, else its key. */
export function departmentName(names: Partial<Record<Lang, string>>, lang: Lang, key: string): string {
  return names[lang] ?? names.nl ?? names.en ?? Object.values(names).find(Boolean) ?? key;
}

/**
 * The tenant's departments by name in the console's language, sorted as that language sorts
 * ("Cardiologie" before "Dermatologie", accents folded), for tables, pickers and cells that would
 * otherwise show a department's key.
 */
export function useDepartmentNames() {
  const lang = useLang();
  const { slug } = useTenant();
  const trpc = useTRPC();
  const departments = useQuery(trpc.departments.list.queryOptions({ tenant: slug }));
  return useMemo(() => {
    const collator = new Intl.Collator(LOCALES[lang], { sensitivity: "base" });
    const named = (departments.data ?? []).map((d) => ({ key: d.key, name: departmentName(d.names, lang, d.key) }));
    named.sort((a, b) => collator.compare(a.name, b.name));
    const byKey = new Map(named.map((d) => [d.key, d.name]));
    return { sorted: named, nameOf: (key: string) => byKey.get(key) ?? key };
  }, [departments.data, lang]);
}

/** A department's key shown as its name (doctors, symptom words). */
export function DepartmentName({ departmentKey }: { departmentKey: string }) {
  return <>{useDepartmentNames().nameOf(departmentKey)}</>;
}
