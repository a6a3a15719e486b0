import type { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

/**
 * Serve an embedded database on a real TCP port so tools that speak the Postgres wire protocol
 * (drizzle-kit, psql, the `DATABASE_URL` path in tests) can reach it. Loopback only.
 */
export async function servePgliteOverTcp(pglite: PGlite, opts: { port: number; host?: string }): Promise<{ url: string; stop(): Promise<void> }> {
  const host = opts.host ?? "127.0.0.1";
  const server = new PGLiteSocketServer({ db: pglite, port: opts.port, host });
  await server.start();
  return {
    url: `postgres://postgres:postgres@${host}:${opts.port}/postgres?sslmode=disable`,
    stop: () => server.stop(),
  };
}
