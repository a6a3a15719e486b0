import { describe, expect, it } from "vitest";
import { playwrightFileTimes, slowest, vitestFileTimes } from "./slowest-files";

describe("the slowest-files report at the end of npm test", () => {
  it("takes a vitest file's time from its start to its end, relative to the repository", () => {
    const times = vitestFileTimes({ testResults: [{ name: "/repo/server/a.test.ts", startTime: 1_000, endTime: 4_500 }] }, "vitest", "/repo");
    expect(times).toEqual([{ file: "server/a.test.ts", ms: 3_500, stage: "vitest" }]);
  });

  it("adds up a Playwright file's tests, retries included, across nested describe blocks", () => {
    const report = {
      suites: [
        {
          file: "voice-call.spec.ts",
          specs: [{ tests: [{ results: [{ duration: 1_000 }, { duration: 2_000 }] }] }],
          suites: [{ specs: [{ file: "voice-call.spec.ts", tests: [{ results: [{ duration: 500 }] }] }] }],
        },
      ],
    };
    expect(playwrightFileTimes(report, "e2e")).toEqual([{ file: "e2e/voice-call.spec.ts", ms: 3_500, stage: "e2e" }]);
  });

  it("lists the ten slowest, slowest first", () => {
    const times = Array.from({ length: 12 }, (_, i) => ({ file: `f${i}`, ms: i * 100, stage: "vitest" }));
    const top = slowest(times);
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ file: "f11", ms: 1_100 });
    expect(top.at(-1)).toMatchObject({ file: "f2", ms: 200 });
  });
});
