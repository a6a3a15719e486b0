/**
 * TEST DOUBLE — not the product agent. A stand-in for the Voicedesk worker that registers under the
 * same agent name (`voicedesk`), so a SIP dispatch rule's agent dispatch reaches it exactly as it
 * would reach agent/voicedesk/main.ts, but it needs no app, no recogniser and no cognition.
 *
 *   tsx testkit/sip/probe-agent.ts dev      (LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET)
 *
 * Per call it: parses the dispatch metadata with the product's schema; joins and subscribes (which
 * is what makes the bridge answer the INVITE); measures how much of the caller's audio is speech;
 * when the caller's question ends (loudness, 700 ms of quiet after ≥ 600 ms of speech) it speaks a
 * fixed answer with espeak-ng, which the bridge sends back to the caller as RTP; and reports what
 * it saw as one `SIPPROBE {json}` line per event on stdout (`probe-events.ts` parses them).
 */
import { cli, defineAgent, ServerOptions, type JobContext } from "@livekit/agents";
import {
  AudioResampler,
  AudioSource,
  AudioStream,
  DisconnectReason,
  LocalAudioTrack,
  ParticipantKind,
  RoomEvent,
  TrackKind,
  TrackPublishOptions,
  TrackSource,
  type RemoteParticipant,
  type RemoteTrack,
} from "@livekit/rtc-node";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { espeakFrames } from "~/agent/tts/espeak/espeak-process";
import { rmsDbfs } from "../harness/speech-energy";
import { callCountLoad, LOAD_THRESHOLD } from "~/agent/worker/call-capacity";
import { dispatchMetadataSchema, VOICE_AGENT_NAME } from "~/contracts/room-protocol";
import { PROBE_ANSWER_TEXT, PROBE_LINE_PREFIX, type ProbeEvent } from "./probe-events";

/** Calls one probe worker takes at once, and job processes kept warm (a load run raises both). */
const PROBE_MAX_CALLS = Number(process.env.SIPPROBE_MAX_CALLS ?? 8);
const OUT_RATE = 48_000;
const SPEECH_DBFS = -40;
const QUESTION_MIN_SPEECH_MS = 600;
const QUESTION_END_QUIET_MS = 700;

function report(event: ProbeEvent): void {
  process.stdout.write(`${PROBE_LINE_PREFIX}${JSON.stringify({ ...event, at: Date.now() })}\n`);
}

function describeParticipant(p: RemoteParticipant) {
  return { identity: p.identity, kind: ParticipantKind[p.kind] ?? String(p.kind), attributes: { ...p.attributes } };
}

export default defineAgent({
  entry: async (ctx: JobContext) => {
    const room = () => ctx.room.name ?? "";
    const parsed = dispatchMetadataSchema.safeParse(safeJson(ctx.job.metadata));
    report({ type: "dispatch", room: ctx.job.room?.name ?? "", metadata: ctx.job.metadata, parsed: parsed.success ? parsed.data : null });

    let speaking = false;
    let answered = false;
    let callerGone = false;
    const source = new AudioSource(OUT_RATE, 1);

    const speakAnswer = async () => {
      if (answered) return;
      answered = true;
      speaking = true;
      report({ type: "answer_started", room: room() });
      const abort = new AbortController();
      const resampler = new AudioResampler(22_050, OUT_RATE, 1);
      try {
        for await (const frame of espeakFrames({ text: PROBE_ANSWER_TEXT, voice: "nl", wordsPerMinute: 150, binary: "espeak-ng" }, abort.signal)) {
          if (callerGone) break;
          for (const f of resampler.push(frame)) await source.captureFrame(f);
        }
        if (!callerGone) {
          for (const f of resampler.flush()) await source.captureFrame(f);
          await source.waitForPlayout();
        }
      } finally {
        abort.abort();
        resampler.close();
        speaking = false;
      }
      report({ type: callerGone ? "answer_cut_off" : "answer_finished", room: room() });
    };

    const listen = async (track: RemoteTrack, participant: RemoteParticipant) => {
      const stream = new AudioStream(track, { sampleRate: OUT_RATE, numChannels: 1 });
      let speechMs = 0;
      let quietMs = 0;
      let totalMs = 0;
      let reportedQuestion = false;
      const reader = stream.getReader();
      for (;;) {
        const { value: frame, done } = await reader.read();
        if (done) break;
        const ms = (frame.samplesPerChannel / frame.sampleRate) * 1000;
        totalMs += ms;
        if (rmsDbfs(frame.data) >= SPEECH_DBFS) {
          speechMs += ms;
          quietMs = 0;
        } else {
          quietMs += ms;
        }
        if (!reportedQuestion && speechMs >= QUESTION_MIN_SPEECH_MS && quietMs >= QUESTION_END_QUIET_MS) {
          reportedQuestion = true;
          report({ type: "caller_question_heard", room: room(), identity: participant.identity, speechMs: Math.round(speechMs), totalMs: Math.round(totalMs) });
          void speakAnswer();
        }
      }
      report({ type: "caller_audio_ended", room: room(), identity: participant.identity, speechMs: Math.round(speechMs), totalMs: Math.round(totalMs) });
    };

    ctx.room.on(RoomEvent.TrackSubscribed, (track, _pub, participant) => {
      if (track.kind === TrackKind.KIND_AUDIO && participant.kind === ParticipantKind.SIP) void listen(track, participant);
    });
    ctx.room.on(RoomEvent.ParticipantAttributesChanged, (changed, participant) => {
      if (participant.kind !== ParticipantKind.SIP) return;
      report({ type: "sip_attributes_changed", room: room(), identity: participant.identity, changed: { ...changed } });
    });
    ctx.room.on(RoomEvent.ParticipantDisconnected, (participant) => {
      if (participant.kind !== ParticipantKind.SIP) return;
      callerGone = true;
      report({
        type: "sip_participant_left",
        room: room(),
        identity: participant.identity,
        reason: participant.disconnectReason === undefined ? null : (DisconnectReason[participant.disconnectReason] ?? String(participant.disconnectReason)),
        whileSpeaking: speaking,
        attributes: { ...participant.attributes },
      });
    });
    ctx.addShutdownCallback(async () => {
      report({ type: "job_shutdown", room: room() });
    });

    await ctx.connect();
    const track = LocalAudioTrack.createAudioTrack("probe-answer", source);
    const options = new TrackPublishOptions();
    options.source = TrackSource.SOURCE_MICROPHONE;
    await ctx.room.localParticipant!.publishTrack(track, options);

    const caller = await ctx.waitForParticipant();
    report({ type: "sip_participant", room: room(), ...describeParticipant(caller) });
  },
});

function safeJson(text: string | undefined): unknown {
  try {
    return JSON.parse(text ?? "");
  } catch {
    return text;
  }
}

const thisFile = fileURLToPath(import.meta.url);
if (process.argv[1] !== undefined && resolve(process.argv[1]) === thisFile) {
  cli.runApp(
    new ServerOptions({
      agent: thisFile,
      agentName: VOICE_AGENT_NAME,
      // As the product worker: load by call count (a busy machine's CPU reading makes livekit-server
      // stop dispatching), and job processes started ahead (dev mode starts none, and a cold job
      // process on a loaded machine can take longer than the trunk's ringing timeout).
      loadFunc: callCountLoad({ maxCalls: PROBE_MAX_CALLS, busyReserve: 0 }),
      loadThreshold: LOAD_THRESHOLD,
      numIdleProcesses: Number(process.env.SIPPROBE_IDLE_PROCESSES ?? 2),
    }),
  );
}
