/**
 * docker-compose.yml as data: its services, and each service's environment as `docker compose`
 * would hand it to the container — the `${NAME}` references filled from the settings (the `.env`
 * beside the file), a required one (`${NAME:?message}`) refusing to start when it is missing.
 * Pure; the topology (./topology.ts) starts the real binaries from what this returns.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";

export interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  deploy?: { replicas?: string | number };
  depends_on?: Record<string, { condition: string }>;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

export const COMPOSE_FILE = "docker-compose.yml";

/** The compose file of the repository at `root` (YAML merge keys on: the file shares LiveKit's credentials by `<<:`). */
export function readComposeFile(root: string): ComposeFile {
  return parse(readFileSync(join(root, COMPOSE_FILE), "utf8"), { merge: true }) as ComposeFile;
}

export class ComposeSettingMissing extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`${variable}: ${detail}`);
    this.name = "ComposeSettingMissing";
  }
}

/**
 * Compose's interpolation (compose-spec "Interpolation"): `$$` is a dollar; `${X}` / `$X` the
 * setting or empty; `${X:-d}` d when X is unset or empty, `${X-d}` only when unset; `${X:?m}` an
 * error when X is unset or empty, `${X?m}` only when unset. Nested defaults are not used by this
 * file and refused rather than half-understood.
 */
export function interpolate(text: string, settings: Readonly<Record<string, string | undefined>>): string {
  return text.replace(/\$(\$|\{([^}]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g, (_whole, escape: string, braced?: string, bare?: string) => {
    if (escape === "$") return "$";
    if (bare !== undefined) return settings[bare] ?? "";
    const m = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])(.*))?$/s.exec(braced!);
    if (!m) throw new Error(`cannot interpolate \${${braced}}`);
    const [, name, colon, op, arg = ""] = m;
    if (arg.includes("${")) throw new Error(`nested interpolation in \${${braced}} is not supported`);
    const value = settings[name!];
    const missing = value === undefined || (colon === ":" && value === "");
    if (op === "-") return missing ? arg : value!;
    if (op === "?") {
      if (missing) throw new ComposeSettingMissing(name!, arg || "required");
      return value!;
    }
    return value ?? "";
  });
}

/** The environment compose gives `service`'s containers, every value interpolated. */
export function composeEnvironment(compose: ComposeFile, service: string, settings: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const s = compose.services[service];
  if (!s) throw new Error(`${COMPOSE_FILE} has no service "${service}"`);
  return Object.fromEntries(Object.entries(s.environment ?? {}).map(([name, value]) => [name, interpolate(String(value), settings)]));
}

/** How many containers of `service` `docker compose up` starts (its deploy.replicas, interpolated; 1 when unset). */
export function composeReplicas(compose: ComposeFile, service: string, settings: Readonly<Record<string, string | undefined>>): number {
  const replicas = compose.services[service]?.deploy?.replicas;
  if (replicas === undefined) return 1;
  const n = Number(interpolate(String(replicas), settings));
  if (!Number.isInteger(n) || n < 0) throw new Error(`${service}: deploy.replicas is not a count (${String(replicas)})`);
  return n;
}

/** Where a compose address (`host:port` inside the compose network) answers on this machine. */
export interface Relocation {
  host: string;
  port: number;
  /** Query parameters the new address needs (PostgreSQL's Unix socket directory: `host=/…`). */
  query?: Record<string, string>;
}

/**
 * A URL value whose `host:port` names a compose address (`postgres:5432`, `app:3000`,
 * `host.docker.internal:7880`) pointed at where that service runs here; any other value unchanged.
 * Credentials, path and query of the URL stay as compose wrote them.
 */
export function relocate(value: string, addresses: Readonly<Record<string, Relocation>>): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return value;
  }
  const to = addresses[`${url.hostname}:${url.port}`];
  if (!to) return value;
  url.hostname = to.host;
  url.port = String(to.port);
  for (const [k, v] of Object.entries(to.query ?? {})) url.searchParams.set(k, v);
  const out = url.toString();
  // URL adds a "/" path to ws:// and http:// URLs; LiveKit's SDKs append their own path to the value.
  return url.pathname === "/" && !url.search && !value.endsWith("/") ? out.slice(0, -1) : out;
}
