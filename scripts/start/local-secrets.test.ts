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
    expect(outcome.source).toEqual({ VOICEDESK_AGENT_TOKEN: "generated", AUTH_SECRET: "generated" });
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
    expect(second).toEqual({ VOICEDESK_AGENT_TOKEN: first.VOICEDESK_AGENT_TOKEN, AUTH_SECRET: first.AUTH_SECRET });
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
