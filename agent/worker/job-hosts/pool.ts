/**
 * The worker's side of the job hosts: a few long-lived processes (./host.ts), started with the
 * worker and kept warm, each running many calls. A new call goes to the ready host with the fewest
 * calls — it starts at once, with no process to spawn and nothing to load. A host that dies (or
 * stops answering pings) takes only its own calls with it; another is started in its place.
 */
import { loggerOptions, type RunningJobInfo } from "@livekit/agents";
import { RoomServiceClient } from "livekit-server-sdk";
import { fork, type ChildProcess } from "node:child_process";
import { moduleLogger } from "~/lib/logger";
import type { AdmissionCounter } from "../admission";
import type { JobPool, JobPoolSettings } from "../agents-internals";
import { admitCall, type CallAdmission, type WorkerCapacity } from "../call-capacity";
import { JOB_HOST_COMMAND, type FromHost, type ToHost } from "./messages";

/** As agents-js supervises a job process: a ping every 2.5 s; no answer for 60 s and the host is killed. */
const PING_INTERVAL_MS = 2_500;
const PING_TIMEOUT_MS = 60_000;
const SLOW_PONG_MS = 500;
/** A host that keeps dying is restarted no faster than this. */
const RESTART_DELAY_MS = 1_000;
/** An accepted call whose assignment never came (LiveKit gives up after 7.5 s) stops counting after this. */
const ADMISSION_HOLD_MS = 10_000;

interface Job {
  runningJob: RunningJobInfo;
  host: Host;
  done: Promise<void>;
  finish(): void;
}

class Host {
  readonly ready: Promise<void>;
  readonly exited: Promise<void>;
  readonly jobs = new Map<string, Job>();
  isReady = false;
  #lastPong = Date.now();

  constructor(
    readonly proc: ChildProcess,
    settings: JobPoolSettings,
  ) {
    this.exited = new Promise((resolve) => proc.once("exit", () => resolve()));
    this.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`job host ${proc.pid} did not initialise within ${settings.initializeTimeout} ms`)),
        settings.initializeTimeout,
      );
      const onMessage = (msg: FromHost) => {
        if (msg.case !== "initialized") return;
        clearTimeout(timer);
        proc.off("message", onMessage);
        this.isReady = true;
        this.#lastPong = Date.now();
        resolve();
      };
      proc.on("message", onMessage);
      void this.exited.then(() => {
        clearTimeout(timer);
        reject(new Error(`job host ${proc.pid} exited while initialising`));
      });
    });
    this.send({ case: "initialize", loggerOptions: loggerOptions(), sessionEndTimeoutMs: settings.sessionEndTimeout });
  }

  get alive(): boolean {
    return this.proc.exitCode === null && this.proc.signalCode === null && this.proc.connected;
  }

  send(msg: ToHost): void {
    if (this.proc.connected) this.proc.send(msg);
  }

  ponged(timestamp: number): number {
    this.#lastPong = Date.now();
    return this.#lastPong - timestamp;
  }

  get silentForMs(): number {
    return Date.now() - this.#lastPong;
  }
}

export interface JobHostPoolOptions {
  /** Processes running calls; each uses one core's worth of JavaScript at most. */
  hosts: number;
}

export class JobHostPool implements JobPool, AdmissionCounter {
  readonly #settings: JobPoolSettings;
  readonly #options: JobHostPoolOptions;
  readonly #hosts = new Set<Host>();
  readonly #jobs = new Map<string, Job>();
  readonly #logger = moduleLogger("agent.job_hosts");
  /** Calls accepted but not launched yet: a burst of offers arrives before the first job starts. */
  readonly #admitted = new Map<string, NodeJS.Timeout>();
  #pinger: NodeJS.Timeout | undefined;
  #closing = false;

  constructor(settings: JobPoolSettings, options: JobHostPoolOptions) {
    this.#settings = settings;
    this.#options = options;
  }

