import type { BrowserContext } from "@playwright/test";

/**
 * Every Content-Security-Policy violation in the watched browser contexts, for the fixture
 * (./fixtures.ts) to fail the test on. A page under the app's CSP (server/http/content-security-policy.ts)
 * that loses a script, a style or its LiveKit connection to the policy often still looks half
 * right, so the browser's own reports are what decide: Chromium's "Refused to …" console errors,
 * and the `securitypolicyviolation` events, which the init script below writes to the console too.
 */
const violations: string[] = [];
const MARK = "csp-violation";

export async function watchCsp(context: BrowserContext): Promise<void> {
  await context.addInitScript((mark) => {
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(
        `${mark} ${e.effectiveDirective} blocked=${e.blockedURI || "inline"} at ${e.sourceFile}:${e.lineNumber} sample=${JSON.stringify(e.sample)}`,
      );
    });
  }, MARK);
  context.on("console", (msg) => {
    const text = msg.text();
    if (text.startsWith(MARK) || text.includes("Content Security Policy")) violations.push(`${msg.page()?.url() ?? "?"}: ${text}`);
  });
}

/** The violations seen since the last call (and forgets them). */
export function takeCspViolations(): string[] {
  return violations.splice(0);
}
