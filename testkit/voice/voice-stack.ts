/**
 * The whole voice stack for one test suite, on free ports beside any developer instance: a real
 * livekit-server, the real app API over an in-memory database with the demo tenant, and the real
 * Voicedesk agent worker in its own process group. Callers join with @livekit/rtc-node.
 */
import { mkdirSync } from "node:fs";
import { processEmbedder } from "~/server/runtime";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";
import { initializeLogger } from "@livekit/agents";
import { RoomServiceClient } from "livekit-server-sdk";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { assertEspeakInstalled } from "~/agent/tts/espeak";
import { createMemoryDatabase, type DatabaseHandle } from "~/server/db";
import { createDemoDatabase } from "../db/test-database";
import { serveApiForTests, type TestApi } from "~/server/api/serve-for-tests";
import { settlePersistence } from "~/server/cognition/orchestrator";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { VOICE_AGENT_NAME } from "~/contracts/room-protocol";
import { resolveLivekitServerBinary, startLivekitOnFreePorts, type LivekitDevServer } from "../services/livekit/livekit-server";
import { startAgentWorker, type AgentWorker } from "../services/agent-worker";
import { joinAsCaller, type Caller } from "../harness/caller";
import { followRoomEvents, type RoomEventFollower } from "./room-events";
import { createRoomToken } from "../harness/room-token";
import { testAgentToken } from "../test-secrets";

export const VOICEDESK_ENTRY = fileURLToPath(new URL("../../agent/voicedesk/main.ts", import.meta.url));
const ARTIFACTS = fileURLToPath(new URL("../../e2e/.artifacts/", import.meta.url));

export interface VoiceCaller extends Caller, RoomEventFollower {
  /** The room's name (one fresh room per call). */
  roomName: string;
  /**
   * Ends the call as a phone line does: the caller leaves and the room is closed, so the agent's
   * job process ends now rather than after LiveKit's empty-room timeout. Idempotent.
   */
  hangUp(): Promise<void>;
}

export interface CallOptions {
  lang?: "nl" | "en" | "fr" | "it";
  /** The tenant in the dispatch (default the demo hospital); an unknown one makes the call's job fail. */
  tenant?: string;
}

/** What the stack's workers printed (JSON log lines of the worker and its job hosts), as they come. */
export interface WorkerOutput {
  lines(): readonly string[];
  /** Resolves with the first line (already printed — from line `fromLine` on — or still to come) that matches. */
  waitFor(match: RegExp, timeoutMs: number, fromLine?: number): Promise<string>;
}

export interface VoiceStack {
  db?: DatabaseHandle;
  /** The app's base URL the worker calls (a test may put a double of the network in front of it). */
  appUrl?: string;
  server?: LivekitDevServer;
  worker?: AgentWorker;
  output?: WorkerOutput;
  call(opts?: CallOptions): Promise<VoiceCaller>;
  startWorker(workerEnv: Record<string, string>): Promise<AgentWorker>;
}

