/**
 * A background job's progress stream (an import, a re-ingest, an evaluation run) that survives being
 * refused or cut. The stream is an SSE subscription, and a browser's EventSource gives up for good on
 * any answer but 200: a loaded server sheds new requests with 503 (server/http/load-shedding.ts),
 * and the job itself is what loads it. The page then kept the job as its start had returned it,
 * "page 0 of 0", while the job ran on to its end. Here a lost stream is opened again, later each
 * time; the server's stream starts with the job's state now, so nothing is missed but the steps.
 */

export interface StreamHandlers<J> {
  onData: (job: J) => void;
  onError: (err: unknown) => void;
}

/** Opens the subscription (tRPC's `subscribe`); it ends by itself once the job is no longer running. */
export type OpenStream<J> = (handlers: StreamHandlers<J>) => { unsubscribe: () => void };

export interface JobStreamListener<J> {
  data: (job: J) => void;
  /** True while the stream is lost and being opened again; false once it answers again. */
  lost: (lost: boolean) => void;
}

/** Waits before each new try, ms: soon at first (a shed request may come back in two seconds), then less often. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000] as const;

/** Refusals that asking again will not change: signed out, no role on this hospital, a bad request. */
const FINAL_CODES = new Set(["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "BAD_REQUEST"]);

function isFinal(err: unknown): boolean {
  const code = (err as { data?: { code?: unknown } } | null)?.data?.code;
  return typeof code === "string" && FINAL_CODES.has(code);
}

export function followJobStream<J>(
  open: OpenStream<J>,
  listener: JobStreamListener<J>,
  schedule: (run: () => void, ms: number) => () => void = (run, ms) => {
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  },
): () => void {
  let stopped = false;
  let tries = 0;
  let cancelRetry: (() => void) | null = null;
  let current: { unsubscribe: () => void } | null = null;
  const connect = () => {
    cancelRetry = null;
    current = open({
      onData: (job) => {
        if (stopped) return;
        tries = 0;
        listener.lost(false);
        listener.data(job);
      },
      onError: (err) => {
        if (stopped) return;
        if (isFinal(err)) {
          listener.lost(false);
          return;
        }
        listener.lost(true);
        cancelRetry = schedule(connect, RECONNECT_DELAYS_MS[Math.min(tries++, RECONNECT_DELAYS_MS.length - 1)]!);
      },
    });
  };
  connect();
  return () => {
    stopped = true;
    cancelRetry?.();
    current?.unsubscribe();
  };
}
