import { describe, expect, it } from "vitest";
import { startServices, StartCancelledError, type RunningService, type Service, type ServiceEnd } from "./services";

/** A service that records its start/stop in a shared journal; `ended` can be settled by the test. */
function fake(name: string, journal: string[], opts: { publish?: Record<string, string>; fail?: boolean; onStart?: () => void } = {}) {
  let end: (e: ServiceEnd) => void = () => {};
  const service: Service = {
    name,
    async start(ctx) {
      journal.push(`start ${name} sees ${JSON.stringify(ctx.env)}`);
      opts.onStart?.();
      if (opts.fail) throw new Error(`${name} broke`);
      const running: RunningService = {
        env: opts.publish,
        stop: async () => {
          journal.push(`stop ${name}`);
        },
        ended: new Promise((resolve) => (end = resolve)),
      };
      return running;
    },
  };
  return { service, end: (e: ServiceEnd) => end(e) };
}

const base = { root: "/repo", logDir: "/tmp/logs", report: () => {} };

describe("service runner", () => {
  it("starts in order, hands each service what the earlier ones published, and stops in reverse order", async () => {
    const journal: string[] = [];
    const running = await startServices(
      [
        fake("data", journal, { publish: { VOICEDESK_DATA_DIR: "/d" } }).service,
        fake("app", journal, { publish: { VOICEDESK_APP_URL: "http://x" } }).service,
        fake("agent", journal).service,
      ],
      base,
    );
    expect(running.env).toEqual({ VOICEDESK_DATA_DIR: "/d", VOICEDESK_APP_URL: "http://x" });
    await running.stop();
    expect(journal).toEqual([
      "start data sees {}",
      'start app sees {"VOICEDESK_DATA_DIR":"/d"}',
      'start agent sees {"VOICEDESK_DATA_DIR":"/d","VOICEDESK_APP_URL":"http://x"}',
      "stop agent",
      "stop app",
      "stop data",
    ]);
  });

  it("stops what already runs when a later service fails, then surfaces that failure", async () => {
    const journal: string[] = [];
    await expect(
      startServices([fake("livekit", journal).service, fake("app", journal, { fail: true }).service, fake("agent", journal).service], base),
    ).rejects.toThrow("app broke");
    expect(journal.filter((l) => l.startsWith("stop"))).toEqual(["stop livekit"]);
    expect(journal.some((l) => l.includes("start agent"))).toBe(false);
  });

  it("reports the first service that ends on its own, but not the ones it stops itself", async () => {
    const journal: string[] = [];
    const lk = fake("livekit", journal);
    const app = fake("app", journal);
    const running = await startServices([lk.service, app.service], base);
    expect(running.failure()).toBeUndefined();
    app.end({ reason: "exit code 1", tail: "boom" });
    await expect(running.failed).resolves.toEqual({ name: "app", reason: "exit code 1", tail: "boom" });
    lk.end({ reason: "later" });
    expect(running.failure()?.name).toBe("app");
    await running.stop();
  });

  it("ignores ends caused by stopping", async () => {
    const journal: string[] = [];
    const app = fake("app", journal);
    const running = await startServices([app.service], base);
    await running.stop();
    app.end({ reason: "SIGTERM" });
    await new Promise((r) => setTimeout(r, 10));
    expect(running.failure()).toBeUndefined();
  });

  it("gives up after the service in progress when the run is cancelled, and stops it too", async () => {
    const journal: string[] = [];
    const controller = new AbortController();
    const run = startServices(
      [fake("data", journal).service, fake("livekit", journal, { onStart: () => controller.abort() }).service, fake("app", journal).service],
      {
        ...base,
        signal: controller.signal,
      },
    );
    await expect(run).rejects.toBeInstanceOf(StartCancelledError);
    expect(journal.filter((l) => l.startsWith("stop"))).toEqual(["stop livekit", "stop data"]);
    expect(journal.some((l) => l.includes("start app"))).toBe(false);
  });
});
