import { describe, expect, it } from "vitest";
import { jobEnding, markJobEnding, type EndingJob } from "./job-ending";

/** What jobEnding reads of a job: its room's connection. */
const jobWithRoom = (isConnected: boolean): EndingJob => ({ room: { isConnected } });

describe("jobEnding", () => {
  it("lets a connected job's entry start its call", () => {
    expect(jobEnding(jobWithRoom(true))).toBe(false);
  });

  it("stops an entry whose job the host has begun to end, though its room is still connected", () => {
    const job = jobWithRoom(true);
    markJobEnding(job);
    expect(jobEnding(job)).toBe(true);
    // Only that job: another in the same host goes on.
    expect(jobEnding(jobWithRoom(true))).toBe(false);
  });

  it("stops an entry whose room closed under it (a job agents-js runs in its own process)", () => {
    expect(jobEnding(jobWithRoom(false))).toBe(true);
  });
});
