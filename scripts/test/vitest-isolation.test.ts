import { describe, expect, it } from "vitest";
import { CHANGES_SHARED_STATE } from "~/vitest.config";

/**
 * The unit project shares a worker's modules between files (vitest.config.ts); a file that
 * replaces a module or changes the environment runs in a process of its own. Which ones do is read
 * from their text: a file that sets an environment variable before importing the rate limiter
 * made the next file in the same worker meet a limit of 3 turns a minute.
 */
describe("which test files get a process of their own", () => {
  it.each([
    'vi.mock("./password", async (importOriginal) => ({}))',
    'vi.doMock("~/server/db")',
    'vi.stubEnv("VOICEDESK_AGENT_TOKEN", TOKEN)',
    "vi.useFakeTimers()",
    "const send = vi.spyOn(socket, 'send');",
    "process.env.RATE_LIMIT_PUBLIC_PER_MINUTE = String(SPEECH_LIMIT);",
    'process.env["LOG_LEVEL"] = "info";',
    "delete process.env.DATABASE_URL;",
    "Object.assign(process.env, running.env);",
  ])("those that do: %s", (line) => {
    expect(CHANGES_SHARED_STATE.test(line)).toBe(true);
  });

  it.each([
    'if (process.env.VOICEDESK_TEST_DB === "pglite") return;',
    "const limit = process.env.RATE_LIMIT_PUBLIC_PER_MINUTE ?? 60;",
    "expect(process.env.NODE_ENV).toBe('test');",
    "const env = { ...process.env, LOG_LEVEL: 'warn' };",
    "const onLine = vi.fn();",
  ])("and not those that only read them: %s", (line) => {
    expect(CHANGES_SHARED_STATE.test(line)).toBe(false);
  });
});
