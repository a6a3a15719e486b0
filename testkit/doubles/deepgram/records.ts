/**
 * Part of the Deepgram TEST DOUBLE. What the double observed, in plain JSON so the in-process API
 * and the control endpoint (`GET /connections`, `GET /heard`) return the same shapes.
 */
import type { ListenQuery, ListenRefusal } from "./listen-params";

export interface RecordedConnection {
  id: number;
  kind: "stream" | "prerecorded";
  /** Wall clock, ISO. */
  at: string;
  accepted: boolean;
  /** Why the double refused it, as Deepgram would have (401 bad key, 400 bad query). */
  refusal?: ListenRefusal;
  query: ListenQuery;
  /** Seconds of caller audio received (stream) or posted (prerecorded). */
  audioSec: number;
  keepAlives: number;
  finalizes: number;
  closeStreamReceived: boolean;
  /** Message types the double sent, counted (Results, SpeechStarted, UtteranceEnd, Metadata). */
  sent: Record<string, number>;
  /** Text frames the double did not understand, verbatim (truncated). */
  unknownMessages: string[];
  closeCode?: number;
}

export type HeardOutcome =
  /** Enough voiced audio and a scripted utterance to say: a transcript was sent. */
  | "transcribed"
  /** Enough voiced audio but the script was empty: nothing was invented, an empty final was sent. */
  | "unscripted"
  /** Loud enough to start (SpeechStarted was sent) but below the minimum voiced duration: a cough, not words. */
  | "too-short";

export interface HeardUtterance {
  connectionId: number;
  /** Wall clock when the double decided, ISO. */
  at: string;
  /** Audio clock of the connection, seconds. */
  startSec: number;
  endSec: number;
  voicedMs: number;
  outcome: HeardOutcome;
  /** What ended it: a pause (endpointing), the client's Finalize, its CloseStream, or the end of a posted file. */
  trigger: "endpoint" | "finalize" | "close-stream" | "end-of-file";
  text?: string;
  /** The scripted utterance's language tag, if it had one. */
  language?: string;
  /** The utterance was tagged with a language other than the one the connection was locked to. */
  languageMismatch?: boolean;
}

export function newConnectionRecord(id: number, kind: RecordedConnection["kind"], query: ListenQuery): RecordedConnection {
  return {
    id,
    kind,
    at: new Date().toISOString(),
    accepted: false,
    query,
    audioSec: 0,
    keepAlives: 0,
    finalizes: 0,
    closeStreamReceived: false,
    sent: {},
    unknownMessages: [],
  };
}
