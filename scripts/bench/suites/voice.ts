import { fileURLToPath } from "node:url";
import { initializeLogger } from "@livekit/agents";
import { EspeakTTS } from "~/agent/tts/espeak";
import { SET_SAMPLE_RATE, speakSegment, testVoiceInstalled, trimSilence } from "~/testkit/turn-taking/test-voices";
import { startDeepgramDouble, type DeepgramDouble } from "~/testkit/doubles/deepgram";
import { preparedDemoDatabase } from "~/testkit/voice/prepared-demo";
import { startVoiceStack, type RunningVoiceStack, type VoiceCaller } from "~/testkit/voice/voice-stack";
import type { AnswerPath } from "~/contracts/vocabulary";
import { moduleLogger } from "~/lib/logger";
import { describeMachine } from "../machine";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { localWhisperAgentEnv, localWhisperMissing, startWhisperServer } from "~/testkit/services/local-models/whisper-server";
import { baselineRow, externalReference, formatTable, latencyRow, type LatencyRow } from "../report";
import type { BenchSuite } from "../suite";
import { isNotNull } from "drizzle-orm";
import type { AgentTimings } from "~/contracts/agent-app";
import { pipelineTelemetry } from "~/server/db/schema";
import type { DatabaseHandle } from "~/server/db";
import { percentile } from "../report";
import { embedderInstalled, startEmbedderServer } from "~/testkit/services/local-models/embedder-server";
import { resetEnvCache } from "~/lib/env";
import { processEmbedder } from "~/server/runtime";
import { E5_EMBEDDING_MODEL } from "~/server/knowledge/embedding";
import { conversationRef } from "~/lib/logger";
import { gapLines, SOUND_DBFS, splitGaps, type CallerTurnMarks } from "../voice/output-gap";

/** The agent's own marks per turn, ms after the caller's last sound, in the order a turn passes them. */
const STAGES: Array<{ key: keyof AgentTimings; label: string }> = [
  { key: "decisionMs", label: "end-of-turn decision" },
  { key: "transcriptMs", label: "final transcript" },
  { key: "requestMs", label: "turn sent to cognition" },
  { key: "firstSentenceMs", label: "cognition's first sentence" },
  { key: "firstFrameMs", label: "synthesis' first frame" },
  { key: "firstAudioMs", label: "first frame leaves the agent" },
];

interface TimedTurn {
  agent: AgentTimings;
  /** The app's own stages of the same turn (pipeline_telemetry.stage_latencies), ms each. */
  app: Record<string, number>;
}

/** Every timed turn the agent reported into this stack's telemetry, by path. */
async function stageTimings(db: DatabaseHandle): Promise<Map<string, TimedTurn[]>> {
  const rows = await db.db
    .select({ path: pipelineTelemetry.path, timings: pipelineTelemetry.agentTimings, stages: pipelineTelemetry.stageLatencies })
    .from(pipelineTelemetry)
    .where(isNotNull(pipelineTelemetry.agentTimings));
  const byPath = new Map<string, TimedTurn[]>();
  for (const r of rows) if (r.timings) (byPath.get(r.path) ?? byPath.set(r.path, []).get(r.path)!).push({ agent: r.timings, app: r.stages });
  return byPath;
}

const median = (xs: number[]) =>
  xs.length
    ? percentile(
        [...xs].sort((a, b) => a - b),
        50,
      )
    : undefined;

/**
 * Inside cognition, per path: the median of each stage the app timed (open, second opinion,
 * retrieval, shaping…), largest first, so the table says where the app's share of a turn goes.
 */
function appStageLines(byPath: Map<string, TimedTurn[]>): string[] {
  return [...byPath.entries()].map(([path, turns]) => {
    const names = [...new Set(turns.flatMap((t) => Object.keys(t.app)))];
    const medians = names
      .map((name) => ({ name, ms: median(turns.flatMap((t) => (t.app[name] === undefined ? [] : [t.app[name]!]))) ?? 0 }))
      .sort((a, b) => b.ms - a.ms);
    return `${path}: ${medians.map((m) => `${m.name} ${m.ms.toFixed(1)}`).join(", ")}`;
  });
}

