/**
 * Where the caller's wait goes between the agent and the caller, per turn, on one clock: the
 * bench's caller and the agent's job host run on the same machine, so the caller's marks
 * (performance.timeOrigin + performance.now()) and the agent's log times (epoch ms) compare.
 *
 * Session 47 found 280–350 ms between the agent's mark "first frame leaves the agent" and the
 * caller's first voiced frame. The agent's marks are dated from the VAD's report minus its silence
 * window, so that gap mixes the way in (caller → agent), how late the VAD judged, the way out
 * (agent → caller) and the caller's own voiced-frame test. This splits it into those parts.
 */
import { percentile } from "../report";

/** The caller's side of one turn, epoch ms. */
export interface CallerTurnMarks {
  path: string;
  /** The worker log's room reference of this call (conversationRef of the room name). */
  roomRef: string;
  /** The caller's microphone played its last frame (the bench's clock start). */
  endedAt: number;
  /** The first frame of the answer at the caller that is not silence (> SOUND_DBFS). */
  firstSoundAt: number | undefined;
  /** The first frame at or above the bench's speech threshold: the figure the bench reports. */
  firstVoicedAt: number | undefined;
}

/** Quieter than this a received frame is the decoder's silence or comfort noise, not the line's voice starting. */
export const SOUND_DBFS = -70;

/** One turn's wait, split (ms). */
export interface GapSplit {
  path: string;
  /** The caller's end → their last voiced audio reached the agent's VAD (the way in). */
  wayIn: number;
  /** That audio → the VAD's end-of-speech report (its silence window and any lateness). */
  vadReport: number;
  /** The report → the answer's first frame handed to the agent's audio source (turn detection, cognition, synthesis). */
  agent: number;
  /** That frame → the first sound at the caller (rtc-node's source, Opus, LiveKit, the caller's jitter buffer). */
  wayOut: number;
  /** The first sound → the first frame loud enough for the bench's speech test. */
  loudEnough: number;
  /** The bench's figure: the caller's end → the first voiced frame. */
  total: number;
}

interface LogLine {
  time: number;
  msg: string;
  room?: string;
  lastVoiceMs?: number | null;
}

function parse(lines: readonly string[]): LogLine[] {
  const out: LogLine[] = [];
  for (const line of lines) {
    if (!line.includes('"caller_voice_heard"') && !line.includes('"agent_audio_started"')) continue;
    try {
      out.push(JSON.parse(line) as LogLine);
    } catch {
      // Not a JSON line (a worker's banner): nothing to read.
    }
  }
  return out;
}

/**
 * The split of each turn whose agent marks were found: the VAD's last report before the line
 * started speaking (a pause inside the question reports too, and is superseded), and the line's
 * first audio after that report.
 */
export function splitGaps(turns: readonly CallerTurnMarks[], workerLines: readonly string[]): GapSplit[] {
  const lines = parse(workerLines);
  const splits: GapSplit[] = [];
  for (const turn of turns) {
    if (turn.firstSoundAt === undefined || turn.firstVoicedAt === undefined) continue;
    const mine = lines.filter((l) => l.room === turn.roomRef && l.time >= turn.endedAt - 5000);
    const started = mine.find((l) => l.msg === "agent_audio_started" && l.time >= turn.endedAt && l.time <= turn.firstVoicedAt!);
    if (!started) continue;
    const report = mine.filter((l) => l.msg === "caller_voice_heard" && l.time <= started.time && typeof l.lastVoiceMs === "number").at(-1);
    if (!report || typeof report.lastVoiceMs !== "number") continue;
    const lastVoiceAt = report.time - report.lastVoiceMs;
    splits.push({
      path: turn.path,
      wayIn: lastVoiceAt - turn.endedAt,
      vadReport: report.lastVoiceMs,
      agent: started.time - report.time,
      wayOut: turn.firstSoundAt - started.time,
      loudEnough: turn.firstVoicedAt - turn.firstSoundAt,
      total: turn.firstVoicedAt - turn.endedAt,
    });
  }
  return splits;
}

const PARTS: Array<{ key: Exclude<keyof GapSplit, "path">; label: string }> = [
  { key: "wayIn", label: "way in" },
  { key: "vadReport", label: "VAD report" },
  { key: "agent", label: "agent" },
  { key: "wayOut", label: "way out" },
  { key: "loudEnough", label: "loud enough" },
  { key: "total", label: "total" },
];

/** Medians per path and over all turns, one line each: "path (n): way in 31, VAD report 590, …". */
export function gapLines(splits: readonly GapSplit[]): string[] {
  const groups = new Map<string, GapSplit[]>([["all", [...splits]]]);
  for (const s of splits) (groups.get(s.path) ?? groups.set(s.path, []).get(s.path)!).push(s);
  return [...groups.entries()]
    .filter(([, g]) => g.length > 0)
    .map(([path, g]) => {
      const p50 = (key: Exclude<keyof GapSplit, "path">) =>
        Math.round(
          percentile(
            g.map((s) => s[key]).sort((a, b) => a - b),
            50,
          ),
        );
      return `${path} (${g.length}): ${PARTS.map((p) => `${p.label} ${p50(p.key)}`).join(", ")}`;
    });
}
