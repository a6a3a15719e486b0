import { existsSync } from "node:fs";
import { makeOwnerOnly, ownerOnlyDir } from "~/lib/files/owner-only";
import { join } from "node:path";
import { describeServiceEvent, startServices, StartCancelledError, type RunningServices, type Service, type ServiceFailure } from "~/testkit/services/services";
import type { IngestStats } from "~/server/knowledge/ingest";
import { picoInstalled } from "~/agent/tts/pico/voices";
import { agentService } from "./agent-service";
import { appService } from "./app-service";
import { complain, indentTail, lastLinesOf, say } from "./console";
import { dataService, type DemoLogin } from "./data-service";

type StartFacts = {
  embeddingModel?: string;
  agent?: AgentModeDecision;
  demoLogin?: DemoLogin;
  inboundNumbers?: string[];
  phoneLine?: PhoneLineFacts;
  localEmbedder?: LocalEmbedderFacts;
  localStt?: LocalSttFacts;
};
import { livekitService } from "./livekit-service";
import { livekitWithSipService, type PhoneLineFacts } from "./sip-service";
import { applyLocalSecrets } from "./local-secrets";
import { portInUseMessage, portsToCheck, restartPolicyFor, startPlan, type AgentModeDecision, type StepId } from "./plan";
import { tcpPortFree, udpPortFree } from "~/testkit/process/port-probe";
import { readyMessage, type LocalEmbedderFacts, type LocalSttFacts } from "./ready-message";
import { embedderService, localEmbedderMissing } from "./embedder-service";
import { localSttMissing, sttService } from "./stt-service";
import { resolveStartSettings, StartConfigError, type StartSettings } from "./settings";

/** Copies of one signal closer than this are one request (see onSignal); a person's second Ctrl-C comes later. */
const SAME_SIGNAL_WINDOW_MS = 1000;

export interface RunOptions {
  root: string;
  /** The .env file that was loaded, if any. */
  envFile?: string;
  /** LOG_LEVEL as the user set it, for the services (this process runs quieter). */
  logLevel: string;
}

/** Exit codes: 0 stopped on request, 1 could not start or a service died, 130 cancelled while starting. */
export async function runStart(opts: RunOptions): Promise<number> {
  const startedAt = Date.now();
  let settings: StartSettings;
  try {
    settings = resolveStartSettings(process.env, opts.root);
  } catch (err) {
    if (err instanceof StartConfigError) {
      complain(err.message);
      return 1;
    }
    throw err;
  }
  say(opts.envFile ? `settings: ${opts.envFile} + environment` : "settings: no .env file, embedded defaults (every variable is in .env.example)");
  try {
    // The services inherit this process's environment: the app and the agent get the same secrets.
    const secrets = applyLocalSecrets(settings.dataDir);
    say(
      `secrets: agent token ${secrets.source.VOICEDESK_AGENT_TOKEN}, auth secret ${secrets.source.AUTH_SECRET}, LiveKit key pair ${secrets.source.VOICEDESK_LOCAL_LIVEKIT_KEY} (${secrets.file})`,
    );
  } catch (err) {
    complain((err as Error).message);
    return 1;
  }

  const problem = await preflight(settings);
  if (problem !== undefined) {
    complain(problem);
    return 1;
  }
  // Logs and data are owner-only, including what an older version left readable to others.
  makeOwnerOnly(ownerOnlyDir(settings.logDir));
  makeOwnerOnly(ownerOnlyDir(settings.dataDir));

  const facts: StartFacts = {};
  const embedderMissing = localEmbedderMissing(settings);
  if (embedderMissing !== undefined) {
    if (settings.env.EMBEDDING_PROVIDER === "e5") {
      complain(`EMBEDDING_PROVIDER=e5 but the local embedder cannot run: ${embedderMissing}`);
      return 1;
    }
    facts.localEmbedder = { missing: embedderMissing };
    complain(`no local e5 embedder: ${embedderMissing}. Answers come from the hashing embedder (shared words, not meaning).`);
  }
  const sttMissing = localSttMissing(settings);
  if (sttMissing !== undefined) {
    facts.localStt = { missing: sttMissing };
    complain(`no local speech recognition: ${sttMissing}. Callers type in the page during a call.`);
  }
  const services = startPlan(settings, embedderMissing, sttMissing).map((step) => ({
    ...serviceFor(step, settings, opts.logLevel, facts),
    restart: restartPolicyFor(step),
  }));

  const abort = new AbortController();
  let requested: NodeJS.Signals | undefined;
  let requestedAt = 0;
  let wake: () => void = () => {};
  const stopRequested = new Promise<void>((resolve) => (wake = resolve));
  const onSignal = (signal: NodeJS.Signals) => {
    // One Ctrl-C arrives twice: the terminal signals its whole foreground group (npm and this
    // process) and npm forwards its copy. Taken as a second press, it skipped the graceful stop.
    if (requested === signal && performance.now() - requestedAt < SAME_SIGNAL_WINDOW_MS) return;
    if (requested !== undefined) {
      // Exit handlers SIGKILL every process group we started.
      complain(`${signal} again: killing everything now`);
      process.exit(130);
    }
    requested = signal;
    requestedAt = performance.now();
    say(`${signal}: stopping (Ctrl-C again to kill at once)…`);
    abort.abort();
    wake();
  };
  const signals: NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];
  for (const s of signals) process.on(s, onSignal);
  // npm forwards SIGINT and SIGTERM (package.json execs this process, so npm is its parent), but a
  // parent that dies without forwarding (npm killed with SIGKILL, a closed terminal) would leave
  // everything running: its disappearance counts as a SIGTERM.
  const parent = process.ppid;
  const orphanWatch = setInterval(() => {
    if (process.ppid !== parent && requested === undefined) {
      complain(`the process that started npm start (pid ${parent}) is gone`);
      onSignal("SIGTERM");
    }
  }, 500);
  orphanWatch.unref();

  let failedService: string | undefined;
  try {
    let running: RunningServices;
    try {
      running = await startServices(services, {
        root: settings.root,
        logDir: settings.logDir,
        signal: abort.signal,
        report: (event) => {
          // The services say what they are starting themselves; a failure is told once, below.
          if (event.phase === "failed") failedService = event.service;
          if (event.phase === "starting" || event.phase === "failed") return;
          const trouble = event.phase === "stop-failed" || event.phase === "crashed" || event.phase === "restart-failed";
          (trouble ? complain : say)(describeServiceEvent(event));
          if (event.phase === "crashed") {
            const tail = event.end.tail ?? (event.end.logFile ? lastLinesOf(event.end.logFile) : "");
            if (tail) complain(`  last lines${event.end.logFile ? ` (log: ${event.end.logFile})` : ""}:\n${indentTail(tail)}`);
          }
        },
      });
    } catch (err) {
      if (err instanceof StartCancelledError || requested !== undefined) {
        say("stopped before it was ready");
        return 130;
      }
      complain(`could not start: ${failedService ?? "start-up"} failed: ${(err as Error).message}`);
      complain(`logs: ${settings.logDir}`);
      return 1;
    }

    const early = running.failure();
    if (early === undefined && requested === undefined) {
      process.stdout.write(
        `${readyMessage({ settings, embeddingModel: facts.embeddingModel ?? "unknown", agent: facts.agent ?? { mode: "dev" }, elapsedMs: Date.now() - startedAt, demoLogin: facts.demoLogin, phoneLine: facts.phoneLine, localEmbedder: facts.localEmbedder, localStt: facts.localStt, localVoice: { pico: picoInstalled() } })}\n`,
      );
    }
    const outcome = early ?? (await Promise.race([running.failed, stopRequested.then(() => undefined)]));
    if (outcome !== undefined && requested === undefined) {
      complain(describeFailure(outcome));
      complain("stopping the rest…");
      await running.stop();
      return 1;
    }
    await running.stop();
    say("stopped");
    return 0;
  } finally {
    clearInterval(orphanWatch);
    for (const s of signals) process.removeListener(s, onSignal);
  }
}

