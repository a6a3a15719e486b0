import { AgentDispatchClient, RoomServiceClient } from "livekit-server-sdk";
import { VOICE_AGENT_NAME } from "~/contracts/room-protocol";
import { moduleLogger } from "~/lib/logger";

// Room names are digested by the logger itself (lib/logger: CONVERSATION_KEY_FIELDS).
const log = moduleLogger("agent.unanswered_calls");

/**
 * Calls placed while no worker was registered (every worker restarting, say) are never answered by
 * a self-hosted LiveKit on its own: the room keeps our agent's dispatch with no job, and a worker
 * that registers later is not offered it (LiveKit Cloud re-dispatches; the open-source server does
 * not). The caller would hear ringing or silence until they hang up.
 *
 * So every worker looks, now and then, for such dispatches: our agent, no job ever given, older
 * than a dispatch takes when a worker is there, a caller still in the room and no agent in it.
 * (LiveKit lists a dispatch's job only seconds after the agent joined — 5 s in the worker-absent
 * test — so "no job" alone would send a second agent to a call just answered: the room's
 * participants are the check that counts.) It deletes the
 * stale dispatch and asks for the same one again (same agent, same metadata: tenant and channel),
 * which LiveKit now gives to a registered worker. Deleting is the claim: LiveKit answers "dispatch
 * ID not found" to the second of two workers deleting the same dispatch, so only one re-dispatches
 * and the caller gets one agent, not two.
 */

/** A dispatch with no job and no agent this long after it was made was not a slow assignment (a warm job host joins within seconds). */
export const UNANSWERED_AFTER_MS = 15_000;
/** How often a worker looks: a caller waits at most this long after a worker is back, on top of the grace above. */
export const SWEEP_EVERY_MS = 3_000;

export interface DispatchView {
  id: string;
  agentName: string;
  metadata: string;
  jobs: number;
  /** When LiveKit made it (ms since the epoch). */
  createdAtMs: number;
}

/** The slice of LiveKit's API the sweep uses (a fake in unit tests, livekit-server-sdk in the worker). */
export interface UnansweredCallsApi {
  roomsWithParticipants(): Promise<string[]>;
  dispatchesOf(room: string): Promise<DispatchView[]>;
  /** Who is in the room: callers (anyone but an agent) and agents. */
  participantsOf(room: string): Promise<{ callers: number; agents: number }>;
  /** Resolves true when this call deleted it, false when it was already gone (another worker took it). */
  deleteDispatch(id: string, room: string): Promise<boolean>;
  createDispatch(room: string, agentName: string, metadata: string): Promise<void>;
}

/** Pure: the dispatches of our agent in a room that no worker was ever given. */
export function unansweredDispatches(dispatches: readonly DispatchView[], nowMs: number, afterMs = UNANSWERED_AFTER_MS): DispatchView[] {
  return dispatches.filter((d) => d.agentName === VOICE_AGENT_NAME && d.jobs === 0 && nowMs - d.createdAtMs >= afterMs);
}

export interface SweepResult {
  rooms: number;
  redispatched: number;
  /** Another worker deleted the dispatch first and re-dispatched it. */
  takenByAnother: number;
  failed: number;
}

/** One look over LiveKit's rooms; a room that fails is counted and skipped, never the end of the sweep. */
export async function sweepUnansweredCalls(api: UnansweredCallsApi, now: () => number = Date.now): Promise<SweepResult> {
  const rooms = await api.roomsWithParticipants();
  const result: SweepResult = { rooms: rooms.length, redispatched: 0, takenByAnother: 0, failed: 0 };
  for (const room of rooms) {
    try {
      const stale = unansweredDispatches(await api.dispatchesOf(room), now());
      if (stale.length === 0) continue;
      const present = await api.participantsOf(room);
      if (present.callers === 0 || present.agents > 0) continue;
      for (const dispatch of stale) {
        if (!(await api.deleteDispatch(dispatch.id, room))) {
          result.takenByAnother += 1;
          continue;
        }
        await api.createDispatch(room, dispatch.agentName, dispatch.metadata);
        result.redispatched += 1;
        log.warn({ room, waitedMs: now() - dispatch.createdAtMs }, "unanswered_call_redispatched");
      }
    } catch (err) {
      result.failed += 1;
      log.error({ room, err: (err as Error).message }, "unanswered_call_sweep_room_failed");
    }
  }
  return result;
}

const NOT_FOUND = /not found/i;
/** livekit.ParticipantInfo.Kind.AGENT (the SDK does not re-export the enum; the protocol numbers are fixed). */
const AGENT_KIND = 4;

/** The sweep's API on a LiveKit server (the worker's own LIVEKIT_URL and keys). */
export function livekitUnansweredCallsApi(api: { url: string; apiKey: string; apiSecret: string }): UnansweredCallsApi {
  const httpUrl = api.url.replace(/^ws/, "http");
  const rooms = new RoomServiceClient(httpUrl, api.apiKey, api.apiSecret);
  const dispatches = new AgentDispatchClient(httpUrl, api.apiKey, api.apiSecret);
  return {
    async roomsWithParticipants() {
      return (await rooms.listRooms()).filter((r) => r.numParticipants > 0).map((r) => r.name);
    },
    async dispatchesOf(room) {
      return (await dispatches.listDispatch(room)).map((d) => ({
        id: d.id,
        agentName: d.agentName,
        metadata: d.metadata,
        jobs: d.state?.jobs.length ?? 0,
        // LiveKit stamps dispatches in nanoseconds.
        createdAtMs: Number((d.state?.createdAt ?? 0n) / 1_000_000n),
      }));
    },
    async participantsOf(room) {
      const kinds = (await rooms.listParticipants(room)).map((p) => Number(p.kind));
      const agents = kinds.filter((k) => k === AGENT_KIND).length;
      return { callers: kinds.length - agents, agents };
    },
    async deleteDispatch(id, room) {
      try {
        await dispatches.deleteDispatch(id, room);
        return true;
      } catch (err) {
        if (NOT_FOUND.test((err as Error).message)) return false;
        throw err;
      }
    },
    async createDispatch(room, agentName, metadata) {
      await dispatches.createDispatch(room, agentName, { metadata });
    },
  };
}

/**
 * The worker's sweep, every `everyMs` until stopped. One sweep at a time; a sweep that fails (LiveKit
 * down) is logged and the next one tries again.
 */
export function watchUnansweredCalls(api: UnansweredCallsApi, everyMs = SWEEP_EVERY_MS): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepUnansweredCalls(api)
      .then((r) => {
        if (r.redispatched + r.takenByAnother + r.failed > 0) log.info(r, "unanswered_calls_swept");
      })
      .catch((err: unknown) => log.warn({ err: (err as Error).message }, "unanswered_calls_sweep_failed"))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
