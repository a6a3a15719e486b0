import { describe, expect, it } from "vitest";
import { JOB_PROCESS_INIT_TIMEOUT_MS } from "../worker/call-capacity";
import { echoServerOptions } from "./worker-options";

describe("echo worker options", () => {
  it("give a new job process as long to start as the product's worker does, not agents-js's 10 s", () => {
    // At load 14 on 2 cores a job process took longer than 10 s to load, and the caller heard nothing.
    const options = echoServerOptions("/tmp/echo-agent.js");
    expect(options.initializeProcessTimeout).toBe(JOB_PROCESS_INIT_TIMEOUT_MS);
    expect(options.initializeProcessTimeout).toBeGreaterThanOrEqual(30_000);
  });
});
