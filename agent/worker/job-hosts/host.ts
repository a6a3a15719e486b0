/**
 * A job host: one process that runs many calls' jobs side by side — what agents-js 1.9 does in one
 * process per job (its job_proc_lazy_main), done here for every job the worker hands over. The
 * module imports, the VAD model and the media SDK's threads are paid once per host instead of once
 * per call; a job is a Room, a JobContext and its session. Each job's lifecycle is the framework's
 * own (connect, entry, shutdown, session close, room disconnect, shutdown callbacks), run with the
 * framework's lifecycle helpers; a job whose entry fails ends alone (the others go on), a host that
 * dies takes only its own calls, and the worker starts another (./pool.ts).
 */
import {
  defaultInitializeProcessFunc,
  initializeLogger,
  JobContext,
  JobProcess,
  runWithJobContextAsync,
  type AgentDefinition,
  type ipc,
  type RunningJobInfo,
} from "@livekit/agents";
import { dispose, Room, RoomEvent } from "@livekit/rtc-node";
import { randomUUID } from "node:crypto";
import { EventEmitter, once } from "node:events";
import { moduleLogger } from "~/lib/logger";
import { loggerWithoutPersonalFields } from "../framework-log-fields";
import { jobLifecycle, wrapFrameworkLogger } from "../agents-internals";
import { markJobEnding } from "../job-ending";
import { reportLoopDelay } from "../loop-delay";
import { hearOwnEventsOnly } from "../room-own-events";
import type { FromHost, ToHost } from "./messages";

const LOOP_DELAY_REPORT_MS = 10_000;
/**
 * How long a job waits for its session to close before it ends anyway. A room deleted while the
 * agent spoke left the session waiting for a playout that never came: agents-js gives up after
 * 60 s, and all that time the call counted against the worker's capacity (found by the isolation
 * e2e: a caller who hung up during the greeting made the next caller hear "all lines are busy").
 */
const SESSION_CLOSE_WAIT_MS = 10_000;
/**
 * A host stopped by a signal exits within this, whether its calls have ended or not. The service
 * manager kills what is still running soon after (the testkit after 5 s): a host killed there hangs
 * up nobody and writes no CPU profile. A call whose job is still closing by then (its session
 * waiting out SESSION_CLOSE_WAIT_MS, or a job that never heard its caller leave — two of ten at the
 * calls bench's 10-call level, 2026-11-27) is hung up directly, its room closed, before the host goes.
 */
export const HOST_STOP_WAIT_MS = 3_000;
/** How long closing one straggler's room may take before the host exits anyway. */
const HANG_UP_WAIT_MS = 1_000;

/** Whether `promise` settled within `ms` (it runs on either way). */
export function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([
    promise.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);
}

function send(msg: FromHost): void {
  try {
    if (process.connected) process.send?.(msg);
  } catch {
    // The worker is gone; the disconnect handler ends this host.
  }
}

/** Inference requests (a turn model loaded once per worker) go to the worker, which owns the inference process. */
class InferenceThroughWorker implements ipc.InferenceExecutor {
  readonly #pending = new Map<string, { resolve(v: unknown): void; reject(e: Error): void }>();

  doInference(method: string, data: unknown): Promise<unknown> {
    const requestId = randomUUID();
    return new Promise((resolve, reject) => {
      this.#pending.set(requestId, { resolve, reject });
      send({ case: "inferenceRequest", requestId, method, data });
    });
  }

  answered(msg: Extract<ToHost, { case: "inferenceResponse" }>): void {
    const pending = this.#pending.get(msg.requestId);
    this.#pending.delete(msg.requestId);
    if (msg.error !== undefined) pending?.reject(new Error(`inference failed: ${msg.error}`));
    else pending?.resolve(msg.data);
  }
}

interface RunningJob {
  /** Ends the call's job; `hangUp` also closes the caller's room, so they are not left on a silent line. */
  close(reason: string, hangUp?: boolean): void;
  /** Closes the caller's room now, whatever the job is doing. */
  hangUpNow(): Promise<void>;
  done: Promise<void>;
}

/**
 * Run this process as a job host for `agent`. The worker forks its own entry file with
 * JOB_HOST_COMMAND; the entry hands its agent definition here (importing the entry again from
 * inside its own evaluation would wait for itself).
 */
