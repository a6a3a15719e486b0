/**
 * The query string a list's filters write, including changes the router has not shown yet.
 *
 * `router.replace` lands a render or more later (much later on a loaded host), and until then
 * `useSearchParams` still gives the old address. A change made in that window (a word typed, then a
 * channel picked at once) built on the old address and wiped the earlier change: the box showed the
 * word while the list was not filtered by it (found by a fresh-clone run). Each change now builds on
 * the last address asked for until the router shows it.
 */
export class FilterAddress {
  private pending: string | null = null;

  /** The address the router now shows: once it is the one asked for, nothing is pending. */
  seen(query: string): void {
    if (query === this.pending) this.pending = null;
  }

  /** The query string after `patch`; any change but the page itself starts again at page 1. */
  change(shown: string, patch: Readonly<Record<string, string | number | null | undefined>>): string {
    const next = new URLSearchParams(this.pending ?? shown);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null || v === undefined || v === "" || (k === "page" && Number(v) <= 1)) next.delete(k);
      else next.set(k, String(v));
    }
    if (!("page" in patch)) next.delete("page");
    this.pending = next.toString();
    return this.pending;
  }
}
