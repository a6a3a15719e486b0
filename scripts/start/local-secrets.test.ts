import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { applyLocalSecrets, LOCAL_SECRETS_FILE } from "./local-secrets";

const dirs: string[] = [];
const dataDir = () => {
  const d = mkdtempSync(join(tmpdir(), "vd-secrets-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("npm start's local secrets", () => {
  it("generates random ones on a fresh data dir, owner-only, and hands them to the services", () => {
    const dir = dataDir();
    const env: Record<string, string | undefined> = {};
    const outcome = applyLocalSecrets(dir, env);
    expect(outcome.source).toEqual({
      VOICEDESK_AGENT_TOKEN: "generated",
      AUTH_SECRET: "generated",
      VOICEDESK_LOCAL_LIVEKIT_KEY: "generated",
      VOICEDESK_LOCAL_LIVEKIT_SECRET: "generated",
    });
    expect(env.VOICEDESK_AGENT_TOKEN!.length).toBeGreaterThanOrEqual(24);
    expect(env.AUTH_SECRET).not.toBe(env.VOICEDESK_AGENT_TOKEN);
    expect(statSync(join(dir, LOCAL_SECRETS_FILE)).mode & 0o777).toBe(0o600);
    // Another data dir gets other secrets: nothing is built in.
    const other: Record<string, string | undefined> = {};
    applyLocalSecrets(dataDir(), other);
    expect(other.VOICEDESK_AGENT_TOKEN).not.toBe(env.VOICEDESK_AGENT_TOKEN);
  });

  it("reuses them on the next start, so console sessions and workers survive a restart", () => {
    const dir = dataDir();
    const first: Record<string, string | undefined> = {};
    applyLocalSecrets(dir, first);
    const second: Record<string, string | undefined> = {};
    expect(applyLocalSecrets(dir, second).source.AUTH_SECRET).toBe("reused");
    expect(second).toEqual(first);
  });

  it("never overrides what the user set", () => {
    const env: Record<string, string | undefined> = { AUTH_SECRET: "set-by-the-operator-0123456789" };
    expect(applyLocalSecrets(dataDir(), env).source.AUTH_SECRET).toBe("environment");
    expect(env.AUTH_SECRET).toBe("set-by-the-operator-0123456789");
  });

  it("refuses a damaged secrets file by name instead of silently making new secrets", () => {
    const dir = dataDir();
    writeFileSync(join(dir, LOCAL_SECRETS_FILE), JSON.stringify({ VOICEDESK_AGENT_TOKEN: "short" }));
    expect(() => applyLocalSecrets(dir, {})).toThrow(/secrets\.json is not a Voicedesk secrets file \(VOICEDESK_AGENT_TOKEN\)/);
    expect(readFileSync(join(dir, LOCAL_SECRETS_FILE), "utf8")).toMatch(/short/);
  });
});

describe("the local LiveKit's key pair", () => {
  it("is generated into the secrets file (never devkey/secret), kept on the next start, and added to an older file that lacks it", async () => {
    const { mkdtempSync, readFileSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const dir = mkdtempSync(join(tmpdir(), "vd-lk-keys-"));
    const first: Record<string, string | undefined> = {};
    applyLocalSecrets(dir, first);
    expect(first.VOICEDESK_LOCAL_LIVEKIT_KEY).toMatch(/^API[0-9a-f]{18}$/);
    expect(first.VOICEDESK_LOCAL_LIVEKIT_SECRET!.length).toBeGreaterThanOrEqual(32);
    expect([first.VOICEDESK_LOCAL_LIVEKIT_KEY, first.VOICEDESK_LOCAL_LIVEKIT_SECRET]).not.toContain("devkey");
    const again: Record<string, string | undefined> = {};
    applyLocalSecrets(dir, again);
    expect(again.VOICEDESK_LOCAL_LIVEKIT_SECRET).toBe(first.VOICEDESK_LOCAL_LIVEKIT_SECRET);
    // A data dir from before the key pair existed: its two secrets stay, the pair is added.
    const old = mkdtempSync(join(tmpdir(), "vd-lk-old-"));
    writeFileSync(join(old, "secrets.json"), JSON.stringify({ VOICEDESK_AGENT_TOKEN: "t".repeat(32), AUTH_SECRET: "a".repeat(44) }));
    const upgraded: Record<string, string | undefined> = {};
    const outcome = applyLocalSecrets(old, upgraded);
    expect(outcome.source).toMatchObject({ VOICEDESK_AGENT_TOKEN: "reused", VOICEDESK_LOCAL_LIVEKIT_KEY: "generated" });
    expect(JSON.parse(readFileSync(join(old, "secrets.json"), "utf8")).VOICEDESK_LOCAL_LIVEKIT_KEY).toBe(upgraded.VOICEDESK_LOCAL_LIVEKIT_KEY);
  });
});
