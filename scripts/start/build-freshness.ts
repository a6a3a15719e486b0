import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * When `npm start` rebuilds the app. The rule, kept simple on purpose: rebuild when `.next/BUILD_ID`
 * is missing, or when any file under app/ or server/ (tests excluded: they are not in the bundle),
 * next.config.ts or package-lock.json was modified after it. Modification times only — a branch
 * switch touches files and so rebuilds, which errs on the safe side.
 */
export const BUILD_INPUTS = ["app", "server", "next.config.ts", "package-lock.json"] as const;
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
  return { stale: false, reason: "the build in .next is newer than app/, server/ and the config" };
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
