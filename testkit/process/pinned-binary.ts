import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Where the setup scripts put pinned builds (`go install` into .voicedesk/bin). */
export function pinnedBinaryPath(name: string): string {
  return join(REPO_ROOT, ".voicedesk", "bin", name);
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The binary to run: an explicit path, else the repo's pinned build, else whatever is on PATH.
 * When none is there, `notInstalled` makes the error that says how to install it.
 */
export function resolvePinnedBinary(name: string, notInstalled: (detail: string) => Error, explicit?: string): string {
  if (explicit !== undefined) {
    if (isExecutable(explicit)) return explicit;
    throw notInstalled(`${explicit} is not an executable file`);
  }
  const pinned = pinnedBinaryPath(name);
  if (isExecutable(pinned)) return pinned;
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  throw notInstalled(`not at ${pinned} and not on PATH`);
}
