import { join } from "node:path";
import { freeTcpPort } from "~/testkit/process/free-ports";
import { localWhisperAgentEnv, localWhisperMissing, startWhisperServer } from "~/testkit/services/local-models/whisper-server";
import type { Service } from "~/testkit/services/services";
import type { Say } from "./console";
import type { StartSettings } from "./settings";

/** What local-models.sh's exit codes mean, for the ready message (the script's header lists them). */
const SETUP_EXITS: Record<number, string> = {
  2: "it was called wrongly",
  10: "no Python 3.10–3.13 with venv (Debian: apt-get install python3-venv)",
  11: "its Python packages could not be installed (PyPI unreachable?)",
  12: "a model package could not be downloaded",
  13: "a model file does not match its recorded checksum (try --verify)",
  14: "Whisper did not load its model",
};

/**
 * Pure apart from looking for the installed files: why `npm start` runs without the local
 * recogniser although it was wanted, or undefined when it can run. A failed setup counts even when
 * an older install is on disk: what failed (a checksum, a load) may be that install.
 */
export function localSttMissing(settings: Pick<StartSettings, "stt" | "root">): string | undefined {
  if (settings.stt.kind !== "local") return undefined;
  if (settings.stt.setupExit !== undefined) {
    const why = SETUP_EXITS[settings.stt.setupExit] ?? `exit ${settings.stt.setupExit}`;
    return `scripts/setup/local-models.sh failed: ${why}; see its output above`;
  }
  return localWhisperMissing(settings.root);
}

/**
 * The local Whisper server on a loopback port chosen once (a restart keeps it, so the agent's
 * STT_OPENAI_BASE_URL stays right). Publishes the agent's recogniser settings.
 */
export function sttService(settings: StartSettings, say: Say, onReady: (baseUrl: string) => void): Service {
  let port: number | undefined;
  return {
    name: "stt",
    async start(ctx) {
      port ??= await freeTcpPort();
      say(`local Whisper (faster-whisper-server) on 127.0.0.1:${port}, loading the model…`);
      const whisper = await startWhisperServer({ root: settings.root, port, logFile: join(ctx.logDir, "whisper.log") });
      say(`local Whisper ready (model loaded in ${(whisper.warmUpMs / 1000).toFixed(1)} s)`);
      onReady(whisper.baseUrl);
      return {
        env: localWhisperAgentEnv(whisper.baseUrl),
        stop: () => whisper.stop(),
        ended: whisper.exited.then(({ code, signal }) => ({
          reason: `faster-whisper-server exited (${code ?? signal})`,
          tail: whisper.tail(),
          logFile: whisper.logFile,
        })),
      };
    },
  };
}
