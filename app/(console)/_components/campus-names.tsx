"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../_trpc/react";
import { useTenant } from "./tenant-context";

/** The tenant's campuses' names by key, for cells that would otherwise show a campus's key. */
export function useCampusNames(): { nameOf: (key: string) => string | undefined } {
  const { slug } = useTenant();
  const trpc = useTRPC();
  const campuses = useQuery(trpc.campuses.names.queryOptions({ tenant: slug }));
  return useMemo(() => {
    const byKey = new Map((campuses.data ?? []).map((c) => [c.key, c.name]));
    return { nameOf: (key: string) => byKey.get(key) };
  }, [campuses.data]);
}
