import { EventEmitter } from "node:events";
import { ConflictError } from "~/lib/user-facing-error";
import { moduleLogger } from "~/lib/logger";
import { followTenantJob } from "~/server/jobs/follow-job";
import type { Actor } from "~/server/audit";
import { recordAudit } from "~/server/audit";
import type { TurnDeps } from "~/server/cognition/orchestrator";
import { EvaluationRefused, listCases } from "./cases";
import { runCases, type RunProgress } from "./runner";
import { closeRun, openRun } from "./runs";

const log = moduleLogger("evaluations.jobs");

/**
 * A run is a job in this process, followed by the page through a subscription (as document
 * imports are): closing the tab does not stop it, opening the page again shows where it is.
 * One run per tenant at a time: two runs would only compete for the same model and database.
 */
export interface EvaluationJob extends RunProgress {
  runId: string;
  state: "running" | "done" | "failed";
  startedAt: Date;
  finishedAt: Date | null;
}

export class EvaluationBusy extends ConflictError {}

const jobs = new Map<string, EvaluationJob>();
const updates = new EventEmitter();
updates.setMaxListeners(0);

const snapshot = (job: EvaluationJob): EvaluationJob => ({ ...job });

/** Start a run over every case of the tenant; returns its id once the run row exists. */
export async function startEvaluationRun(deps: TurnDeps, tenant: { id: string; slug: string }, actor: Actor): Promise<EvaluationJob> {
  if (jobs.get(tenant.id)?.state === "running") throw new EvaluationBusy("an evaluation run is already running for this hospital");
  const cases = await listCases(deps.db, tenant.id);
  if (cases.length === 0) throw new EvaluationRefused("there are no evaluation cases to run: add a case first");
  // Claimed before the first await below, so a second click cannot start a second run.
  const job: EvaluationJob = { runId: "", state: "running", done: 0, total: cases.length, passed: 0, failed: 0, startedAt: new Date(), finishedAt: null };
  jobs.set(tenant.id, job);
  const publish = () => updates.emit(tenant.id, snapshot(job));
  try {
    job.runId = await openRun(deps.db, tenant.id, actor.email, cases.length);
    await recordAudit(deps.db, { tenantId: tenant.id, actor, action: "evaluation.run", target: job.runId, after: { cases: cases.length } });
  } catch (err) {
    jobs.delete(tenant.id);
    throw err;
  }
  void runCases(deps, tenant, cases, {
    runId: job.runId,
    onProgress: (p) => {
      Object.assign(job, p);
      publish();
    },
  })
    .then((results) => closeRun(deps.db, job.runId, results))
    .then(
      () => {
        Object.assign(job, { state: "done", finishedAt: new Date() });
        publish();
      },
      (err: unknown) => {
        Object.assign(job, { state: "failed", finishedAt: new Date() });
        log.error({ tenantId: tenant.id, runId: job.runId, err }, "evaluation_run_failed");
        publish();
      },
    );
  publish();
  return snapshot(job);
}

export function currentEvaluationJob(tenantId: string): EvaluationJob | null {
  const job = jobs.get(tenantId);
  return job ? snapshot(job) : null;
}

/** The tenant's run now, then every change until it ends (or the caller goes away). */
export function followEvaluationJob(tenantId: string, signal?: AbortSignal): AsyncGenerator<EvaluationJob | null> {
  return followTenantJob(updates, tenantId, currentEvaluationJob, signal);
}