export interface RunningVoiceStack {
  db: DatabaseHandle;
  appUrl: string;
  server: LivekitDevServer;
  worker: AgentWorker;
  output: WorkerOutput;
  call(opts?: CallOptions): Promise<VoiceCaller>;
  /** Another Voicedesk worker registered with the same server and app (its own env on top); stopped with the stack. */
  startWorker(workerEnv: Record<string, string>): Promise<AgentWorker>;
  /** Ends every call still open (a test's calls must not pile up job processes for the next test). */
  hangUpAll(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Start the stack (plain async, for benchmarks); `voiceStack` wraps it in vitest hooks. `entry`
 * defaults to the Voicedesk worker; the echo line runs through the same harness for baselines.
 */
/** The demo hospital in a fresh in-memory PGlite: the benches' database (tests pass the run's engine). */
async function memoryDemoDatabase(): Promise<DatabaseHandle> {
  const db = await createMemoryDatabase();
  const ingested = await ingestTenantDir(db.db, "tenant_overlays/lindenhof", { embedder: processEmbedder() });
  if (!ingested.ok) {
    await db.close();
    throw new Error("demo tenant did not ingest");
  }
  return db;
}

export async function startVoiceStack(
  name: string,
  workerEnv: Record<string, string> = {},
  entry = VOICEDESK_ENTRY,
  openDemoDatabase: () => Promise<DatabaseHandle> = memoryDemoDatabase,
): Promise<RunningVoiceStack> {
  resolveLivekitServerBinary();
  assertEspeakInstalled();
  initializeLogger({ pretty: false, level: "warn" });
  mkdirSync(ARTIFACTS, { recursive: true });
  const callers: VoiceCaller[] = [];
  const extraWorkers: AgentWorker[] = [];
  const output = collectOutput();
  const db = await openDemoDatabase();
  let api: TestApi | undefined;
  let server: LivekitDevServer | undefined;
  let worker: AgentWorker | undefined;
  const stop = async () => {
    await Promise.allSettled(callers.map((c) => c.hangUp()));
    await Promise.allSettled(extraWorkers.map((w) => w.stop()));
    await worker?.stop().catch(() => {});
    await server?.stop().catch(() => {});
    await settlePersistence();
    await api?.close();
    await db.close();
  };
  try {
    api = await serveApiForTests(db.db);
    server = await startLivekitOnFreePorts({ logFile: `${ARTIFACTS}${name}.livekit.log` });
    api.useLivekit(server);
    worker = await startAgentWorker(
      entry,
      {
        LIVEKIT_URL: server.url,
        LIVEKIT_API_KEY: server.apiKey,
        LIVEKIT_API_SECRET: server.apiSecret,
        VOICEDESK_APP_URL: api.appUrl,
        VOICEDESK_AGENT_TOKEN: testAgentToken(),
        ...workerEnv,
      },
      { logFile: `${ARTIFACTS}${name}.worker.log`, onLine: output.push },
    );
  } catch (err) {
    await stop();
    throw err;
  }
  const running = { server, worker };
  const appUrl = api.appUrl;
  return {
    db,
    appUrl,
    ...running,
    output,
    startWorker: async (env) => {
      const extra = await startAgentWorker(
        entry,
        {
          LIVEKIT_URL: running.server.url,
          LIVEKIT_API_KEY: running.server.apiKey,
          LIVEKIT_API_SECRET: running.server.apiSecret,
          VOICEDESK_APP_URL: appUrl,
          VOICEDESK_AGENT_TOKEN: testAgentToken(),
          ...env,
        },
        { logFile: `${ARTIFACTS}${name}.worker-${extraWorkers.length + 2}.log`, onLine: output.push },
      );
      extraWorkers.push(extra);
      return extra;
    },
    call: async (opts = {}) => {
      const caller = await joinVoiceCall(running.server, opts, entry === VOICEDESK_ENTRY);
      callers.push(caller);
      return caller;
    },
    hangUpAll: async () => {
      await Promise.allSettled(callers.splice(0).map((c) => c.hangUp()));
    },
    stop,
  };
}

/** Keeps the workers' output lines (the most recent ones) for tests that wait on what a worker logged. */
function collectOutput(): WorkerOutput & { push(line: string): void } {
  const lines: string[] = [];
  const waiters = new Set<(line: string) => void>();
  return {
    push(line) {
      lines.push(line);
      for (const w of [...waiters]) w(line);
    },
    lines: () => lines,
    waitFor(match, timeoutMs, fromLine = 0) {
      const seen = lines.slice(fromLine).find((l) => match.test(l));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = (line: string) => {
          if (!match.test(line)) return;
          waiters.delete(waiter);
          clearTimeout(timer);
          resolve(line);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no worker output matching ${match} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** Join a fresh room as a caller; with `dispatch`, ask LiveKit for the Voicedesk agent by name. */
async function joinVoiceCall(server: LivekitDevServer, opts: CallOptions, dispatch: boolean): Promise<VoiceCaller> {
  const room = `call-lindenhof-${randomUUID().slice(0, 8)}`;
  const token = await createRoomToken({
    apiKey: server.apiKey,
    apiSecret: server.apiSecret,
    room,
    identity: `caller-${randomUUID().slice(0, 6)}`,
    ...(dispatch
      ? {
          dispatch: {
            agentName: VOICE_AGENT_NAME,
            metadata: JSON.stringify({ tenant: opts.tenant ?? "lindenhof", channel: "web", ...(opts.lang ? { lang: opts.lang } : {}) }),
          },
        }
      : {}),
  });
  const caller = await joinAsCaller({ url: server.url, token });
  const rooms = new RoomServiceClient(server.url.replace(/^ws/, "http"), server.apiKey, server.apiSecret);
  let hungUp: Promise<void> | undefined;
  const hangUp = () => {
    hungUp ??= (async () => {
      await caller.disconnect();
      // Closing the room takes the agent out at once; a room that is already gone is fine.
      await rooms.deleteRoom(room).catch(() => {});
    })();
    return hungUp;
  };
  return Object.assign(caller, followRoomEvents(caller), { roomName: room, hangUp });
}

/** The stack for one vitest suite: started before its tests, torn down after, even on failure. */
export function voiceStack(name: string, workerEnv: () => Record<string, string> = () => ({})): VoiceStack {
  let running: RunningVoiceStack | undefined;
  const stack: VoiceStack = {
    call: (opts) => running!.call(opts),
    startWorker: (env) => running!.startWorker(env),
  };
  beforeAll(async () => {
    running = await startVoiceStack(name, workerEnv(), VOICEDESK_ENTRY, createDemoDatabase);
    Object.assign(stack, { db: running.db, appUrl: running.appUrl, server: running.server, worker: running.worker, output: running.output });
  }, 120_000);
  // Each test's calls end with the test: calls left open kept their job processes (VAD, rtc) busy
  // on 2 cores, and a later test's call could wait past its timeout for an agent to join.
  // A failed test prints what the worker and its job hosts logged during it (ids, classes and
  // timings; the product never logs a caller's words): a media failure is read from that.
  let fromLine = 0;
  beforeEach(() => {
    fromLine = running?.output.lines().length ?? 0;
  });
  afterEach(async (ctx) => {
    if (running && ctx.task.result?.state === "fail") {
      const lines = running.output.lines().slice(fromLine);
      console.error(`[${name}] the agent worker's log during "${ctx.task.name}" (${lines.length} lines):\n${lines.slice(-400).join("\n")}`);
    }
    await running?.hangUpAll();
  }, 30_000);
  afterAll(async () => running?.stop(), 60_000);
  return stack;
}
