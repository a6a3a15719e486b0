/**
 * Next.js calls register() once when a server process starts, before it serves requests. The
 * console's boot jobs run here (retention purge on start and daily; the first admin when
 * VOICEDESK_ADMIN_PASSWORD is set) because this is the process that holds the database: with
 * PGlite no other process may open it while the app runs.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startConsoleJobs } = await import("./server/console/startup");
  await startConsoleJobs();
}
