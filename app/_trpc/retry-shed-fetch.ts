/**
 * The console's fetch for its tRPC links. A request the app's front sheds (503 or 429 with
 * Retry-After, refused before any work: server/http/serve-app.ts) is sent again once the wait the
 * server asked for has passed, a few times, instead of surfacing on the page as "This could not be
 * loaded: Unknown error" — the erasure search did, in a suite run beside a CPU-heavy process. Safe
 * for every method because a shed request did nothing. A procedure's own error (no Retry-After) is
 * the page's to show, at once.
 */
const SHED_STATUSES = new Set([429, 503]);

export interface RetryShedOptions {
  /** Attempts in all, the first included. */
  tries?: number;
  /** The longest wait honoured, ms (a larger Retry-After is cut to it). */
  maxWaitMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** Pure: how long a shed answer asks to wait, ms; undefined when the answer was not shed. */
export function shedWaitMs(res: Pick<Response, "status" | "headers">, maxWaitMs: number): number | undefined {
  if (!SHED_STATUSES.has(res.status)) return undefined;
  const seconds = Number(res.headers.get("retry-after"));
  if (!Number.isFinite(seconds) || seconds < 0 || res.headers.get("retry-after") === null) return undefined;
  return Math.min(seconds * 1000, maxWaitMs);
}

export function fetchRetryingShed(opts: RetryShedOptions = {}): typeof fetch {
  const tries = opts.tries ?? 4;
  const maxWaitMs = opts.maxWaitMs ?? 5_000;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  return async (input, init) => {
    const fetchImpl = opts.fetchImpl ?? fetch;
    for (let attempt = 1; ; attempt++) {
      const res = await fetchImpl(input, init);
      const wait = shedWaitMs(res, maxWaitMs);
      if (wait === undefined || attempt >= tries || init?.signal?.aborted) return res;
      await res.body?.cancel();
      await sleep(wait);
    }
  };
}
