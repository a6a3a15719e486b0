import { parseRoomEvent, type RoomEvent } from "~/contracts/room-protocol";
import type { Speaker } from "./transcript-model";

/** LiveKit's own topic and attributes for live transcriptions (agents-js room output). */
export const TRANSCRIPTION_TOPIC = "lk.transcription";
const ATTR_SEGMENT_ID = "lk.segment_id";
const ATTR_TRACK_ID = "lk.transcribed_track_id";
const ATTR_FINAL = "lk.transcription_final";

/**
 * One `voicedesk.events` message. A message the page does not understand is dropped with a
 * warning: an agent newer than the page must not be able to break a caller's call.
 */
export function readRoomEvent(payload: string, from: string): RoomEvent | undefined {
  const parsed = parseRoomEvent(payload);
  if (!parsed.ok) {
    console.warn(`[voicedesk] ignored a room event from ${from}: ${parsed.error}`);
    return undefined;
  }
  return parsed.event;
}

export interface TranscriptionStreamInfo {
  streamId: string;
  attributes: Record<string, string> | undefined;
  senderIdentity: string;
}

export interface TranscriptionSegmentHeader {
  segmentId: string;
  speaker: Speaker;
  /** The sender marked this stream as the segment's final text. */
  finalMarked: boolean;
}

/**
 * Whose words a transcription stream carries. The agent publishes the caller's recognised speech
 * too (on the caller's behalf), so the sender alone does not say it: the transcribed track does.
 */
export function transcriptionHeader(info: TranscriptionStreamInfo, local: { identity: string; trackSids: readonly string[] }): TranscriptionSegmentHeader {
  const attrs = info.attributes ?? {};
  const trackId = attrs[ATTR_TRACK_ID];
  const ofCaller = info.senderIdentity === local.identity || (trackId !== undefined && local.trackSids.includes(trackId));
  return { segmentId: attrs[ATTR_SEGMENT_ID] ?? info.streamId, speaker: ofCaller ? "caller" : "agent", finalMarked: attrs[ATTR_FINAL] === "true" };
}

/** A tel: link target from a number as people write it ("011 30 40 00" → "tel:011304000"). */
export function telHref(phone: string): string {
  const dialable = phone.replace(/[^\d+]/g, "");
  return `tel:${dialable}`;
}
