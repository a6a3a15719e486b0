import { eq } from "drizzle-orm";
import type { Service } from "~/testkit/services/services";
import { tenants } from "~/server/db/schema";
import { openDatabase } from "~/server/db";
import { embedderFromEnv } from "~/server/knowledge/embedding";
import { ingestTenantDir } from "~/server/knowledge/ingest";
import { ensureDemoAdmin } from "~/server/auth/users";
import type { IngestStats } from "~/server/knowledge/ingest";
import { generateDemoTelemetry } from "~/server/operations/demo";
import { conversations } from "~/server/db/schema";
import { seconds, type Say } from "./console";
import type { StartSettings } from "./settings";

/** Pure: the one line the user reads about the import. */
export function ingestSummary(stats: IngestStats, where: string): string {
  const p = stats.pages;
  const changed = [p.added && `${p.added} added`, p.updated && `${p.updated} updated`, p.removed && `${p.removed} removed`].filter(Boolean).join(", ");
  return `${stats.slug}: ${p.total} pages (${changed || "all unchanged"}${changed && p.unchanged ? `, ${p.unchanged} unchanged` : ""}), ${stats.chunks.total} chunks, embedder ${stats.embeddingModel}, in ${where} (${seconds(stats.ms)})`;
}

/**
 * Imports the demo hospital's bundle into the persistent database, in this process. Idempotent:
 * the importer skips pages whose content hash is unchanged, so a warm start pays ~0.2 s here.
 * The database is closed before the step reports ready: with PGlite, the app can only open the
 * data dir once nobody else holds it.
 */
/** The console login made on a fresh data dir (printed once in the ready message), else null. */
export type DemoLogin = { email: string; password: string } | null;

export function dataService(settings: StartSettings, say: Say, onStats: (stats: IngestStats, demoLogin: DemoLogin, inboundNumbers: string[]) => void): Service {
  return {
    name: "data",
    async start(ctx) {
      const where = settings.database.kind === "pglite" ? `PGlite at ${settings.database.dir}` : "Postgres (DATABASE_URL)";
      say(`importing ${settings.tenant.bundleDir.replace(`${settings.root}/`, "")} into ${where}…`);
      const handle = await openDatabase(settings.database.kind === "postgres" ? { url: settings.database.url } : { dataDir: settings.database.dir });
      let result;
      let demoLogin: DemoLogin = null;
      let inboundNumbers: string[] = [];
      try {
        // The local e5 server started before this step publishes its URL; the app gets it the same way.
        // The import and the demo calls must embed alike: the corpus guard refuses a question
        // embedded by another model than its pages.
        const embedder = embedderFromEnv({ ...settings.env, VOICEDESK_EMBEDDER_URL: ctx.env.VOICEDESK_EMBEDDER_URL ?? settings.env.VOICEDESK_EMBEDDER_URL });
        result = await ingestTenantDir(handle.db, settings.tenant.bundleDir, { embedder });
        if (result.ok)
          demoLogin = await ensureDemoAdmin(handle.db, {
            email: settings.env.VOICEDESK_ADMIN_EMAIL,
            tenantSlug: settings.tenant.slug,
            password: settings.env.VOICEDESK_ADMIN_PASSWORD,
          });
        // A fresh data dir (no calls yet): two weeks of scripted calls through the real orchestrator for the
        // operations dashboard (server/operations/demo; voice timings sampled, labelled as such). Once.
        if (result.ok) {
          const [tenant] = await handle.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, settings.tenant.slug));
          const [anyCall] = tenant
            ? await handle.db.select({ id: conversations.id }).from(conversations).where(eq(conversations.tenantId, tenant.id)).limit(1)
            : [];
          if (tenant && !anyCall && settings.demoTelemetry) {
            say("generating demo telemetry (scripted calls through the orchestrator)…");
            const demo = await generateDemoTelemetry({ db: handle.db, embedder, llm: null }, { tenant: settings.tenant.slug });
            if (demo) say(`demo telemetry: ${demo.calls} calls, ${demo.turns} turns (${seconds(demo.ms)})`);
          }
        }
        // The phone line's numbers, for the SIP service (the app holds the database from here on).
        if (result.ok) {
          const [row] = await handle.db.select({ numbers: tenants.inboundNumbers }).from(tenants).where(eq(tenants.slug, settings.tenant.slug));
          inboundNumbers = row?.numbers ?? [];
        }
      } finally {
        await handle.close();
      }
      if (!result.ok) {
        const errors = result.errors.map((e) => `  ${e.file}${e.path ? ` ${e.path}` : ""}: ${e.message}`).join("\n");
        throw new Error(`${settings.tenant.bundleDir} is not a valid tenant bundle; nothing was imported:\n${errors}`);
      }
      onStats(result.stats, demoLogin, inboundNumbers);
      say(ingestSummary(result.stats, where));
      return { env: { VOICEDESK_DATA_DIR: settings.dataDir }, stop: async () => {} };
    },
  };
}
