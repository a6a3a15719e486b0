/**
 * The caller's ear: a UDP socket whose port the sipp scenario offers in its SDP (`[rtp_sink_port]`),
 * so the bridge sends the line's audio here. Counts RTP per stream and measures how much of the
 * PCMU audio is speech. sipp 3.6.1 itself never reads RTP (unless it echoes it back), so without
 * this nothing could say the caller heard anything.
 */
import { createSocket, type Socket } from "node:dgram";
import { rmsDbfs } from "../harness/speech-energy";
import { decodeUlaw } from "./g711";

export interface RtpHeader {
  version: number;
  payloadType: number;
  marker: boolean;
  sequence: number;
  timestamp: number;
  ssrc: number;
  /** Offset of the payload (after CSRCs and header extension). */
  payloadOffset: number;
}

/** Pure: the fixed RTP header (RFC 3550 §5.1), or undefined for anything that is not RTP v2. */
export function parseRtpHeader(packet: Uint8Array): RtpHeader | undefined {
  if (packet.length < 12) return undefined;
  const version = packet[0]! >> 6;
  if (version !== 2) return undefined;
  const csrcCount = packet[0]! & 0x0f;
  const hasExtension = (packet[0]! & 0x10) !== 0;
  const view = new DataView(packet.buffer, packet.byteOffset, packet.byteLength);
  let payloadOffset = 12 + 4 * csrcCount;
  if (hasExtension) {
    if (packet.length < payloadOffset + 4) return undefined;
    payloadOffset += 4 + 4 * view.getUint16(payloadOffset + 2);
  }
  if (payloadOffset > packet.length) return undefined;
  return {
    version,
    payloadType: packet[1]! & 0x7f,
    marker: (packet[1]! & 0x80) !== 0,
    sequence: view.getUint16(2),
    timestamp: view.getUint32(4),
    ssrc: view.getUint32(8),
    payloadOffset,
  };
}

export interface RtpStreamStats {
  /** `host:port` the packets came from (the bridge's RTP port of one call). */
  source: string;
  ssrc: number;
  packets: number;
  /** Packets per payload type (0 = PCMU, 101 = telephone-event …). */
  byPayloadType: Record<number, number>;
  payloadBytes: number;
  /** PCMU audio louder than the speech threshold, in ms. */
  speechMs: number;
  firstAt: number;
  lastAt: number;
  /** When the last packet holding speech arrived (undefined: none yet). */
  lastSpeechAt: number | undefined;
}

const SPEECH_DBFS = -40;

/**
 * Pure: the arrival time of the first speech packet at or after `from` that follows at least
 * `quietBeforeMs` without speech (packets in arrival order, one stream). A caller who asks while
 * the line is still talking is answered by what starts after a pause, not by the words that were
 * already coming.
 */
export function speechOnsetAfter(packets: readonly { at: number; ms: number }[], from: number, quietBeforeMs: number): number | undefined {
  let lastSpeechEnd = -Infinity;
  for (const p of packets) {
    const start = p.at - p.ms;
    if (p.at >= from && start - lastSpeechEnd >= quietBeforeMs) return p.at;
    lastSpeechEnd = p.at;
  }
  return undefined;
}

export class RtpSink {
  private readonly streams = new Map<string, RtpStreamStats>();
  private readonly waiters = new Set<() => void>();
  /** Per source (one call's RTP): told of every packet from it, with the ms of speech it held. */
  private readonly sourceWaiters = new Map<string, Set<(at: number, speechMs: number) => void>>();
  /** Arrival time and ms of every speech packet, all streams (what the caller heard, when). */
  private readonly speech: { at: number; ms: number; source: string }[] = [];
  private nonRtp = 0;

  private constructor(
    private readonly socket: Socket,
    readonly port: number,
  ) {
    socket.on("message", (msg, rinfo) => this.onPacket(msg, `${rinfo.address}:${rinfo.port}`));
  }

