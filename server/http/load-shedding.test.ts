import { get } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import type { LoadShedder } from "./load-shedding";
import { startAppServer } from "./serve-app";

/** A loop that is over its limit for the whole test: what a bundle import leaves for a second. */
const alwaysOverloaded: LoadShedder = { overloaded: () => true, utilisation: () => 1, stop: () => {} };

/** A GET with exactly these headers, as a browser's navigation sends them. */
function navigate(url: string, headers: Record<string, string>): Promise<{ status: number; headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") h.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers: h, body });
      });
    }).on("error", reject);
  });
}

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

  it("answers a person loading a page with a page in their language that reloads itself and names 112, not with JSON", async () => {
    const url = await overloadedApp();
    // node:http, not fetch: fetch sets Sec-Fetch-Mode itself ("cors"), as a page's script would.
    const res = await navigate(`${url}/console/lindenhof/calls?class=EMERGENCY`, {
      accept: "text/html,application/xhtml+xml",
      "sec-fetch-mode": "navigate",
      "accept-language": "en-GB;q=0.5,nl-BE,nl;q=0.9",
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="nl">');
    expect(html).toContain("laadt over 2 seconden vanzelf opnieuw");
    expect(html).toMatch(/<meta http-equiv="refresh" content="2">/);
    expect(html).toContain('href="tel:112"');
    // Its style runs under the response's own policy (no 'unsafe-inline').
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it("keeps answering the API's fetches with JSON, also when they accept anything", async () => {
    const url = await overloadedApp();
    const res = await fetch(`${url}/api/trpc/calls.list`, { headers: { accept: "*/*", "sec-fetch-mode": "cors" } });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: "SERVICE_UNAVAILABLE" } });
  });

  it("still serves the site's icon (the browser asks once and does not retry)", async () => {
    const url = await overloadedApp();
    for (const path of ["/icon.svg", "/favicon.ico", "/voicedesk-mark.svg"]) expect((await fetch(`${url}${path}`)).status).toBe(200);
    // Only the icon files: a page beside them is still shed.
    expect((await fetch(`${url}/icon.svg.html`)).status).toBe(503);
  });

  it("answers the health check with what it finds", async () => {
    const url = await overloadedApp();
    const res = await fetch(`${url}/api/trpc/health.ping`);
    expect(res.status).toBe(200);
  });
});
