/**
 * Measurement, not a test: N simultaneous sipp calls through the local SIP bridge (each asks the
 * question, hears the probe agent's answer, hangs up), with the bridge's and livekit-server's memory
 * and CPU sampled from /proc. The numbers in docs/sip-notes.md come from here.
 *
 *   npx tsx testkit/sip/concurrent-calls.ts --calls 4 [--idle 4]
 *
 * The probe agent is a TEST DOUBLE (one job process per call, espeak-ng answer); the product agent
 * costs more per call (STT, cognition, TTS), so agent-side figures here are a floor.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { writeCallerQuestion } from "./caller-audio";
import { RtpSink } from "./rtp-sink";
import { startSipStack } from "./sip-stack";
import { runSipp, sippMessages } from "./sipp";

const CLOCK_TICKS = 100; // USER_HZ on Linux

interface ProcSample {
  rssMb: number;
  cpuSeconds: number;
}

function sample(pid: number): ProcSample | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
    return { rssMb: Math.round(rssKb / 1024), cpuSeconds: ticks / CLOCK_TICKS };
  } catch {
    return undefined;
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { calls: { type: "string", default: "4" }, idle: { type: "string" } } });
  const calls = Number(values.calls);
  const idle = Number(values.idle ?? Math.min(calls, 4));
  const stack = await startSipStack({
    name: `concurrent-${calls}`,
    bridgeLogLevel: "info",
    trunk: { tenant: "demo-hospital", numbers: ["+3289000000"], allowedAddresses: ["127.0.0.1/32"], ringingTimeoutSeconds: 90 },
    agentEnv: { SIPPROBE_MAX_CALLS: String(calls), SIPPROBE_IDLE_PROCESSES: String(idle) },
  });
  const sink = await RtpSink.open();
  try {
    writeCallerQuestion({ file: join(stack.artifacts, "question.ulaw"), text: "Goedendag. Wat zijn de bezoekuren op zondag?", totalMs: 18_000 });
    const bridgeIdle = sample(stack.bridge.pid);
    const livekitIdle = sample(stack.livekit.pid);
    let bridgePeakMb = bridgeIdle?.rssMb ?? 0;
    let livekitPeakMb = livekitIdle?.rssMb ?? 0;
    const timer = setInterval(() => {
      bridgePeakMb = Math.max(bridgePeakMb, sample(stack.bridge.pid)?.rssMb ?? 0);
      livekitPeakMb = Math.max(livekitPeakMb, sample(stack.livekit.pid)?.rssMb ?? 0);
    }, 250);
    const startedAt = Date.now();
    const result = await runSipp({
      scenario: "call-audio-bye",
      name: `concurrent-${calls}`,
      target: stack.bridge.sipAddress,
      dialled: "+3289000000",
      caller: "+32470000001",
      rtpSinkPort: sink.port,
      workDir: stack.artifacts,
      durationMs: 16_000,
      calls,
      concurrent: calls,
      ratePerSecond: calls,
      timeoutMs: 180_000,
    });
    const wallMs = Date.now() - startedAt;
    clearInterval(timer);
    const bridgeAfter = sample(stack.bridge.pid);
    const livekitAfter = sample(stack.livekit.pid);
    const events = stack.events.all().filter((e) => e.at >= startedAt);
    // Ringing per call: INVITE sent → 200 OK received (the bridge answers once the agent subscribed).
    const messages = sippMessages(result.messages);
    const ringingMs = [...new Set(messages.map((m) => m.callId))]
      .flatMap((callId) => {
        const invite = messages.find((m) => m.callId === callId && m.method === "INVITE");
        const ok = messages.find((m) => m.callId === callId && m.status === 200 && m.cseqMethod === "INVITE");
        return invite?.loggedAt !== undefined && ok?.loggedAt !== undefined ? [ok.loggedAt - invite.loggedAt] : [];
      })
      .sort((a, b) => a - b);
    const streams = sink.stats();
    const report = {
      calls,
      sipp: { code: result.code, successful: result.successfulCalls, failed: result.failedCalls, wallMs },
      ringingMs: { min: ringingMs[0], median: ringingMs[Math.floor(ringingMs.length / 2)], max: ringingMs.at(-1) },
      dispatched: events.filter((e) => e.type === "dispatch").length,
      questionsHeard: events.filter((e) => e.type === "caller_question_heard").length,
      answersFinished: events.filter((e) => e.type === "answer_finished").length,
      rtpStreamsWithSpeechOver3s: streams.filter((s) => s.speechMs >= 3000).length,
      rtpStreams: streams.length,
      bridge: { idleMb: bridgeIdle?.rssMb, peakMb: bridgePeakMb, cpuSecondsDuringRun: round((bridgeAfter?.cpuSeconds ?? 0) - (bridgeIdle?.cpuSeconds ?? 0)) },
      livekitServer: {
        idleMb: livekitIdle?.rssMb,
        peakMb: livekitPeakMb,
        cpuSecondsDuringRun: round((livekitAfter?.cpuSeconds ?? 0) - (livekitIdle?.cpuSeconds ?? 0)),
      },
      loadAverage: readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" "),
    };
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await sink.close();
    await stack.stop();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
