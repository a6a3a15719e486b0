import { afterEach, describe, expect, it } from "vitest";
import type { LoadShedder } from "./load-shedding";
import { startAppServer } from "./serve-app";

/** A loop that is over its limit for the whole test: what a bundle import leaves for a second. */
const alwaysOverloaded: LoadShedder = { overloaded: () => true, utilisation: () => 1, stop: () => {} };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function overloadedApp() {
  const app = await startAppServer({
    host: "127.0.0.1",
    port: 0,
    shedding: alwaysOverloaded,
    handle: (_req, res) => {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("served");
    },
  });
  close = app.close;
  return app.url;
}

describe("an overloaded app", () => {
  it("refuses API calls with 503 and a Retry-After the page's client can wait for", async () => {
    const url = await overloadedApp();
    const res = await fetch(`${url}/api/trpc/members.list`);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("still serves the page's scripts, so a page whose document came through can start and retry its calls", async () => {
    const url = await overloadedApp();
    const chunk = await fetch(`${url}/_next/static/chunks/app/layout-0123abcd.js`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe("served");
  });

  it("answers the health check with what it finds", async () => {
    const url = await overloadedApp();
    const res = await fetch(`${url}/api/trpc/health.ping`);
    expect(res.status).toBe(200);
  });
});
