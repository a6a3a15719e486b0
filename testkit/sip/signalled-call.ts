/**
 * A phone caller driven step by step (sipp's `call-signalled` scenario, or a transfer scenario that
 * asks on the same signal): dials, listens to the greeting until the line has spoken and gone quiet,
 * then asks when the test signals. The SIP agent test and the compose-topology test both call this
 * way; one place keeps their calls alike, and none waits on a guessed greeting length.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { writeCallerQuestion, writeCallerSilence, type CallerQuestion } from "./caller-audio";
import { RtpSink } from "./rtp-sink";
import { startSipp, type RunningSipp, type ScenarioName } from "./sipp";

/** The scenarios whose caller asks on the test's first signal. */
export type SignalledScenario = Extract<ScenarioName, "call-signalled" | "refer-accept" | "refer-reject">;

export interface SignalledCallOptions {
  /** The call's name: its artifact folder under `artifactsDir` and sipp's trace names. */
  name: string;
  /** Default call-signalled (a second signal hangs up); the refer ones then answer the line's transfer. */
  scenario?: SignalledScenario;
  artifactsDir: string;
  /** The bridge's SIP address (host:port). */
  target: string;
  dialled: string;
  caller: string;
  /** What the caller will say when signalled, as espeak-ng speaks it. */
  question: string;
  /** How long the line must be quiet after the greeting for it to count as finished. */
  quietAfterGreetingMs: number;
  greetingTimeoutMs: number;
}

export interface SignalledCall {
  sipp: RunningSipp;
  /** What the caller hears. The caller of dialSignalledCall closes it (it is returned at once). */
  sink: RtpSink;
  asked: CallerQuestion;
  dialledAt: number;
  /** Resolves once the greeting was heard (≥ 2 s of speech, then quiet). */
  greeted: Promise<void>;
}

/** The caller's whole call fits well inside this: sipp gives up after it. */
const CALL_TIMEOUT_MS = 240_000;
/** The question file is this long; the caller says it once, then keeps quiet. */
const QUESTION_FILE_MS = 40_000;
const GREETING_MIN_SPEECH_MS = 2_000;

export async function dialSignalledCall(o: SignalledCallOptions): Promise<SignalledCall> {
  const workDir = join(o.artifactsDir, o.name);
  mkdirSync(workDir, { recursive: true });
  const asked = writeCallerQuestion({ file: join(workDir, "question.ulaw"), text: o.question, totalMs: QUESTION_FILE_MS });
  writeCallerSilence(join(workDir, "silence.ulaw"));
  const sink = await RtpSink.open();
  const dialledAt = performance.now();
  let sipp: RunningSipp;
  try {
    sipp = await startSipp({
      scenario: o.scenario ?? "call-signalled",
      name: o.name,
      target: o.target,
      dialled: o.dialled,
      caller: o.caller,
      rtpSinkPort: sink.port,
      workDir,
      durationMs: 1_000,
      timeoutMs: CALL_TIMEOUT_MS,
    });
  } catch (error) {
    await sink.close();
    throw error;
  }
  const greeted = sink.waitForSpeechThenQuiet({
    from: dialledAt,
    minSpeechMs: GREETING_MIN_SPEECH_MS,
    quietMs: o.quietAfterGreetingMs,
    what: "the greeting",
    timeoutMs: o.greetingTimeoutMs,
  });
  return { sipp, sink, asked, dialledAt, greeted };
}
