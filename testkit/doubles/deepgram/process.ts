/**
 * Starts the Deepgram TEST DOUBLE as a separate process (main.ts under tsx) and talks to its
 * control endpoints — what a Playwright run uses, since the agent worker that holds the plugin is
 * another process there too.
 */
import type { HeardUtterance, RecordedConnection } from "./records";
import { callControl, spawnDouble } from "../shared/double-process";
import type { ScriptedUtteranceInput } from "./utterance-script";

export interface DeepgramDoubleProcessOptions {
  port?: number;
  apiKey?: string;
  endSilenceMs?: number;
  minVoicedMs?: number;
  readyTimeoutMs?: number;
  env?: Record<string, string>;
}

export interface DeepgramDoubleProcess {
  pid: number;
  url: string;
  controlUrl: string;
  apiKey: string;
  script(utterances: ScriptedUtteranceInput[], opts?: { language?: string }): Promise<number>;
  heard(): Promise<HeardUtterance[]>;
  connections(): Promise<RecordedConnection[]>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

interface ReadyLine {
  event: "ready";
  url: string;
  controlUrl: string;
  apiKey: string;
}

export async function startDeepgramDoubleProcess(opts: DeepgramDoubleProcessOptions = {}): Promise<DeepgramDoubleProcess> {
  const args = ["--port", String(opts.port ?? 0)];
  if (opts.apiKey !== undefined) args.push("--api-key", opts.apiKey);
  if (opts.endSilenceMs !== undefined) args.push("--end-silence-ms", String(opts.endSilenceMs));
  if (opts.minVoicedMs !== undefined) args.push("--min-voiced-ms", String(opts.minVoicedMs));
  const spawned = await spawnDouble<ReadyLine>("testkit/doubles/deepgram/main.ts", args, opts);
  const { url, controlUrl, apiKey } = spawned.ready;
  return {
    pid: spawned.pid,
    url,
    controlUrl,
    apiKey,
    script: async (utterances, scriptOpts) => (await callControl<{ queued: number }>(controlUrl, "POST", "/script", { utterances, ...scriptOpts })).queued,
    heard: async () => (await callControl<{ heard: HeardUtterance[] }>(controlUrl, "GET", "/heard")).heard,
    connections: async () => (await callControl<{ connections: RecordedConnection[] }>(controlUrl, "GET", "/connections")).connections,
    reset: async () => {
      await callControl(controlUrl, "POST", "/reset");
    },
    stop: spawned.stop,
  };
}
