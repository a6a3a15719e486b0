/**
 * The embedded speech recogniser: `faster-whisper-server` (PyPI, installed with the Whisper model
 * files by scripts/setup/local-models.sh into .voicedesk/) on loopback, speaking the OpenAI
 * `/v1/audio/transcriptions` API that the agent's OpenAI STT plugin calls behind the VAD.
 *
 *   const whisper = await startWhisperServer({ root, port: await freeTcpPort() }); … await whisper.stop();
 *
 * Ready means a transcription answered, not merely `/health`: the server loads the model on its
 * first request (3.5 s, up to 12 s on a busy 2-core host), which a caller's first turn must not pay.
 * Facts and traps: docs/local-models.md.
 */
import { accessSync, constants, existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { moduleLogger } from "~/lib/logger";
import { startProcess, type ProcessExit } from "../../process/processes";
import { waitFor } from "../../process/wait";

const log = moduleLogger("testkit.whisper-server");

/** What local-models.sh installs, relative to the repository root. */
export function localWhisperPaths(root: string): { server: string; config: string; setup: string } {
  return {
    server: join(root, ".voicedesk", "python", "bin", "faster-whisper-server"),
    config: join(root, ".voicedesk", "models", "faster-whisper-server.yaml"),
    setup: "scripts/setup/local-models.sh",
  };
}

/**
 * Why the local recogniser cannot run here, or undefined when it can. Pure apart from looking at
 * the two files the setup script leaves behind (the server's entry point and its model config).
 */
export function localWhisperMissing(root: string): string | undefined {
  const { server, config, setup } = localWhisperPaths(root);
  try {
    accessSync(server, constants.X_OK);
  } catch {
    return `faster-whisper-server is not installed (run \`bash ${setup}\`)`;
  }
  if (!existsSync(config)) return `the Whisper model config ${config} is missing (run \`bash ${setup}\`)`;
  return undefined;
}

/** faster-whisper-server serves the config's entry under this name only (see docs/local-models.md, Traps). */
export const LOCAL_WHISPER_MODEL = "whisper-1";

/**
 * The agent's environment for the local recogniser: the OpenAI-compatible path, with the call's
 * language sent from the first turn (Whisper base's own language detection found Dutch in 1 of
 * 46 espeak questions). No prompt: the tenant's names as Whisper's prompt made every language worse
 * (docs/benchmarks.md, suite hearing).
 */
export function localWhisperAgentEnv(baseUrl: string): Record<string, string> {
  return { STT_OPENAI_BASE_URL: baseUrl, STT_OPENAI_MODEL: LOCAL_WHISPER_MODEL, STT_OPENAI_LANGUAGE: "call" };
}

export const whisperServerOptionsSchema = z.object({
  root: z.string().min(1),
  port: z.number().int().min(1).max(65535),
  /** Default: the config local-models.sh wrote (whisper-base, int8, beam 5). Benches pass their own. */
  configFile: z.string().min(1).optional(),
  logFile: z.string().min(1).optional(),
  /** `/health` plus the warm-up transcription. */
  readyTimeoutMs: z.number().int().positive().default(120_000),
});
export type WhisperServerOptions = z.input<typeof whisperServerOptionsSchema>;

export interface WhisperServer {
  /** OpenAI base URL, ending in /v1 (STT_OPENAI_BASE_URL). */
  baseUrl: string;
  port: number;
  pid: number;
  logFile?: string;
  /** How long the model took to load (the warm-up transcription). */
  warmUpMs: number;
  exited: Promise<ProcessExit>;
  tail(): string;
  stop(): Promise<void>;
  kill(): void;
}

/** Pure: the server's environment. Offline by construction: nothing may reach the Hugging Face hub. */
export function whisperServerEnvironment(base: Readonly<Record<string, string | undefined>>): Record<string, string | undefined> {
  return {
    PATH: base.PATH ?? "/usr/bin:/bin",
    HOME: base.HOME,
    LANG: base.LANG ?? "C.UTF-8",
    HF_HUB_OFFLINE: "1",
    TRANSFORMERS_OFFLINE: "1",
    HF_HUB_DISABLE_TELEMETRY: "1",
    // CTranslate2 takes its threads from the config (cpu_threads: 2); OpenMP elsewhere stays at one.
    OMP_NUM_THREADS: "1",
  };
}

/** Half a second of silence as a 16 kHz mono 16-bit WAV: enough to make the server load the model. */
export function silentWav(ms = 500, rate = 16_000): Uint8Array {
  return pcmWav(new Int16Array(Math.round((ms / 1000) * rate)), rate);
}

/** 16-bit mono PCM as a WAV file, as an upload to the recogniser. */
export function pcmWav(pcm: Int16Array, rate: number): Uint8Array {
  const bytes = pcm.length * 2;
  const wav = Buffer.alloc(44 + bytes);
  wav.write("RIFF", 0);
  wav.writeUInt32LE(36 + bytes, 4);
  wav.write("WAVE", 8);
  wav.write("fmt ", 12);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write("data", 36);
  wav.writeUInt32LE(bytes, 40);
  Buffer.from(pcm.buffer, pcm.byteOffset, bytes).copy(wav, 44);
  return new Uint8Array(wav);
}

const transcriptionSchema = z.object({ text: z.string() });

/** One transcription request, as the OpenAI plugin makes it (multipart, `json` response). */
export async function transcribe(baseUrl: string, wav: Uint8Array, opts: { language?: string; prompt?: string; timeoutMs?: number } = {}): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(wav)], { type: "audio/wav" }), "audio.wav");
  form.append("model", LOCAL_WHISPER_MODEL);
  form.append("response_format", "json");
  if (opts.language) form.append("language", opts.language);
  if (opts.prompt) form.append("prompt", opts.prompt);
  const res = await fetch(`${baseUrl}/audio/transcriptions`, { method: "POST", body: form, signal: AbortSignal.timeout(opts.timeoutMs ?? 60_000) });
  if (!res.ok) throw new Error(`transcription: HTTP ${res.status} ${(await res.text()).slice(0, 200)}`);
  return transcriptionSchema.parse(await res.json()).text;
}

