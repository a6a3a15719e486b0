import { InferenceSession, Tensor } from "onnxruntime-node";
import { threadId } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { captureLogs } from "~/lib/logger";
import { InferenceThread } from "./inference-thread";
import { SMART_TURN_PATH, SmartTurnModel, smartTurnInstalled } from "./smart-turn";
import { N_FRAMES, N_MELS } from "./whisper-log-mel";

/** Eight seconds of features that are not flat: a slow ripple over the mel bands and frames. */
function rippledFeatures(): Float32Array {
  const features = new Float32Array(N_MELS * N_FRAMES);
  for (let i = 0; i < features.length; i++) features[i] = Math.sin(i / 97) * 0.6 - 0.2;
  return features;
}

const turns = (n: number) => Array.from({ length: n }).reduce<Promise<void>>((p) => p.then(() => new Promise((r) => setImmediate(r))), Promise.resolve());

describe.runIf(smartTurnInstalled())("Smart Turn runs beside the job host's event loop, not on it", () => {
  it("while a look is computed, the host's loop keeps turning (the other calls' audio is not held), and the look runs on another thread", async () => {
    const model = await SmartTurnModel.load();
    let answered = false;
    const look = model.predict(rippledFeatures()).then((p) => {
      answered = true;
      return p;
    });
    // onnxruntime-node computed the graph synchronously on this thread: the look was answered
    // before the loop could turn a few times. Five turns take microseconds; a look, milliseconds.
    await turns(5);
    expect(answered).toBe(false);
    expect(await look).toBeGreaterThanOrEqual(0);
    expect(model["thread"].threadId).not.toBe(threadId);
  });

  it("answers what onnxruntime answers on the same features when run directly", async () => {
    const direct = await InferenceSession.create(SMART_TURN_PATH, { intraOpNumThreads: 1 });
    const features = rippledFeatures();
    const output = await direct.run({ input_features: new Tensor("float32", features.slice(), [1, N_MELS, N_FRAMES]) });
    const expected = (output[direct.outputNames[0]!]!.data as Float32Array)[0]!;
    const model = await SmartTurnModel.load();
    expect(await model.predict(features)).toBeCloseTo(expected, 5);
    // The caller keeps its features: a copy crossed to the thread.
    expect(features[1]).toBeCloseTo(Math.sin(1 / 97) * 0.6 - 0.2, 6);
  });

  it("a thread that stops refuses the looks that were out, says so in the log, and the next look gets a new thread", async () => {
    const model = await SmartTurnModel.load();
    const first = model["thread"];
    const logs = captureLogs();
    try {
      const out = model.predict(rippledFeatures());
      // The thread dies as Node reports it: its Worker's "exit" event, while the look is out. Not a
      // real terminate(): stopping a thread inside onnxruntime's native run took the whole test
      // process down with it (fresh-clone run R24). The real thread finishes its look, unheard.
      first["worker"].emit("exit", 1);
      await expect(out).rejects.toThrow(/thread exited \(code 1\)/);
      expect(logs.events("inference_thread_stopped")).toHaveLength(1);
      expect(logs.events("inference_thread_stopped")[0]).toMatchObject({ pending: 1 });
    } finally {
      logs.restore();
    }
    const p = await model.predict(rippledFeatures());
    expect(p).toBeGreaterThanOrEqual(0);
    expect(model["thread"]).not.toBe(first);
    expect(model["thread"].stopped).toBe(false);
  });
});

describe("a model that cannot be loaded", () => {
  it("is a clear error from start, naming the reason", async () => {
    await expect(InferenceThread.start({ modelPath: "/nonexistent/model.onnx", inputName: "input_features", sessionOptions: {} })).rejects.toThrow(
      /the model did not load: .*nonexistent/,
    );
  });
});
