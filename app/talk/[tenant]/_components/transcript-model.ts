/**
 * The page's transcript as a pure reducer. Three sources write into it:
 *
 * - live segments (`lk.transcription` text streams): the caller's words as recognised and the
 *   agent's words as spoken, arriving while they happen;
 * - the line's `turn` events (`voicedesk.events`): the record of a turn — exactly what was
 *   recognised and exactly what was spoken, after safety and shaping;
 * - typed chat turns.
 *
 * A spoken turn reaches the page twice (live and as a record), in either order. Showing both
 * would double every line, so a record claims the live entries it describes and its text wins;
 * live text that arrives after its record only attaches to it. Live speech that no record
 * describes (the greeting, "one moment please") stays as it was heard.
 */

export type Speaker = "caller" | "agent";

export interface TranscriptEntry {
  /** Stable across updates: React key and the handle later events use. */
  id: string;
  speaker: Speaker;
  text: string;
  source: "live" | "turn" | "chat";
  /** Live: the segment is complete. Turn and chat entries are always final. */
  final: boolean;
  /** The call (room) of a spoken entry: turn numbers start again at 0 in every call. */
  call?: string;
  turnIndex?: number;
  /** The caller cut the agent off while this was being said. */
  interrupted?: boolean;
  /** Live segment ids shown by this entry. */
  segments: string[];
}

export interface TranscriptState {
  entries: TranscriptEntry[];
}

export type TranscriptAction =
  /** `text` is the segment's whole text so far (the caller of the reducer accumulates deltas). */
  | { type: "segment"; call: string; segmentId: string; speaker: Speaker; text: string; final: boolean }
  | { type: "turn"; call: string; turnIndex: number; utterance: string; spoken: string }
  | { type: "speech_done"; call: string; turnIndex: number | null; interrupted: boolean }
  | { type: "chat"; id: string; speaker: Speaker; text: string };

export const emptyTranscript: TranscriptState = { entries: [] };

/** Letters and digits only, lower case, without accents: how two renderings of one sentence compare. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Whether live text is (the start of, or a part of) a recorded utterance. A short fragment only
 * counts as the start: "ja" occurs in far too many sentences to be claimed from the middle.
 */
function describes(recorded: string, live: string): boolean {
  const r = normalizeForMatch(recorded);
  const l = normalizeForMatch(live);
  if (l === "" || r === "") return false;
  return r.startsWith(l) || l.startsWith(r) || (l.length >= 12 && r.includes(l));
}

function unclaimedLive(entry: TranscriptEntry, speaker: Speaker, call: string): boolean {
  return entry.source === "live" && entry.speaker === speaker && entry.call === call && entry.turnIndex === undefined;
}

/** A turn record still waiting for its live agent speech. */
function awaitingLiveSpeech(entry: TranscriptEntry, call: string): boolean {
  return entry.source === "turn" && entry.speaker === "agent" && entry.call === call && entry.segments.length === 0;
}

function applySegment(state: TranscriptState, a: Extract<TranscriptAction, { type: "segment" }>): TranscriptState {
  const entries = state.entries;
  const at = entries.findIndex((e) => e.call === a.call && e.segments.includes(a.segmentId));
  const existing = at >= 0 ? entries[at] : undefined;

  if (existing && existing.source !== "live") return state; // the record's text wins

  // Live agent speech of an answer whose record came first: fold it into that record.
  if (a.speaker === "agent") {
    const record = findLast(entries, (e) => awaitingLiveSpeech(e, a.call) && describes(e.text, a.text));
    if (record) {
      const merged = entries.filter((e) => e !== existing).map((e) => (e === record ? { ...e, segments: [...e.segments, a.segmentId] } : e));
      return { entries: merged };
    }
  }

  if (existing) {
    return { entries: entries.map((e, i) => (i === at ? { ...e, text: a.text, final: a.final } : e)) };
  }
  if (a.text.trim() === "") return state; // nothing to show yet
  return {
    entries: [
      ...entries,
      { id: `live:${a.call}:${a.segmentId}`, speaker: a.speaker, text: a.text, source: "live", final: a.final, call: a.call, segments: [a.segmentId] },
    ],
  };
}

