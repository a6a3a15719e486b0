import { getDb } from "../db";
import { moduleLogger } from "../../lib/logger";
import { scheduleRetentionPurge } from "./retention";

const log = moduleLogger("console.retention");

/** Opens the process database and starts the daily purge; a failure to open is logged, not fatal. */
export function startRetentionSchedule(): void {
  getDb()
    .then((db) => scheduleRetentionPurge(db))
    .catch((err: unknown) => log.error({ err }, "retention_schedule_failed"));
}
