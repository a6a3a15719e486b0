import type { JobContext } from "@livekit/agents";
import { ParticipantKind } from "@livekit/rtc-node";
import { SipClient } from "livekit-server-sdk";
import { moduleLogger } from "~/lib/logger";
import { ROOM_EVENTS_TOPIC, type RoomEvent } from "~/contracts/room-protocol";
import type { CallControl } from "./call-actions";

const log = moduleLogger("agent.call_control");

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
      await ctx.deleteRoom();
    },
  };
}
