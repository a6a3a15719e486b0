import { describe, expect, it } from "vitest";
import { VOICE_AGENT_NAME } from "~/contracts/room-protocol";
import { sweepUnansweredCalls, UNANSWERED_AFTER_MS, type DispatchView, type UnansweredCallsApi } from "./unanswered-calls";

const NOW = 1_800_000_000_000;
const metadata = JSON.stringify({ tenant: "lindenhof", channel: "sip" });

interface FakeRoom {
  dispatches: DispatchView[];
  caller: boolean;
  agent?: boolean;
  broken?: boolean;
}

/**
 * LiveKit as the sweep sees it, with the behaviour the worker-absent test shows on a real server:
 * deleting a dispatch that is already gone fails ("dispatch ID not found"), so of two workers
 * deleting the same dispatch only one succeeds.
 */
function fakeLivekit(rooms: Record<string, FakeRoom>) {
  const created: { room: string; agentName: string; metadata: string }[] = [];
  let nextId = 1;
  const api: UnansweredCallsApi = {
    roomsWithParticipants: async () => Object.keys(rooms),
    dispatchesOf: async (room) => {
      if (rooms[room]!.broken) throw new Error("twirp error unavailable");
      return [...rooms[room]!.dispatches];
    },
    participantsOf: async (room) => ({ callers: rooms[room]!.caller ? 1 : 0, agents: rooms[room]!.agent ? 1 : 0 }),
    deleteDispatch: async (id, room) => {
      const before = rooms[room]!.dispatches.length;
      rooms[room]!.dispatches = rooms[room]!.dispatches.filter((d) => d.id !== id);
      return rooms[room]!.dispatches.length < before;
    },
    createDispatch: async (room, agentName, md) => {
      created.push({ room, agentName, metadata: md });
      rooms[room]!.dispatches.push({ id: `AD_new${nextId++}`, agentName, metadata: md, jobs: 0, createdAtMs: NOW });
    },
  };
  return { api, created };
}

const dispatch = (over: Partial<DispatchView> = {}): DispatchView => ({
  id: "AD_1",
  agentName: VOICE_AGENT_NAME,
  metadata,
  jobs: 0,
  createdAtMs: NOW - UNANSWERED_AFTER_MS - 1,
  ...over,
});

describe("calls placed while no worker was registered", () => {
  it("asks again for the same agent, with the same tenant and channel, for a caller still waiting", async () => {
    const { api, created } = fakeLivekit({ "call-a": { dispatches: [dispatch()], caller: true } });
    const result = await sweepUnansweredCalls(api, () => NOW);
    expect(result).toMatchObject({ rooms: 1, redispatched: 1, failed: 0 });
    expect(created).toEqual([{ room: "call-a", agentName: VOICE_AGENT_NAME, metadata }]);
  });

  it("leaves a dispatch alone while LiveKit may still be offering it (younger than the grace), or once a worker has the job", async () => {
    const { api, created } = fakeLivekit({
      fresh: { dispatches: [dispatch({ createdAtMs: NOW - 2_000 })], caller: true },
      answered: { dispatches: [dispatch({ jobs: 1 })], caller: true },
    });
    expect((await sweepUnansweredCalls(api, () => NOW)).redispatched).toBe(0);
    expect(created).toEqual([]);
  });

  it("leaves a call alone once its agent is in the room, though LiveKit does not list the job yet", async () => {
    const { api, created } = fakeLivekit({ answered: { dispatches: [dispatch()], caller: true, agent: true } });
    expect((await sweepUnansweredCalls(api, () => NOW)).redispatched).toBe(0);
    expect(created).toEqual([]);
  });

  it("does not dispatch an agent to a room the caller has left, nor touch another agent's dispatch", async () => {
    const { api, created } = fakeLivekit({
      left: { dispatches: [dispatch()], caller: false },
      other: { dispatches: [dispatch({ agentName: "someone-elses-agent" })], caller: true },
    });
    expect((await sweepUnansweredCalls(api, () => NOW)).redispatched).toBe(0);
    expect(created).toEqual([]);
  });

  it("gives the caller one agent when two workers sweep at once: the second finds the dispatch deleted", async () => {
    const rooms = { "call-a": { dispatches: [dispatch()], caller: true } };
    const { api, created } = fakeLivekit(rooms);
    // Both workers read the room before either deletes (the race the delete settles).
    const seen = await api.dispatchesOf("call-a");
    const secondWorker: UnansweredCallsApi = { ...api, dispatchesOf: async () => seen };
    const [first, second] = await Promise.all([sweepUnansweredCalls(api, () => NOW), sweepUnansweredCalls(secondWorker, () => NOW)]);
    expect(first.redispatched + second.redispatched).toBe(1);
    expect(first.takenByAnother + second.takenByAnother).toBe(1);
    expect(created).toHaveLength(1);
  });

  it("goes on with the other rooms when LiveKit fails on one, and counts the failure", async () => {
    const { api, created } = fakeLivekit({
      broken: { dispatches: [dispatch()], caller: true, broken: true },
      "call-b": { dispatches: [dispatch({ id: "AD_2" })], caller: true },
    });
    const result = await sweepUnansweredCalls(api, () => NOW);
    expect(result).toMatchObject({ rooms: 2, redispatched: 1, failed: 1 });
    expect(created.map((c) => c.room)).toEqual(["call-b"]);
  });
});
