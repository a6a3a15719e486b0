import { rmSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { SMART_TURN_PATH, smartTurnInstalled } from "~/agent/turn-detection/smart-turn";
import { AGENT_BUILD_DIR, buildAgentBundle } from "./agent-bundle";

describe("the compiled agent", () => {
  const built: string[] = [];
  afterAll(() => built.forEach((f) => rmSync(f, { force: true })));

  it("finds a file it locates relative to its own module where the TypeScript source finds it (the Smart Turn model)", async () => {
    // Under a bundle one folder deeper, the model path pointed into .voicedesk/.voicedesk/ and the
    // worker fell back to the rules without a word.
    const bundle = await buildAgentBundle("agent/turn-detection/smart-turn.ts");
    if (bundle.written) built.push(bundle.file);
    expect(bundle.file.startsWith(AGENT_BUILD_DIR)).toBe(true);
    const compiled = (await import(pathToFileURL(bundle.file).href)) as { SMART_TURN_PATH: string };
    expect(compiled.SMART_TURN_PATH).toBe(SMART_TURN_PATH);
  });

  it.runIf(smartTurnInstalled())(
    "compiled, runs the Smart Turn model on its own thread (the thread's code and onnxruntime are found from the bundle)",
    async () => {
      const bundle = await buildAgentBundle("agent/turn-detection/smart-turn.ts");
      if (bundle.written) built.push(bundle.file);
      const compiled = (await import(pathToFileURL(bundle.file).href)) as typeof import("~/agent/turn-detection/smart-turn");
      const model = await compiled.SmartTurnModel.load();
      const p = await model.predict(new Float32Array(80 * 800).fill(-0.5));
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    },
  );

  it("names the bundle by its content, so a worker and the hosts it forks load the same file", async () => {
    const first = await buildAgentBundle("agent/turn-detection/smart-turn.ts");
    const again = await buildAgentBundle("agent/turn-detection/smart-turn.ts");
    if (first.written) built.push(first.file);
    expect(again.file).toBe(first.file);
    expect(again.written).toBe(false);
  });
});
