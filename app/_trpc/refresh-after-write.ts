import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Read a list again after a write to it. Invalidating alone is not enough while the list's first
 * load is still on its way: a query without data joins the fetch in flight instead of starting a
 * new one, so a row written meanwhile (an invitation sent before the members list had loaded, on a
 * slow host) never showed. Cancelling that fetch first makes the refetch read after the write.
 */
export async function refreshAfterWrite(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
