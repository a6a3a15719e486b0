import { request } from "node:http";
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "~/lib/env";
import { captureLogs } from "~/lib/logger";
import { createLoadShedder, shouldShed, type LoadShedder, type LoopSample } from "./load-shedding";
import { startAppServer } from "./serve-app";

/** A loop that is over its limit for the whole test: what a bundle import leaves for a second. */
const alwaysOverloaded: LoadShedder = { overloaded: () => true, utilisation: () => 1, ownCpuShare: () => 1, stop: () => {} };

/** A request with exactly these headers (a GET unless a body is given), as a browser's navigation sends them. */
function navigate(url: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method: body === undefined ? "GET" : "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") h.set(k, v);
        resolve({ status: res.statusCode ?? 0, headers: h, body });
      });
    }).on("error", reject);
    sent.end(body);
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

  it("answers a person loading a page with a page in their language that tries it again and names 112, not with JSON", async () => {
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
    expect(html).toContain("Probeer het over 2 seconden opnieuw.");
    expect(html).toContain('href="/console/lindenhof/calls?class=EMERGENCY">Opnieuw proberen</a>');
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain('href="tel:112"');
    // Its style runs under the response's own policy (no 'unsafe-inline').
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`<style nonce="${nonce}">`);
    expect(html).toContain(`<script nonce="${nonce}">`);
  });

  it("answers a form sent without a script with the busy page, which brings the form back; a script's POST with JSON", async () => {
    const url = await overloadedApp();
    const form = "email=a%40b.c&password=secret";
    const formHeaders = { "content-type": "application/x-www-form-urlencoded", "accept-language": "en" };
    const browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
    // A browser's form POST, with and without fetch metadata (Accept decides then).
    for (const headers of [
      { ...formHeaders, accept: browser, "sec-fetch-mode": "navigate" },
      { ...formHeaders, accept: browser },
    ]) {
      const res = await navigate(`${url}/login?next=%2Fconsole`, headers, form);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("2");
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.body).toContain("What you sent did not reach us. Please send it again once the page is back.");
      expect(res.body).toContain('href="/login?next=%2Fconsole">Try again</a>');
      expect(res.body).toContain('location.replace("/login?next=%2Fconsole")');
      expect(res.body).toContain('href="tel:112"');
    }
    // A script posting the same form, asking for JSON or for anything, gets the JSON it parses.
    for (const accept of ["application/json", "*/*"]) {
      const res = await navigate(`${url}/login?next=%2Fconsole`, { ...formHeaders, accept }, form);
      expect(res.status).toBe(503);
      expect(res.headers.get("content-type")).toBe("application/json");
      expect(JSON.parse(res.body)).toMatchObject({ error: { code: "SERVICE_UNAVAILABLE" } });
    }
  });

  // What Next's client does with each answer is its own code (next/dist/client/components/router-reducer):
  // a navigation whose answer is not 200 is loaded in full; a server action's answer without its own
  // format throws ("This page couldn't load") unless it carries x-action-redirect.
  it("sends a page whose sign-in was refused back to that page in full, where the busy page is, instead of Next's error page", async () => {
    const url = await overloadedApp();
    const res = await fetch(`${url}/login?next=%2Fconsole%2Flindenhof%2Fcalls`, {
      method: "POST",
      headers: { accept: "text/x-component", "next-action": "7f3a0c", "next-router-state-tree": "%5B%22%22%5D", "content-type": "text/plain;charset=UTF-8" },
      body: '[{"email":"a@b.c","password":"secret","next":"/console"}]',
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("2");
    expect(res.headers.get("x-action-redirect")).toBe("/login?next=%2Fconsole%2Flindenhof%2Fcalls&busy=1;replace");
    // That full load is a navigation: the busy page.
    const page = await navigate(`${url}/login?next=%2Fconsole%2Flindenhof%2Fcalls`, { accept: "text/html", "sec-fetch-mode": "navigate" });
    expect(page.status).toBe(503);
    expect(page.body).toContain("It is very busy right now. Please try again in 2 seconds.");
  });

  it("refuses a page's own navigation (RSC) with a status, never a 200 Next's client would try to render", async () => {
    const url = await overloadedApp();
    const res = await fetch(`${url}/console/lindenhof/calls?_rsc=1x2y3`, {
      headers: { accept: "*/*", rsc: "1", "next-router-state-tree": "%5B%22%22%5D", "sec-fetch-mode": "cors" },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("content-type")).not.toMatch(/text\/x-component/);
    expect(res.headers.get("x-action-redirect")).toBeNull();
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

describe("an agent worker's turn on an overloaded app", () => {
  it("is served: it is a call already on the line; a page, and a request with a wrong token, are still refused", async () => {
    const url = await overloadedApp();
    const asAgent = await fetch(`${url}/api/trpc/cognition.voiceTurn`, { headers: { authorization: `Bearer ${env().VOICEDESK_AGENT_TOKEN}` } });
    expect(asAgent.status).toBe(200);
    expect(await asAgent.text()).toBe("served");
    const token = env().VOICEDESK_AGENT_TOKEN ?? "";
    const forged = `${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`;
    expect((await fetch(`${url}/api/trpc/cognition.voiceTurn`, { headers: { authorization: `Bearer ${forged}` } })).status).toBe(503);
    expect((await fetch(`${url}/api/trpc/cognition.voiceTurn`)).status).toBe(503);
  });
});

/** Ten 100 ms samples (one window): `busy` of each sample's wall time running code, `cpu` ms of the process's CPU. */
const windowOf = (busy: number, cpu: number): LoopSample[] => Array.from({ length: 10 }, () => ({ active: busy * 100, idle: (1 - busy) * 100, cpu }));

describe("when the loop counts as overloaded", () => {
  it("a loop busy with its own work for a whole window, holding a core, sheds", () => {
    expect(shouldShed(windowOf(0.97, 95), 10)).toBe(true);
  });

  it("a loop that looks busy while the host gave the CPU to others (a third of a core) does not: refusing would not speed it up", () => {
    expect(shouldShed(windowOf(0.97, 33), 10)).toBe(false);
  });

  it("a loop with room to spare does not, nor one busy for less than a whole window", () => {
    expect(shouldShed(windowOf(0.5, 50), 10)).toBe(false);
    expect(shouldShed(windowOf(0.97, 95).slice(0, 9), 10)).toBe(false);
  });

  it("a crowded host is said in the log (once a minute), and nothing is refused", () => {
    vi.useFakeTimers();
    const logs = captureLogs();
    const shedder = createLoadShedder({ sample: () => ({ active: 97, idle: 3, cpu: 30 }) });
    try {
      vi.advanceTimersByTime(1000);
      expect(shedder.overloaded()).toBe(false);
      expect(shedder.overloaded()).toBe(false);
      expect(logs.events("event_loop_starved_by_host")).toEqual([expect.objectContaining({ utilisation: 0.97, ownCpuShare: 0.3 })]);
    } finally {
      shedder.stop();
      logs.restore();
      vi.useRealTimers();
    }
  });
});
