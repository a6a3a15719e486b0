import { describe, expect, it } from "vitest";
import { ComposeSettingMissing, composeEnvironment, composeReplicas, interpolate, relocate, type ComposeFile } from "./compose-file";

describe("compose interpolation", () => {
  const settings = { SET: "value", EMPTY: "" };

  it("fills set, defaulted and escaped references as docker compose does", () => {
    expect(interpolate("a ${SET} b $SET c", settings)).toBe("a value b value c");
    expect(interpolate("${UNSET}|${UNSET:-d}|${EMPTY:-d}|${EMPTY-d}|${UNSET-d}", settings)).toBe("|d|d||d");
    expect(interpolate("$${SET} costs $$5", settings)).toBe("${SET} costs $5");
    expect(interpolate("${SET:?needed}", settings)).toBe("value");
  });

  it("refuses a required setting that is missing (or empty with the colon form), naming it and compose's message", () => {
    expect(() => interpolate("${UNSET:?set UNSET (a long random string)}", settings)).toThrow(ComposeSettingMissing);
    expect(() => interpolate("${UNSET:?set UNSET (a long random string)}", settings)).toThrow("UNSET: set UNSET (a long random string)");
    expect(() => interpolate("${EMPTY:?must not be empty}", settings)).toThrow(/EMPTY: must not be empty/);
    expect(interpolate("${EMPTY?only unset fails}", settings)).toBe("");
  });

  it("refuses what it does not understand instead of passing it through", () => {
    expect(() => interpolate("${UNSET:-${SET}}", settings)).toThrow(/nested/);
    expect(() => interpolate("${not a name}", settings)).toThrow(/cannot interpolate/);
  });
});

describe("a compose service's environment and replicas", () => {
  const compose: ComposeFile = {
    services: {
      agent: { environment: { TOKEN: "${TOKEN:?set TOKEN}", LEVEL: "${LOG_LEVEL:-info}", FIXED: "production" }, deploy: { replicas: "${REPLICAS:-1}" } },
      app: {},
    },
  };

  it("interpolates every variable and counts replicas from the settings", () => {
    expect(composeEnvironment(compose, "agent", { TOKEN: "t" })).toEqual({ TOKEN: "t", LEVEL: "info", FIXED: "production" });
    expect(composeReplicas(compose, "agent", { REPLICAS: "2" })).toBe(2);
    expect(composeReplicas(compose, "agent", {})).toBe(1);
    expect(composeReplicas(compose, "app", {})).toBe(1);
    expect(() => composeReplicas(compose, "agent", { REPLICAS: "two" })).toThrow(/not a count/);
    expect(() => composeEnvironment(compose, "agent", {})).toThrow(/TOKEN/);
    expect(() => composeEnvironment(compose, "redis", {})).toThrow(/no service "redis"/);
  });
});

describe("relocating compose addresses to this machine", () => {
  const addresses = {
    "postgres:5432": { host: "localhost", port: 5432, query: { host: "/run/pg/s" } },
    "host.docker.internal:7880": { host: "127.0.0.1", port: 17880 },
    "app:3000": { host: "127.0.0.1", port: 41234 },
  };

  it("points URLs that name a compose address at the running service, keeping credentials and path", () => {
    expect(relocate("postgres://voicedesk:pw@postgres:5432/voicedesk", addresses)).toBe(
      "postgres://voicedesk:pw@localhost:5432/voicedesk?host=%2Frun%2Fpg%2Fs",
    );
    expect(relocate("ws://host.docker.internal:7880", addresses)).toBe("ws://127.0.0.1:17880");
    expect(relocate("http://app:3000", addresses)).toBe("http://127.0.0.1:41234");
    expect(relocate("http://app:3000/api/", addresses)).toBe("http://127.0.0.1:41234/api/");
  });

  it("leaves other values alone: other ports, other hosts, plain words", () => {
    expect(relocate("http://app:3001", addresses)).toBe("http://app:3001");
    expect(relocate("ws://127.0.0.1:7880", addresses)).toBe("ws://127.0.0.1:7880");
    expect(relocate("production", addresses)).toBe("production");
    expect(relocate("", addresses)).toBe("");
  });
});
