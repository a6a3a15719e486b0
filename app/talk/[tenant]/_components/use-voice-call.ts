"use client";

import { useMutation } from "@tanstack/react-query";
import {
  DisconnectReason,
  MediaDeviceFailure,
  Room,
  RoomEvent,
  Track,
  createLocalAudioTrack,
  type LocalAudioTrack,
  type RemoteParticipant,
} from "livekit-client";
import { useCallback, useEffect, useRef, useState, type Dispatch } from "react";
import type { Lang } from "~/lib/lang";
import { ROOM_EVENTS_TOPIC, type RoomEvent as LineEvent } from "~/contracts/room-protocol";
import { useTRPC } from "../../../_trpc/react";
import { TRANSCRIPTION_TOPIC, readRoomEvent, transcriptionHeader } from "./room-streams";
import type { TranscriptAction } from "./transcript-model";

export type CallState = "idle" | "connecting" | "connected" | "ended" | "error";
export type MicProblem = "denied" | "notFound" | "inUse" | "other";

/** Why the call is in its state: what the status line says. */
export type CallOutcome =
  | { kind: "none" }
  | { kind: "mic"; mic: MicProblem }
  | { kind: "joinFailed" }
  | { kind: "connectFailed" }
  | { kind: "noAnswer" }
  | { kind: "connectionLost" }
  | { kind: "endedByCaller" }
  | { kind: "endedByLine" };

const AGENT_STATES = ["initializing", "idle", "listening", "thinking", "speaking"] as const;
/** The agent's own `lk.agent.state`, or `waiting` while no agent is in the room. */
export type AgentPresence = "waiting" | (typeof AGENT_STATES)[number];

/**
 * An agent dispatch normally joins within a second or two. Past this, the worker is down or
 * overloaded, and a caller listening to silence deserves to be told and offered the text path.
 */
const NO_ANSWER_MS = 20_000;
/**
 * An answer usually comes within a second or two of the microphone opening. Past this the caller
 * has heard nothing for long enough to wonder: the page says it is still connecting, rather than
 * leave them in silence until NO_ANSWER_MS.
 */
const STILL_CONNECTING_MS = 5_000;
/** How long the goodbye may still be playing after `end_call` before the page leaves the room. */
const END_CALL_GRACE_MS = 15_000;

export interface VoiceCallOptions {
  tenant: string;
  lang: Lang;
  dispatch: Dispatch<TranscriptAction>;
  onTransfer: (helpdeskPhone: string) => void;
}

export interface VoiceCall {
  state: CallState;
  outcome: CallOutcome;
  agent: AgentPresence;
  /** No assistant yet, STILL_CONNECTING_MS after the microphone opened. */
  waitingLong: boolean;
  muted: boolean;
  /** Set while connected: RoomAudioRenderer and the start-audio button need it. */
  room: Room | undefined;
  start: () => Promise<void>;
  /**
   * A typed question during the call: the line answers it aloud, in the call (a fresh machine has
   * no offline speech recogniser, so typing is how a caller talks to the voice line there).
   */
  sendText: (text: string) => Promise<boolean>;
  hangUp: () => void;
  toggleMute: () => Promise<void>;
}

interface Attempt {
  cancelled: boolean;
  /** room.connect() resolved; before that, a failure is connect()'s to report. */
  joined: boolean;
  endCallAnnounced: boolean;
  room?: Room;
  roomName?: string;
  track?: LocalAudioTrack;
  noAnswerTimer?: ReturnType<typeof setTimeout>;
  stillConnectingTimer?: ReturnType<typeof setTimeout>;
  endCallTimer?: ReturnType<typeof setTimeout>;
}

function micProblem(err: unknown): MicProblem {
  switch (MediaDeviceFailure.getFailure(err)) {
    case MediaDeviceFailure.PermissionDenied:
      return "denied";
    case MediaDeviceFailure.NotFound:
      return "notFound";
    case MediaDeviceFailure.DeviceInUse:
      return "inUse";
    default:
      return "other";
  }
}

function findAgent(room: Room): RemoteParticipant | undefined {
  for (const p of room.remoteParticipants.values()) {
    if (p.isAgent || p.attributes["lk.agent.state"] !== undefined) return p;
  }
  return undefined;
}

function agentPresence(room: Room): AgentPresence {
  const agent = findAgent(room);
  if (!agent) return "waiting";
  const state = agent.attributes["lk.agent.state"];
  return (AGENT_STATES as readonly string[]).includes(state ?? "") ? (state as AgentPresence) : "initializing";
}

