/**
 * `npm run bench -- calls`: N simultaneous phone calls against one agent worker host. sipp places
 * them all within a second through LiveKit's SIP bridge; each caller listens to the greeting, asks
 * two questions (espeak-ng speech as G.711 µ-law) and hangs up. The real Voicedesk worker answers
 * (app API and database in this process, speech recognition by the OpenAI double, espeak-ng voice).
 *
 * Every level runs to its end (1, 10, 25, 50, 75, 100 by default), each with fixed-timing callers
 * and with event-driven callers (./calls/callers.ts). Per level: failed calls, unanswered
 * questions, ringing, first audio at the caller, and what each part of the host spent — the worker
 * (its whole process tree), the bridge, livekit-server and this process (app and bench).
 */
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import type { RoomServiceClient } from "livekit-server-sdk";
import { join } from "node:path";
import { processEmbedder } from "~/server/runtime";
import { createMemoryDatabase } from "~/server/db";
import { serveApiForTests } from "~/server/api/serve-for-tests";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { settlePersistence } from "~/server/cognition/orchestrator";
import { startOpenAiDouble } from "~/testkit/doubles/openai/server";
import { VOICEDESK_AGENT_ENTRY } from "~/testkit/services/agent-worker";
import { RtpSink } from "~/testkit/sip/rtp-sink";
import { testAgentToken } from "~/testkit/test-secrets";
import { startSipStack } from "~/testkit/sip/sip-stack";
import { QUESTIONS, runEventDrivenCallers, runFixedTimingCallers } from "../calls/callers";
import { jobHostPids, levelProfileLines, monotonicNowUs, readProfiles, type ProfiledLevel } from "../calls/cpu-profiles";
import { levelHolds, levelLine, recognitionOf, rtpHeard, type LevelOutcome } from "../calls/figures";
import { watchHost } from "../calls/host-usage";
import { describeMachine } from "../machine";
import { baselineRow, latencyRow, type LatencyRow } from "../report";
import type { BenchSuite } from "../suite";

const GOAL = { firstAudioP95Ms: 1_500, ringingMaxMs: 2_000 };
const LEVELS = { full: [1, 10, 25, 50, 75, 100], quick: [1, 2] } as const;
const DIALLED = "+3211000000";
const DRAIN_TIMEOUT_MS = 120_000;

/** Polls LiveKit until no room is left (every call of the level has ended), up to `timeoutMs`. */
async function roomsGone(rooms: RoomServiceClient, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await rooms.listRooms()).length === 0) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}
const DESCRIPTION =
  "N simultaneous SIP calls (sipp → livekit-sip → livekit-server → one Voicedesk worker), two questions each, fixed and event-driven caller timing: failed calls, unanswered questions, ringing, first audio at the caller, CPU and memory per call of each part of the host";

function textOf(file: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
}

/** Job hosts log `job_host_loop_delay` every 10 s while they run calls; the worst p99 and max of a level. */
function loopDelayOf(logFile: string, fromOffset: number): { figures: LevelOutcome["loopDelay"]; offset: number } {
  let text = "";
  try {
    text = readFileSync(logFile, "utf8");
  } catch {
    return { figures: undefined, offset: fromOffset };
  }
  const lines = text
    .slice(fromOffset)
    .split("\n")
    .filter((l) => l.includes("job_host_loop_delay"));
  const delays = lines.flatMap((l) => {
    try {
      const { p99Ms, maxMs } = JSON.parse(l) as { p99Ms: number; maxMs: number };
      return [{ p99Ms, maxMs }];
    } catch {
      return [];
    }
  });
  return {
    offset: text.length,
    figures: delays.length
      ? { p99Max: Math.max(...delays.map((d) => d.p99Ms)), maxMax: Math.max(...delays.map((d) => d.maxMs)), reports: delays.length }
      : undefined,
  };
}

