import { pinnedBinaryPath, resolvePinnedBinary } from "../../process/pinned-binary";

/** Where `scripts/setup/livekit-server.sh` puts the pinned build. */
export const LIVEKIT_BINARY_IN_REPO = pinnedBinaryPath("livekit-server");
const SETUP_HINT = "run `bash scripts/setup/livekit-server.sh` (builds the pinned version into .voicedesk/bin)";

export class LivekitServerNotInstalledError extends Error {
  constructor(detail: string) {
    super(`livekit-server is not installed (${detail}): ${SETUP_HINT}`);
    this.name = "LivekitServerNotInstalledError";
  }
}

/** The binary to run: the repo's pinned build first, then whatever is on PATH. Throws with the fix. */
export function resolveLivekitServerBinary(explicit?: string): string {
  return resolvePinnedBinary("livekit-server", (detail) => new LivekitServerNotInstalledError(detail), explicit);
}