  start(): void {
    for (let i = 0; i < this.#options.hosts; i++) this.#startHost();
    this.#pinger = setInterval(() => this.#ping(), PING_INTERVAL_MS);
    this.#pinger.unref();
  }

  get processes(): ReadonlyArray<{ runningJob: RunningJobInfo; close(): Promise<void>; join(): Promise<void> }> {
    return [...this.#jobs.values()].map((job) => ({
      runningJob: job.runningJob,
      close: () => this.#closeJob(job, "worker closing the job"),
      join: () => job.done,
    }));
  }

  getByJobId(id: string): { close(): Promise<void> } | null {
    const job = this.#jobs.get(id);
    return job ? { close: () => this.#closeJob(job, "job terminated") } : null;
  }

  admit(jobId: string, capacity: Pick<WorkerCapacity, "maxCalls" | "busyReserve">): CallAdmission {
    const admission = admitCall(this.#jobs.size + this.#admitted.size, capacity);
    if (admission !== "refuse") {
      const hold = setTimeout(() => this.#admitted.delete(jobId), ADMISSION_HOLD_MS);
      hold.unref();
      this.#admitted.set(jobId, hold);
    }
    return admission;
  }

  async launchJob(info: RunningJobInfo): Promise<void> {
    const host = await this.#leastBusyHost();
    let finish!: () => void;
    const done = new Promise<void>((resolve) => (finish = resolve));
    const job: Job = { runningJob: info, host, done, finish };
    this.#jobs.set(info.job.id, job);
    host.jobs.set(info.job.id, job);
    clearTimeout(this.#admitted.get(info.job.id));
    this.#admitted.delete(info.job.id);
    host.send({ case: "startJob", runningJob: info });
  }

  async close(): Promise<void> {
    this.#closing = true;
    clearInterval(this.#pinger);
    const hosts = [...this.#hosts];
    for (const host of hosts) host.send({ case: "shutdownAll", reason: "worker closing" });
    await Promise.all(
      hosts.map(async (host) => {
        const timer = setTimeout(() => host.proc.kill("SIGKILL"), this.#settings.closeTimeout);
        await host.exited;
        clearTimeout(timer);
      }),
    );
  }

  /** The ready host with the fewest calls; waits for one when none is ready yet (the worker just started, or a host is being replaced). */
  async #leastBusyHost(): Promise<Host> {
    for (;;) {
      const ready = [...this.#hosts].filter((h) => h.alive && h.isReady);
      if (ready.length > 0) return ready.reduce((a, b) => (b.jobs.size < a.jobs.size ? b : a));
      if (this.#closing) throw new Error("the worker is closing");
      await Promise.race([...[...this.#hosts].map((h) => h.ready.catch(() => undefined)), new Promise((r) => setTimeout(r, 200))]);
    }
  }

  #startHost(): void {
    if (this.#closing) return;
    const proc = fork(this.#settings.agent, [JOB_HOST_COMMAND], { execArgv: process.execArgv });
    const host = new Host(proc, this.#settings);
    this.#hosts.add(host);
    proc.on("message", (msg: FromHost) => this.#fromHost(host, msg));
    host.ready.then(
      () => this.#logger.info({ pid: proc.pid, hosts: this.#hosts.size }, "job_host_started"),
      (error: unknown) => {
        this.#logger.error({ err: (error as Error).message, pid: proc.pid }, "job_host_failed_to_start");
        proc.kill("SIGKILL");
      },
    );
    void host.exited.then(() => {
      this.#hosts.delete(host);
      const callsLost = host.jobs.size;
      // Its calls are over: the worker stops counting them, and each call's room is closed, so a
      // phone caller is hung up at once instead of listening to a line that went silent.
      for (const job of host.jobs.values()) {
        this.#jobEnded(job);
        void this.#closeLostCall(job.runningJob);
      }
      if (callsLost > 0 || !this.#closing) this.#logger.warn({ pid: proc.pid, code: proc.exitCode, signal: proc.signalCode, callsLost }, "job_host_exited");
      if (!this.#closing) setTimeout(() => this.#startHost(), RESTART_DELAY_MS).unref();
    });
  }

  #fromHost(host: Host, msg: FromHost): void {
    switch (msg.case) {
      case "jobDone": {
        const job = host.jobs.get(msg.jobId);
        if (job) this.#jobEnded(job);
        return;
      }
      case "pong": {
        const delay = host.ponged(msg.timestamp);
        if (delay > SLOW_PONG_MS) this.#logger.warn({ pid: host.proc.pid, delay }, "job_host_slow_to_answer");
        return;
      }
      case "inferenceRequest": {
        const executor = this.#settings.inferenceExecutor;
        if (!executor) {
          host.send({ case: "inferenceResponse", requestId: msg.requestId, error: "no inference executor in this worker" });
          return;
        }
        executor.doInference(msg.method, msg.data).then(
          (data) => host.send({ case: "inferenceResponse", requestId: msg.requestId, data }),
          (error: unknown) => host.send({ case: "inferenceResponse", requestId: msg.requestId, error: String((error as Error)?.message ?? error) }),
        );
        return;
      }
      case "initialized":
        return;
    }
  }

  #jobEnded(job: Job): void {
    const { job: info } = job.runningJob;
    this.#jobs.delete(info.id);
    job.host.jobs.delete(info.id);
    job.finish();
    this.#logger.info({ job: info.id, room: info.room?.name, activeCalls: this.#jobs.size }, "job_ended");
  }

  async #closeLostCall(info: RunningJobInfo): Promise<void> {
    const room = info.job.room?.name;
    if (!room || !info.apiKey || !info.apiSecret) return;
    try {
      await new RoomServiceClient(info.url.replace(/^ws(s?):/, "http$1:"), info.apiKey, info.apiSecret).deleteRoom(room);
      this.#logger.warn({ room }, "call_lost_with_job_host");
    } catch (err) {
      this.#logger.error({ room, err: (err as Error).message }, "lost_call_room_not_closed");
    }
  }

  async #closeJob(job: Job, reason: string): Promise<void> {
    job.host.send({ case: "shutdownJob", jobId: job.runningJob.job.id, reason });
    const timer = new Promise<void>((resolve) => setTimeout(resolve, this.#settings.closeTimeout).unref());
    await Promise.race([job.done, timer]);
  }

  #ping(): void {
    for (const host of this.#hosts) {
      if (!host.isReady) continue;
      if (host.silentForMs > PING_TIMEOUT_MS) {
        this.#logger.error({ pid: host.proc.pid, calls: host.jobs.size }, "job_host_unresponsive_killed");
        host.proc.kill("SIGKILL");
        continue;
      }
      host.send({ case: "ping", timestamp: Date.now() });
    }
  }
}
