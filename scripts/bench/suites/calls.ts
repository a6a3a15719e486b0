/**
 * `npm run bench -- calls`: N simultaneous phone calls against one agent worker host. sipp places
 * them all within a second through LiveKit's SIP bridge; each caller listens to the greeting, asks
 * two questions (espeak-ng speech as G.711 µ-law) and hangs up. The real Voicedesk worker answers
 * (app API and database in this process, speech recognition by the OpenAI double, espeak-ng voice).
 *
 * First audio is measured where the caller is: from the end of a question's speech (sipp streams
 * the audio from the call's ACK, so its offset in the file is known) to the first speech packet
 * of that call's RTP stream (the bridge's RTP port per call, from its 200 OK). Worker cost is the
 * worker process tree's CPU seconds and peak memory. Levels grow until one breaks (a failed call,
 * or first-audio p95 over 1.5 s): the last one run names the bottleneck in the notes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { processEmbedder } from "~/server/runtime";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createMemoryDatabase } from "~/server/db";
import { serveApiForTests } from "~/server/api/serve-for-tests";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { settlePersistence } from "~/server/cognition/orchestrator";
import { startOpenAiDouble } from "~/testkit/doubles/openai/server";
import { encodeUlaw, ULAW_SILENCE } from "~/testkit/sip/g711";
import { speak, toPhoneRate, ULAW_BYTES_PER_PACKET } from "~/testkit/sip/caller-audio";
import { sampleProcessTree } from "~/testkit/process/process-tree";
import { RtpSink } from "~/testkit/sip/rtp-sink";
import { startSipStack } from "~/testkit/sip/sip-stack";
import { runSipp, sippMessages } from "~/testkit/sip/sipp";
import { describeMachine } from "../machine";
import { baselineRow, latencyRow, type LatencyRow } from "../report";
import type { BenchSuite } from "../suite";

const VOICEDESK_ENTRY = fileURLToPath(new URL("../../../agent/voicedesk/main.ts", import.meta.url));
const QUESTIONS = ["Wat zijn de bezoekuren?", "Hoeveel kost parkeren?"] as const;
/** The greeting (~9 s) is over before the first question; each answer before the next. */
const LISTEN_FIRST_MS = 14_000;
const LISTEN_AFTER_MS = 14_000;
const FIRST_AUDIO_GOAL_MS = 1_500;
const LEVELS = { full: [10, 25, 50, 75, 100], quick: [2] } as const;
const DESCRIPTION =
  "N simultaneous SIP calls (sipp → livekit-sip → livekit-server → one Voicedesk worker), each asking two questions: first audio at the caller, failed calls, worker CPU and memory per call";

/** The caller's side of the call as one µ-law file: listen, ask, listen, ask, listen. */
function callerScript(file: string): { questionEndsMs: number[]; totalMs: number } {
  const chunks: Uint8Array[] = [];
  const questionEndsMs: number[] = [];
  let ms = 0;
  const silence = (len: number) => {
    const bytes = Math.round((len * 8) / ULAW_BYTES_PER_PACKET) * ULAW_BYTES_PER_PACKET;
    chunks.push(new Uint8Array(bytes).fill(ULAW_SILENCE));
    ms += bytes / 8;
  };
  silence(LISTEN_FIRST_MS);
  for (const q of QUESTIONS) {
    const s = speak(q, "nl");
    const speech = encodeUlaw(toPhoneRate(s.samples, s.sampleRate));
    const padded = new Uint8Array(Math.ceil(speech.length / ULAW_BYTES_PER_PACKET) * ULAW_BYTES_PER_PACKET).fill(ULAW_SILENCE);
    padded.set(speech);
    chunks.push(padded);
    questionEndsMs.push(ms + speech.length / 8);
    ms += padded.length / 8;
    silence(LISTEN_AFTER_MS);
  }
  const all = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    all.set(c, at);
    at += c.length;
  }
  mkdirSync(join(file, ".."), { recursive: true });
  writeFileSync(file, all);
  return { questionEndsMs, totalMs: ms };
}