  static async open(host = "127.0.0.1"): Promise<RtpSink> {
    const socket = createSocket("udp4");
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.bind(0, host, () => resolve());
    });
    return new RtpSink(socket, socket.address().port);
  }

  private onPacket(packet: Buffer, source: string): void {
    const header = parseRtpHeader(packet);
    if (header === undefined) {
      this.nonRtp++;
      return;
    }
    const key = `${source}/${header.ssrc}`;
    const now = performance.now();
    let s = this.streams.get(key);
    if (s === undefined) {
      s = { source, ssrc: header.ssrc, packets: 0, byPayloadType: {}, payloadBytes: 0, speechMs: 0, firstAt: now, lastAt: now, lastSpeechAt: undefined };
      this.streams.set(key, s);
    }
    const payload = packet.subarray(header.payloadOffset);
    s.packets++;
    s.byPayloadType[header.payloadType] = (s.byPayloadType[header.payloadType] ?? 0) + 1;
    s.payloadBytes += payload.length;
    s.lastAt = now;
    let speechMs = 0;
    if (header.payloadType === 0 && payload.length > 0 && rmsDbfs(decodeUlaw(payload)) >= SPEECH_DBFS) {
      speechMs = payload.length / 8; // 8 samples per ms at 8 kHz
      s.speechMs += speechMs;
      s.lastSpeechAt = now;
      this.speech.push({ at: now, ms: speechMs, source });
    }
    for (const w of [...(this.sourceWaiters.get(source) ?? [])]) w(now, speechMs);
    for (const w of [...this.waiters]) w();
  }

  stats(): RtpStreamStats[] {
    return [...this.streams.values()].map((s) => ({ ...s, byPayloadType: { ...s.byPayloadType } }));
  }

  /** Speech heard in [from, to) (performance.now() times), in ms. */
  speechMsBetween(from: number, to = Infinity): number {
    return this.speech.reduce((sum, p) => (p.at >= from && p.at < to ? sum + p.ms : sum), 0);
  }

  /**
   * When `source` (`host:port` of one call's RTP) began to speak at or after `from`, after at least `quietBeforeMs` without speech:
   * the start of a new utterance, never the rest of one already under way when `from` came.
   */
  firstSpeechOnsetFrom(source: string, from: number, quietBeforeMs: number): number | undefined {
    return speechOnsetAfter(
      this.speech.filter((p) => p.source === source),
      from,
      quietBeforeMs,
    );
  }

  /** When speech was first heard at or after `from`. */
  firstSpeechAfter(from: number): number | undefined {
    return this.speech.find((p) => p.at >= from)?.at;
  }

  /**
   * Resolves once the line has said something (≥ `minSpeechMs` since `from`) and then been quiet
   * for `quietMs` while packets kept coming: a sentence or an answer has ended.
   */
  async waitForSpeechThenQuiet(opts: { from: number; minSpeechMs: number; quietMs: number; what: string; timeoutMs: number }): Promise<void> {
    await this.waitUntil(
      (streams) => {
        if (this.speechMsBetween(opts.from) < opts.minSpeechMs) return false;
        const lastSpeech = Math.max(...streams.map((s) => s.lastSpeechAt ?? 0));
        const lastPacket = Math.max(...streams.map((s) => s.lastAt));
        return lastPacket - lastSpeech >= opts.quietMs;
      },
      opts.what,
      opts.timeoutMs,
    );
  }

  /**
   * One call's version of waitForSpeechThenQuiet, cheap enough for a hundred calls at once (it
   * looks only at packets from `source`): resolves with the time the speech ended, once `source`
   * has sent ≥ `minSpeechMs` of speech since `from` and then `quietMs` without speech.
   */
  waitForSpeechThenQuietFrom(source: string, opts: { from: number; minSpeechMs: number; quietMs: number; timeoutMs: number }): Promise<number> {
    let speechMs = this.speech.reduce((sum, p) => (p.source === source && p.at >= opts.from ? sum + p.ms : sum), 0);
    let lastSpeechAt = this.speech.findLast((p) => p.source === source && p.at >= opts.from)?.at;
    return new Promise((resolve, reject) => {
      const waiters = this.sourceWaiters.get(source) ?? new Set();
      this.sourceWaiters.set(source, waiters);
      const done = () => {
        waiters.delete(waiter);
        clearTimeout(timer);
      };
      const waiter = (at: number, ms: number) => {
        if (at < opts.from) return;
        if (ms > 0) {
          speechMs += ms;
          lastSpeechAt = at;
        } else if (speechMs >= opts.minSpeechMs && lastSpeechAt !== undefined && at - lastSpeechAt >= opts.quietMs) {
          done();
          resolve(lastSpeechAt);
        }
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`RTP sink: ${source} did not speak ${opts.minSpeechMs} ms then go quiet ${opts.quietMs} ms within ${opts.timeoutMs} ms`));
      }, opts.timeoutMs);
      waiters.add(waiter);
    });
  }

  /** Datagrams that were not RTP v2. */
  nonRtpPackets(): number {
    return this.nonRtp;
  }

  /** Resolves once `check` holds for the streams so far (checked on every packet). */
  waitUntil(check: (streams: RtpStreamStats[]) => boolean, what: string, timeoutMs: number): Promise<RtpStreamStats[]> {
    if (check(this.stats())) return Promise.resolve(this.stats());
    return new Promise((resolve, reject) => {
      const waiter = () => {
        if (!check(this.stats())) return;
        this.waiters.delete(waiter);
        clearTimeout(timer);
        resolve(this.stats());
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`RTP sink: ${what} did not happen within ${timeoutMs} ms; streams: ${JSON.stringify(this.stats())}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.socket.close(() => resolve()));
  }
}
