import {
  AudioFrame,
  AudioResampler,
  AudioSource,
  AudioStream,
  LocalAudioTrack,
  Room,
  RoomEvent,
  TrackKind,
  TrackPublishOptions,
  TrackSource,
  type RemoteParticipant,
  type RemoteTrack,
} from "@livekit/rtc-node";
import { moduleLogger } from "~/lib/logger";
import { loadCallerAudio, type CallerAudio } from "./caller-audio";
import { DEFAULT_SPEECH_THRESHOLD_DBFS, rmsDbfs, SpeechEnergyMeter, type SpeechEnergySummary } from "./speech-energy";

const log = moduleLogger("e2e.caller");

/** WebRTC audio runs at 48 kHz; the caller's microphone is resampled to it once, up front. */
const MIC_RATE = 48_000;
const MIC_FRAME_MS = 10;

export interface ReceivedAudioFrame {
  frame: AudioFrame;
  from: string;
  /** performance.now() when the frame reached the caller (ms, monotonic). */
  receivedAt: number;
  durationMs: number;
  rmsDbfs: number;
  voiced: boolean;
}

export interface JoinAsCallerOptions {
  url: string;
  token: string;
  /** Loudness above which a received frame counts as speech. */
  speechThresholdDbfs?: number;
}

export interface WaitForSpeechOptions {
  timeoutMs: number;
  /** Voiced audio needed to count as "the agent spoke" (default 300 ms: a word, not a click). */
  minVoicedMs?: number;
  /** Only count frames received at or after this performance.now() mark (e.g. end of a question). */
  after?: number;
  /** Only count audio from this participant identity (default: anyone but the caller). */
  from?: string;
}

export interface Caller {
  room: Room;
  /** Every audio frame received from other participants (the agent), in arrival order. */
  receivedFrames(): readonly ReceivedAudioFrame[];
  speech(): SpeechEnergySummary;
  /** performance.now() of the first received audio frame, silent or not. */
  firstAudioFrameAt(): number | undefined;
  /** performance.now() of the first voiced frame at or after `after` (default: ever). */
  firstSpeechAt(after?: number): number | undefined;
  waitForSpeech(options: WaitForSpeechOptions): Promise<SpeechEnergySummary>;
  /**
   * Resolves once the agent has been quiet for `silenceMs` (after having spoken at all), e.g. to
   * ask the next question only when the greeting is over.
   */
  waitForSilence(options: { silenceMs: number; timeoutMs: number }): Promise<void>;
  /** Plays audio into the room as this caller's microphone, in real time. */
  speak(audio: CallerAudio): Promise<{ startedAt: number; endedAt: number }>;
  disconnect(): Promise<void>;
}

interface SpeechWaiter {
  after: number;
  from: string | undefined;
  minVoicedMs: number;
  voicedMs: number;
  resolve: () => void;
}

/**
 * A reader of a remote track's audio, or undefined when the track is gone before its stream opens:
 * a job host killed while the caller subscribes to its voice (worker-isolation.test.ts) left the
 * FFI refusing the track's handle ("handle is not a FfiTrack"), thrown from inside the room's event
 * handler as an unhandled rejection that failed a run whose every test had passed (R13,
 * 2026-11-28). Logged, and the caller simply hears nothing from that track: a test waiting for its
 * speech still fails on its own wait.
 */
export function openRemoteAudio(
  track: RemoteTrack,
  from: string,
  open: (track: RemoteTrack) => ReadableStream<AudioFrame> = (t) => new AudioStream(t, { sampleRate: MIC_RATE, numChannels: 1 }),
): ReadableStreamDefaultReader<AudioFrame> | undefined {
  try {
    return open(track).getReader();
  } catch (err) {
    log.warn({ err, from }, "remote audio stream could not open");
    return undefined;
  }
}

/**
 * A simulated phone caller built on @livekit/rtc-node: joins the room, listens to every remote
 * audio track (the agent's voice) with a speech-energy meter, and can talk through a microphone
 * track fed from a WAV file or samples. Timestamps are performance.now() so the latency benchmark
 * can subtract them.
 */
