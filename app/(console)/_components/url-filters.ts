"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { FilterAddress } from "./filter-address";

/**
 * A list's filters and page, kept in the address: a filtered list can be bookmarked, shared with a
 * colleague, reopened with Back, and a dashboard link can open it already filtered.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const query = params.toString();
  const address = useRef(new FilterAddress());
  useEffect(() => address.current.seen(query), [query]);
  const values = useMemo(() => {
    const read = new URLSearchParams(query);
    return Object.fromEntries(keys.map((k) => [k, read.get(k) ?? ""])) as Record<K, string>;
    // `keys` is a constant list per page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  const page = Math.max(1, Number(params.get("page")) || 1);

  /** Changes some filters; any change but the page itself starts again at page 1. */
  const set = useCallback(
    (patch: Partial<Record<K | "page", string | number | null>>) => {
      const search = address.current.change(query, patch);
      router.replace(`${pathname}${search ? `?${search}` : ""}`, { scroll: false });
    },
    [pathname, query, router],
  );

  return { values, page, set };
}
