import type { RunningJobInfo } from "@livekit/agents";

/**
 * What the worker and its job hosts say to each other over the fork's IPC channel (JSON, as
 * agents-js sends its own job messages: a job's protobuf arrives as its JSON form).
 */
export type ToHost =
  | { case: "initialize"; loggerOptions: unknown; sessionEndTimeoutMs: number }
  | { case: "startJob"; runningJob: RunningJobInfo }
  | { case: "shutdownJob"; jobId: string; reason: string }
  | { case: "shutdownAll"; reason: string }
  | { case: "ping"; timestamp: number }
  | { case: "inferenceResponse"; requestId: string; data?: unknown; error?: string };

export type FromHost =
  | { case: "initialized" }
  | { case: "jobDone"; jobId: string }
  | { case: "pong"; timestamp: number }
  | { case: "inferenceRequest"; requestId: string; method: string; data: unknown };

/** argv[2] of a forked job host: the worker's entry file, run as a host instead of a worker. */
export const JOB_HOST_COMMAND = "job-host";
