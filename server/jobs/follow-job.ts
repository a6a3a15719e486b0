import { on, type EventEmitter } from "node:events";

/**
 * A tenant's background job as a stream: its state now, then every change published on `updates`
 * under the tenant's id, until it is no longer running (or the caller goes away). Shared by the
 * document jobs (./ingest-jobs.ts) and evaluation runs (../evaluations/jobs.ts), whose pages follow
 * them over a tRPC subscription.
 */
export async function* followTenantJob<J extends { state: string }>(
  updates: EventEmitter,
  tenantId: string,
  current: (tenantId: string) => J | null,
  signal?: AbortSignal,
): AsyncGenerator<J | null> {
  // Listen before reading the state: `on` queues events from here, so none falls in between.
  const changes = on(updates, tenantId, { signal }) as AsyncIterableIterator<[J]>;
  try {
    const now = current(tenantId);
    yield now;
    if (!now || now.state !== "running") return;
    for await (const [job] of changes) {
      yield job;
      if (job.state !== "running") return;
    }
  } catch (err) {
    if ((err as Error).name !== "AbortError") throw err;
  } finally {
    await changes.return?.();
  }
}