/** The browser softphone: microphone, join token, LiveKit room, and what the line tells the page. */
export function useVoiceCall({ tenant, lang, dispatch, onTransfer }: VoiceCallOptions): VoiceCall {
  const trpc = useTRPC();
  const join = useMutation(trpc.webCall.join.mutationOptions());
  const [state, setState] = useState<CallState>("idle");
  const [outcome, setOutcome] = useState<CallOutcome>({ kind: "none" });
  const [agent, setAgent] = useState<AgentPresence>("waiting");
  const [waitingLong, setWaitingLong] = useState(false);
  const [muted, setMuted] = useState(false);
  const [room, setRoom] = useState<Room | undefined>(undefined);
  const current = useRef<Attempt | undefined>(undefined);
  // Handlers registered on a Room outlive renders; they read the latest callbacks through refs.
  const onTransferRef = useRef(onTransfer);
  useEffect(() => {
    onTransferRef.current = onTransfer;
  }, [onTransfer]);

  const release = useCallback((attempt: Attempt) => {
    clearTimeout(attempt.noAnswerTimer);
    clearTimeout(attempt.stillConnectingTimer);
    clearTimeout(attempt.endCallTimer);
    attempt.track?.stop();
    if (attempt.room) void attempt.room.disconnect();
  }, []);

  const finish = useCallback(
    (attempt: Attempt, next: CallState, why: CallOutcome) => {
      if (current.current !== attempt) return;
      attempt.cancelled = true;
      release(attempt);
      current.current = undefined;
      setRoom(undefined);
      setMuted(false);
      setWaitingLong(false);
      setState(next);
      setOutcome(why);
    },
    [release],
  );

  const onLineEvent = useCallback(
    (attempt: Attempt, event: LineEvent) => {
      switch (event.type) {
        case "turn":
          dispatch({ type: "turn", call: attempt.roomName ?? "", turnIndex: event.turnIndex, utterance: event.utterance, spoken: event.spoken });
          return;
        case "speech_done":
          dispatch({ type: "speech_done", call: attempt.roomName ?? "", turnIndex: event.turnIndex, interrupted: event.interrupted });
          return;
        case "transfer":
          onTransferRef.current(event.helpdeskPhone);
          return;
        case "end_call":
          // The line says goodbye and deletes the room; the disconnect that follows is its doing.
          // Should the room outlive the goodbye, the page hangs up itself rather than sit in silence.
          attempt.endCallAnnounced = true;
          attempt.endCallTimer = setTimeout(() => finish(attempt, "ended", { kind: "endedByLine" }), END_CALL_GRACE_MS);
          return;
        case "hello":
          return;
      }
    },
    [dispatch, finish],
  );

  const wire = useCallback(
    (attempt: Attempt, r: Room) => {
      const refreshAgent = () => {
        const presence = agentPresence(r);
        setAgent(presence);
        if (presence !== "waiting") {
          clearTimeout(attempt.noAnswerTimer);
          clearTimeout(attempt.stillConnectingTimer);
          setWaitingLong(false);
        }
      };
      r.on(RoomEvent.ParticipantConnected, refreshAgent);
      r.on(RoomEvent.ParticipantAttributesChanged, refreshAgent);
      r.on(RoomEvent.ParticipantDisconnected, (p: RemoteParticipant) => {
        refreshAgent();
        // The agent leaving is the line hanging up; staying in an empty room helps nobody.
        if (p.isAgent && !findAgent(r)) finish(attempt, "ended", { kind: "endedByLine" });
      });
      r.on(RoomEvent.Disconnected, (reason?: DisconnectReason) => {
        if (attempt.cancelled || !attempt.joined) return;
        if (attempt.endCallAnnounced || reason === DisconnectReason.ROOM_DELETED || reason === DisconnectReason.PARTICIPANT_REMOVED) {
          finish(attempt, "ended", { kind: "endedByLine" });
        } else if (reason === DisconnectReason.CLIENT_INITIATED) {
          finish(attempt, "ended", { kind: "endedByCaller" });
        } else {
          finish(attempt, "error", { kind: "connectionLost" });
        }
      });

      r.registerTextStreamHandler(ROOM_EVENTS_TOPIC, (reader, sender) => {
        reader.readAll().then(
          (payload) => {
            const event = readRoomEvent(payload, sender.identity);
            if (event && current.current === attempt) onLineEvent(attempt, event);
          },
          (err: unknown) => console.warn("[voicedesk] room event stream failed", err),
        );
      });

      r.registerTextStreamHandler(TRANSCRIPTION_TOPIC, (reader, sender) => {
        const local = r.localParticipant;
        const header = transcriptionHeader(
          { streamId: reader.info.id, attributes: reader.info.attributes, senderIdentity: sender.identity },
          { identity: local.identity, trackSids: [...local.trackPublications.keys()] },
        );
        void (async () => {
          let text = "";
          try {
            for await (const delta of reader) {
              text += delta;
              dispatch({ type: "segment", call: attempt.roomName ?? "", segmentId: header.segmentId, speaker: header.speaker, text, final: false });
            }
            // The agent's own speech is one stream per segment; the caller's interim texts each
            // come as a whole stream, and only the sender knows which of them is the last.
            const final = header.finalMarked || header.speaker === "agent";
            dispatch({ type: "segment", call: attempt.roomName ?? "", segmentId: header.segmentId, speaker: header.speaker, text, final });
          } catch (err) {
            console.warn("[voicedesk] transcription stream failed", err);
          }
        })();
      });
    },
    [dispatch, finish, onLineEvent],
  );

  const start = useCallback(async () => {
    if (current.current) return; // a second click while connecting must not open a second room
    const attempt: Attempt = { cancelled: false, joined: false, endCallAnnounced: false };
    current.current = attempt;
    setState("connecting");
    setOutcome({ kind: "none" });
    setAgent("waiting");
    setWaitingLong(false);

    // Microphone first: a caller who cannot speak is offered the text path at once, and no agent
    // is dispatched into a room nobody will talk in.
    try {
      attempt.track = await createLocalAudioTrack({ echoCancellation: true, noiseSuppression: true, autoGainControl: true });
    } catch (err) {
      console.warn("[voicedesk] microphone unavailable", err);
      finish(attempt, "error", { kind: "mic", mic: micProblem(err) });
      return;
    }
    if (attempt.cancelled) return release(attempt);
    // From here the caller waits on us (not on their browser's permission prompt).
    attempt.stillConnectingTimer = setTimeout(() => {
      if (current.current === attempt && !(attempt.room && findAgent(attempt.room))) setWaitingLong(true);
    }, STILL_CONNECTING_MS);

    let ticket: Awaited<ReturnType<typeof join.mutateAsync>>;
    try {
      ticket = await join.mutateAsync({ tenant, lang });
    } catch (err) {
      console.warn("[voicedesk] could not get a call token", err);
      finish(attempt, "error", { kind: "joinFailed" });
      return;
    }
    if (attempt.cancelled) return release(attempt);

    attempt.roomName = ticket.room;
    const r = new Room({ adaptiveStream: false, dynacast: false, disconnectOnPageLeave: true });
    attempt.room = r;
    wire(attempt, r);
    try {
      await r.connect(ticket.url, ticket.token);
      attempt.joined = true;
    } catch (err) {
      console.warn("[voicedesk] could not connect to the voice service", err);
      finish(attempt, "error", { kind: "connectFailed" });
      return;
    }
    if (attempt.cancelled) return release(attempt);

    try {
      await r.localParticipant.publishTrack(attempt.track, { source: Track.Source.Microphone });
    } catch (err) {
      console.warn("[voicedesk] could not publish the microphone", err);
      finish(attempt, "error", { kind: "connectFailed" });
      return;
    }
    if (attempt.cancelled) return release(attempt);

    setRoom(r);
    setAgent(agentPresence(r));
    setState("connected");
    if (!findAgent(r)) {
      attempt.noAnswerTimer = setTimeout(() => {
        if (!findAgent(r)) finish(attempt, "error", { kind: "noAnswer" });
      }, NO_ANSWER_MS);
    }
  }, [finish, join, lang, release, tenant, wire]);

  const sendText = useCallback(async (text: string) => {
    const r = current.current?.joined ? current.current.room : undefined;
    const question = text.trim();
    if (!r || question === "") return false;
    try {
      // lk.chat is the agents framework's text input: the same turn as speech, answered by voice.
      await r.localParticipant.sendText(question, { topic: "lk.chat" });
      return true;
    } catch (err) {
      console.warn("[voicedesk] typed question during the call failed", err);
      return false;
    }
  }, []);

  const hangUp = useCallback(() => {
    const attempt = current.current;
    if (attempt) finish(attempt, "ended", { kind: "endedByCaller" });
  }, [finish]);

  const toggleMute = useCallback(async () => {
    const track = current.current?.track;
    if (!track) return;
    if (track.isMuted) await track.unmute();
    else await track.mute();
    setMuted(track.isMuted);
  }, []);

  // Leaving the page (or a client-side navigation) ends the call.
  useEffect(() => {
    return () => {
      const attempt = current.current;
      if (attempt) {
        attempt.cancelled = true;
        release(attempt);
        current.current = undefined;
      }
    };
  }, [release]);

  return { state, outcome, agent, waitingLong, muted, room, start, sendText, hangUp, toggleMute };
}
