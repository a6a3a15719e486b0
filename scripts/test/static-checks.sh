#!/usr/bin/env bash
# Lint, format, import cycles and typecheck: everything npm test checks without running code.
# tsc and eslint are each single-threaded, so they run side by side; the exit status is the first
# failure's, after every check has printed what it found.
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"

# shellcheck source=scripts/test/timing.sh
source "$repo/scripts/test/timing.sh"

typecheck_log="$(mktemp)"
# npm test's app build skips its own type check (next.config.ts): this is the run's one.
timed npx tsc --noEmit -p . >"$typecheck_log" 2>&1 &
typecheck_pid=$!
trap 'kill "$typecheck_pid" 2>/dev/null || true; rm -f "$typecheck_log"' EXIT

status=0
# Runs a check; the first failing one's exit status is the script's.
check() {
  local s=0
  timed "$@" || s=$?
  if ((s != 0 && status == 0)); then status=$s; fi
}
check npx eslint .
check npx prettier --check .
# Runtime import cycles (.dependency-cruiser.mjs); the layer rules are eslint's.
check npx depcruise --config .dependency-cruiser.mjs server agent app contracts lib
typecheck_status=0
wait "$typecheck_pid" || typecheck_status=$?
cat "$typecheck_log"
if ((typecheck_status != 0)); then
  echo "[test] typecheck failed (tsc exit $typecheck_status)"
  if ((status == 0)); then status=$typecheck_status; fi
fi
exit "$status"
