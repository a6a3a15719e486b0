/**
 * `npm start` → scripts/start.sh (installs what is missing) → this file: the whole product on
 * embedded defaults — demo data imported, livekit-server --dev, the app, the agent worker — with
 * one ready message and one Ctrl-C to stop it all. See run.ts for the steps and plan.ts for why
 * they come in this order.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { keepNewFilesOwnerOnly } from "~/lib/files/owner-only";

// Every file npm start and its services write (logs, the database, secrets) is owner-only.
keepNewFilesOwnerOnly();

const root = fileURLToPath(new URL("../..", import.meta.url)).replace(/\/$/, "");

// .env is optional and never overrides what the shell exported. It must be loaded before any
// server module is imported: the logger reads LOG_LEVEL when it loads.
const envFile = join(root, ".env");
const loaded = existsSync(envFile);
if (loaded) process.loadEnvFile(envFile);

// This process's own structured logs (the import, the LiveKit wrapper) would bury the progress
// lines at info; the services keep the user's level and log to their files.
const logLevel = process.env.LOG_LEVEL?.trim() || "info";
if (logLevel === "info") process.env.LOG_LEVEL = "warn";

const { runStart } = await import("./run");
try {
  process.exit(await runStart({ root, envFile: loaded ? envFile : undefined, logLevel }));
} catch (err) {
  process.stderr.write(`[start] unexpected error: ${(err as Error).stack ?? String(err)}\n`);
  process.exit(1);
}
