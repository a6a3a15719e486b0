/**
 * Starts the ElevenLabs TEST DOUBLE as a separate process (main.ts under tsx), for runs where the
 * agent worker holding the plugin is another process; reads its records over HTTP.
 */
import type { Lang } from "~/lib/lang";
import { callControl, spawnDouble } from "../shared/double-process";
import type { RecordedSynthesis, RecordedTtsConnection } from "./records";

export interface ElevenLabsDoubleProcessOptions {
  port?: number;
  apiKey?: string;
  defaultLanguage?: Lang;
  readyTimeoutMs?: number;
  env?: Record<string, string>;
}

export interface ElevenLabsDoubleProcess {
  pid: number;
  baseURL: string;
  controlUrl: string;
  apiKey: string;
  syntheses(): Promise<RecordedSynthesis[]>;
  connections(): Promise<RecordedTtsConnection[]>;
  reset(): Promise<void>;
  stop(): Promise<void>;
}

interface ReadyLine {
  event: "ready";
  baseURL: string;
  controlUrl: string;
  apiKey: string;
}

export async function startElevenLabsDoubleProcess(opts: ElevenLabsDoubleProcessOptions = {}): Promise<ElevenLabsDoubleProcess> {
  const args = ["--port", String(opts.port ?? 0)];
  if (opts.apiKey !== undefined) args.push("--api-key", opts.apiKey);
  if (opts.defaultLanguage !== undefined) args.push("--default-language", opts.defaultLanguage);
  const spawned = await spawnDouble<ReadyLine>("testkit/doubles/elevenlabs/main.ts", args, opts);
  const { baseURL, controlUrl, apiKey } = spawned.ready;
  return {
    pid: spawned.pid,
    baseURL,
    controlUrl,
    apiKey,
    syntheses: async () => (await callControl<{ syntheses: RecordedSynthesis[] }>(controlUrl, "GET", "/syntheses")).syntheses,
    connections: async () => (await callControl<{ connections: RecordedTtsConnection[] }>(controlUrl, "GET", "/connections")).connections,
    reset: async () => {
      await callControl(controlUrl, "POST", "/reset");
    },
    stop: spawned.stop,
  };
}
