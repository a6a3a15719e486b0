/**
 * Next.js calls register() once when a server process starts. The conversation retention purge
 * runs here (on start, then daily) because this is the process that holds the database: with
 * PGlite no other process may open it while the app runs.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startRetentionSchedule } = await import("./server/console/retention-schedule");
  startRetentionSchedule();
}
