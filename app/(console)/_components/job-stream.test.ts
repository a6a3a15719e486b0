import { describe, expect, it } from "vitest";
import { followJobStream, RECONNECT_DELAYS_MS, type StreamHandlers } from "./job-stream";

interface Job {
  state: "running" | "done";
  done: number;
  total: number;
}

/** Subscriptions the follower opened, each with its handlers, and the retries it scheduled (run by hand, no timers). */
function harness() {
  const opened: { handlers: StreamHandlers<Job>; closed: boolean }[] = [];
  const retries: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const seen: Job[] = [];
  const lost: boolean[] = [];
  const stop = followJobStream<Job>(
    (handlers) => {
      const sub = { handlers, closed: false };
      opened.push(sub);
      return { unsubscribe: () => (sub.closed = true) };
    },
    { data: (j) => seen.push(j), lost: (l) => lost.push(l) },
    (run, ms) => {
      const retry = { run, ms, cancelled: false };
      retries.push(retry);
      return () => (retry.cancelled = true);
    },
  );
  return { opened, retries, seen, lost, stop };
}

/** What a browser's EventSource reports when the server answers 503: an error with no tRPC code. */
const refusedByBusyServer = new Error("EventSource failed");

describe("a job's progress stream", () => {
  it("refused by a busy server, is opened again and shows the job's progress to its end", () => {
    const h = harness();
    h.opened[0]!.handlers.onError(refusedByBusyServer);
    expect(h.lost).toEqual([true]);
    expect(h.retries.map((r) => r.ms)).toEqual([RECONNECT_DELAYS_MS[0]]);
    h.retries[0]!.run();
    expect(h.opened).toHaveLength(2);
    h.opened[1]!.handlers.onData({ state: "running", done: 12, total: 75 });
    h.opened[1]!.handlers.onData({ state: "done", done: 75, total: 75 });
    expect(h.seen.map((j) => `${j.state} ${j.done}/${j.total}`)).toEqual(["running 12/75", "done 75/75"]);
    expect(h.lost).toEqual([true, false, false]);
  });

  it("waits longer after each refusal in a row, and starts again from the shortest wait once it got through", () => {
    const h = harness();
    for (let i = 0; i < RECONNECT_DELAYS_MS.length + 2; i++) {
      h.opened.at(-1)!.handlers.onError(refusedByBusyServer);
      h.retries.at(-1)!.run();
    }
    expect(h.retries.map((r) => r.ms)).toEqual([...RECONNECT_DELAYS_MS, RECONNECT_DELAYS_MS.at(-1), RECONNECT_DELAYS_MS.at(-1)]);
    h.opened.at(-1)!.handlers.onData({ state: "running", done: 1, total: 75 });
    h.opened.at(-1)!.handlers.onError(refusedByBusyServer);
    expect(h.retries.at(-1)!.ms).toBe(RECONNECT_DELAYS_MS[0]);
  });

  it("does not ask again when the refusal is final (signed out, no role here)", () => {
    const h = harness();
    h.opened[0]!.handlers.onError({ message: "Sign in first", data: { code: "UNAUTHORIZED" } });
    expect(h.retries).toEqual([]);
    expect(h.lost).toEqual([false]);
  });

  it("stops for good when the page goes: the open stream is closed and a waiting retry cancelled", () => {
    const h = harness();
    h.opened[0]!.handlers.onError(refusedByBusyServer);
    h.stop();
    expect(h.retries[0]!.cancelled).toBe(true);
    const again = harness();
    again.stop();
    expect(again.opened[0]!.closed).toBe(true);
    again.opened[0]!.handlers.onData({ state: "running", done: 1, total: 2 });
    expect(again.seen).toEqual([]);
  });
});