function applyTurn(state: TranscriptState, a: Extract<TranscriptAction, { type: "turn" }>): TranscriptState {
  if (state.entries.some((e) => e.source === "turn" && e.call === a.call && e.turnIndex === a.turnIndex)) return state; // a repeated event

  let entries = [...state.entries];

  // The caller's side: every live caller segment this utterance contains. When speech-to-text
  // was corrected before cognition (tenant mishears) nothing matches word for word; the finished
  // segments since the last turn are then still this turn's words.
  let callerParts = entries.filter((e) => unclaimedLive(e, "caller", a.call) && describes(a.utterance, e.text));
  if (callerParts.length === 0) callerParts = entries.filter((e) => unclaimedLive(e, "caller", a.call) && e.final);

  // The agent's side: live speech that is the start of (or inside) what was spoken.
  const agentParts = entries.filter((e) => unclaimedLive(e, "agent", a.call) && describes(a.spoken, e.text));

  const callerEntry: TranscriptEntry = {
    id: `turn:${a.call}:${a.turnIndex}:caller`,
    speaker: "caller",
    text: a.utterance,
    source: "turn",
    final: true,
    call: a.call,
    turnIndex: a.turnIndex,
    segments: callerParts.flatMap((e) => e.segments),
  };
  const agentEntry: TranscriptEntry = {
    id: `turn:${a.call}:${a.turnIndex}:agent`,
    speaker: "agent",
    text: a.spoken,
    source: "turn",
    final: true,
    call: a.call,
    turnIndex: a.turnIndex,
    segments: agentParts.flatMap((e) => e.segments),
  };

  const firstCaller = callerParts[0];
  const firstAgent = agentParts[0];
  const claimed = new Set([...callerParts, ...agentParts]);
  // Each record takes the place of its first live part; one without live parts goes last, but a
  // caller record always before its answer.
  entries = entries.flatMap((e) => {
    if (e === firstCaller) return [callerEntry];
    if (e === firstAgent) return firstCaller || a.utterance.trim() === "" ? [agentEntry] : [callerEntry, agentEntry];
    return claimed.has(e) ? [] : [e];
  });
  const hasCaller = entries.includes(callerEntry);
  const hasAgent = entries.includes(agentEntry);
  if (!hasCaller && a.utterance.trim() !== "") entries.push(callerEntry);
  if (!hasAgent && a.spoken.trim() !== "") entries.push(agentEntry);
  return { entries };
}

/**
 * The caller cut the agent off: the entry of that speech says so. An answer is found by its turn.
 * Speech that is no turn's answer (the greeting, an owed emergency reply) has no turn number: it is
 * the call's last live agent entry no turn claimed, as the line says one thing at a time. Its live
 * text already stops where the caller cut in (the words are sent as they are played); without the
 * mark the page showed a greeting cut at "…en geef geen medisch" as if it had ended there.
 */
function markInterrupted(state: TranscriptState, a: Extract<TranscriptAction, { type: "speech_done" }>): TranscriptState {
  const target = a.turnIndex === null ? findLast(state.entries, (e) => unclaimedLive(e, "agent", a.call)) : undefined;
  return {
    entries: state.entries.map((e) => {
      const isTarget = a.turnIndex === null ? e === target : e.speaker === "agent" && e.call === a.call && e.turnIndex === a.turnIndex;
      return isTarget ? { ...e, interrupted: true } : e;
    }),
  };
}

export function transcriptReducer(state: TranscriptState, action: TranscriptAction): TranscriptState {
  switch (action.type) {
    case "segment":
      return applySegment(state, action);
    case "turn":
      return applyTurn(state, action);
    case "speech_done":
      return action.interrupted ? markInterrupted(state, action) : state;
    case "chat":
      if (state.entries.some((e) => e.id === action.id)) return state;
      return { entries: [...state.entries, { id: action.id, speaker: action.speaker, text: action.text, source: "chat", final: true, segments: [] }] };
  }
}

function findLast<T>(items: readonly T[], predicate: (item: T) => boolean): T | undefined {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (predicate(item)) return item;
  }
  return undefined;
}