export async function runJobHost<UserData extends Record<string, unknown>>(agent: AgentDefinition<UserData>): Promise<void> {
  if (!process.send) throw new Error("a job host is started by the worker (it needs the IPC channel)");
  const lifecycle = await jobLifecycle();
  const inference = new InferenceThroughWorker();
  const jobs = new Map<string, RunningJob>();
  let closing = false;

  const [init] = (await once(process, "message")) as [ToHost];
  if (init.case !== "initialize") throw new Error(`a job host's first message must be initialize, got ${init.case}`);
  // The framework's own logger (its streams and plugins log through it) as the worker set it up.
  initializeLogger(init.loggerOptions as Parameters<typeof initializeLogger>[0]);
  // Calls run here: the framework logs what the line said and who the caller is; those fields go.
  wrapFrameworkLogger(loggerWithoutPersonalFields);
  const logger = moduleLogger("agent.job_host").child({ pid: process.pid });
  // With its stack frames (never its message's data: serializeError): which stream closed twice is in the frames.
  process.on("unhandledRejection", (reason) => logger.warn({ err: reason }, "unhandled_rejection"));
  // The worker is gone: nobody can end these calls' jobs or start new ones.
  process.on("disconnect", () => process.exit(0));

  const proc = new JobProcess<UserData>();
  await (agent.prewarm ?? defaultInitializeProcessFunc)(proc);
  const sessionEndTimeoutMs = lifecycle.validateSessionEndTimeout(init.sessionEndTimeoutMs);

  function startJob(info: RunningJobInfo): RunningJob {
    const jobLogger = logger.child({ job: info.job.id, room: info.job.room?.name });
    jobLogger.info({ calls: jobs.size + 1 }, "job_started");
    const closeEvent = new EventEmitter();
    let shutdown = false;
    let hangUp = false;
    const room = new Room();
    // Before it connects: the room's handler hears this call's media events only, not every call's in the host.
    hearOwnEventsOnly(room);
    room.on(RoomEvent.Disconnected, () => {
      if (!shutdown) closeEvent.emit("close", "room disconnected");
    });
    const ctx = new JobContext(
      proc,
      info,
      room,
      () => {},
      (reason) => {
        shutdown = true;
        closeEvent.emit("close", reason);
      },
      inference,
    );
    const done = (async () => {
      const closed = once(closeEvent, "close");
      const entry = runWithJobContextAsync(ctx, () => agent.entry(ctx));
      entry.catch((error: unknown) => {
        // This call's job failed: it ends, and only it.
        jobLogger.error({ err: (error as Error)?.message ?? String(error) }, "job_entry_failed");
        closeEvent.emit("close", "job crashed");
      });
      await closed;
      shutdown = true;
      // An entry still waiting (a late call setup) must not start the call once it stops waiting.
      markJobEnding(ctx);
      await lifecycle.waitForEntrypointShutdown(entry, jobLogger);
      await runWithJobContextAsync(ctx, async () => {
        const finalized = lifecycle.finalizeSession(ctx, agent.onSessionEnd, sessionEndTimeoutMs, jobLogger).then(() => true);
        const inTime = await Promise.race([finalized, new Promise<false>((resolve) => setTimeout(() => resolve(false), SESSION_CLOSE_WAIT_MS).unref())]);
        // The session goes on closing on its own; the call's slot is free.
        if (!inTime) jobLogger.warn({ waitedMs: SESSION_CLOSE_WAIT_MS }, "session_close_slow_job_ended");
        await room.disconnect().catch((error: unknown) => jobLogger.error({ error }, "error while disconnecting room"));
        await lifecycle.runShutdownCallbacks(ctx.shutdownCallbacks, jobLogger);
        // The line is going away, not the caller: without this a phone caller stays in the room
        // (the SIP bridge keeps the call up) listening to nothing.
        if (hangUp)
          await ctx.deleteRoom().then(
            () => jobLogger.info("call_hung_up_by_host_stop"),
            (error: unknown) => jobLogger.error({ err: (error as Error)?.message ?? String(error) }, "call_not_hung_up_on_host_stop"),
          );
      });
    })();
    return {
      close: (reason, hangUpCaller = false) => {
        hangUp ||= hangUpCaller;
        closeEvent.emit("close", reason);
      },
      hangUpNow: () =>
        ctx.deleteRoom().then(
          () => jobLogger.warn("call_hung_up_before_its_job_ended"),
          (error: unknown) => jobLogger.error({ err: (error as Error)?.message ?? String(error) }, "call_not_hung_up_on_host_stop"),
        ),
      done,
    };
  }

  /**
   * Ends every call here with a hang-up (each caller's room closed) and exits 0 once they are done,
   * or after HOST_STOP_WAIT_MS with the calls still open hung up directly.
   */
  function closeAllAndExit(reason: string): void {
    if (closing) return;
    closing = true;
    for (const job of jobs.values()) job.close(reason, true);
    void (async () => {
      if (!(await settledWithin(Promise.allSettled([...jobs.values()].map((j) => j.done)), HOST_STOP_WAIT_MS))) {
        logger.warn({ calls: jobs.size, waitedMs: HOST_STOP_WAIT_MS }, "job_host_stopping_with_calls_open");
        await settledWithin(Promise.allSettled([...jobs.values()].map((j) => j.hangUpNow())), HANG_UP_WAIT_MS);
      } else await settledWithin(dispose(), HANG_UP_WAIT_MS);
    })().finally(() => process.exit(0));
  }
  // A service manager stops the whole group (systemd's control-group kill, a terminal's Ctrl-C,
  // the testkit): by default the host died at once, its callers left in dead air until LiveKit
  // noticed, and a V8 profile (--cpu-prof, the calls bench) was never written. It ends its calls as
  // the worker's shutdown does; the worker, which gets the same signal, finds the host gone.
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      logger.info({ signal, calls: jobs.size }, "job_host_signalled");
      closeAllAndExit(`host stopped (${signal})`);
    });
  }

  process.on("message", (msg: ToHost) => {
    switch (msg.case) {
      case "startJob": {
        const info = msg.runningJob;
        if (closing || jobs.has(info.job.id)) return;
        const job = startJob(info);
        jobs.set(info.job.id, job);
        void job.done
          .catch((error: unknown) => logger.error({ err: (error as Error)?.message ?? String(error), job: info.job.id }, "job_ended_with_error"))
          .finally(() => {
            jobs.delete(info.job.id);
            send({ case: "jobDone", jobId: info.job.id });
          });
        return;
      }
      case "shutdownJob":
        jobs.get(msg.jobId)?.close(msg.reason);
        return;
      case "shutdownAll":
        closeAllAndExit(msg.reason);
        return;
      case "ping":
        send({ case: "pong", timestamp: msg.timestamp });
        return;
      case "inferenceResponse":
        inference.answered(msg);
        return;
      case "initialize":
        return;
    }
  });
  // While it runs calls, the host says how late its loop ran (the bench reads these lines).
  reportLoopDelay(LOOP_DELAY_REPORT_MS, (delay) => {
    if (jobs.size > 0) logger.info({ calls: jobs.size, ...delay }, "job_host_loop_delay");
  });
  send({ case: "initialized" });
  logger.info("job_host_ready");
}
