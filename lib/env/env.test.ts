import { afterEach, describe, expect, it, vi } from "vitest";
import { agentWorkerEnv, appEnv, EnvError, parseEnv, resetEnvCache } from ".";

const productionSecrets = {
  NODE_ENV: "production",
  VOICEDESK_AGENT_TOKEN: "a".repeat(32),
  AUTH_SECRET: "b".repeat(44),
  LIVEKIT_URL: "wss://livekit.hospital.example",
  LIVEKIT_API_KEY: "APIhospital",
  LIVEKIT_API_SECRET: "c".repeat(40),
};

function refusal(source: Record<string, string | undefined>): string {
  try {
    parseEnv(source);
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return (err as EnvError).message;
  }
  throw new Error("the environment was accepted");
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvCache();
});

describe("production has no built-in secrets", () => {
  it("starts with its own agent token, auth secret and LiveKit keys", () => {
    expect(parseEnv(productionSecrets).VOICEDESK_AGENT_TOKEN).toBe("a".repeat(32));
  });

  it("refuses to start without the agent token, naming the variable", () => {
    expect(refusal({ ...productionSecrets, VOICEDESK_AGENT_TOKEN: undefined })).toMatch(/VOICEDESK_AGENT_TOKEN: is required in production/);
  });

  it("refuses a short token, and livekit-server's --dev key pair for a LiveKit beyond this machine", () => {
    expect(refusal({ ...productionSecrets, VOICEDESK_AGENT_TOKEN: "dev-agent-token" })).toMatch(/VOICEDESK_AGENT_TOKEN: must be at least 24 characters/);
    expect(refusal({ ...productionSecrets, LIVEKIT_API_KEY: "devkey", LIVEKIT_API_SECRET: "secret" })).toMatch(/--dev pair/);
    // npm start's own livekit-server --dev on loopback keeps its well-known pair.
    expect(
      parseEnv({ ...productionSecrets, LIVEKIT_URL: "ws://127.0.0.1:7880", LIVEKIT_API_KEY: "devkey", LIVEKIT_API_SECRET: "secret" }).LIVEKIT_API_KEY,
    ).toBe("devkey");
  });

  it("the app refuses to serve without its session secret; the agent worker does not need one", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("VOICEDESK_AGENT_TOKEN", productionSecrets.VOICEDESK_AGENT_TOKEN);
    vi.stubEnv("AUTH_SECRET", "");
    resetEnvCache();
    expect(() => appEnv()).toThrow(/AUTH_SECRET: is required in production/);
    expect(agentWorkerEnv({ ...productionSecrets, AUTH_SECRET: undefined }).VOICEDESK_AGENT_TOKEN).toBe(productionSecrets.VOICEDESK_AGENT_TOKEN);
    vi.stubEnv("AUTH_SECRET", productionSecrets.AUTH_SECRET);
    resetEnvCache();
    expect(appEnv().AUTH_SECRET).toBe(productionSecrets.AUTH_SECRET);
  });

  it("development has no default token either: the variable is simply unset", () => {
    expect(parseEnv({}).VOICEDESK_AGENT_TOKEN).toBeUndefined();
    expect(parseEnv({}).AUTH_SECRET).toBeUndefined();
  });
});

describe("the agent worker's environment", () => {
  it("refuses to start without an agent token, saying where one comes from", () => {
    expect(() => agentWorkerEnv({})).toThrow(/VOICEDESK_AGENT_TOKEN: is not set.*npm start generates one/);
  });

  it("reads the same schema as the app: a bad value is refused at start with its name", () => {
    expect(() => agentWorkerEnv({ VOICEDESK_AGENT_TOKEN: "t".repeat(30), VOICEDESK_MAX_CALLS: "zero" })).toThrow(/VOICEDESK_MAX_CALLS/);
    expect(agentWorkerEnv({ VOICEDESK_AGENT_TOKEN: "t".repeat(30), VOICEDESK_MAX_CALLS: "12" }).VOICEDESK_MAX_CALLS).toBe(12);
  });
});