function stageTable(byPath: Map<string, TimedTurn[]>, firstPacket: Map<string, number[]>): string {
  const p50 = (xs: number[]) => {
    const m = median(xs);
    return m === undefined ? "–" : String(Math.round(m));
  };
  const header = ["path", "n", ...STAGES.map((s) => `${s.label} p50`), "first packet at the caller p50"];
  const rows = [...byPath.entries()].map(([path, ts]) => [
    path,
    String(ts.length),
    ...STAGES.map((s) => p50(ts.flatMap((t) => (t.agent[s.key] === undefined ? [] : [t.agent[s.key]!])))),
    p50(firstPacket.get(path) ?? []),
  ]);
  return formatTable(header, rows);
}

const log = moduleLogger("bench.voice");
const ECHO_ENTRY = fileURLToPath(new URL("../../../testkit/agents/echo-deepgram-agent.ts", import.meta.url));
const ROOT = fileURLToPath(new URL("../../..", import.meta.url)).replace(/\/$/, "");

/** Dutch questions per path on the demo tenant; each call asks a few, as callers do. */
const QUESTIONS: Array<{ path: AnswerPath; text: string }> = [
  { path: "faq", text: "Wat zijn de bezoekuren?" },
  { path: "capability", text: "Waar is de dienst orthopedie?" },
  { path: "prefilter", text: "Hoeveel paracetamol mag ik nemen?" },
  { path: "extractive", text: "Hoe vraag ik een kopie van mijn medisch dossier?" },
  { path: "faq", text: "Hoeveel kost parkeren?" },
  { path: "capability", text: "Welke artsen werken er op de dienst cardiologie?" },
];
const CALLS = { full: 4, quick: 1 } as const;
/**
 * A quick run (the bench-exit test) asks one question: it proves the run completes, reports and
 * exits, not the figures (each of its turns cost the test ≈ 8 s per stack).
 */
const QUICK_QUESTIONS = 1;
const DESCRIPTION =
  "end of the caller's speech → first voiced agent audio at the caller, through livekit-server, VAD, Deepgram plugin (local double), cognition, espeak-ng; echo line through the same harness as baseline";

/**
 * The caller's voice: MBROLA nl2 (through espeak-ng) when installed, a voice the end-of-turn model
 * hears more like a person than espeak-ng's own (docs/benchmarks.md, turn-taking); espeak-ng nl
 * otherwise. A test voice only (MBROLA's licence is non-commercial, docs/local-models.md).
 */
const MBROLA_CALLER = "mbrola:nl2";
let chosenVoice: "mbrola-nl2" | "espeak-ng-nl" | undefined;
const callerVoice = () => (chosenVoice ??= testVoiceInstalled(MBROLA_CALLER) === undefined ? "mbrola-nl2" : "espeak-ng-nl");

/**
 * A question as the caller says it, ending on its last sound. espeak-ng ends every utterance with
 * ≈ 370 ms of digital silence (367 ms after "Wat zijn de bezoekuren?"); played as it was, the
 * clock started that long after the caller stopped, and every row until 2026-11-28 (session 46)
 * read ≈ 0.37 s short. The line hears silence after the last frame all the same: the microphone's
 * source sends silence once its queue runs dry.
 */
async function spoken(text: string, voice: ReturnType<typeof callerVoice>) {
  if (voice === "mbrola-nl2") return { pcm: speakSegment(MBROLA_CALLER, text, 1), sampleRate: SET_SAMPLE_RATE };
  const frame = await new EspeakTTS({ lang: "nl" }).synthesize(text).collect();
  return { pcm: trimSilence(frame.data), sampleRate: frame.sampleRate };
}

/** The caller's clock (performance.now()) as epoch ms, the clock of the worker's log lines. */
const epoch = (at: number) => performance.timeOrigin + at;

/**
 * One question: speak it, wait for the first voiced answer frame and for the answer to end.
 * Returns the wait and the caller's marks of it (for the output gap's split).
 */
