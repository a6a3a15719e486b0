/**
 * One ONNX model run on a thread of its own, beside the job host's event loop.
 *
 * Why: onnxruntime-node's `session.run` returns a promise but runs the graph synchronously (its
 * backend only defers the call to a `setImmediate`). Each Smart Turn look held the job host's event
 * loop for 60–270 ms (a 273 ms median at 5–10 calls per host, 9 % of the hosts' main threads; bench
 * `calls`, docs/benchmarks.md) — and every call on that host waited with it: the callers' audio in,
 * the line's voice out, the VAD. On a thread the look costs the same CPU on the other core, and the
 * loop keeps serving the calls.
 *
 * The thread's code is a few lines of plain JavaScript given to the Worker as a string: the agent
 * runs from an esbuild bundle (testkit/services/agent-bundle.ts) and from tsx in tests, and a string
 * needs no second entry file that both would have to find. It loads onnxruntime-node by the path
 * this module resolves, so both load the same installed package.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("agent.turn_detection.inference_thread");

/** Runs inside the thread (CommonJS, as eval workers are). Replies `{ id, value }` or `{ id, error }`. */
const THREAD_SOURCE = `
const { parentPort, workerData, threadId } = require("node:worker_threads");
const ort = require(workerData.onnxruntimePath);
ort.InferenceSession.create(workerData.modelPath, workerData.sessionOptions).then(
  (session) => {
    const outputName = session.outputNames[0];
    parentPort.on("message", async ({ id, features, dims }) => {
      try {
        const output = await session.run({ [workerData.inputName]: new ort.Tensor("float32", features, dims) });
        parentPort.postMessage({ id, value: output[outputName].data[0] });
      } catch (err) {
        parentPort.postMessage({ id, error: String((err && err.message) || err) });
      }
    });
    parentPort.postMessage({ ready: true, threadId });
  },
  (err) => parentPort.postMessage({ ready: false, error: String((err && err.message) || err) }),
);
`;

export interface InferenceThreadOptions {
  modelPath: string;
  inputName: string;
  sessionOptions: Record<string, unknown>;
}

type Reply = { id: number; value: number } | { id: number; error: string };
type Started = { ready: true; threadId: number } | { ready: false; error: string };

export class InferenceThread {
  readonly #pending = new Map<number, { resolve: (value: number) => void; reject: (err: Error) => void }>();
  #nextId = 0;
  #stopped?: Error;
  readonly #onStopped: (() => void)[] = [];

  private constructor(
    private readonly worker: Worker,
    /** The thread the model runs on (not the caller's). */
    readonly threadId: number,
  ) {
    worker.on("message", (reply: Reply) => this.#settle(reply));
    worker.on("error", (err) => this.#stop(err));
    worker.on("exit", (code) => this.#stop(new Error(`the model's thread exited (code ${code})`)));
    // Idle, the thread must not keep a process alive that has nothing else to do.
    worker.unref();
  }

  /** Starts the thread and loads the model in it; rejects with onnxruntime's reason when the model does not load. */
  static start(options: InferenceThreadOptions): Promise<InferenceThread> {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { ...options, onnxruntimePath: createRequire(import.meta.url).resolve("onnxruntime-node") },
    });
    return new Promise((resolve, reject) => {
      const failed = (err: Error) => reject(err);
      worker.once("error", failed);
      worker.once("message", (started: Started) => {
        worker.off("error", failed);
        if (started.ready) resolve(new InferenceThread(worker, started.threadId));
        else {
          void worker.terminate();
          reject(new Error(`the model did not load: ${started.error}`));
        }
      });
    });
  }

  /** The model's first output for `features` (a copy is sent: the caller keeps its array). */
  run(features: Float32Array, dims: readonly number[]): Promise<number> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    const copy = features.slice();
    return new Promise<number>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      // While a look is out, the thread keeps the process alive: its answer is awaited.
      if (this.#pending.size === 1) this.worker.ref();
      this.worker.postMessage({ id, features: copy, dims }, [copy.buffer]);
    });
  }

  /** `then` runs once the thread has stopped (exited, crashed or closed). */
  onStopped(then: () => void): void {
    if (this.#stopped) then();
    else this.#onStopped.push(then);
  }

  get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  /** Only once no look is out: terminating the thread inside onnxruntime's native run can take the process down. */
  async close(): Promise<void> {
    this.#stop(new Error("the model's thread was closed"), { expected: true });
    await this.worker.terminate();
  }

  #settle(reply: Reply): void {
    const waiting = this.#pending.get(reply.id);
    if (!waiting) return;
    this.#pending.delete(reply.id);
    if (this.#pending.size === 0) this.worker.unref();
    if ("error" in reply) waiting.reject(new Error(reply.error));
    else waiting.resolve(reply.value);
  }

  #stop(reason: Error, { expected = false } = {}): void {
    if (this.#stopped) return;
    this.#stopped = reason;
    // Looks still waiting are refused (the detector then lets the words decide); said, never silent.
    if (!expected || this.#pending.size > 0) log.warn({ pending: this.#pending.size, err: reason.message }, "inference_thread_stopped");
    for (const { reject } of this.#pending.values()) reject(reason);
    this.#pending.clear();
    this.worker.unref();
    for (const then of this.#onStopped.splice(0)) then();
  }
}
