/**
 * The two kinds of caller the `calls` bench places, N at once through sipp:
 *
 * - **fixed timing**: one recording per call — listen 14 s (the greeting), ask, listen 14 s, ask,
 *   listen 14 s, hang up. It measures the line under a script that does not wait for it: a line
 *   too slow to greet within 14 s has its question asked over the greeting.
 * - **event-driven**: the caller asks as soon as the line has stopped talking (the greeting, then
 *   each answer), driven by SIP INFOs into sipp's dialog. It measures the line, not the script.
 *
 * First audio is measured where the caller is: from the end of a question's speech to the first
 * speech packet of that call's RTP stream.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { encodeUlaw, ULAW_SILENCE } from "~/testkit/sip/g711";
import { speak, toPhoneRate, ULAW_BYTES_PER_PACKET, writeCallerQuestion, writeCallerSilence } from "~/testkit/sip/caller-audio";
import type { RtpSink } from "~/testkit/sip/rtp-sink";
import { sippMessages, startSipp, type SippResult } from "~/testkit/sip/sipp";
import { callsOfThisRun, traceCalls, type TracedCall } from "./figures";

export const QUESTIONS = ["Wat zijn de bezoekuren?", "Hoeveel kost parkeren?"] as const;
/** The greeting (~9 s) is over before the first question; each answer before the next. */
const LISTEN_FIRST_MS = 14_000;
/** A question left without speech in reply for this long is unanswered. */
export const LISTEN_AFTER_MS = 14_000;
/** The line has finished a greeting or an answer once it has been quiet this long. */
const LINE_DONE_QUIET_MS = 1_200;
/**
 * An answer is speech that starts after this much quiet at the caller. A fixed-timing question can
 * come while the line still reads out the previous answer (~15 s with its filler, longer than the
 * 14-s window): those words are not the answer, and counting them gave first-audio times of
 * 0.2–0.4 s. Longer than a gap between packets of one sentence, shorter than the quiet before any
 * answer (the caller's question itself, ≥ 1 s).
 */
const ANSWER_QUIET_BEFORE_MS = 700;
/** Quiet after each event-driven question (RTP must keep flowing; the bridge hangs up after 15 s without it). */
const QUIET_AFTER_QUESTION_MS = 40_000;

export interface CallerRun {
  sipp: SippResult;
  calls: TracedCall[];
  /** ms from the end of each answered question's speech to the first speech back. */
  firstAudioMs: number[];
  /** Every question asked or due (two per placed call) that got no speech back within the listening window. */
  unanswered: number;
}

interface LevelTarget {
  calls: number;
  workDir: string;
  bridge: string;
  dialled: string;
  sink: RtpSink;
}

