/**
 * Start the app's API as a process (./main.ts) on a free port and wait until it listens.
 *
 *   const app = await startApiInstance({ name: "app-a", env: { DATABASE_URL } }); … app.url … await app.stop();
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startProcess, waitForLine, type ManagedProcess } from "../../process/processes";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export interface ApiInstance {
  url: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

export async function startApiInstance(opts: {
  name: string;
  env: Record<string, string | undefined>;
  logFile?: string;
  /** Extra arguments for node itself (`--cpu-prof`, say). */
  nodeArgs?: string[];
  /** The environment under `env`; default this process's (the compose topology passes a container's bare one). */
  baseEnv?: Readonly<Record<string, string | undefined>>;
}): Promise<ApiInstance> {
  const proc = startProcess(
    opts.name,
    process.execPath,
    [...(opts.nodeArgs ?? []), "--import", "tsx", "testkit/services/api-instance/main.ts", "--port", "0"],
    {
      cwd: REPO_ROOT,
      env: { ...(opts.baseEnv ?? process.env), LOG_LEVEL: process.env.LOG_LEVEL ?? "warn", ...opts.env },
      logFile: opts.logFile ?? join(REPO_ROOT, ".voicedesk", "logs", `${opts.name}.log`),
    },
  );
  try {
    const url = await waitForLine(proc, (line) => /^listening (http:\S+)/.exec(line)?.[1], { what: "listening", timeoutMs: 60_000 });
    return { url, process: proc, stop: () => proc.stop(10_000) };
  } catch (err) {
    await proc.stop();
    throw err;
  }
}
