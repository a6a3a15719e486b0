import { describe, expect, it } from "vitest";
import { describeFailures, playwrightFailures, vitestFailures } from "./failed-tests";

describe("the end of an npm test run names what failed", () => {
  it("a vitest report: each failed test with its error, and a file that failed outside any test, and a test that never finished; passed and skipped ones are not named", () => {
    const report = {
      testResults: [
        {
          name: "/repo/testkit/sip/inbound-call.test.ts",
          status: "failed",
          message: "",
          assertionResults: [
            { fullName: "an inbound call hears the greeting", status: "passed", failureMessages: [] },
            {
              fullName: "an inbound call is transferred",
              status: "failed",
              failureMessages: ["Error: Test timed out in 120000ms.\n    at task (runner.js:1:1)"],
            },
          ],
        },
        { name: "/repo/server/db/broken.test.ts", status: "failed", message: "Cannot find module './gone'", assertionResults: [] },
        {
          name: "/repo/lib/fine.test.ts",
          status: "passed",
          message: "",
          assertionResults: [
            { fullName: "fine", status: "passed" },
            { fullName: "skipped on purpose", status: "skipped" },
          ],
        },
        {
          name: "/repo/agent/crashed.test.ts",
          status: "passed",
          message: "",
          assertionResults: [
            { fullName: "ran", status: "passed" },
            { fullName: "was running when its worker exited", status: "pending" },
          ],
        },
      ],
    };
    expect(vitestFailures(report, "sip", "/repo")).toEqual([
      {
        stage: "sip",
        file: "testkit/sip/inbound-call.test.ts",
        title: "an inbound call is transferred",
        message: "Error: Test timed out in 120000ms.\n    at task (runner.js:1:1)",
      },
      { stage: "sip", file: "server/db/broken.test.ts", title: "(the file, outside any test)", message: "Cannot find module './gone'" },
      {
        stage: "sip",
        file: "agent/crashed.test.ts",
        title: "was running when its worker exited",
        message: "did not finish: the run ended under it (a test worker that exited — see the lane's log)",
      },
    ]);
  });

  it("a Playwright report: the last attempt's status and error, the describe titles, and errors outside any test", () => {
    const report = {
      suites: [
        {
          title: "voice-call.spec.ts",
          file: "voice-call.spec.ts",
          specs: [
            { title: "the caller hears the greeting", file: "voice-call.spec.ts", tests: [{ results: [{ status: "passed" }] }] },
            {
              title: "was flaky, passed on retry",
              file: "voice-call.spec.ts",
              tests: [{ results: [{ status: "failed", error: { message: "first" } }, { status: "passed" }] }],
            },
          ],
          suites: [
            {
              title: "a spoken question",
              file: "voice-call.spec.ts",
              specs: [
                {
                  title: "is answered aloud",
                  file: "voice-call.spec.ts",
                  tests: [{ results: [{ status: "timedOut", error: { message: "Test timeout of 120000ms exceeded." } }] }],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: "Error: the web server did not start" }],
    };
    expect(playwrightFailures(report, "e2e")).toEqual([
      { stage: "e2e", file: "e2e/voice-call.spec.ts", title: "a spoken question › is answered aloud", message: "timedOut: Test timeout of 120000ms exceeded." },
      { stage: "e2e", file: "(the run)", title: "(outside any test)", message: "Error: the web server did not start" },
    ]);
  });

  it("prints a bounded, colourless summary: at most the first lines of each error and a count of the rest", () => {
    const failures = Array.from({ length: 3 }, (_, i) => ({
      stage: "e2e",
      file: `e2e/f${i}.spec.ts`,
      title: `test ${i}`,
      message: "\u001b[31mExpected: 1\u001b[39m\n\nReceived: 2\nline 3\nline 4",
    }));
    expect(describeFailures(failures, 2, 2)).toEqual([
      "[test] what failed (3 tests):",
      "  ✗ e2e  e2e/f0.spec.ts › test 0",
      "      Expected: 1",
      "      Received: 2",
      "  ✗ e2e  e2e/f1.spec.ts › test 1",
      "      Expected: 1",
      "      Received: 2",
      "  … and 1 more; the lanes' logs hold them all",
    ]);
  });

  it("keeps the stack frames in the project's own files, and says what vitest's bare timeout error means", () => {
    const message = [
      "Error: STACK_TRACE_ERROR",
      "    at task (file:///repo/node_modules/@vitest/runner/dist/chunk-artifact.js:1784:27)",
      "    at /repo/server/db/migrations.test.ts:131:3",
      "    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
    ].join("\n");
    expect(describeFailures([{ stage: "vitest-unit", file: "server/db/migrations.test.ts", title: "keeps its data", message }])).toEqual([
      "[test] what failed (1 test):",
      "  ✗ vitest-unit  server/db/migrations.test.ts › keeps its data",
      "      Error: STACK_TRACE_ERROR (all vitest's JSON report keeps of a test that ran past its time limit)",
      "          at /repo/server/db/migrations.test.ts:131:3",
    ]);
  });

  it("a green run prints nothing", () => {
    expect(describeFailures([])).toEqual([]);
  });
});
