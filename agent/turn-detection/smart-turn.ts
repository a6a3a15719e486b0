/**
 * Smart Turn v3.2 (Daily, BSD-2-Clause; 8.7 MB ONNX, Whisper-tiny-sized encoder trained on 23
 * languages): given the last 8 s of the caller's turn as log-mel features, the probability that the
 * caller has finished. Installed by scripts/setup/local-models.sh from the pipecat-ai wheel (the
 * file alone, checksum recorded); run here by onnxruntime-node, which the Silero VAD already brings.
 *
 * The model is loaded once per process, on a thread of its own (inference-thread.ts: onnxruntime-node
 * runs the graph synchronously, and a look held every call of the host), and shared by every call
 * the process serves: loading takes ~100–300 ms and ~30 MB, and a call must not pay for it.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { moduleLogger } from "~/lib/logger";
import { InferenceThread } from "./inference-thread";
import { N_FRAMES, N_MELS } from "./whisper-log-mel";

const log = moduleLogger("agent.turn_detection.smart_turn");

export const SMART_TURN_MODEL = "smart-turn-v3.2";
/** Where local-models.sh puts the file (git-ignored). */
export const SMART_TURN_PATH = fileURLToPath(new URL("../../.voicedesk/models/smart-turn-v3.2/smart-turn-v3.2-cpu.onnx", import.meta.url));

export interface EndOfTurnModel {
  readonly name: string;
  /** Probability in [0, 1] that the turn is over, from the model's features of the turn so far. */
  predict(features: Float32Array): Promise<number>;
}

export function smartTurnInstalled(path = SMART_TURN_PATH): boolean {
  return existsSync(path);
}

const threads = new Map<string, Promise<InferenceThread>>();

/** The process's thread for the model at `path`; a new one when the last one stopped. */
function threadFor(path: string): Promise<InferenceThread> {
  let pending = threads.get(path);
  if (!pending) {
    const started = performance.now();
    // One thread inside onnxruntime: on a 2-core host the calls, the VAD and the app share the cores;
    // a second intra-op thread buys little on an 8 MB model and makes every other call's audio wait.
    pending = InferenceThread.start({
      modelPath: path,
      inputName: "input_features",
      sessionOptions: { intraOpNumThreads: 1, interOpNumThreads: 1, executionMode: "sequential", graphOptimizationLevel: "all" },
    });
    const mine = pending;
    const forget = () => {
      if (threads.get(path) === mine) threads.delete(path);
    };
    pending.then((loaded) => {
      log.info({ model: SMART_TURN_MODEL, loadMs: Math.round(performance.now() - started) }, "end_of_turn_model_loaded");
      loaded.onStopped(forget);
    }, forget);
    threads.set(path, pending);
  }
  return pending;
}

export class SmartTurnModel implements EndOfTurnModel {
  readonly name = SMART_TURN_MODEL;
  private constructor(
    private readonly path: string,
    private thread: InferenceThread,
  ) {}

  /** The process's model (loaded on the first call, then shared), run on a thread of its own. */
  static async load(path = SMART_TURN_PATH): Promise<SmartTurnModel> {
    return new SmartTurnModel(path, await threadFor(path));
  }

  async predict(features: Float32Array): Promise<number> {
    if (features.length !== N_MELS * N_FRAMES) throw new RangeError(`expected ${N_MELS}×${N_FRAMES} features, got ${features.length}`);
    if (this.thread.stopped) {
      // A thread that died (refusing the looks that were out) is replaced for the next look.
      this.thread = await threadFor(this.path);
    }
    // The graph ends in a sigmoid already, despite the output's name.
    const value = await this.thread.run(features, [1, N_MELS, N_FRAMES]);
    return Math.min(1, Math.max(0, value));
  }
}