export const callsSuite: BenchSuite = {
  name: "calls",
  description: DESCRIPTION,
  async run(ctx) {
    const started = new Date();
    const levels = ctx.options.levels ?? [...(ctx.options.quick ? LEVELS.quick : LEVELS.full)];
    const timings = ctx.options.callerTiming === "both" ? (["fixed", "events"] as const) : ([ctx.options.callerTiming] as const);
    const maxCalls = Math.max(...levels);
    const db = await createMemoryDatabase();
    const ingested = await ingestTenantDir(db.db, "tenant_overlays/lindenhof", { embedder: processEmbedder() });
    if (!ingested.ok) throw new Error("demo tenant did not ingest");
    const api = await serveApiForTests(db.db);
    const whisper = await startOpenAiDouble();
    const profileDir = join(process.cwd(), ".voicedesk", "bench-calls-profiles");
    if (ctx.options.cpuProf) {
      rmSync(profileDir, { recursive: true, force: true });
      mkdirSync(profileDir, { recursive: true });
    }
    const stack = await startSipStack({
      name: "bench-calls",
      bridgeLogLevel: "info",
      // One RTP port per call, each held up to 10 minutes after its call ended: room for every level.
      bridgeRtpPorts: 2 * levels.reduce((a, b) => a + b, 0) * timings.length + 100,
      trunk: { tenant: "lindenhof", numbers: [DIALLED], allowedAddresses: ["127.0.0.1/32"], ringingTimeoutSeconds: 120 },
      agentEntry: VOICEDESK_AGENT_ENTRY,
      agentEnv: {
        VOICEDESK_APP_URL: api.appUrl,
        VOICEDESK_AGENT_TOKEN: testAgentToken(),
        STT_OPENAI_BASE_URL: whisper.baseURL,
        STT_OPENAI_MODEL: "whisper-1",
        // The bench measures how far one host goes, not where the worker's own limit stops it.
        VOICEDESK_MAX_CALLS: String(maxCalls),
      },
      agentNodeArgs: ctx.options.cpuProf ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    });
    // The app checks each call's room with LiveKit before it answers a turn.
    api.useLivekit(stack.livekit);
    const workerLog = join(stack.artifacts, "agent-worker.log");
    let logOffset = loopDelayOf(workerLog, 0).offset;
    const outcomes: LevelOutcome[] = [];
    // Job hosts serve every level and write their profiles when they exit, after the last one: each level's share is read then.
    const profiledLevels: ProfiledLevel[] = [];
    try {
      for (const n of levels) {
        for (const timing of timings) {
          ctx.progress(`calls: ${n} simultaneous call${n === 1 ? "" : "s"}, ${timing} timing`);
          const workDir = join(stack.artifacts, `level-${n}-${timing}`);
          mkdirSync(workDir, { recursive: true });
          // Each level hears its own callers' words only: what one level left unused must not answer the next.
          whisper.resetTranscripts();
          whisper.scriptTranscripts(...Array.from({ length: n }, () => [...QUESTIONS]).flat());
          const requestsBefore = whisper.transcriptions.length;
          const sink = await RtpSink.open();
          const host = watchHost({ worker: stack.agent.pid, bridge: stack.bridge.pid, livekit: stack.livekit.pid });
          const t0 = Date.now();
          const levelFromUs = monotonicNowUs();
          const target = { calls: n, workDir, bridge: stack.bridge.sipAddress, dialled: DIALLED, sink };
          const run = timing === "fixed" ? await runFixedTimingCallers(target) : await runEventDrivenCallers(target);
          // A call's job ends a moment after its caller hung up: count what it spends until then, and
          // start the next level on an idle worker (a level's calls still closing made the next one's
          // calls look like a full worker).
          const drained = await roomsGone(stack.rooms, DRAIN_TIMEOUT_MS);
          if (!drained) ctx.progress(`calls: rooms of the ${n}-call level still open after ${DRAIN_TIMEOUT_MS / 1000} s`);
          const usage = host.stop();
          const heard = rtpHeard(run.calls, sink.stats());
          await sink.close();
          const loop = loopDelayOf(workerLog, logOffset);
          logOffset = loop.offset;
          const connected = run.calls.filter((c) => c.rtpSource !== undefined).length;
          const outcome: LevelOutcome = {
            calls: n,
            timing,
            failed: Math.max(n - connected, run.sipp.failedCalls),
            questions: n * QUESTIONS.length,
            unanswered: run.unanswered,
            ringingMs: run.calls.flatMap((c) => (c.ringingMs === undefined ? [] : [c.ringingMs])),
            firstAudioMs: run.firstAudioMs,
            wallSeconds: (Date.now() - t0) / 1000,
            ...usage,
            loopDelay: loop.figures,
            rtp: heard,
            recognition: recognitionOf(whisper.transcriptions.slice(requestsBefore)),
          };
          outcomes.push(outcome);
          ctx.progress(levelLine(outcome));
          profiledLevels.push({ label: `${n} calls, ${timing}`, calls: n, window: { fromUs: levelFromUs, toUs: monotonicNowUs() } });
        }
      }
    } finally {
      await stack.stop();
      await whisper.close();
      await settlePersistence();
      await api.close();
      await db.close();
    }
    const profileNotes = ctx.options.cpuProf ? levelProfileLines(readProfiles(profileDir), jobHostPids(textOf(workerLog)), profiledLevels) : [];

    const baselineOf = (timing: LevelOutcome["timing"]) => outcomes.find((o) => o.timing === timing && o.calls === Math.min(...levels));
    const firstBaseline = baselineOf(timings[0])!;
    const baseline = baselineRow(
      "one-call",
      `${firstBaseline.calls} call${firstBaseline.calls === 1 ? "" : "s"} alone, ${firstBaseline.timing} timing (first audio, ms)`,
      firstBaseline.firstAudioMs.length > 0 ? firstBaseline.firstAudioMs : [0],
      "ms",
    );
    const rows: LatencyRow[] = outcomes
      .filter((o) => o !== firstBaseline && o.firstAudioMs.length > 0)
      .map((o) => latencyRow(`calls.${o.calls}.${o.timing}`, `${o.calls} simultaneous calls, ${o.timing} timing`, o.firstAudioMs, "ms", baseline));
    const holding = outcomes.filter((o) => levelHolds(o, GOAL));
    const highest = (timing: string) => Math.max(0, ...holding.filter((o) => o.timing === timing).map((o) => o.calls));
    return {
      suite: "calls",
      description: DESCRIPTION,
      startedAt: started.toISOString(),
      durationSeconds: (Date.now() - started.getTime()) / 1000,
      machine: describeMachine(),
      params: {
        levels: levels.join(", "),
        callerTiming: timings.join(" + "),
        questionsPerCall: QUESTIONS.length,
        stt: "OpenAI STT plugin → local double",
        tts: "espeak-ng",
        goal: `0 failed, 0 unanswered, first audio p95 ≤ ${GOAL.firstAudioP95Ms} ms, ringing ≤ ${GOAL.ringingMaxMs} ms`,
        cpuProf: ctx.options.cpuProf,
      },
      baselines: [baseline],
      sections: [{ title: "ms from the end of a question's speech to the first speech packet of the answer at the caller (RTP)", rows }],
      references: [],
      notes: [
        ...outcomes.map(levelLine),
        ...timings.map((t) => `highest level that holds the goal (${t} timing): ${highest(t) || "none"} calls`),
        ...profileNotes,
      ],
    };
  },
};
