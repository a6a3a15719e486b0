/**
 * A call placed while no agent worker is registered (every worker restarting, say) is answered
 * once one registers. A self-hosted livekit-server does not offer such a call again by itself: the
 * room keeps our agent's dispatch with no job. The worker's sweep (agent/worker/unanswered-calls.ts)
 * deletes that dispatch and asks for the same one again; this runs it against a real
 * livekit-server, with a real caller (rtc-node) waiting in the room.
 */
import { describe, expect, it } from "vitest";
import { conversationRef } from "~/lib/logger";
import { voiceStack } from "~/testkit/voice/voice-stack";
import { livekitUnansweredCallsApi } from "~/agent/worker/unanswered-calls";

describe("a call placed while no worker is registered", () => {
  const stack = voiceStack("worker-absent");

  it("is answered once a worker registers, and LiveKit refuses a second delete of the stale dispatch (one agent per caller)", async () => {
    await stack.worker!.stop();
    const caller = await stack.call();
    const server = stack.server!;
    const livekit = livekitUnansweredCallsApi({ url: server.url, apiKey: server.apiKey, apiSecret: server.apiSecret });

    // What the caller is left with: the dispatch, and no job for it.
    const [stale] = await livekit.dispatchesOf(caller.roomName);
    expect(stale).toMatchObject({ jobs: 0 });
    expect(await livekit.participantsOf(caller.roomName)).toEqual({ callers: 1, agents: 0 });

    const lineBefore = stack.output!.lines().length;
    await stack.startWorker({});
    await caller.waitForEvent("hello", 60_000);
    await stack.output!.waitFor(new RegExp(`"room":"${String(conversationRef(caller.roomName))}".*"msg":"unanswered_call_redispatched"`), 10_000, lineBefore);

    // The new dispatch carries the call's tenant and channel; the stale one is gone, and deleting
    // it again fails: the claim that keeps two sweeping workers from sending two agents. One agent
    // is in the room (LiveKit lists the job itself only seconds later).
    const now = await livekit.dispatchesOf(caller.roomName);
    expect(now.map((d) => d.id)).not.toContain(stale!.id);
    expect(now).toEqual([expect.objectContaining({ metadata: stale!.metadata })]);
    expect(await livekit.participantsOf(caller.roomName)).toEqual({ callers: 1, agents: 1 });
    expect(await livekit.deleteDispatch(stale!.id, caller.roomName)).toBe(false);

    // And the agent answers the caller's question.
    const before = caller.events.filter((e) => e.type === "turn").length;
    await caller.type("Wat zijn de bezoekuren?");
    const turn = await caller.waitForEvent("turn", 30_000, () => caller.events.filter((e) => e.type === "turn").length > before);
    expect(turn.spoken).toMatch(/bezoek/i);
  }, 180_000);
});
