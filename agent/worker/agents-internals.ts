/**
 * The one place that reaches past @livekit/agents' public API, for what version 1.9.0 does not let
 * a caller configure and a host of many calls cannot do without. Everything here is pinned to that
 * version: another version refuses to start (`assertAgentsVersion`), and whoever upgrades reads
 * this file against the new source first. Each reach says what it changes and why.
 */
import { version as agentsVersion, type AgentDefinition, type ipc, type JobContext, type RunningJobInfo } from "@livekit/agents";
import { AudioStream, type RemoteTrack } from "@livekit/rtc-node";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

export const PINNED_AGENTS_VERSION = "1.9.0";

export function assertAgentsVersion(found: string = agentsVersion): void {
  if (found !== PINNED_AGENTS_VERSION)
    throw new Error(
      `@livekit/agents ${found} is installed; agent/worker/agents-internals.ts was written against ${PINNED_AGENTS_VERSION} — read it against the new version's source before upgrading`,
    );
}

/** An ES module of @livekit/agents' dist/ by its path (the package exports only its index). */
export async function agentsInternalModule(path: string): Promise<unknown> {
  assertAgentsVersion();
  const dist = dirname(createRequire(import.meta.url).resolve("@livekit/agents"));
  return import(pathToFileURL(join(dist, path)).href);
}

type AudioStreamOptions = Exclude<ConstructorParameters<typeof AudioStream>[1], number | undefined>;

/** The parts of agents' ParticipantAudioInputStream that createStream reads. */
interface ParticipantAudioInput {
  sampleRate: number;
  numChannels: number;
  frameProcessor?: AudioStreamOptions["noiseCancellation"];
  noiseCancellation?: AudioStreamOptions["noiseCancellation"];
  createStream(track: RemoteTrack): AudioStream;
}

let callerFrameMs: number | undefined;

/**
 * The caller's audio in frames of `frameMs` instead of rtc-node's 10 ms. Each frame crosses the FFI
 * (a protobuf event), a dozen web-stream hops (the session's input, its broadcast and tee, the
 * recogniser's input) and two VAD pumps in JavaScript, whatever its length: the main thread's cost
 * of a listening call follows the frame rate (0.105 core with 10 ms frames, 0.052 with 30 ms on the
 * 2-core host; bench `calls`, docs/benchmarks.md). The price of a longer frame is that the VAD
 * hears the end of a word up to one frame later. agents-js builds the stream in
 * ParticipantAudioInputStream.createStream and passes no frame size.
 */
export async function setCallerFrameMs(frameMs: number): Promise<void> {
  if (callerFrameMs !== undefined) {
    callerFrameMs = frameMs;
    return;
  }
  const input = (await agentsInternalModule("voice/room_io/_input.js")) as { ParticipantAudioInputStream: { prototype: ParticipantAudioInput } };
  callerFrameMs = frameMs;
  input.ParticipantAudioInputStream.prototype.createStream = function (this: ParticipantAudioInput, track: RemoteTrack): AudioStream {
    // As agents 1.9.0 builds it, plus the frame size.
    return new AudioStream(track, {
      sampleRate: this.sampleRate,
      numChannels: this.numChannels,
      frameSizeMs: callerFrameMs,
      noiseCancellation: this.frameProcessor || this.noiseCancellation,
      autoCloseNoiseCancellation: false,
    });
  };
}

/** What the lifecycle steps log through (any pino logger). */
interface Logger {
  error(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  debug(obj: object, msg?: string): void;
}

/** The framework's own job lifecycle steps (dist/job_lifecycle.js), so a job host ends a job exactly as a job process does. */
export interface JobLifecycle {
  validateSessionEndTimeout(ms: number): number;
  waitForEntrypointShutdown(entry: Promise<unknown>, logger: Logger): Promise<void>;
  finalizeSession<U>(ctx: JobContext<U>, onSessionEnd: AgentDefinition<U>["onSessionEnd"], timeoutMs: number, logger: Logger): Promise<void>;
  runShutdownCallbacks(callbacks: (() => Promise<void>)[], logger: Logger): Promise<void>;
}

export async function jobLifecycle(): Promise<JobLifecycle> {
  return (await agentsInternalModule("job_lifecycle.js")) as JobLifecycle;
}

/** What the worker (AgentServer) uses of its process pool, and what a replacement gives it. */
export interface JobPool {
  start(): void;
  launchJob(info: RunningJobInfo): Promise<void>;
  /** One entry per running job: the worker counts them (load) and drains them. */
  readonly processes: ReadonlyArray<{ runningJob: RunningJobInfo | undefined; close(): Promise<void>; join(): Promise<void> }>;
  getByJobId(id: string): { close(): Promise<void> } | null;
  close(): Promise<void>;
}

/** The settings AgentServer gives its pool (ProcPool's constructor fields). */
export interface JobPoolSettings {
  agent: string;
  initializeTimeout: number;
  closeTimeout: number;
  sessionEndTimeout: number;
  inferenceExecutor: ipc.InferenceExecutor | undefined;
}

/**
 * agents-js 1.9 runs every job in a process of its own (ProcPool → one forked job_proc per job),
 * and ServerOptions has no other executor. AgentServer builds its ProcPool privately; this makes
 * that pool hand its work to `create(settings)` instead: the worker's protocol with LiveKit
 * (registration, availability, load, assignment, termination, drain) stays the framework's.
 */
export async function replaceJobPool(create: (settings: JobPoolSettings) => JobPool): Promise<void> {
  const { ProcPool } = (await agentsInternalModule("ipc/proc_pool.js")) as { ProcPool: { prototype: object } };
  const pools = new WeakMap<object, JobPool>();
  const poolOf = (procPool: object): JobPool => {
    let pool = pools.get(procPool);
    if (!pool) {
      pool = create(procPool as JobPoolSettings);
      pools.set(procPool, pool);
    }
    return pool;
  };
  Object.defineProperties(ProcPool.prototype, {
    processes: {
      configurable: true,
      get: function (this: object) {
        return poolOf(this).processes;
      },
    },
    start: {
      configurable: true,
      writable: true,
      value: function (this: object) {
        poolOf(this).start();
      },
    },
    launchJob: {
      configurable: true,
      writable: true,
      value: function (this: object, info: RunningJobInfo) {
        return poolOf(this).launchJob(info);
      },
    },
    getByJobId: {
      configurable: true,
      writable: true,
      value: function (this: object, id: string) {
        return poolOf(this).getByJobId(id);
      },
    },
    close: {
      configurable: true,
      writable: true,
      value: function (this: object) {
        return poolOf(this).close();
      },
    },
  });
}

/** Where agents-js 1.9.0 keeps its process-wide logger (log_core.js); `log()` reads it on every call. */
const FRAMEWORK_LOGGER_KEY = Symbol.for("@livekit/agents:logger");

/**
 * Replaces the framework's logger with `wrap(current)`. Call it after `initializeLogger` and before
 * anything takes a child of it: agents-js classes keep the child they take when they are built.
 */
export function wrapFrameworkLogger(wrap: <L extends object>(current: L) => L): void {
  const globals = globalThis as Record<symbol, unknown>;
  const current = globals[FRAMEWORK_LOGGER_KEY];
  if (typeof current !== "object" || current === null) throw new Error("the framework's logger is not initialised yet (initializeLogger first)");
  globals[FRAMEWORK_LOGGER_KEY] = wrap(current);
}