interface LevelResult {
  calls: number;
  failed: number;
  firstAudioMs: number[];
  /** Questions that got no audible answer. */
  unanswered: number;
  ringingMs: number[];
  worker: { cpuSecondsPerCall: number; peakRssMb: number; rssMbPerCall: number; processes: number };
}

export const callsSuite: BenchSuite = {
  name: "calls",
  description: DESCRIPTION,
  async run(ctx) {
    const started = new Date();
    const levels = [1, ...(ctx.options.quick ? LEVELS.quick : LEVELS.full)];
    const maxCalls = Math.max(...levels);
    const db = await createMemoryDatabase();
    const ingested = await ingestTenantDir(db.db, "tenant_overlays/lindenhof", { embedder: processEmbedder() });
    if (!ingested.ok) throw new Error("demo tenant did not ingest");
    const api = await serveApiForTests(db.db);
    const whisper = await startOpenAiDouble();
    const stack = await startSipStack({
      name: "bench-calls",
      bridgeLogLevel: "info",
      trunk: { tenant: "lindenhof", numbers: ["+3211000000"], allowedAddresses: ["127.0.0.1/32"], ringingTimeoutSeconds: 120 },
      agentEntry: VOICEDESK_ENTRY,
      agentEnv: {
        VOICEDESK_APP_URL: api.appUrl,
        VOICEDESK_AGENT_TOKEN: "dev-agent-token",
        STT_OPENAI_BASE_URL: whisper.baseURL,
        STT_OPENAI_MODEL: "whisper-1",
        VOICEDESK_MAX_CALLS: String(maxCalls),
      },
    });
    const results: LevelResult[] = [];
    let breaking: string | undefined;
    try {
      for (const n of levels) {
        ctx.progress(`calls: ${n} simultaneous call${n === 1 ? "" : "s"}`);
        const workDir = join(stack.artifacts, `level-${n}`);
        const script = callerScript(join(workDir, "question.ulaw"));
        whisper.scriptTranscripts(...Array.from({ length: n }, () => [...QUESTIONS]).flat());
        const sink = await RtpSink.open();
        const wallMinusMono = Date.now() - performance.now();
        const usage = sampleProcessTree(stack.agent.pid);
        const sipp = await runSipp({
          scenario: "call-audio-bye",
          name: `level-${n}`,
          target: stack.bridge.sipAddress,
          dialled: "+3211000000",
          caller: "+32470000009",
          rtpSinkPort: sink.port,
          workDir,
          durationMs: script.totalMs,
          calls: n,
          concurrent: n,
          ratePerSecond: n,
          timeoutMs: script.totalMs + 180_000,
        });
        const worker = usage.stop();
        await sink.close();
        const result = measureLevel(n, sipp, sink, script.questionEndsMs, wallMinusMono, worker);
        results.push(result);
        const p95 =
          result.firstAudioMs.length > 0 ? [...result.firstAudioMs].sort((a, b) => a - b)[Math.ceil(0.95 * result.firstAudioMs.length) - 1]! : Infinity;
        ctx.progress(`calls: ${n} → failed ${result.failed}, unanswered ${result.unanswered}, first-audio p95 ${Math.round(p95)} ms`);
        if (result.failed > 0 || result.unanswered > 0 || p95 > FIRST_AUDIO_GOAL_MS) {
          breaking = `${n} calls: ${result.failed} failed, ${result.unanswered} questions unanswered, first-audio p95 ${Math.round(p95)} ms`;
          if (n > 1) break;
        }
      }
    } finally {
      await stack.stop();
      await whisper.close();
      await settlePersistence();
      await api.close();
      await db.close();
    }

    const single = results[0]!;
    const baseline = baselineRow("one-call", "one call alone (first audio, ms)", single.firstAudioMs.length > 0 ? single.firstAudioMs : [0], "ms");
    const rows: LatencyRow[] = results
      .slice(1)
      .filter((r) => r.firstAudioMs.length > 0)
      .map((r) => latencyRow(`calls.${r.calls}`, `${r.calls} simultaneous calls`, r.firstAudioMs, "ms", baseline));
    return {
      suite: "calls",
      description: DESCRIPTION,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params: {
        levels: results.map((r) => r.calls).join(", "),
        questionsPerCall: QUESTIONS.length,
        stt: "OpenAI STT plugin → local double",
        tts: "espeak-ng",
        workerMode: "dev (tsx)",
        quick: ctx.options.quick,
      },
      baselines: [baseline],
      sections: [{ title: "ms from the end of a question's speech to the first speech packet of the answer at the caller (RTP)", rows }],
      references: [],
      notes: [
        ...results.map(
          (r) =>
            `${r.calls} calls: failed ${r.failed}, unanswered questions ${r.unanswered}/${r.calls * QUESTIONS.length}, ringing (INVITE → 200) median ${median(r.ringingMs)} ms max ${Math.round(Math.max(0, ...r.ringingMs))} ms; worker ${r.worker.cpuSecondsPerCall.toFixed(1)} CPU-s per call, peak ${Math.round(r.worker.peakRssMb)} MB (${Math.round(r.worker.rssMbPerCall)} MB per call, ${r.worker.processes} processes)`,
        ),
        breaking ? `first level that broke: ${breaking}` : "no level broke",
      ],
    };
  },
};

