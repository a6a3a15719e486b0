import { randomUUID } from "node:crypto";
import { ConflictError } from "~/lib/user-facing-error";
import { EventEmitter } from "node:events";
import { moduleLogger } from "~/lib/logger";
import { followTenantJob } from "~/server/jobs/follow-job";
import type { IngestProgress } from "~/server/knowledge/ingest";

const log = moduleLogger("console.ingest_jobs");

/**
 * Long document work (a bundle import, a re-ingest) runs as a job in this process, and the page
 * follows it through a subscription. The job is not tied to the request that started it: closing
 * the tab does not stop an import half way, and opening the page again shows where it is.
 * One job per tenant at a time: two imports racing over the same pages would interleave.
 */
export interface IngestJob {
  id: string;
  kind: "import" | "reingest";
  state: "running" | "done" | "failed";
  pages: { done: number; total: number };
  chunks: number;
  /** The page being processed last. */
  current: string | null;
  /** In words, for the page; internal errors are not shown. */
  error: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

export class JobBusy extends ConflictError {}

const jobs = new Map<string, IngestJob>();
const updates = new EventEmitter();
updates.setMaxListeners(0);

/** A page done (or, with `done: 0` and no page, how many there are before the first one). */
export type ReportProgress = (p: Pick<IngestProgress, "done" | "total" | "chunks"> & { page: string | null }) => void;

/**
 * Start `work` as the tenant's job; refuses while one runs. Returns the job as it starts, with
 * `pages` as its length when the caller knows it already: a job whose length waits for its first
 * page read "page 0 of 0" for as long as that page took to embed (minutes on a loaded host).
 */
export function startIngestJob(
  tenantId: string,
  kind: IngestJob["kind"],
  work: (report: ReportProgress) => Promise<unknown>,
  userError: (err: unknown) => string | null,
  pages = 0,
): IngestJob {
  if (jobs.get(tenantId)?.state === "running") throw new JobBusy("an import or re-ingest is already running for this hospital");
  const job: IngestJob = {
    id: randomUUID(),
    kind,
    state: "running",
    pages: { done: 0, total: pages },
    chunks: 0,
    current: null,
    error: null,
    startedAt: new Date(),
    finishedAt: null,
  };
  jobs.set(tenantId, job);
  const publish = () => updates.emit(tenantId, { ...job, pages: { ...job.pages } });
  const report: ReportProgress = (p) => {
    job.pages = { done: p.done, total: p.total };
    job.chunks += p.chunks;
    job.current = p.page ?? job.current;
    publish();
  };
  void work(report).then(
    () => {
      Object.assign(job, { state: "done", finishedAt: new Date() });
      log.info({ tenantId, kind, pages: job.pages.total, chunks: job.chunks }, "ingest_job_done");
      publish();
    },
    (err: unknown) => {
      Object.assign(job, { state: "failed", finishedAt: new Date(), error: userError(err) ?? "the job failed; the server log has the details" });
      log.error({ tenantId, kind, err }, "ingest_job_failed");
      publish();
    },
  );
  publish();
  return { ...job };
}

export function currentIngestJob(tenantId: string): IngestJob | null {
  const job = jobs.get(tenantId);
  return job ? { ...job, pages: { ...job.pages } } : null;
}

/** The tenant's job now, then every change until it ends (or the caller goes away). */
export function followIngestJob(tenantId: string, signal?: AbortSignal): AsyncGenerator<IngestJob | null> {
  return followTenantJob(updates, tenantId, currentIngestJob, signal);
}