function serviceFor(step: StepId, settings: StartSettings, logLevel: string, facts: StartFacts): Service {
  const sayAs = (name: string) => (message: string) => say(`${name}: ${message}`);
  switch (step) {
    case "embedder":
      return embedderService(settings, sayAs("embedder"), (baseUrl) => (facts.localEmbedder = { baseUrl }));
    case "data":
      return dataService(settings, sayAs("data"), (stats: IngestStats, demoLogin, inboundNumbers) => {
        facts.embeddingModel = stats.embeddingModel;
        facts.demoLogin = demoLogin;
        facts.inboundNumbers = inboundNumbers;
      });
    case "livekit":
      return settings.sip.enabled
        ? livekitWithSipService(
            settings,
            sayAs("livekit"),
            () => facts.inboundNumbers ?? [],
            (line) => (facts.phoneLine = line),
          )
        : livekitService(settings, sayAs("livekit"));
    case "stt":
      return sttService(settings, sayAs("stt"), (baseUrl) => (facts.localStt = { baseUrl }));
    case "app":
      return appService(settings, sayAs("app"), logLevel);
    case "agent":
      return agentService(settings, sayAs("agent"), logLevel, (decision) => (facts.agent = decision));
  }
}

/** What must hold before anything touches the data: the bundle exists and every port is free. */
async function preflight(settings: StartSettings): Promise<string | undefined> {
  if (!existsSync(join(settings.tenant.bundleDir, "tenant.yaml"))) {
    return `no tenant bundle for VOICEDESK_DEMO_TENANT=${settings.tenant.slug}: ${settings.tenant.bundleDir}/tenant.yaml does not exist`;
  }
  for (const claim of portsToCheck(settings)) {
    const free = claim.protocol === "tcp" ? await tcpPortFree(claim.port, claim.host) : await udpPortFree(claim.port, claim.host);
    if (!free) return portInUseMessage(claim);
  }
  return undefined;
}

function describeFailure(f: ServiceFailure): string {
  const tail = f.tail ?? (f.logFile ? lastLinesOf(f.logFile) : "");
  return [`${f.name} stopped unexpectedly: ${f.reason}${f.logFile ? ` (log: ${f.logFile})` : ""}`, ...(tail ? ["  last lines:", indentTail(tail)] : [])].join(
    "\n",
  );
}
