/**
 * docker-compose.yml and the Dockerfile, checked against the code — no Docker engine runs on the
 * development machines, so this is what stands between a typo and a hospital's failed deploy:
 * every mounted file exists, every variable a service gets is one the code (or the LiveKit binary)
 * reads, secrets only come from the environment (required ones fail loudly), ports agree with the
 * config files the services read, commands run files that exist, every image is pinned.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { envSchema } from "~/lib/env";
import { composeEnvironment, ComposeSettingMissing } from "~/testkit/topology/compose-file";
import { appCommandSteps, STAND_INS } from "~/testkit/topology/stand-ins";
import { startOrder, variableMismatch } from "~/testkit/topology/topology";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

interface Service {
  image?: string;
  build?: { context: string; target?: string };
  command?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  network_mode?: string;
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  deploy?: { replicas?: string | number };
}
const compose = parse(read("docker-compose.yml"), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const env = (name: string) => services[name]!.environment ?? {};

/** `process.env.NAME` anywhere in the code the image runs. */
function namesReadInCode(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(ROOT, dir))) {
      const path = join(dir, entry);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
        for (const m of read(path).matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)) names.add(m[1]!);
      }
    }
  };
  for (const dir of ["agent", "server", "lib", "contracts", "app"]) walk(dir);
  return names;
}

/** What each kind of service reads from its environment. */
const KNOWN: Record<string, Set<string>> = {
  app: new Set([...Object.keys(envSchema.shape), ...namesReadInCode(), "NODE_ENV", "PORT"]),
  // The agent worker: its own config, the LiveKit SDK's credentials (agents-js reads LIVEKIT_*).
  agent: new Set([...Object.keys(envSchema.shape), ...namesReadInCode(), "LIVEKIT_URL", "LIVEKIT_API_KEY", "LIVEKIT_API_SECRET"]),
  // livekit-server and livekit-sip: what deploy/livekit.yaml and deploy/sip.yaml document.
  livekit: new Set(["LIVEKIT_KEYS", "REDIS_HOST", "REDIS_PASSWORD", "NODE_IP"]),
  "livekit-sip": new Set(["LIVEKIT_API_KEY", "LIVEKIT_API_SECRET", "LIVEKIT_WS_URL", "SIP_CONFIG_BODY"]),
  postgres: new Set(["POSTGRES_USER", "POSTGRES_PASSWORD", "POSTGRES_DB"]),
  redis: new Set(),
};

const SECRET_NAME = /SECRET|PASSWORD|TOKEN|_KEY$|_KEYS$/;

