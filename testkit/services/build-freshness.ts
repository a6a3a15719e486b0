import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * When `npm start` (and the test set-ups) rebuild the app. The rule, kept simple on purpose: rebuild
 * when `.next/BUILD_ID` is missing, or when any file the bundle is made of (tests excluded: they are
 * not in it) was modified after it. Modification times only — a branch switch touches files and so
 * rebuilds, which errs on the safe side.
 *
 * The inputs are every folder app/ and server/ import from (lib/ and contracts/ too: a pull that
 * changed only lib/ used to leave the old build serving), the root instrumentation hook, and what
 * configures the build (next.config.ts, tsconfig.json's paths, the lock file).
 */
export const BUILD_INPUTS = ["app", "server", "lib", "contracts", "instrumentation.ts", "next.config.ts", "tsconfig.json", "package-lock.json"] as const;
const NOT_IN_BUNDLE = /\.test\.tsx?$/;

export interface SourceFile {
  path: string;
  mtimeMs: number;
}

export type BuildVerdict = { stale: false; reason: string } | { stale: true; reason: string };

/** Pure: the verdict from the build's time and the newest input. */
export function judgeBuild(buildIdMtimeMs: number | undefined, newest: SourceFile | undefined): BuildVerdict {
  if (buildIdMtimeMs === undefined) return { stale: true, reason: "there is no build yet (.next/BUILD_ID missing)" };
  if (newest !== undefined && newest.mtimeMs > buildIdMtimeMs) return { stale: true, reason: `${newest.path} changed after the last build` };
  return { stale: false, reason: "the build in .next is newer than its sources and config" };
}

/** The most recently modified input file (relative path), skipping tests. */
export function newestBuildInput(root: string, inputs: readonly string[] = BUILD_INPUTS): SourceFile | undefined {
  let newest: SourceFile | undefined;
  const visit = (path: string) => {
    let stat;
    try {
      stat = statSync(path);
    } catch {
      return; // an input that does not exist (yet) cannot be newer than the build
    }
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (!NOT_IN_BUNDLE.test(path) && (newest === undefined || stat.mtimeMs > newest.mtimeMs)) {
      newest = { path: relative(root, path), mtimeMs: stat.mtimeMs };
    }
  };
  for (const input of inputs) visit(join(root, input));
  return newest;
}

export function checkBuild(root: string): BuildVerdict {
  const buildId = join(root, ".next", "BUILD_ID");
  return judgeBuild(existsSync(buildId) ? statSync(buildId).mtimeMs : undefined, newestBuildInput(root));
}
