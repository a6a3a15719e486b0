import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { runToCompletion } from "../process/processes";
import type { Service } from "./services";
import { sql } from "drizzle-orm";
import { openEmbeddedDatabase, queryRows } from "~/server/db";

export interface DataDirOptions {
  /** Relative to the repository root; git-ignored via /.voicedesk/. */
  dir?: string;
  /** Tenant bundles to ingest, relative to the repository root. */
  tenantDirs?: readonly string[];
  /**
   * Scripted demo calls for the operations dashboard (`cli demo-telemetry --end-before-today`), all
   * before today; the number of calls made is published as VOICEDESK_E2E_DEMO_CALLS (a direct SQL count).
   */
  demoTelemetry?: { tenant: string; days: number; callsPerDay: number };
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
      const demo: Record<string, string> = {};
      if (opts.demoTelemetry) {
        const d = opts.demoTelemetry;
        const args = ["demo-telemetry", "--tenant", d.tenant, "--days", String(d.days), "--calls-per-day", String(d.callsPerDay), "--end-before-today"];
        await runToCompletion("demo telemetry", process.execPath, [join(ctx.root, "node_modules/tsx/dist/cli.mjs"), "scripts/cli.ts", ...args], {
          cwd: ctx.root,
          env: { ...process.env, ...ctx.env, VOICEDESK_DATA_DIR: dataDir, LOG_LEVEL: "warn" },
          logFile: join(ctx.logDir, "demo-telemetry.log"),
        });
        demo.VOICEDESK_E2E_DEMO_CALLS = String(await countCalls(join(dataDir, "pglite"), d.tenant));
      }
      // The app creates its first admin with this password on boot (console specs sign in with it).
      return { env: { VOICEDESK_DATA_DIR: dataDir, VOICEDESK_ADMIN_PASSWORD: randomBytes(18).toString("base64url"), ...demo }, stop: async () => {} };
    },
  };
}

/** A direct SQL count of the tenant's calls, made before the app holds the database. */
async function countCalls(pgliteDir: string, tenant: string): Promise<number> {
  const handle = await openEmbeddedDatabase(pgliteDir);
  try {
    const rows = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from conversations c join tenants t on t.id = c.tenant_id where t.slug = ${tenant}`,
    );
    return rows[0]?.n ?? 0;
  } finally {
    await handle.close();
  }
}