export async function startWhisperServer(options: WhisperServerOptions): Promise<WhisperServer> {
  const opts = whisperServerOptionsSchema.parse(options);
  const missing = localWhisperMissing(opts.root);
  if (missing !== undefined && opts.configFile === undefined) throw new Error(missing);
  const { server, config } = localWhisperPaths(opts.root);
  const configFile = opts.configFile ?? config;
  const proc = startProcess("faster-whisper-server", server, ["--config", configFile, "--host", "127.0.0.1", "--port", String(opts.port)], {
    cwd: opts.root,
    env: whisperServerEnvironment(process.env),
    logFile: opts.logFile,
  });
  const origin = `http://127.0.0.1:${opts.port}`;
  const baseUrl = `${origin}/v1`;
  const deadline = Date.now() + opts.readyTimeoutMs;
  const giveUp = () => (proc.hasExited() ? `faster-whisper-server exited${opts.logFile ? ` (log: ${opts.logFile})` : ""}:\n${proc.tail()}` : undefined);
  let warmUpMs = 0;
  try {
    await waitFor(
      async () => {
        const res = await fetch(`${origin}/health`, { signal: AbortSignal.timeout(2000) });
        return res.ok ? true : undefined;
      },
      { what: `faster-whisper-server to answer ${origin}/health`, timeoutMs: opts.readyTimeoutMs, intervalMs: 250, giveUp },
    );
    const began = Date.now();
    await transcribe(baseUrl, silentWav(), { language: "en", timeoutMs: Math.max(5000, deadline - Date.now()) });
    warmUpMs = Date.now() - began;
  } catch (err) {
    await proc.stop(3000);
    throw new Error(`the local recogniser did not come up: ${(err as Error).message}`);
  }
  log.info({ pid: proc.pid, port: opts.port, configFile, warmUpMs }, "whisper server ready");
  return {
    baseUrl,
    port: opts.port,
    pid: proc.pid,
    logFile: opts.logFile,
    warmUpMs,
    exited: proc.exited,
    tail: proc.tail,
    stop: () => proc.stop(5000),
    kill: proc.kill,
  };
}
