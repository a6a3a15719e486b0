import { AgentDispatchClient, RoomServiceClient } from "livekit-server-sdk";
import { TRPCError } from "@trpc/server";
import { dispatchMetadataSchema, VOICE_AGENT_NAME, type CallChannel } from "~/contracts/room-protocol";
import { env, LOCAL_DEV_LIVEKIT_URL } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";

const log = moduleLogger("voice.room_claims");

/**
 * A voice turn claims a room (its conversation key is the LiveKit room name), a tenant and a
 * channel. The agent token alone proves only that the caller is *an* agent worker; this check
 * proves the claim against what LiveKit itself holds: the room's dispatch of our agent, whose
 * metadata the app (web token) or the tenant's SIP dispatch rule wrote. So a leaked agent token
 * cannot speak for another tenant, on another channel, or outside a real call.
 */
export interface RoomClaim {
  room: string;
  tenant: string;
  /** The turn's channel as the agent names it ("voice" is a browser call, dispatched as "web"). */
  channel: "voice" | "sip";
}

/** What LiveKit says about a room: the tenant and channel of each dispatch of our agent in it. */
export interface RoomDispatchLookup {
  dispatchesOf(room: string): Promise<{ tenant: string; channel: CallChannel }[]>;
}

const TURN_CHANNEL_OF_DISPATCH: Record<CallChannel, RoomClaim["channel"]> = { web: "voice", sip: "sip" };

/** A claim, once proved, holds for the call; a call is far shorter than this. */
const PROVED_TTL_MS = 30 * 60_000;
/** Bounded: a flood of distinct room names cannot grow the process. */
const MAX_PROVED = 10_000;

export class RoomClaims {
  private readonly proved = new Map<string, { key: string; until: number }>();

  constructor(
    private readonly lookup: RoomDispatchLookup,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves when LiveKit holds a dispatch matching the claim; throws FORBIDDEN (naming what did not match) otherwise. */
  async verify(claim: RoomClaim): Promise<void> {
    const key = `${claim.tenant}\u0000${claim.channel}`;
    const cached = this.proved.get(claim.room);
    if (cached && cached.key === key && cached.until > this.now()) return;

    let dispatches: { tenant: string; channel: CallChannel }[];
    try {
      dispatches = await this.lookup.dispatchesOf(claim.room);
    } catch (err) {
      // Fail closed: without LiveKit there is no call to answer anyway.
      log.error({ room: claim.room, err: (err as Error).message }, "room_claim_lookup_failed");
      throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "Cannot check the call's room with LiveKit right now." });
    }
    log.debug({ room: claim.room, dispatches: dispatches.length }, "room_dispatches_read");
    const match = dispatches.some((d) => d.tenant === claim.tenant && TURN_CHANNEL_OF_DISPATCH[d.channel] === claim.channel);
    if (!match) {
      log.warn({ room: claim.room, tenant: claim.tenant, channel: claim.channel, dispatches: dispatches.length }, "room_claim_refused");
      throw new TRPCError({
        code: "FORBIDDEN",
        message:
          dispatches.length === 0
            ? "This conversation is not a call the voice agent was dispatched to."
            : `This call's room was not dispatched for tenant ${claim.tenant} on channel ${claim.channel}.`,
      });
    }
    if (this.proved.size >= MAX_PROVED) this.proved.delete(this.proved.keys().next().value!);
    this.proved.set(claim.room, { key, until: this.now() + PROVED_TTL_MS });
  }
}

export interface LivekitApi {
  url: string;
  apiKey: string;
  apiSecret: string;
}

/** LiveKit's agent-dispatch API: the dispatches of our agent in the room, with their parsed metadata. */
export function livekitDispatchLookup(api: LivekitApi): RoomDispatchLookup {
  const dispatchClient = new AgentDispatchClient(api.url, api.apiKey, api.apiSecret);
  const roomClient = new RoomServiceClient(api.url, api.apiKey, api.apiSecret);
  return {
    async dispatchesOf(room) {
      // Asking for the dispatches of a room that does not exist waits seconds for a node that
      // never answers (503): ask whether the room exists first.
      if ((await roomClient.listRooms([room])).length === 0) return [];
      const all = await dispatchClient.listDispatch(room);
      return all.flatMap((d) => {
        if (d.agentName !== VOICE_AGENT_NAME) return [];
        const parsed = dispatchMetadataSchema.safeParse(safeJson(d.metadata));
        return parsed.success ? [{ tenant: parsed.data.tenant, channel: parsed.data.channel }] : [];
      });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

let fromEnv: RoomClaims | undefined;

/** The app's own LiveKit, from the environment (the local dev server when LIVEKIT_URL is unset). */
export function roomClaimsFromEnv(): RoomClaims {
  const e = env();
  fromEnv ??= new RoomClaims(
    livekitDispatchLookup({ url: e.LIVEKIT_URL ?? LOCAL_DEV_LIVEKIT_URL, apiKey: e.LIVEKIT_API_KEY, apiSecret: e.LIVEKIT_API_SECRET }),
  );
  return fromEnv;
}
