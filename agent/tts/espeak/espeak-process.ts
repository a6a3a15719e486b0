import type { AudioFrame } from "@livekit/rtc-node";
import { spawn, spawnSync, type ChildProcessByStdio } from "node:child_process";
import type { Readable, Writable } from "node:stream";
import { moduleLogger } from "~/lib/logger";
import { PcmFramer } from "./pcm-framer";
import { WavStreamReader } from "./wav-stream";

const log = moduleLogger("tts.espeak");

/** espeak-ng's native rate for its built-in voices. */
export const ESPEAK_SAMPLE_RATE = 22_050;

export const ESPEAK_INSTALL_HINT = "install it with `bash scripts/setup/apt-packages.sh espeak-ng` (Debian package espeak-ng)";

export class EspeakNotInstalledError extends Error {
  constructor(binary: string) {
    super(`espeak-ng is not installed (could not run "${binary}"): ${ESPEAK_INSTALL_HINT}`);
    this.name = "EspeakNotInstalledError";
  }
}

export class EspeakFailedError extends Error {
  constructor(detail: string) {
    super(`espeak-ng failed: ${detail}`);
    this.name = "EspeakFailedError";
  }
}

export interface EspeakUtterance {
  text: string;
  voice: string;
  wordsPerMinute: number;
  binary: string;
}

type EspeakChild = ChildProcessByStdio<Writable, Readable, Readable>;

/** Lets the owner see which espeak processes are alive (barge-in must leave none behind). */
export interface EspeakProcessObserver {
  started(pid: number): void;
  ended(pid: number): void;
}

function finished(child: EspeakChild): Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }> {
  return new Promise((resolve) => {
    child.once("error", (error) => resolve({ code: null, signal: null, error }));
    child.once("close", (code, signal) => resolve({ code, signal }));
  });
}

/** The command line for an utterance's voice and rate: two utterances with the same one can share a started process. */
export function espeakArgs(utterance: Pick<EspeakUtterance, "voice" | "wordsPerMinute">): string[] {
  // Text goes in on stdin, never argv: a caller-derived sentence starting with "-" would otherwise
  // be read as an option, and argv has a length limit.
  return ["-v", utterance.voice, "-s", String(utterance.wordsPerMinute), "-b", "1", "--stdout", "--stdin"];
}

/**
 * An espeak-ng process that has been started and waits for its text on stdin. Everything that
 * could happen to it before the text arrives (not installed, killed) is caught from the start, so
 * a process started ahead of its sentence fails the same way as one started for it.
 */
export interface StartedEspeak {
  readonly child: EspeakChild;
  readonly binary: string;
  readonly args: readonly string[];
  readonly outcome: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>;
  /** What it wrote on stderr so far (capped). */
  stderr(): string;
  /** Still waiting for its text: neither exited nor failed to start. */
  usable(): boolean;
  kill(): void;
}

export function startEspeak(binary: string, args: readonly string[]): StartedEspeak {
  const child: EspeakChild = spawn(binary, [...args], { stdio: ["pipe", "pipe", "pipe"] });
  const outcome = finished(child);
  let ended = false;
  void outcome.then(() => (ended = true));
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    if (stderr.length < 2000) stderr += chunk.toString("utf8");
  });
  // The process may die before reading its input (killed, or not installed): not our error to throw.
  child.stdin.on("error", () => {});
  return {
    child,
    binary,
    args,
    outcome,
    stderr: () => stderr,
    usable: () => !ended && child.pid !== undefined && child.exitCode === null && child.signalCode === null,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

/** Where an utterance's process comes from: started for it (the default), or one started ahead (./spare-espeak.ts). */
export type EspeakStarter = (binary: string, args: readonly string[]) => StartedEspeak;

/**
 * Speaks one utterance with espeak-ng and yields 20 ms frames as the audio arrives on its stdout.
 * Aborting `signal` (barge-in) or abandoning the iteration kills the process at once.
 */
export async function* espeakFrames(
  utterance: EspeakUtterance,
  signal: AbortSignal,
  observer?: EspeakProcessObserver,
  start: EspeakStarter = startEspeak,
): AsyncGenerator<AudioFrame> {
  if (utterance.text.trim() === "" || signal.aborted) return;

  const started = start(utterance.binary, espeakArgs(utterance));
  const { child, outcome } = started;
  const pid = child.pid;
  if (pid !== undefined) observer?.started(pid);
  child.stdin.end(utterance.text, "utf8");

  const onAbort = () => {
    started.kill();
    log.info({ pid, voice: utterance.voice }, "espeak synthesis cancelled");
  };
  signal.addEventListener("abort", onAbort, { once: true });

  const reader = new WavStreamReader();
  let framer: PcmFramer | undefined;
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      if (signal.aborted) return;
      const samples = reader.push(chunk);
      const format = reader.format;
      if (format === undefined) continue;
      if (format.sampleRate !== ESPEAK_SAMPLE_RATE) {
        throw new EspeakFailedError(`voice "${utterance.voice}" produces ${format.sampleRate} Hz; only ${ESPEAK_SAMPLE_RATE} Hz voices are supported`);
      }
      framer ??= new PcmFramer(format.sampleRate, format.channels);
      yield* framer.push(samples);
    }
    if (signal.aborted) return;

    const result = await outcome;
    if (result.error !== undefined) {
      if ((result.error as NodeJS.ErrnoException).code === "ENOENT") throw new EspeakNotInstalledError(utterance.binary);
      throw new EspeakFailedError(result.error.message);
    }
    if (result.code !== 0) {
      throw new EspeakFailedError(`exit ${result.code ?? result.signal} for voice "${utterance.voice}": ${started.stderr().trim() || "no output"}`);
    }
    reader.end();
    if (framer !== undefined) yield* framer.flush();
  } finally {
    signal.removeEventListener("abort", onAbort);
    // Reached on abort, on error and when the consumer stops iterating early.
    started.kill();
    await outcome;
    if (pid !== undefined) observer?.ended(pid);
  }
}

/** For startup checks and tests: fail early, with the install command, when espeak-ng is missing. */
export function assertEspeakInstalled(binary = "espeak-ng"): string {
  const probe = spawnSync(binary, ["--version"], { encoding: "utf8" });
  if (probe.error !== undefined || probe.status !== 0) throw new EspeakNotInstalledError(binary);
  return probe.stdout.trim();
}
