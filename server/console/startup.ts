import { getDb } from "~/server/db";
import { env } from "~/lib/env";
import { moduleLogger } from "~/lib/logger";
import { ensureDemoAdmin } from "~/server/auth/users";
import { scheduleRetentionPurge } from "./retention";

const log = moduleLogger("console.startup");

/**
 * What the app process does once at boot: start the daily retention purge and, when the operator
 * chose the first admin's password (VOICEDESK_ADMIN_PASSWORD, e.g. in a container), create that
 * admin on an empty database. A failure is logged, never fatal: the line must keep answering.
 */
export async function startConsoleJobs(): Promise<void> {
  try {
    const db = await getDb();
    const e = env();
    if (e.VOICEDESK_ADMIN_PASSWORD) {
      const created = await ensureDemoAdmin(db, { email: e.VOICEDESK_ADMIN_EMAIL, tenantSlug: e.VOICEDESK_DEMO_TENANT, password: e.VOICEDESK_ADMIN_PASSWORD });
      if (created) log.info({ email: created.email }, "first_admin_created");
    }
    scheduleRetentionPurge(db);
  } catch (err) {
    log.error({ err }, "console_startup_failed");
  }
}