/** The caller's side of a fixed-timing call as one µ-law file: listen, ask, listen, ask, listen. */
function fixedRecording(file: string): { questionEndsMs: number[]; totalMs: number } {
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

export async function runFixedTimingCallers(t: LevelTarget): Promise<CallerRun> {
  const script = fixedRecording(join(t.workDir, "question.ulaw"));
  const wallMinusMono = Date.now() - performance.now();
  const sipp = await (
    await startSipp({
      scenario: "call-audio-bye",
      name: `fixed-${t.calls}`,
      target: t.bridge,
      dialled: t.dialled,
      caller: "+32470000009",
      rtpSinkPort: t.sink.port,
      workDir: t.workDir,
      durationMs: script.totalMs,
      calls: t.calls,
      concurrent: t.calls,
      ratePerSecond: t.calls,
      timeoutMs: script.totalMs + 180_000,
    })
  ).result;
  const calls = traceCalls(sippMessages(sipp.messages));
  const firstAudioMs: number[] = [];
  for (const call of calls) {
    if (call.rtpSource === undefined || call.ackAt === undefined) continue;
    const audioStart = call.ackAt - wallMinusMono; // sipp starts the recording at the ACK
    for (const endMs of script.questionEndsMs) {
      const questionEnd = audioStart + endMs;
      const heard = t.sink.firstSpeechOnsetFrom(call.rtpSource, questionEnd, ANSWER_QUIET_BEFORE_MS);
      if (heard !== undefined && heard - questionEnd <= LISTEN_AFTER_MS) firstAudioMs.push(heard - questionEnd);
    }
  }
  return { sipp, calls, firstAudioMs, unanswered: t.calls * QUESTIONS.length - firstAudioMs.length };
}

/** Polls sipp's message trace for calls the bridge answered (with their RTP port), as they come. */
async function* answeredCalls(
  messagesFile: () => string,
  callIdOf: (callNumber: number) => string,
  total: number,
  until: Promise<unknown>,
): AsyncGenerator<TracedCall> {
  const seen = new Set<string>();
  let over = false;
  void until.finally(() => (over = true));
  while (seen.size < total) {
    for (const call of callsOfThisRun(traceCalls(sippMessages(messagesFile())), callIdOf)) {
      // Only once sipp has logged its ACK: the 200 OK before it is then complete in the file (a
      // 200 OK read while sipp was still writing it could give a cut-off RTP port).
      if (call.rtpSource === undefined || call.ackAt === undefined || seen.has(call.callId)) continue;
      seen.add(call.callId);
      yield call;
    }
    if (over) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function runEventDrivenCallers(t: LevelTarget): Promise<CallerRun> {
  const first = writeCallerQuestion({ file: join(t.workDir, "question.ulaw"), text: QUESTIONS[0], totalMs: QUIET_AFTER_QUESTION_MS });
  const second = writeCallerQuestion({ file: join(t.workDir, "question2.ulaw"), text: QUESTIONS[1], totalMs: QUIET_AFTER_QUESTION_MS });
  writeCallerSilence(join(t.workDir, "silence.ulaw"));
  const questions = [first, second];
  const running = await startSipp({
    scenario: "call-signalled-twice",
    name: `events-${t.calls}`,
    target: t.bridge,
    dialled: t.dialled,
    caller: "+32470000009",
    rtpSinkPort: t.sink.port,
    workDir: t.workDir,
    durationMs: 0,
    calls: t.calls,
    concurrent: t.calls,
    ratePerSecond: t.calls,
    // Ringing, a greeting, two answers, and their quiet: all bounded below, with room to spare.
    timeoutMs: 300_000,
  });
  const messagesFile = join(t.workDir, `events-${t.calls}.messages.log`);
  const read = () => (existsSync(messagesFile) ? readFileSync(messagesFile, "utf8") : "");
  const firstAudioMs: number[] = [];
  const conversations: Promise<void>[] = [];

  /** One caller: wait for the line to finish talking, ask, … and hang up. */
  const converse = async (call: TracedCall) => {
    const source = call.rtpSource!;
    try {
      // The greeting: the caller waits for it to end, however long the line took to start it.
      await t.sink.waitForSpeechThenQuietFrom(source, { from: 0, minSpeechMs: 1_000, quietMs: LINE_DONE_QUIET_MS, timeoutMs: 60_000 });
    } catch {
      // No greeting: ask anyway, the questions count as unanswered if nothing comes.
    }
    for (const q of questions) {
      const askedAt = performance.now();
      await running.signal(call.callNumber, 15_000);
      const questionEnd = askedAt + q.speechMs;
      try {
        await t.sink.waitForSpeechThenQuietFrom(source, {
          from: questionEnd,
          minSpeechMs: 300,
          quietMs: LINE_DONE_QUIET_MS,
          timeoutMs: LISTEN_AFTER_MS + 30_000,
        });
      } catch {
        // Silence or an answer that never ends: judged below from what was heard.
      }
      const heard = t.sink.firstSpeechOnsetFrom(source, questionEnd, ANSWER_QUIET_BEFORE_MS);
      if (heard !== undefined && heard - questionEnd <= LISTEN_AFTER_MS) firstAudioMs.push(heard - questionEnd);
    }
    await running.signal(call.callNumber, 15_000);
  };

  for await (const call of answeredCalls(read, running.callId, t.calls, running.result)) {
    conversations.push(
      converse(call).catch(() => {
        // A call that dropped mid-way: its remaining questions count as unanswered.
      }),
    );
  }
  await Promise.all(conversations);
  const sipp = await running.result;
  return { sipp, calls: traceCalls(sippMessages(sipp.messages)), firstAudioMs, unanswered: t.calls * QUESTIONS.length - firstAudioMs.length };
}
