import type { JobContext } from "@livekit/agents";
import { ParticipantKind, RoomEvent, type RemoteParticipant } from "@livekit/rtc-node";
import { moduleLogger } from "~/lib/logger";
import type { AppClient } from "../app-client";
import type { CallState } from "./call-state";

const log = moduleLogger("agent.call_presence");

/** How long a finished call's job waits for the app to record the end before it ends anyway. */
const CALL_END_RECORD_WAIT_MS = 15_000;

/**
 * How long a job that finds no caller in its room waits for one before it ends. The caller's join
 * creates the room and dispatches the job (web token, SIP dispatch rule), so a caller is normally
 * there before the job connects; this only has to outlast a slow join.
 */
export const CALLER_JOIN_WAIT_MS = 15_000;

export type CallerGone = "caller_left" | "caller_not_in_room";

/**
 * Ends the call once its caller is gone, however that happened: the caller leaves while the job
 * listens, or was never in the room, or left before the job started listening. The last was
 * missed: a job that took seconds to set up on a busy host (10 calls per host) registered for the
 * caller's leaving after it happened and held its call slot until its host stopped.
 */
export function watchCallerPresence(opts: {
  /** Whether a caller (anyone but an agent) is in the room now. */
  callerInRoom: () => boolean;
  /** Registers the handler for a caller leaving the room. */
  onCallerLeft: (handler: () => void) => void;
  joinWaitMs: number;
  end: (why: CallerGone) => void;
}): void {
  let ended = false;
  const end = (why: CallerGone) => {
    if (ended) return;
    ended = true;
    clearTimeout(waitForCaller);
    opts.end(why);
  };
  // Checked after the handler below is registered would leave a gap; both happen in this same tick.
  const waitForCaller = opts.callerInRoom()
    ? undefined
    : setTimeout(() => {
        if (!opts.callerInRoom()) end("caller_not_in_room");
      }, opts.joinWaitMs).unref();
  opts.onCallerLeft(() => end("caller_left"));
}

/**
 * The caller hung up (phone) or left the page: stop speaking, close the conversation as
 * `ended_by_caller` once the turns already handed to the app are written, and end the job — agents-js
 * does not end it when the caller leaves, and the room would otherwise hold a job slot until it
 * closes. A transfer or a goodbye the line made keeps its own disposition (the app decides).
 */
export function endJobWhenCallerLeaves(ctx: JobContext, client: AppClient, call: CallState): void {
  watchCallerPresence({
    callerInRoom: () => [...ctx.room.remoteParticipants.values()].some((p) => p.kind !== ParticipantKind.AGENT),
    onCallerLeft: (handler) =>
      ctx.room.on(RoomEvent.ParticipantDisconnected, (participant: RemoteParticipant) => {
        if (participant.kind !== ParticipantKind.AGENT) handler();
      }),
    joinWaitMs: CALLER_JOIN_WAIT_MS,
    end: (why) => {
      // No interrupt here: the shutdown closes the session, which stops any speech at once (an
      // interrupt just before made that close wait out its timeout, keeping the agent in the room).
      log.info({ room: call.conversation, channel: call.channel, whileSpeaking: call.agentSpeaking }, why);
      const recorded = client
        .callEnded({ tenant: call.tenant, conversation: call.conversation, channel: call.channel === "sip" ? "sip" : "voice" })
        .catch((err: unknown) => log.error({ room: call.conversation, err: (err as Error).message }, "call_end_not_recorded"));
      // The job leaves the room at once (agents-js disconnects before it runs the shutdown
      // callbacks), and the job stays until the app has recorded the end, at most a bounded wait.
      ctx.addShutdownCallback(() =>
        Promise.race([recorded, new Promise<void>((resolve) => setTimeout(resolve, CALL_END_RECORD_WAIT_MS).unref())]).then(() => undefined),
      );
      // Leave the room now: the framework's shutdown first closes the session (waiting for the
      // entrypoint and any speech, up to a minute on a busy host) and only then disconnects, so the
      // agent lingered until LiveKit's departure timeout closed the room.
      ctx.room.disconnect().catch((err: unknown) => log.warn({ room: call.conversation, err: (err as Error).message }, "room_leave_failed"));
      ctx.shutdown(why === "caller_left" ? "caller left" : "no caller in the room");
    },
  });
}

/**
 * A phone call's conversation starts with the caller's pseudonym. The SIP participant joined the
 * room before the agent was dispatched (it rings until the agent subscribes); its identity is what
 * the app hashes — never logged here.
 */
export function reportPhoneCaller(ctx: JobContext, client: AppClient, call: CallState): void {
  if (call.channel !== "sip") return;
  const caller = [...ctx.room.remoteParticipants.values()].find((p) => p.kind === ParticipantKind.SIP);
  if (!caller?.identity) {
    log.warn({ room: call.conversation }, "phone_caller_not_in_room");
    return;
  }
  void client
    .callStarted({ tenant: call.tenant, conversation: call.conversation, channel: "sip", callerRef: caller.identity })
    .catch((err: unknown) => log.warn({ room: call.conversation, err: (err as Error).message }, "phone_call_start_not_recorded"));
}
