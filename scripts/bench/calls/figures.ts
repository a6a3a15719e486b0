/**
 * Pure arithmetic of the `calls` bench: which calls the bridge answered (and on which RTP port),
 * how long each rang, and the per-level figures the report prints.
 */
import { MIN_VOICED_MS, type RecordedTranscription } from "~/testkit/doubles/openai/transcriptions";
import type { SippMessage } from "~/testkit/sip/sipp";

/** One call as sipp's message trace shows it. */
export interface TracedCall {
  callId: string;
  /** sipp's call number (1-based), from our Call-ID pattern `<prefix>-<n>@<ip>`. */
  callNumber: number;
  /** INVITE → 200 OK, ms; undefined when never answered. */
  ringingMs: number | undefined;
  /** `127.0.0.1:<port>`: where the bridge sends this call's audio from (its SDP answer). */
  rtpSource: string | undefined;
  /** Wall-clock ms (Date.now()) when sipp sent the ACK: its recording starts there. */
  ackAt: number | undefined;
}

export function traceCalls(messages: SippMessage[]): TracedCall[] {
  const byCall = new Map<string, SippMessage[]>();
  for (const m of messages) if (m.callId !== undefined) byCall.set(m.callId, [...(byCall.get(m.callId) ?? []), m]);
  return [...byCall.entries()].map(([callId, ofCall]) => {
    const invite = ofCall.find((m) => m.direction === "sent" && m.method === "INVITE");
    const ok = ofCall.find((m) => m.direction === "received" && m.status === 200 && m.cseqMethod === "INVITE");
    const ack = ofCall.find((m) => m.direction === "sent" && m.method === "ACK");
    const port = ok ? /^m=audio (\d+)/m.exec(ok.text)?.[1] : undefined;
    return {
      callId,
      callNumber: Number(/-(\d+)@/.exec(callId)?.[1] ?? 0),
      ringingMs: invite?.loggedAt !== undefined && ok?.loggedAt !== undefined ? ok.loggedAt - invite.loggedAt : undefined,
      rtpSource: port !== undefined ? `127.0.0.1:${port}` : undefined,
      ackAt: ack?.loggedAt,
    };
  });
}

/**
 * Pure: the calls of this sipp run only (their Call-ID is the one the run gave that call number).
 * A trace can hold another run's calls with the same numbers; following one listens on its old port.
 */
export function callsOfThisRun(calls: readonly TracedCall[], callIdOf: (callNumber: number) => string): TracedCall[] {
  return calls.filter((c) => c.callId === callIdOf(c.callNumber));
}