function median(xs: number[]): number {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.floor(s.length / 2)]!);
}

function measureLevel(
  n: number,
  sipp: Awaited<ReturnType<typeof runSipp>>,
  sink: RtpSink,
  questionEndsMs: number[],
  wallMinusMono: number,
  worker: ReturnType<ReturnType<typeof sampleProcessTree>["stop"]>,
): LevelResult {
  const messages = sippMessages(sipp.messages);
  const firstAudioMs: number[] = [];
  const ringingMs: number[] = [];
  let unanswered = 0;
  const callIds = [...new Set(messages.map((m) => m.callId).filter((c): c is string => c !== undefined))];
  for (const callId of callIds) {
    const ofCall = messages.filter((m) => m.callId === callId);
    const invite = ofCall.find((m) => m.direction === "sent" && m.method === "INVITE");
    const ok = ofCall.find((m) => m.direction === "received" && m.status === 200 && m.cseqMethod === "INVITE");
    const ack = ofCall.find((m) => m.direction === "sent" && m.method === "ACK");
    const port = ok ? /^m=audio (\d+)/m.exec(ok.text)?.[1] : undefined;
    if (!ok || !ack || ack.loggedAt === undefined || port === undefined) {
      unanswered += questionEndsMs.length;
      continue;
    }
    if (invite?.loggedAt !== undefined && ok.loggedAt !== undefined) ringingMs.push(ok.loggedAt - invite.loggedAt);
    const audioStart = ack.loggedAt - wallMinusMono; // sipp starts the file at the ACK
    for (const endMs of questionEndsMs) {
      const questionEnd = audioStart + endMs;
      const heard = sink.firstSpeechFrom(`127.0.0.1:${port}`, questionEnd);
      if (heard === undefined || heard - questionEnd > LISTEN_AFTER_MS) unanswered++;
      else firstAudioMs.push(heard - questionEnd);
    }
  }
  const idle = worker.start;
  return {
    calls: n,
    failed: sipp.failedCalls + Math.max(0, n - sipp.successfulCalls - sipp.failedCalls),
    firstAudioMs,
    unanswered,
    ringingMs,
    worker: {
      cpuSecondsPerCall: (worker.end.cpuSeconds - idle.cpuSeconds) / n,
      peakRssMb: worker.peak.rssMb,
      rssMbPerCall: (worker.peak.rssMb - idle.rssMb) / n,
      processes: worker.peak.processes,
    },
  };
}
