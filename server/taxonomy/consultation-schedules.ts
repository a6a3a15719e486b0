import { inArray } from "drizzle-orm";
import type { Db } from "~/server/db";
import { consultationSchedules } from "~/server/db/schema";

export type ConsultationScheduleRow = typeof consultationSchedules.$inferSelect;

/**
 * The consultation sessions of these doctors, in one query. No doctors → no query (an empty `IN ()`
 * is a syntax error in Postgres). Shared by the taxonomy the turns answer from, the console's
 * doctors editor and the bundle export, so the three read schedules the same way.
 */
export async function consultationSchedulesOf(db: Db, doctorIds: readonly string[]): Promise<ConsultationScheduleRow[]> {
  if (doctorIds.length === 0) return [];
  return db
    .select()
    .from(consultationSchedules)
    .where(inArray(consultationSchedules.doctorId, [...doctorIds]));
}