async function timedTurn(
  caller: VoiceCaller,
  deepgram: DeepgramDouble | undefined,
  text: string,
): Promise<{ ms: number; marks: Omit<CallerTurnMarks, "path"> }> {
  deepgram?.script([{ text, language: "nl" }]);
  const { endedAt } = await caller.speak(await spoken(text, callerVoice()));
  await caller.waitForSpeech({ timeoutMs: 30_000, minVoicedMs: 200, after: endedAt });
  const first = caller.firstSpeechAt(endedAt)!;
  const firstSound = caller.receivedFrames().find((f) => f.receivedAt >= endedAt && f.rmsDbfs > SOUND_DBFS)?.receivedAt;
  await caller.waitForSilence({ silenceMs: 1500, timeoutMs: 60_000 });
  return {
    ms: first - endedAt,
    marks: {
      roomRef: String(conversationRef(caller.roomName)),
      endedAt: epoch(endedAt),
      firstSoundAt: firstSound === undefined ? undefined : epoch(firstSound),
      firstVoicedAt: epoch(first),
    },
  };
}

interface TimedStack {
  perPath: Map<string, number[]>;
  all: number[];
  /** The agent's marks per path (stageTable). */
  stages: string;
  /** The app's own stages per path (appStageLines). */
  appStages: string[];
  /** The caller's wait split at the agent's media marks, medians per path (gapLines). */
  gap: string[];
}

/** One Voicedesk stack (the worker's env on top of `env`): every call asks every question, timed per path. */
async function timedStack(
  name: string,
  env: Record<string, string>,
  calls: number,
  questions: ReadonlyArray<{ path: AnswerPath; text: string }>,
  deepgram: DeepgramDouble,
): Promise<TimedStack> {
  const perPath = new Map<string, number[]>();
  const all: number[] = [];
  const callerMarks: CallerTurnMarks[] = [];
  const stack = await startVoiceStack(name, env, undefined, () => preparedDemoDatabase());
  try {
    for (let c = 0; c < calls; c++) {
      const caller = await greeted(stack);
      for (const q of questions) {
        const before = caller.events.filter((e) => e.type === "turn").length;
        const { ms, marks } = await timedTurn(caller, deepgram, q.text);
        const turn = caller.events.filter((e) => e.type === "turn")[before];
        // Measured under the path the turn really took, not the one the question was meant for.
        const path = turn?.type === "turn" ? turn.path : q.path;
        (perPath.get(path) ?? perPath.set(path, []).get(path)!).push(ms);
        all.push(ms);
        callerMarks.push({ ...marks, path });
      }
      await caller.hangUp();
    }
    // The agent reports each turn's timings after its first audio; give the last one time to land.
    await new Promise((r) => setTimeout(r, 1500));
    const timed = await stageTimings(stack.db);
    return { perPath, all, stages: stageTable(timed, perPath), appStages: appStageLines(timed), gap: gapLines(splitGaps(callerMarks, stack.output.lines())) };
  } finally {
    await stack.stop();
  }
}

async function greeted(stack: RunningVoiceStack): Promise<VoiceCaller> {
  const caller = await stack.call();
  await caller.waitForSpeech({ timeoutMs: 60_000, minVoicedMs: 800 });
  await caller.waitForSilence({ silenceMs: 1500, timeoutMs: 60_000 });
  return caller;
}

