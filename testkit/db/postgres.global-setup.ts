/**
 * Vitest globalSetup: one throw-away PostgreSQL 18 + pgvector server for the whole run (Unix
 * socket, no fsync), stopped when the run ends. Test files get their own database from it, copied
 * from a template (testkit/db/test-database.ts), so the server starts once, not once per file.
 *
 * `VOICEDESK_TEST_DB=pglite` runs the same tests on the embedded PGlite instead (no server): the
 * engine comparison, and a machine without Python. Without that variable a missing server is an
 * error, never a silent switch: the run must say which engine it tested.
 */
import type { TestProject } from "vitest/node";
import { startPostgresServer } from "../services/postgres/postgres-server";
import type { TestDatabaseEngine } from "./test-database";

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const wanted = process.env.VOICEDESK_TEST_DB ?? "postgres";
  if (wanted === "pglite") {
    project.provide("voicedeskTestDatabase", { engine: "pglite" } satisfies TestDatabaseEngine);
    return undefined;
  }
  if (wanted !== "postgres") throw new Error(`VOICEDESK_TEST_DB must be "postgres" (the default) or "pglite"; got "${wanted}"`);
  const server = await startPostgresServer({ durability: "throwaway" });
  project.provide("voicedeskTestDatabase", { engine: "postgres", adminUrl: server.url("postgres") } satisfies TestDatabaseEngine);
  return () => server.stop();
}
