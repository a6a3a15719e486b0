import { describe, expect, it } from "vitest";
import {
  describeServiceEvent,
  restartDelayMs,
  startServices,
  StartCancelledError,
  type RestartPolicy,
  type RunningService,
  type Service,
  type ServiceEnd,
  type ServiceEvent,
} from "./services";

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

/** A service whose every start is one "instance" the test can crash; starts can be made to fail. */
function crashable(name: string, restart: RestartPolicy, opts: { failStarts?: number[]; publish?: () => Record<string, string> } = {}) {
  const instances: Array<{ crash(reason: string): void; stopped: boolean }> = [];
  let starts = 0;
  const service: Service = {
    name,
    restart,
    async start() {
      starts += 1;
      if (opts.failStarts?.includes(starts)) throw new Error(`${name} start ${starts} refused`);
      let end: (e: ServiceEnd) => void = () => {};
      const instance = { crash: (reason: string) => end({ reason, tail: `${name} said goodbye` }), stopped: false };
      instances.push(instance);
      return {
        env: opts.publish?.(),
        ended: new Promise<ServiceEnd>((resolve) => (end = resolve)),
        stop: async () => {
          instance.stopped = true;
        },
      };
    },
  };
  return { service, instances, starts: () => starts };
}

const quick: RestartPolicy = { retries: 3, initialDelayMs: 5, maxDelayMs: 20, stableAfterMs: 60_000 };

/** Resolves with the first reported event that matches. */
function eventLog() {
  const events: ServiceEvent[] = [];
  const waiters: Array<{ match: (e: ServiceEvent) => boolean; resolve: (e: ServiceEvent) => void }> = [];
  return {
    events,
    report: (e: ServiceEvent) => {
      events.push(e);
      for (const w of [...waiters]) {
        if (!w.match(e)) continue;
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(e);
      }
    },
    next: (match: (e: ServiceEvent) => boolean) =>
      new Promise<ServiceEvent>((resolve) => {
        const seen = events.find(match);
        if (seen) resolve(seen);
        else waiters.push({ match, resolve });
      }),
  };
}

describe("service supervision", () => {
  it("backs off exponentially up to the cap", () => {
    const policy: RestartPolicy = { retries: 10, initialDelayMs: 1000, maxDelayMs: 15_000, stableAfterMs: 60_000 };
    expect([1, 2, 3, 4, 5, 6].map((n) => restartDelayMs(policy, n))).toEqual([1000, 2000, 4000, 8000, 15_000, 15_000]);
  });

  it("restarts a crashed service, says why, and keeps the others running", async () => {
    const journal: string[] = [];
    const log = eventLog();
    const lk = fake("livekit", journal);
    const agent = crashable("agent", quick);
    const running = await startServices([lk.service, agent.service], { ...base, report: log.report });
    agent.instances[0]!.crash("agent worker exited (SIGKILL)");
    const restarted = await log.next((e) => e.phase === "restarted");
    expect(restarted).toMatchObject({ service: "agent", attempt: 1 });
    const crashed = log.events.find((e) => e.phase === "crashed")!;
    expect(describeServiceEvent(crashed)).toBe("agent crashed: agent worker exited (SIGKILL); restarting in 5 ms (attempt 1 of 3)");
    expect(agent.starts()).toBe(2);
    expect(running.failure()).toBeUndefined();
    expect(journal).not.toContain("stop livekit");

    await running.stop();
    expect(agent.instances[1]!.stopped).toBe(true);
    expect(journal).toContain("stop livekit");
  });

  it("gives up after the bounded number of restarts in a row and reports the last reason", async () => {
    const log = eventLog();
    const agent = crashable("agent", quick, { failStarts: [3, 4] });
    const running = await startServices([agent.service], { ...base, report: log.report });
    agent.instances[0]!.crash("exit code 1");
    await log.next((e) => e.phase === "restarted");
    agent.instances[1]!.crash("exit code 1 again");
    const failure = await running.failed;
    expect(failure).toEqual({ name: "agent", reason: "agent start 4 refused; gave up after 3 restarts" });
    expect(log.events.filter((e) => e.phase === "restart-failed").map((e) => describeServiceEvent(e))).toEqual([
      "agent restart 2 failed: agent start 3 refused",
      "agent restart 3 failed: agent start 4 refused",
    ]);
    expect(agent.starts()).toBe(4);
    await running.stop();
  });

  it("does not restart what crashes while the run is stopping, and stop waits for a restart under way", async () => {
    const log = eventLog();
    const slow: RestartPolicy = { ...quick, initialDelayMs: 60_000, maxDelayMs: 60_000 };
    const agent = crashable("agent", slow);
    const running = await startServices([agent.service], { ...base, report: log.report });
    agent.instances[0]!.crash("exit code 1");
    await log.next((e) => e.phase === "crashed");
    const began = Date.now();
    await running.stop();
    expect(Date.now() - began).toBeLessThan(5000);
    expect(agent.starts()).toBe(1);
    expect(running.failure()).toBeUndefined();
  });

  it("a service without a policy still stops the run when it ends", async () => {
    const data = fake("data", []);
    const running = await startServices([data.service], base);
    data.end({ reason: "exit code 2" });
    await expect(running.failed).resolves.toEqual({ name: "data", reason: "exit code 2" });
    await running.stop();
  });

  it("refuses a restart that publishes other addresses than the services after it were given", async () => {
    let port = 3000;
    const app = crashable("app", quick, { publish: () => ({ VOICEDESK_APP_URL: `http://127.0.0.1:${port++}` }) });
    const running = await startServices([app.service], base);
    app.instances[0]!.crash("exit code 1");
    await expect(running.failed).resolves.toMatchObject({ name: "app", reason: expect.stringContaining("restarted with different VOICEDESK_APP_URL") });
    await running.stop();
    expect(app.instances[1]!.stopped).toBe(true);
  });
});