/** Nearest-rank percentile; undefined for no samples. */
export function percentile(samples: readonly number[], p: number): number | undefined {
  if (samples.length === 0) return undefined;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** What one part of the host spent during a level. */
export interface PartUsage {
  cpuSeconds: number;
  /** Resident memory when the level began and at its peak. */
  startRssMb: number;
  peakRssMb: number;
}

export interface LevelOutcome {
  calls: number;
  timing: "fixed" | "events";
  /** Calls that never connected, or that sipp counted as failed. */
  failed: number;
  questions: number;
  /** Questions after which the caller heard no answer within the listening window. */
  unanswered: number;
  ringingMs: number[];
  firstAudioMs: number[];
  wallSeconds: number;
  worker: PartUsage & { processes: number };
  bridge: PartUsage;
  livekit: PartUsage;
  /** The bench process: the app's API and cognition, the STT double, the callers' RTP sink. */
  app: { cpuSeconds: number };
  /**
   * What the recogniser (the STT double) was asked during the level: every request, those that held
   * speech, and those that held speech but found no scripted words left — a question split into two
   * requests uses up another caller's words, and that caller's question goes unanswered for the
   * bench's script, not for the line.
   */
  recognition: { requests: number; voiced: number; unscripted: number };
  /**
   * What the callers' ear received: calls whose answered RTP port (the bridge's SDP) sent packets,
   * of those how many sent speech, and streams from ports no call was answered on. A call whose
   * port sent nothing while another port did means the bench listened in the wrong place.
   */
  rtp: RtpHeard;
  /** Event-loop delay the job hosts reported every 10 s while they ran calls (ms): the worst p99 and max, over `reports`. */
  loopDelay?: { p99Max: number; maxMax: number; reports: number };
}

export interface RtpHeard {
  calls: number;
  callsWithPackets: number;
  callsWithSpeech: number;
  otherSources: number;
}

/** Pure: which answered calls the sink heard from (streams as RtpSink.stats() gives them). */
export function rtpHeard(calls: readonly TracedCall[], streams: readonly { source: string; packets: number; speechMs: number }[]): RtpHeard {
  const answered = calls.flatMap((c) => (c.rtpSource === undefined ? [] : [c.rtpSource]));
  const of = (source: string) => streams.filter((s) => s.source === source);
  return {
    calls: answered.length,
    callsWithPackets: answered.filter((src) => of(src).some((s) => s.packets > 0)).length,
    callsWithSpeech: answered.filter((src) => of(src).some((s) => s.speechMs > 0)).length,
    otherSources: new Set(streams.map((s) => s.source).filter((src) => !answered.includes(src))).size,
  };
}

/** Pure: a level's recognition requests (see LevelOutcome.recognition). */
export function recognitionOf(requests: readonly RecordedTranscription[]): LevelOutcome["recognition"] {
  const voiced = requests.filter((r) => r.voicedMs >= MIN_VOICED_MS);
  return { requests: requests.length, voiced: voiced.length, unscripted: voiced.filter((r) => r.text === "").length };
}

/** Pure: a level's report line. */
export function levelLine(o: LevelOutcome): string {
  const ms = (x: number | undefined) => (x === undefined ? "—" : `${Math.round(x).toLocaleString("en")}`);
  const perCall = (x: number) => (x / o.calls).toFixed(2);
  const rssPerCall = Math.max(0, o.worker.peakRssMb - o.worker.startRssMb) / o.calls;
  const hostCpu = o.worker.cpuSeconds + o.bridge.cpuSeconds + o.livekit.cpuSeconds + o.app.cpuSeconds;
  const share = (x: number) => `${Math.round((100 * x) / Math.max(hostCpu, 1e-9))} %`;
  return [
    `${o.calls} call${o.calls === 1 ? "" : "s"} (${o.timing} timing):`,
    `failed ${o.failed}, unanswered ${o.unanswered}/${o.questions};`,
    `ringing p50 ${ms(percentile(o.ringingMs, 50))} / max ${ms(o.ringingMs.length ? Math.max(...o.ringingMs) : undefined)} ms;`,
    `first audio p50/p95/p99 ${ms(percentile(o.firstAudioMs, 50))} / ${ms(percentile(o.firstAudioMs, 95))} / ${ms(percentile(o.firstAudioMs, 99))} ms (n ${o.firstAudioMs.length});`,
    `worker ${perCall(o.worker.cpuSeconds)} CPU-s and ${Math.round(rssPerCall)} MB per call (peak ${Math.round(o.worker.peakRssMb)} MB, ${o.worker.processes} processes);`,
    `CPU shares over ${o.wallSeconds.toFixed(0)} s: worker ${share(o.worker.cpuSeconds)}, bridge ${share(o.bridge.cpuSeconds)} (${perCall(o.bridge.cpuSeconds)} CPU-s per call),`,
    `livekit-server ${share(o.livekit.cpuSeconds)} (${perCall(o.livekit.cpuSeconds)}), app + bench ${share(o.app.cpuSeconds)} (${perCall(o.app.cpuSeconds)})`,
    `; caller RTP from ${o.rtp.callsWithPackets}/${o.rtp.calls} answered ports (${o.rtp.callsWithSpeech} with speech), ${o.rtp.otherSources} other ports`,
    `; recognition requests ${o.recognition.requests} (${o.recognition.voiced} with speech, ${o.recognition.unscripted} of them past the scripted words)`,
    o.loopDelay
      ? `; job hosts' event-loop delay p99 ≤ ${ms(o.loopDelay.p99Max)} ms, max ${ms(o.loopDelay.maxMax)} ms (${o.loopDelay.reports} 10-s reports)`
      : "",
  ].join(" ");
}

/** Pure: whether a level meets the line's goal (every call answered, every question heard, first audio p95 within the goal). */
export function levelHolds(o: LevelOutcome, goal: { firstAudioP95Ms: number; ringingMaxMs: number }): boolean {
  const p95 = percentile(o.firstAudioMs, 95);
  const ringingMax = o.ringingMs.length ? Math.max(...o.ringingMs) : Infinity;
  return o.failed === 0 && o.unanswered === 0 && p95 !== undefined && p95 <= goal.firstAudioP95Ms && ringingMax <= goal.ringingMaxMs;
}
