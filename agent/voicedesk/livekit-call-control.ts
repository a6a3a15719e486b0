import type { JobContext } from "@livekit/agents";
import { ParticipantKind, RoomEvent as LivekitRoomEvent } from "@livekit/rtc-node";
import { once } from "node:events";
import { SipClient } from "livekit-server-sdk";
import { LOCAL_DEV_LIVEKIT_URL, type Env } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import { ROOM_EVENTS_TOPIC, type RoomEvent } from "~/contracts/room-protocol";
import type { CallControl } from "./call-actions";

const log = moduleLogger("agent.call_control");

/**
 * `sendText` resolves once the event left the agent, not once the page has it: deleting the room
 * a few milliseconds later lost the last events (`speech_done`, `end_call`) in about half the
 * runs of the goodbye test, and the page then took the line's own hang-up for a dropped call. A
 * page that is still in the room gets this long to receive them (it leaves on its own sooner, or
 * stays until the room goes); a phone caller has no page and is hung up at once.
 */
export const END_CALL_DELIVERY_MS = 1000;

/** LiveKit's server API speaks HTTP(S) on the same host as the ws(s) signalling URL. */
function httpUrl(wsUrl: string): string {
  return wsUrl.replace(/^ws(s?):/, "http$1:");
}

export function livekitCallControl(ctx: JobContext, credentials: { url: string; apiKey: string; apiSecret: string }): CallControl {
  return {
    async sendEvent(event) {
      const room = ctx.room;
      if (!room.localParticipant) return;
      try {
        await room.localParticipant.sendText(JSON.stringify(event satisfies RoomEvent), { topic: ROOM_EVENTS_TOPIC });
      } catch (err) {
        // The page is a convenience; a lost event must never end the call.
        log.warn({ type: event.type, err: (err as Error).message }, "room_event_not_sent");
      }
    },
    async transferSip(telUri) {
      const caller = [...ctx.room.remoteParticipants.values()].find((p) => p.kind === ParticipantKind.SIP);
      if (!caller) throw new Error("no SIP participant in the room to transfer");
      await new SipClient(httpUrl(credentials.url), credentials.apiKey, credentials.apiSecret).transferSipParticipant(ctx.room.name!, caller.identity, telUri, {
        playDialtone: false,
      });
    },
    async hangUp() {
      const pageInRoom = [...ctx.room.remoteParticipants.values()].some((p) => p.kind !== ParticipantKind.SIP && p.kind !== ParticipantKind.AGENT);
      if (pageInRoom) {
        const left = new AbortController();
        await Promise.race([
          once(ctx.room, LivekitRoomEvent.ParticipantDisconnected, { signal: left.signal }).catch(() => undefined),
          new Promise((resolve) => setTimeout(resolve, END_CALL_DELIVERY_MS).unref()),
        ]);
        left.abort();
      }
      await ctx.deleteRoom();
    },
  };
}

/** The call control of a job, with the worker's LiveKit credentials. */
export function callControlFor(ctx: JobContext, config: Pick<Env, "LIVEKIT_URL" | "LIVEKIT_API_KEY" | "LIVEKIT_API_SECRET">): CallControl {
  return livekitCallControl(ctx, { url: config.LIVEKIT_URL ?? LOCAL_DEV_LIVEKIT_URL, apiKey: config.LIVEKIT_API_KEY, apiSecret: config.LIVEKIT_API_SECRET });
}
