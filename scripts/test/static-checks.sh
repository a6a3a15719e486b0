#!/usr/bin/env bash
# Lint, format, import cycles and typecheck: everything npm test checks without running code.
# The exit status is the first failure's, after every check has printed what it found.
set -uo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"

# shellcheck source=scripts/test/timing.sh
source "$repo/scripts/test/timing.sh"

typed_log="$(mktemp)"
# The type check and ESLint over one TypeScript program (scripts/test/typed-lint.ts says why); npm
# test's app build skips its own type check (next.config.ts), so this is the run's one. It is
# mostly one thread, so prettier and the cycle check run beside it.
timed npx tsx scripts/test/typed-lint.ts >"$typed_log" 2>&1 &
typed_pid=$!
trap 'kill "$typed_pid" 2>/dev/null || true; rm -f "$typed_log"' EXIT

status=0
# Runs a check; the first failing one's exit status is the script's.
check() {
  local s=0
  timed "$@" || s=$?
  if ((s != 0 && status == 0)); then status=$s; fi
}
check npx prettier --check .
# Runtime import cycles (.dependency-cruiser.mjs); the layer rules are eslint's.
check npx depcruise --config .dependency-cruiser.mjs server agent app contracts lib
typed_status=0
wait "$typed_pid" || typed_status=$?
cat "$typed_log"
if ((typed_status != 0)); then
  echo "[test] typecheck or lint failed (typed-lint exit $typed_status)"
  if ((status == 0)); then status=$typed_status; fi
fi
exit "$status"
