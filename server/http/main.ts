/**
 * Serves the built app: `tsx server/http/main.ts --hostname 127.0.0.1 --port 3000` in place of
 * `next start`, so the client address is decided where the socket is known (./client-address.ts).
 */
import { parseArgs } from "node:util";
import next from "next";
import { appEnv, EnvError, livekitPublicUrl, publicUrlIsHttps } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import { startAppServer } from "./serve-app";
import { keepNewFilesOwnerOnly } from "~/lib/files/owner-only";

const log = moduleLogger("http");
// What the app writes (the embedded database, dead letters, generated keys) is owner-only.
keepNewFilesOwnerOnly();

const { values } = parseArgs({
  options: { hostname: { type: "string", default: "127.0.0.1" }, port: { type: "string", default: process.env.PORT ?? "3000" } },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, got "${values.port}"`);
  process.exit(2);
}

// Refuse to serve on a bad or incomplete environment (production needs its own secrets), at start.
let settings;
try {
  settings = appEnv();
} catch (err) {
  if (!(err instanceof EnvError)) throw err;
  console.error(err.message);
  process.exit(2);
}

const app = next({ dev: false, dir: process.cwd(), hostname: values.hostname, port });
await app.prepare();
const handle = app.getRequestHandler();
const served = await startAppServer({
  handle: (req, res) => handle(req, res),
  host: values.hostname!,
  port,
  trustedProxies: settings.VOICEDESK_TRUSTED_PROXIES,
  livekitUrl: livekitPublicUrl(settings),
  https: publicUrlIsHttps(settings) === true,
});
log.info({ url: served.url, trustedProxies: settings.VOICEDESK_TRUSTED_PROXIES ?? "" }, "app_listening");
console.log(`- Local: ${served.url}`);

const stop = (signal: NodeJS.Signals) => {
  log.info({ signal }, "app_stopping");
  void served.close().then(() => app.close().finally(() => process.exit(0)));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
