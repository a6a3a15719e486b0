/**
 * Polls until `probe` yields a value. Gives up early — with the reason — when `giveUp` says
 * waiting is pointless (the process exited) or the run is cancelled, instead of sitting out the
 * whole timeout.
 */
export interface WaitOptions {
  /** For messages: "the app to answer /api/trpc/health.ping". */
  what: string;
  timeoutMs: number;
  intervalMs?: number;
  signal?: AbortSignal;
  giveUp?: () => string | undefined;
}

export class WaitCancelledError extends Error {
  constructor(what: string) {
    super(`stopped waiting for ${what}: cancelled`);
    this.name = "WaitCancelledError";
  }
}

export async function waitFor<T>(probe: () => Promise<T | undefined> | T | undefined, opts: WaitOptions): Promise<T> {
  const deadline = Date.now() + opts.timeoutMs;
  let lastError = "";
  for (;;) {
    if (opts.signal?.aborted) throw new WaitCancelledError(opts.what);
    const reason = opts.giveUp?.();
    if (reason !== undefined) throw new Error(`gave up waiting for ${opts.what}: ${reason}`);
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (err) {
      lastError = (err as Error).message;
    }
    if (Date.now() >= deadline) {
      throw new Error(`timed out after ${opts.timeoutMs} ms waiting for ${opts.what}${lastError ? ` (last: ${lastError})` : ""}`);
    }
    await new Promise((r) => setTimeout(r, opts.intervalMs ?? 200));
  }
}