describe("docker-compose.yml against the code", () => {
  it("has the production services, every one pinned or built here", () => {
    expect(Object.keys(services).sort()).toEqual(["agent", "app", "livekit", "livekit-sip", "postgres", "redis"]);
    for (const [name, s] of Object.entries(services)) {
      expect(s.image ?? s.build, name).toBeDefined();
      if (s.image && !s.build && s.image !== "voicedesk:local") expect(s.image, name).toMatch(/:[\w.-]+$/);
      if (s.image) expect(s.image, name).not.toMatch(/:latest$/);
    }
    expect(services.postgres!.image).toMatch(/^pgvector\/pgvector:/);
    // The agent runs the image the app service builds.
    expect(services.agent!.image).toBe(services.app!.image);
  });

  it("mounts only files that exist, and declares its named volumes", () => {
    for (const [name, s] of Object.entries(services)) {
      for (const volume of s.volumes ?? []) {
        const [source] = volume.split(":");
        if (source!.startsWith(".") || source!.startsWith("/")) expect(existsSync(join(ROOT, source!)), `${name}: ${source}`).toBe(true);
        else expect(Object.keys(compose.volumes), `${name}: volume ${source}`).toContain(source);
      }
    }
  });

  it("gives each service only variables its code reads", () => {
    for (const [name, s] of Object.entries(services)) {
      const unknown = Object.keys(s.environment ?? {}).filter((v) => !KNOWN[name]!.has(v));
      expect(unknown, name).toEqual([]);
    }
  });

  it("holds no secret: each comes from the environment, and the agent token and keys are required", () => {
    for (const [name, s] of Object.entries(services)) {
      for (const [variable, value] of Object.entries(s.environment ?? {})) {
        if (SECRET_NAME.test(variable))
          expect(value, `${name}.${variable}`).toMatch(/^\$\{[A-Z_]+(:\?[^}]*|:-)\}$|^"?\$\{[A-Z_]+:\?[^}]*\}: \$\{[A-Z_]+:\?[^}]*\}"?$/);
      }
    }
    for (const name of ["app", "agent"]) expect(env(name).VOICEDESK_AGENT_TOKEN, name).toMatch(/^\$\{VOICEDESK_AGENT_TOKEN:\?/);
    expect(env("app").AUTH_SECRET).toMatch(/^\$\{AUTH_SECRET:\?/);
    expect(env("app").VOICEDESK_CALLER_ID_SECRET).toMatch(/^\$\{VOICEDESK_CALLER_ID_SECRET:\?/);
    // The dev key pair never reaches production.
    expect(read("docker-compose.yml")).not.toMatch(/devkey|dev-agent-token|:\s*secret\b/);
  });

  it("agrees with the config files on ports and addresses", () => {
    const livekit = parse(read("deploy/livekit.yaml")) as { port: number; redis: { address: string } };
    const sip = parse(read("deploy/sip.yaml")) as { redis: { address: string }; sip_port: number };
    // Media services on the host network, reaching Redis where their config files say it is.
    expect(services.livekit!.network_mode).toBe("host");
    expect(services["livekit-sip"]!.network_mode).toBe("host");
    expect(livekit.redis.address).toBe("127.0.0.1:6379");
    expect(sip.redis.address).toBe(livekit.redis.address);
    expect(services.redis!.ports).toEqual([`${livekit.redis.address}:6379`]);
    // Everyone dials livekit-server on its configured port.
    expect(env("livekit-sip").LIVEKIT_WS_URL).toBe(`ws://127.0.0.1:${livekit.port}`);
    expect(env("app").LIVEKIT_URL).toBe(`ws://host.docker.internal:${livekit.port}`);
    expect(env("agent").LIVEKIT_URL).toBe(env("app").LIVEKIT_URL);
    // The agent reaches the app on the port the app serves.
    const appPort = env("app").PORT;
    expect(services.app!.command!.join(" ")).toContain(`--port ${appPort}`);
    expect(services.app!.ports).toEqual([`127.0.0.1:${appPort}:${appPort}`]);
    expect(env("agent").VOICEDESK_APP_URL).toBe(`http://app:${appPort}`);
    expect(env("app").DATABASE_URL).toMatch(/@postgres:5432\/voicedesk$/);
    expect(sip.sip_port).toBe(5060);
  });

  it("runs commands whose files exist, the agent in production mode", () => {
    // Migrations, then the app's own HTTP front (client addresses from the socket), never `next start`.
    const appCommand = services.app!.command!.join(" ");
    expect(appCommand).toMatch(/scripts\/db-migrate\.ts && exec node --import tsx server\/http\/main\.ts --hostname 0\.0\.0\.0/);
    expect(appCommand).not.toMatch(/next start/);
    for (const file of ["scripts/db-migrate.ts", "server/http/main.ts"]) expect(existsSync(join(ROOT, file)), file).toBe(true);
    // The agent runs the worker the image compiled (npm run build:agent), never tsx.
    expect(services.agent!.command).toEqual(["node", "dist/agent/main.mjs", "start"]);
    expect(read("Dockerfile")).toMatch(/RUN npm run build:agent[\s\S]*COPY --from=build \/app\/dist \.\/dist/);
    expect(read("scripts/build-agent.ts")).toMatch(/stableName: true/);
    expect(services.livekit!.command).toEqual(["--config", "/etc/livekit.yaml"]);
    expect(services["livekit-sip"]!.command).toEqual(["--config", "/etc/sip.yaml"]);
    expect(services.livekit!.volumes).toContain("./deploy/livekit.yaml:/etc/livekit.yaml:ro");
    expect(services["livekit-sip"]!.volumes).toContain("./deploy/sip.yaml:/etc/sip.yaml:ro");
  });

  it("checks the health of every service that can be probed, and the agent worker scales", () => {
    for (const name of ["postgres", "redis", "livekit", "app", "agent"]) expect(services[name]!.healthcheck?.test, name).toBeDefined();
    expect(services.app!.healthcheck!.test.join(" ")).toContain("/api/trpc/health.ping");
    expect(services.agent!.deploy?.replicas).toBeDefined();
    expect(services.agent!.depends_on?.app?.condition).toBe("service_healthy");
  });
});

/**
 * testkit/topology starts this file's services without Docker (testkit/sip/topology.test.ts places
 * a phone and a browser call through it): the file and the stand-ins must name the same services
 * and, per service, the same variables — a service or a variable added to one alone fails here.
 */
describe("docker-compose.yml against the topology the tests start from it", () => {
  it("has a stand-in for every service, and no stand-in for a service the file lacks", () => {
    expect(Object.keys(STAND_INS).sort()).toEqual(Object.keys(services).sort());
  });

  it("gives each service exactly the variables its stand-in handles", () => {
    for (const [name, s] of Object.entries(services)) {
      expect(variableMismatch(Object.keys(s.environment ?? {}), Object.keys(STAND_INS[name]?.variables ?? {})), name).toEqual({ unknown: [], absent: [] });
    }
  });

  it("starts each service after what it depends on", () => {
    const order = startOrder(compose);
    for (const [name, s] of Object.entries(services)) {
      for (const dep of Object.keys(s.depends_on ?? {})) expect(order.indexOf(dep), `${name} after ${dep}`).toBeLessThan(order.indexOf(name));
    }
  });

  it("runs the app's migration step as the file writes it, and replaces only its server", () => {
    expect(appCommandSteps(services.app!.command)).toEqual({
      migrate: ["--import", "tsx", "scripts/db-migrate.ts"],
      serve: ["--import", "tsx", "server/http/main.ts", "--hostname", "0.0.0.0", "--port", env("app").PORT],
    });
  });

  it("fills every service's environment from a complete .env, and a missing secret stops the start with compose's message", () => {
    const required = [...read("docker-compose.yml").matchAll(/\$\{([A-Z_]+):\?/g)].map((m) => m[1]!);
    const settings = Object.fromEntries(required.map((name) => [name, `${name.toLowerCase()}-value`]));
    for (const name of Object.keys(services)) {
      const filled = composeEnvironment(compose, name, settings);
      for (const [variable, value] of Object.entries(filled)) expect(value, `${name}.${variable}`).not.toMatch(/\$\{/);
    }
    expect(composeEnvironment(compose, "app", settings).DATABASE_URL).toBe("postgres://voicedesk:postgres_password-value@postgres:5432/voicedesk");
    const { AUTH_SECRET: _unset, ...withoutAuthSecret } = settings;
    expect(() => composeEnvironment(compose, "app", withoutAuthSecret)).toThrow(ComposeSettingMissing);
    expect(() => composeEnvironment(compose, "app", withoutAuthSecret)).toThrow(/AUTH_SECRET: set AUTH_SECRET/);
  });
});

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");
  it("builds in stages on the official Node image, the run stage being the one compose uses", () => {
    const stages = [...dockerfile.matchAll(/^FROM (\S+) AS (\S+)/gm)].map((m) => ({ image: m[1]!, name: m[2]! }));
    expect(stages.map((s) => s.name)).toEqual(["deps", "build", "run"]);
    expect(stages.filter((s) => !["deps"].includes(s.image)).every((s) => s.image.startsWith("node:${NODE_VERSION}"))).toBe(true);
    expect(services.app!.build?.target).toBe("run");
  });

  it("copies only paths that exist", () => {
    for (const m of dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)) {
      for (const source of m[1]!.split(/\s+/)) {
        if (source !== ".") expect(existsSync(join(ROOT, source)), source).toBe(true);
      }
    }
  });

  it("installs from the lock file with npm install and says why not npm ci", () => {
    expect(dockerfile).toMatch(/COPY package\.json package-lock\.json/);
    expect(dockerfile).toMatch(/RUN npm install /);
    expect(dockerfile).toMatch(/npm ci.*rejects/s);
  });
});