export async function joinAsCaller(options: JoinAsCallerOptions): Promise<Caller> {
  const threshold = options.speechThresholdDbfs ?? DEFAULT_SPEECH_THRESHOLD_DBFS;
  const room = new Room();
  const meter = new SpeechEnergyMeter(threshold);
  const frames: ReceivedAudioFrame[] = [];
  const waiters = new Set<SpeechWaiter>();
  const readers: Array<ReadableStreamDefaultReader<AudioFrame>> = [];
  let closed = false;

  const onFrame = (received: ReceivedAudioFrame) => {
    frames.push(received);
    meter.push(received.frame);
    if (!received.voiced) return;
    for (const w of waiters) {
      if (received.receivedAt < w.after || (w.from !== undefined && received.from !== w.from)) continue;
      w.voicedMs += received.durationMs;
      if (w.voicedMs >= w.minVoicedMs) w.resolve();
    }
  };

  const listen = async (track: RemoteTrack, participant: RemoteParticipant) => {
    const reader = openRemoteAudio(track, participant.identity);
    if (!reader) return;
    readers.push(reader);
    log.info({ from: participant.identity }, "caller subscribed to remote audio");
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done || closed) break;
        const level = rmsDbfs(value.data);
        onFrame({
          frame: value,
          from: participant.identity,
          receivedAt: performance.now(),
          durationMs: (value.samplesPerChannel / value.sampleRate) * 1000,
          rmsDbfs: level,
          voiced: level >= threshold,
        });
      }
    } catch (err) {
      if (!closed) log.warn({ err, from: participant.identity }, "remote audio stream failed");
    }
  };

  room.on(RoomEvent.TrackSubscribed, (track, _publication, participant) => {
    if (track.kind === TrackKind.KIND_AUDIO) void listen(track, participant);
  });

  await room.connect(options.url, options.token, { autoSubscribe: true, dynacast: false });
  log.info({ room: room.name }, "caller joined");

  let mic: { source: AudioSource; track: LocalAudioTrack } | undefined;
  const microphone = async () => {
    if (mic !== undefined) return mic;
    const source = new AudioSource(MIC_RATE, 1);
    const track = LocalAudioTrack.createAudioTrack("caller-microphone", source);
    const publish = new TrackPublishOptions();
    publish.source = TrackSource.SOURCE_MICROPHONE;
    await room.localParticipant!.publishTrack(track, publish);
    mic = { source, track };
    return mic;
  };

  const speak = async (audio: CallerAudio) => {
    const pcm = await loadCallerAudio(audio);
    const { source } = await microphone();
    const resampler = pcm.sampleRate === MIC_RATE ? undefined : new AudioResampler(pcm.sampleRate, MIC_RATE, 1);
    const step = (pcm.sampleRate * MIC_FRAME_MS) / 1000;
    const startedAt = performance.now();
    for (let offset = 0; offset < pcm.samples.length; offset += step) {
      const chunk = pcm.samples.slice(offset, offset + step);
      const frame = new AudioFrame(chunk, pcm.sampleRate, 1, chunk.length);
      // captureFrame waits while the source's queue is full, which paces playout in real time.
      for (const f of resampler ? resampler.push(frame) : [frame]) await source.captureFrame(f);
    }
    if (resampler) {
      for (const f of resampler.flush()) await source.captureFrame(f);
      resampler.close();
    }
    await source.waitForPlayout();
    return { startedAt, endedAt: performance.now() };
  };

  const firstVoicedAt = (after = -Infinity) => frames.find((f) => f.voiced && f.receivedAt >= after)?.receivedAt;

  return {
    room,
    receivedFrames: () => frames,
    speech: () => meter.summary(),
    firstAudioFrameAt: () => frames[0]?.receivedAt,
    firstSpeechAt: firstVoicedAt,
    waitForSpeech: ({ timeoutMs, minVoicedMs = 300, after = -Infinity, from }) => {
      let timer: NodeJS.Timeout | undefined;
      let waiter: SpeechWaiter | undefined;
      return new Promise<SpeechEnergySummary>((resolve, reject) => {
        const already = frames
          .filter((f) => f.voiced && f.receivedAt >= after && (from === undefined || f.from === from))
          .reduce((s, f) => s + f.durationMs, 0);
        waiter = { after, from, minVoicedMs, voicedMs: already, resolve: () => resolve(meter.summary()) };
        if (already >= minVoicedMs) return resolve(meter.summary());
        waiters.add(waiter);
        timer = setTimeout(() => {
          const s = meter.summary();
          reject(
            new Error(
              `no speech from ${from ?? "the agent"} within ${timeoutMs} ms: received ${s.frames} frames (${Math.round(s.totalMs)} ms), ` +
                `${Math.round(waiter!.voicedMs)} ms voiced of ${minVoicedMs} needed, peak ${s.peakDbfs.toFixed(1)} dBFS`,
            ),
          );
        }, timeoutMs);
      }).finally(() => {
        clearTimeout(timer);
        if (waiter) waiters.delete(waiter);
      });
    },
    waitForSilence: async ({ silenceMs, timeoutMs }) => {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const lastVoiced = frames.findLast((f) => f.voiced)?.receivedAt;
        if (lastVoiced !== undefined && performance.now() - lastVoiced >= silenceMs) return;
        if (performance.now() > deadline) {
          throw new Error(
            lastVoiced === undefined
              ? `the agent never spoke within ${timeoutMs} ms`
              : `the agent did not fall silent for ${silenceMs} ms within ${timeoutMs} ms`,
          );
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    speak,
    disconnect: async () => {
      if (closed) return;
      closed = true;
      await Promise.all(readers.map((r) => r.cancel().catch(() => {})));
      await mic?.source.close().catch(() => {});
      await room.disconnect();
      log.info({ ...meter.summary(), framesKept: frames.length }, "caller left");
    },
  };
}
