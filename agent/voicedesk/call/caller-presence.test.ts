import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { watchCallerPresence, type CallerGone } from "./caller-presence";

/** A room as the watch sees it: whether a caller is in it, and the caller's leaving as an event. */
function room(callerThere: boolean) {
  let leftHandler: (() => void) | undefined;
  const ended: CallerGone[] = [];
  const state = { callerThere };
  watchCallerPresence({
    callerInRoom: () => state.callerThere,
    onCallerLeft: (handler) => (leftHandler = handler),
    joinWaitMs: 15_000,
    end: (why) => ended.push(why),
  });
  return {
    ended,
    join: () => (state.callerThere = true),
    leave: () => {
      state.callerThere = false;
      leftHandler?.();
    },
  };
}

describe("a call's job ends once its caller is gone", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("the caller hangs up while the line listens: ended once, as the caller leaving", () => {
    const call = room(true);
    vi.advanceTimersByTime(60_000);
    expect(call.ended).toEqual([]);
    call.leave();
    call.leave();
    expect(call.ended).toEqual(["caller_left"]);
  });

  it("the caller left before the job started listening (a slow start on a busy host): ended after the join wait, not held until the host stops", () => {
    const call = room(false);
    vi.advanceTimersByTime(14_999);
    expect(call.ended).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(call.ended).toEqual(["caller_not_in_room"]);
  });

  it("a caller who joins after the job connected is kept, and their leaving later ends the call", () => {
    const call = room(false);
    vi.advanceTimersByTime(2_000);
    call.join();
    vi.advanceTimersByTime(60_000);
    expect(call.ended).toEqual([]);
    call.leave();
    expect(call.ended).toEqual(["caller_left"]);
  });

  it("a caller who leaves during the join wait ends the call once, as the caller leaving", () => {
    const call = room(false);
    call.join();
    call.leave();
    vi.advanceTimersByTime(60_000);
    expect(call.ended).toEqual(["caller_left"]);
  });
});
