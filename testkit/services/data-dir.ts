import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { runToCompletion } from "../process/processes";
import type { Service } from "./services";

export interface DataDirOptions {
  /** Relative to the repository root; git-ignored via /.voicedesk/. */
  dir?: string;
  /** Tenant bundles to ingest, relative to the repository root. */
  tenantDirs?: readonly string[];
}

/**
 * A fresh embedded database with the demo hospital, made with the real CLI. It must run before the
 * app starts: PGlite admits one process per data directory.
 */
export function dataDirService(opts: DataDirOptions = {}): Service {
  const dir = opts.dir ?? ".voicedesk/e2e-data";
  const tenantDirs = opts.tenantDirs ?? ["tenant_overlays/lindenhof"];
  return {
    name: "data dir",
    async start(ctx) {
      const dataDir = resolve(ctx.root, dir);
      rmSync(dataDir, { recursive: true, force: true });
      mkdirSync(dataDir, { recursive: true });
      for (const tenantDir of tenantDirs) {
        await runToCompletion(
          "ingest",
          process.execPath,
          [join(ctx.root, "node_modules/tsx/dist/cli.mjs"), "scripts/cli.ts", "ingest", "--tenant-dir", tenantDir],
          {
            cwd: ctx.root,
            env: { ...process.env, ...ctx.env, VOICEDESK_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
            logFile: join(ctx.logDir, "ingest.log"),
          },
        );
      }
      // The app creates its first admin with this password on boot (console specs sign in with it).
      return { env: { VOICEDESK_DATA_DIR: dataDir, VOICEDESK_ADMIN_PASSWORD: randomBytes(18).toString("base64url") }, stop: async () => {} };
    },
  };
}