export const voiceSuite: BenchSuite = {
  name: "voice",
  description: DESCRIPTION,
  async run(ctx) {
    const started = new Date();
    initializeLogger({ pretty: false, level: "warn" });
    const calls = ctx.options.quick ? CALLS.quick : CALLS.full;
    const questions = ctx.options.quick ? QUESTIONS.slice(0, QUICK_QUESTIONS) : QUESTIONS;
    const deepgram = await startDeepgramDouble();
    const env = { DEEPGRAM_API_KEY: deepgram.apiKey, DEEPGRAM_BASE_URL: deepgram.url };
    let perPath = new Map<string, number[]>();
    let all: number[] = [];
    let rules: TimedStack | undefined;
    const echo: number[] = [];
    /** The same questions through the local Whisper server instead of the Deepgram double. */
    const localWhisper: number[] = [];
    const whisperHeard: string[] = [];
    let whisperSkipped: string | undefined;
    let stages = "";
    let appStages: string[] = [];
    let gap: string[] = [];
    // The app embeds as `npm start` runs it: with the local e5 server when it is installed (retrieval
    // and the safety second opinion read its vectors), else the hashing embedder without a second opinion.
    // Not under --quick: the smoke run (bench-exit, in npm test) proves the run ends, not the figures.
    const e5 = !ctx.options.quick && embedderInstalled(ROOT) ? await startEmbedderServer({ port: await freeTcpPort(), root: ROOT }) : undefined;
    // Set for this suite only: `npm run bench -- voice calls` runs the next suite in this process, and
    // its children would inherit a URL whose server is stopped below.
    const embedderUrlBefore = process.env.VOICEDESK_EMBEDDER_URL;
    if (e5) {
      process.env.VOICEDESK_EMBEDDER_URL = e5.baseUrl;
      resetEnvCache();
    }
    const embedderModel = processEmbedder().model;
    if (e5 && embedderModel !== E5_EMBEDDING_MODEL) throw new Error(`the e5 server runs but the app embeds with ${embedderModel}`);
    try {
      ctx.progress(`voice: echo baseline, ${calls * questions.length} turns`);
      const echoStack = await startVoiceStack("bench-voice-echo", env, ECHO_ENTRY, () => preparedDemoDatabase());
      try {
        for (let c = 0; c < calls; c++) {
          const caller = await greeted(echoStack);
          for (const q of questions) echo.push((await timedTurn(caller, deepgram, q.text)).ms);
          await caller.hangUp();
        }
      } finally {
        await echoStack.stop();
      }
      ctx.progress(`voice: Voicedesk, ${calls * questions.length} turns over ${calls} calls`);
      const withModel = await timedStack("bench-voice", env, calls, questions, deepgram);
      perPath = withModel.perPath;
      all = withModel.all;
      stages = withModel.stages;
      appStages = withModel.appStages;
      gap = withModel.gap;
      // The issue's measure of Voicedesk's own share: the same end-of-turn rules as the echo line,
      // so the difference is cognition and synthesis, not the audio model's wait.
      if (!ctx.options.quick) {
        ctx.progress(`voice: Voicedesk without the audio end-of-turn model, ${calls * questions.length} turns over ${calls} calls`);
        rules = await timedStack("bench-voice-rules", { ...env, VOICEDESK_TURN_DETECTOR: "rules" }, calls, questions, deepgram);
      }
      // --quick is a smoke run (the bench-exit test): a third stack and the Whisper server would
      // double its time and prove nothing more about the run ending.
      const missing = ctx.options.quick ? "not run under --quick" : localWhisperMissing(ROOT);
      if (missing === undefined) {
        ctx.progress(`voice: Voicedesk with the local Whisper recogniser, ${calls * questions.length} turns over ${calls} calls`);
        const whisper = await startWhisperServer({ root: ROOT, port: await freeTcpPort() });
        try {
          const whisperStack = await startVoiceStack("bench-voice-whisper", localWhisperAgentEnv(whisper.baseUrl), undefined, () => preparedDemoDatabase());
          try {
            for (let c = 0; c < calls; c++) {
              const caller = await greeted(whisperStack);
              for (const q of questions) {
                const before = caller.events.filter((e) => e.type === "turn").length;
                localWhisper.push((await timedTurn(caller, undefined, q.text)).ms);
                const turn = caller.events.filter((e) => e.type === "turn")[before];
                if (turn?.type === "turn") whisperHeard.push(turn.utterance);
              }
              await caller.hangUp();
            }
          } finally {
            await whisperStack.stop();
          }
        } finally {
          await whisper.stop();
        }
      } else {
        whisperSkipped = missing;
      }
    } finally {
      await deepgram.close();
      await e5?.stop();
      if (e5) {
        if (embedderUrlBefore === undefined) delete process.env.VOICEDESK_EMBEDDER_URL;
        else process.env.VOICEDESK_EMBEDDER_URL = embedderUrlBefore;
        resetEnvCache();
      }
    }

    const baseline = baselineRow("echo", "echo line: same server, VAD, Deepgram plugin + double, espeak-ng; no cognition", echo, "ms");
    const rows: LatencyRow[] = [latencyRow("voicedesk.all", "Voicedesk, all turns", all, "ms", baseline)];
    for (const [path, samples] of perPath) rows.push(latencyRow(`voicedesk.${path}`, `Voicedesk, ${path} path`, samples, "ms", baseline));
    if (rules) {
      rows.push(latencyRow("voicedesk.rules", "Voicedesk without the audio model (the echo line's end-of-turn rules), all turns", rules.all, "ms", baseline));
      for (const [path, samples] of rules.perPath)
        rows.push(latencyRow(`voicedesk.rules.${path}`, `Voicedesk without the audio model, ${path} path`, samples, "ms", baseline));
    }
    if (localWhisper.length > 0)
      rows.push(latencyRow("voicedesk.localWhisper", "Voicedesk, local Whisper base as the recogniser (no key)", localWhisper, "ms", baseline));
    const report = {
      suite: "voice",
      description: DESCRIPTION,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params: {
        calls,
        turnsPerCall: questions.length,
        stt: "deepgram plugin → local double (endpoint after 600 ms of silence)",
        tts: "espeak-ng",
        callerVoice: callerVoice(),
        embedder: embedderModel,
        workerMode: "dev",
        quick: ctx.options.quick,
      },
      baselines: [baseline],
      sections: [
        { title: "ms from the end of the caller's speech to the first voiced frame of the agent's answer at the caller (rtc-node WebRTC client)", rows },
      ],
      references: [
        externalReference(
          {
            label: "seed pilot time-to-first-audio p50",
            figure: "≈ 5.9 s",
            rangeMs: [5900, 5900],
            source: "seeds/003 compendium, latency",
            compare: { rowId: "voicedesk.all", percentile: "p50" },
          },
          rows,
        ),
        externalReference(
          {
            label: "seed pilot time-to-first-audio p95",
            figure: "≈ 16.4 s",
            rangeMs: [16_400, 16_400],
            source: "seeds/003 compendium, latency",
            compare: { rowId: "voicedesk.all", percentile: "p95" },
          },
          rows,
        ),
        externalReference(
          {
            label: "generic cascade median",
            figure: "≈ 1.1 s",
            rangeMs: [1100, 1100],
            source: "seeds/003 compendium (Twilio, Nov 2025)",
            compare: { rowId: "voicedesk.all", percentile: "p50" },
          },
          rows,
        ),
        externalReference(
          {
            label: "Pipecat documented range",
            figure: "500–800 ms",
            rangeMs: [500, 800],
            source: "issue 5",
            compare: { rowId: "voicedesk.all", percentile: "p50" },
          },
          rows,
        ),
      ],
      notes: [
        "stages, ms after the caller's last sound on the agent's clock (the arrival of their last voiced audio at the VAD, or its report minus its silence window when that is earlier), medians per path:",
        stages,
        `the app's embedder: ${embedderModel}${e5 ? " (the local e5 server, as npm start runs it: retrieval and the safety second opinion read one vector per turn)" : " (e5 is not installed here: hashing, no second opinion)"}`,
        "inside cognition, the app's own stages (pipeline_telemetry.stage_latencies), medians per path in ms, largest first:",
        ...appStages,
        `the caller's wait split on one clock (the caller's marks and the job host's log times), medians per path in ms: way in (caller's end → their last voiced audio at the agent's VAD), VAD report (→ its end-of-speech report), agent (→ the answer's first frame into the audio source), way out (→ the first sound at the caller, > ${SOUND_DBFS} dBFS), loud enough (→ the first frame at the speech threshold):`,
        ...gap,
        ...(rules
          ? [
              "stages without the audio model (the rules: VAD 550 ms, 500 ms minimum delay), medians per path:",
              rules.stages,
              "inside cognition without the audio model, medians per path in ms:",
              ...rules.appStages,
              "the caller's wait split on one clock without the audio model, medians per path in ms:",
              ...rules.gap,
            ]
          : []),
        "both lines wait for the same end-of-turn signals (Silero VAD, 500 ms minimum endpointing delay, the Deepgram double's 600 ms end-of-utterance pause): most of the echo figure is that waiting, which the ratio cancels",
        "the Deepgram double answers instantly once it has heard the pause; a real Deepgram adds its network and model time to both lines alike",
        "first voiced frame: a filler, if one was spoken, counts as the first audio (that is what the caller hears)",
        ...(whisperSkipped !== undefined
          ? [`local Whisper row skipped: ${whisperSkipped}`]
          : [
              "local Whisper row: the agent's OpenAI STT plugin sends each turn after the VAD's end of speech to faster-whisper-server (Whisper base, int8, beam 5, language nl sent); it includes recognition, and the answer is to whatever Whisper heard",
              `local Whisper heard: ${whisperHeard.map((h) => JSON.stringify(h)).join(", ")}`,
            ]),
      ],
    };
    log.info({ turns: all.length, echo: echo.length }, "voice_bench_done");
    return report;
  },
};
