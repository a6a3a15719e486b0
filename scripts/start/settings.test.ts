import { readFileSync } from "node:fs";
import { parseEnv } from "node:util";
import { describe, expect, it } from "vitest";
import { resolveStartSettings, StartConfigError } from "./settings";

const root = "/srv/voicedesk";

function issuesOf(source: Record<string, string | undefined>): string[] {
  try {
    resolveStartSettings(source, root);
  } catch (err) {
    if (err instanceof StartConfigError) return err.issues;
    throw err;
  }
  throw new Error("expected a configuration error");
}

describe("npm start settings", () => {
  it("on a fresh machine: the demo hospital, PGlite under ./data, app on 3000, local LiveKit on 7880-7882", () => {
    const s = resolveStartSettings({}, root);
    expect(s.tenant).toEqual({ slug: "lindenhof", bundleDir: "/srv/voicedesk/tenant_overlays/lindenhof" });
    expect(s.database).toEqual({ kind: "pglite", dir: "/srv/voicedesk/data/pglite" });
    expect(s.dataDir).toBe("/srv/voicedesk/data");
    expect(s.app).toEqual({ port: 3000, host: "127.0.0.1", url: "http://127.0.0.1:3000", browserUrl: "http://localhost:3000" });
    expect(s.livekit).toEqual({ kind: "local", ports: { port: 7880, rtcTcpPort: 7881, udpPort: 7882 } });
    expect(s.agentMode).toBe("auto");
    expect(s.logDir).toBe("/srv/voicedesk/.voicedesk/logs");
  });

  it("starts with .env.example copied to .env unchanged, on the same defaults as with no .env", () => {
    const example = parseEnv(readFileSync(new URL("../../.env.example", import.meta.url), "utf8"));
    const s = resolveStartSettings(example, root);
    const none = resolveStartSettings({}, root);
    expect({ ...s, env: undefined }).toEqual({ ...none, env: undefined });
  });

  it("treats the empty values of a copied .env.example as unset", () => {
    const s = resolveStartSettings({ LIVEKIT_URL: "", DATABASE_URL: "", PORT: "", VOICEDESK_AGENT_MODE: "", VOICEDESK_LIVEKIT_PORT: " " }, root);
    expect(s.livekit.kind).toBe("local");
    expect(s.database.kind).toBe("pglite");
    expect(s.app.port).toBe(3000);
    expect(s.agentMode).toBe("auto");
  });

  it("uses an external LiveKit with its own keys when LIVEKIT_URL is set, and starts no local server", () => {
    const s = resolveStartSettings({ LIVEKIT_URL: "wss://voice.example.org", LIVEKIT_API_KEY: "k1", LIVEKIT_API_SECRET: "s1" }, root);
    expect(s.livekit).toEqual({ kind: "external", url: "wss://voice.example.org", apiKey: "k1", apiSecret: "s1" });
  });

  it("moves every port by environment so a second instance runs beside a developer's", () => {
    const s = resolveStartSettings(
      {
        PORT: "3100",
        VOICEDESK_LIVEKIT_PORT: "17880",
        VOICEDESK_LIVEKIT_RTC_TCP_PORT: "17881",
        VOICEDESK_LIVEKIT_UDP_PORT: "17882",
        VOICEDESK_AGENT_MODE: "dev",
      },
      root,
    );
    expect(s.app.url).toBe("http://127.0.0.1:3100");
    expect(s.livekit).toEqual({ kind: "local", ports: { port: 17880, rtcTcpPort: 17881, udpPort: 17882 } });
    expect(s.agentMode).toBe("dev");
  });

  it("keeps an absolute data dir and a Postgres URL as given", () => {
    const s = resolveStartSettings(
      { VOICEDESK_DATA_DIR: "/var/lib/vd", DATABASE_URL: "postgres://u:p@db:5432/vd", VOICEDESK_DEMO_TENANT: "other-hospital" },
      root,
    );
    expect(s.dataDir).toBe("/var/lib/vd");
    expect(s.database).toEqual({ kind: "postgres", url: "postgres://u:p@db:5432/vd" });
    // A second instance on its own data dir keeps its logs there, apart from the first one's.
    expect(s.logDir).toBe("/var/lib/vd/logs");
    expect(s.tenant.bundleDir).toBe("/srv/voicedesk/tenant_overlays/other-hospital");
  });

  it("writes the logs where VOICEDESK_LOG_DIR says, whatever the data dir", () => {
    expect(resolveStartSettings({ VOICEDESK_DATA_DIR: "/var/lib/vd", VOICEDESK_LOG_DIR: "/var/log/vd" }, root).logDir).toBe("/var/log/vd");
    expect(resolveStartSettings({ VOICEDESK_LOG_DIR: "logs" }, root).logDir).toBe("/srv/voicedesk/logs");
  });

  it("names every bad value at once instead of one per attempt", () => {
    const issues = issuesOf({ PORT: "eighty", VOICEDESK_AGENT_MODE: "turbo", LOG_LEVEL: "loud" });
    expect(issues.join("\n")).toMatch(/PORT/);
    expect(issues.join("\n")).toMatch(/VOICEDESK_AGENT_MODE/);
    expect(issues.join("\n")).toMatch(/LOG_LEVEL/);
  });

  it("refuses the app and LiveKit on the same port before anything starts", () => {
    expect(issuesOf({ PORT: "7880" })).toEqual(["PORT (app) and VOICEDESK_LIVEKIT_PORT are both 7880; give them different ports"]);
  });

  it("does not count LiveKit ports against the app when LiveKit is external", () => {
    expect(() => resolveStartSettings({ PORT: "7880", LIVEKIT_URL: "ws://10.0.0.5:7880" }, root)).not.toThrow();
  });

  it("refuses the app on 8081 when the agent is forced into start mode (its health server takes 8081)", () => {
    expect(issuesOf({ PORT: "8081", VOICEDESK_AGENT_MODE: "start" })[0]).toMatch(/PORT \(app\) and the agent's start-mode health server are both 8081/);
  });

  it("phone calls are opt-in (VOICEDESK_SIP=1), on 5060 unless moved, and only beside the local LiveKit", () => {
    expect(resolveStartSettings({}, root).sip).toEqual({ enabled: false });
    expect(resolveStartSettings({ VOICEDESK_SIP: "1" }, root).sip).toEqual({ enabled: true, port: 5060 });
    expect(resolveStartSettings({ VOICEDESK_SIP: "1", VOICEDESK_SIP_PORT: "15060" }, root).sip).toEqual({ enabled: true, port: 15060 });
    expect(issuesOf({ VOICEDESK_SIP: "1", LIVEKIT_URL: "wss://lk.example.org" }).join("\n")).toMatch(
      /VOICEDESK_SIP=1 runs the SIP bridge beside the local livekit-server/,
    );
    expect(issuesOf({ VOICEDESK_SIP: "yes" }).join("\n")).toMatch(/VOICEDESK_SIP/);
    expect(issuesOf({ VOICEDESK_SIP: "1", VOICEDESK_SIP_PORT: "3000" }).join("\n")).toMatch(/PORT \(app\) and VOICEDESK_SIP_PORT are both 3000/);
  });

  it("rejects a tenant slug that could walk out of tenant_overlays/", () => {
    expect(issuesOf({ VOICEDESK_DEMO_TENANT: "../secrets" })[0]).toMatch(/not a tenant slug/);
  });

  it("checks the agent worker's own environment up front", () => {
    expect(issuesOf({ DEEPGRAM_BASE_URL: "not a url" }).join("\n")).toMatch(/DEEPGRAM_BASE_URL/);
  });
});
