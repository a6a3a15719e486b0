/**
 * `npm test`'s one `next build`, before anything that serves the app starts: the Playwright setup
 * and the `npm start` test build a stale app themselves, and run side by side (scripts/test.sh's
 * lanes) two builds into one .next would break each other. Builds only when the sources changed
 * since the last build (npm start's rule, testkit/services/build-freshness.ts). Without the type
 * check (next.config.ts): the static checks run tsc over the same project beside ESLint, off the
 * path Playwright waits on.
 *
 *   npx tsx scripts/test/build-app.ts
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { buildApp } from "~/testkit/services/app-server";
import { checkBuild } from "~/testkit/services/build-freshness";

async function main(): Promise<void> {
  const root = process.cwd();
  const verdict = checkBuild(root);
  if (!verdict.stale) {
    console.log(`[test] no app build needed: ${verdict.reason}`);
    return;
  }
  const logDir = join(root, "test-results", "lanes");
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, "app-build.log");
  console.log(`[test] building the app: ${verdict.reason} (log: ${logFile})`);
  await buildApp({ root, env: { ...process.env, VOICEDESK_BUILD_TYPECHECK: "skip" }, logFile });
}

main().catch((err: unknown) => {
  console.error(`[test] the app's build failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
