import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { busyPage, isFormSent, isPageLoad, isServerAction, pageLanguage, prefersHtml, reloadAfterRefusedAction } from "./busy-page";

const request = (method: string, headers: Record<string, string>) => ({ method, headers }) as Pick<IncomingMessage, "method" | "headers">;

const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";

describe("who gets the busy page", () => {
  it("a browser navigation does; a fetch and a script's request do not", () => {
    expect(isPageLoad(request("GET", { "sec-fetch-mode": "navigate", accept: "text/html" }) as IncomingMessage)).toBe(true);
    expect(isPageLoad(request("GET", { "sec-fetch-mode": "cors", accept: "text/html" }) as IncomingMessage)).toBe(false);
    // No fetch metadata (an older browser, a proxy that strips it): what it accepts decides.
    expect(isPageLoad(request("GET", { accept: "text/html,*/*;q=0.8" }) as IncomingMessage)).toBe(true);
    expect(isPageLoad(request("GET", { accept: "application/json" }) as IncomingMessage)).toBe(false);
  });

  it("a form sent without a script does (a POST navigation); a script's POST, and a server action, do not", () => {
    const form = request("POST", { "sec-fetch-mode": "navigate", accept: BROWSER_ACCEPT }) as IncomingMessage;
    expect(isPageLoad(form)).toBe(true);
    expect(isFormSent(form)).toBe(true);
    expect(isFormSent(request("GET", { "sec-fetch-mode": "navigate", accept: BROWSER_ACCEPT }) as IncomingMessage)).toBe(false);
    expect(isPageLoad(request("POST", { "sec-fetch-mode": "cors", accept: BROWSER_ACCEPT }) as IncomingMessage)).toBe(false);
    expect(isPageLoad(request("POST", { "sec-fetch-mode": "navigate", "next-action": "7f3a0c", accept: "text/x-component" }) as IncomingMessage)).toBe(false);
    // Without fetch metadata, by the Accept header.
    expect(isPageLoad(request("POST", { accept: BROWSER_ACCEPT }) as IncomingMessage)).toBe(true);
    expect(isPageLoad(request("POST", { accept: "application/json" }) as IncomingMessage)).toBe(false);
    expect(isPageLoad(request("POST", { accept: "*/*" }) as IncomingMessage)).toBe(false);
    expect(isPageLoad(request("POST", {}) as IncomingMessage)).toBe(false);
    expect(isPageLoad(request("PUT", { "sec-fetch-mode": "navigate", accept: BROWSER_ACCEPT }) as IncomingMessage)).toBe(false);
  });
});

describe("the Accept header, by its q-values", () => {
  it.each([
    [BROWSER_ACCEPT, true],
    ["text/html", true],
    ["text/*;q=0.9, application/json;q=0.5", true],
    ["application/json, text/html;q=0.9", false],
    ["text/html;q=0.5, application/json", false],
    ["*/*", false],
    ["text/html;q=0, */*", false],
    ["", false],
  ])("%j ranks HTML above JSON: %s", (accept, html) => expect(prefersHtml(accept)).toBe(html));
});

describe("a refused server action", () => {
  const action = (url: string) =>
    ({ method: "POST", url, headers: { "next-action": "7f3a0c" } }) as Pick<IncomingMessage, "method" | "url" | "headers"> as IncomingMessage;
  it("is a POST with Next's action header; a plain form POST or a GET with the header is not", () => {
    expect(isServerAction(action("/login"))).toBe(true);
    expect(isServerAction(request("POST", {}) as IncomingMessage)).toBe(false);
    expect(isServerAction(request("GET", { "next-action": "7f3a0c" }) as IncomingMessage)).toBe(false);
  });
  it("goes back to its own page on this origin, whatever the request line names, marked as refused", () => {
    expect(reloadAfterRefusedAction(action("/login?next=%2Fconsole"))).toBe("/login?next=%2Fconsole&busy=1;replace");
    expect(reloadAfterRefusedAction(action("http://elsewhere.example/account?a=1"))).toBe("/account?a=1&busy=1;replace");
    expect(reloadAfterRefusedAction(action("//elsewhere.example/x"))).toBe("/x?busy=1;replace");
    expect(reloadAfterRefusedAction(action("/talk/a;b"))).toBe("/talk/a%3Bb?busy=1;replace");
    // Refused twice: one mark, not two.
    expect(reloadAfterRefusedAction(action("/login?busy=1"))).toBe("/login?busy=1;replace");
  });
});

describe("the busy page's language", () => {
  it.each([
    ["fr-BE,fr;q=0.9,en;q=0.8", "fr"],
    ["de-DE,it;q=0.7,en;q=0.3", "it"],
    ["en;q=0.2, nl-BE", "nl"],
    ["nl;q=0, en", "en"],
    ["de-DE", "en"],
    ["", "en"],
  ])("%s → %s", (header, lang) => {
    expect(pageLanguage(header)).toBe(lang);
  });
  it("no header → English", () => expect(pageLanguage(undefined)).toBe("en"));
});

describe("the busy page", () => {
  it("says to try again, offers it as a link, and where to call in an emergency, in the caller's language", () => {
    const html = busyPage({ lang: "it", retryAfterSeconds: 3, nonce: "abc", path: "/console/lindenhof/calls?class=EMERGENCY" });
    expect(html).toContain('<html lang="it">');
    expect(html).toContain("Riprovi tra 3 secondi.");
    expect(html).toContain('<a class="again" id="again" href="/console/lindenhof/calls?class=EMERGENCY">Riprova</a>');
    // Where to call in an emergency comes first, before anything about waiting.
    expect(html.indexOf("In caso di emergenza, chiami il 112.")).toBeGreaterThan(html.indexOf("<h1>"));
    expect(html.indexOf("In caso di emergenza, chiami il 112.")).toBeLessThan(html.indexOf("Riprovi tra 3 secondi."));
    expect(html).not.toContain("non ci è arrivato");
  });

  it("never reloads on a timer the person cannot stop: no meta refresh; its script's retry has a Stop button", () => {
    const html = busyPage({ lang: "en", retryAfterSeconds: 2, nonce: "n0nce", path: "/talk/lindenhof" });
    expect(html).not.toMatch(/http-equiv="refresh"/i);
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toContain('setTimeout(function () { location.replace("/talk/lindenhof"); }, 2000)');
    expect(html).toContain('<button type="button" id="stop">Stop</button>');
    // The retry's words are hidden until the script shows them: without a script nothing retries.
    expect(html).toMatch(/<p id="auto" role="status" hidden>.*This page tries again by itself in 2 seconds\./);
  });

  it("in place of a sent form, says it did not arrive and tries the form's page again, escaped, with a GET", () => {
    const path = '/login?next=%2Fconsole&x="><script>alert(1)</script>';
    const html = busyPage({ lang: "nl", retryAfterSeconds: 2, nonce: "abc", path, formSent: true });
    expect(html).toContain("Wat u verstuurde, is niet aangekomen.");
    expect(html).toContain('href="/login?next=%2Fconsole&amp;x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('location.replace("/login?next=%2Fconsole&x=\\"\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e")');
    // One script element: the page's own.
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
