import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const REPO_ROOT = fileURLToPath(new URL("../../..", import.meta.url));
/** Where `scripts/setup/livekit-server.sh` puts the pinned build. */
export const LIVEKIT_BINARY_IN_REPO = join(REPO_ROOT, ".voicedesk", "bin", "livekit-server");
const SETUP_HINT = "run `bash scripts/setup/livekit-server.sh` (builds the pinned version into .voicedesk/bin)";

export class LivekitServerNotInstalledError extends Error {
  constructor(detail: string) {
    super(`livekit-server is not installed (${detail}): ${SETUP_HINT}`);
    this.name = "LivekitServerNotInstalledError";
  }
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The binary to run: the repo's pinned build first, then whatever is on PATH. Throws with the fix. */
export function resolveLivekitServerBinary(explicit?: string): string {
  if (explicit !== undefined) {
    if (isExecutable(explicit)) return explicit;
    throw new LivekitServerNotInstalledError(`${explicit} is not an executable file`);
  }
  if (isExecutable(LIVEKIT_BINARY_IN_REPO)) return LIVEKIT_BINARY_IN_REPO;
  for (const dir of (process.env.PATH ?? "").split(delimiter).filter(Boolean)) {
    const candidate = join(dir, "livekit-server");
    if (isExecutable(candidate)) return candidate;
  }
  throw new LivekitServerNotInstalledError(`not at ${LIVEKIT_BINARY_IN_REPO} and not on PATH`);
}
