#!/usr/bin/env bash
# The one test command (README quick start; .ci/run calls it). Installs what it needs first,
# idempotently: npm dependencies, Debian packages (espeak-ng for local TTS, chromium for
# Playwright, redis-server and sip-tester for phone calls), the pinned livekit-server and LiveKit SIP
# bridge, the local Whisper and embedding servers (scripts/setup/local-models.sh), the real PostgreSQL +
# pgvector (scripts/setup/postgres.sh). Then: phone calls (sipp) with lint and typecheck beside them,
# unit/integration tests, e2e.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

stage() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }
started=$SECONDS
timed() {
  local t=$SECONDS s=0
  "$@" || s=$?
  echo "[test] '$*' took $((SECONDS - t)) s"
  return "$s"
}

stage "setup"
bash scripts/setup/node-deps.sh
bash scripts/setup/apt-packages.sh espeak-ng chromium redis-server sip-tester
bash scripts/setup/livekit-server.sh
bash scripts/setup/sip-bridge.sh
# The local recogniser and embedder: the tests use them, so a failed install fails the run (CI must
# not silently skip them).
bash scripts/setup/local-models.sh
# The turn-taking set's test voices (Pico; MBROLA nl2 renders Dutch test audio only, never the line's voice).
VOICEDESK_MBROLA=1 bash scripts/setup/voices.sh
# The real PostgreSQL 18 + pgvector the database tests run on (one throw-away server per vitest run).
bash scripts/setup/postgres.sh

export NODE_ENV=test
export VOICEDESK_DATA_DIR="$repo/.voicedesk/test-data"

# Each runner also writes a JSON report; the ten slowest files across them are printed at the end,
# whether the run passed or not.
reports="$repo/test-results/timing"
rm -rf "$reports" && mkdir -p "$reports"
export VOICEDESK_PLAYWRIGHT_JSON="$reports/e2e.json"
slowest_files() { npx tsx scripts/test/slowest-files.ts "$reports/vitest.json" "$reports/sip.json" "$reports/e2e.json" || true; }

# The static checks (eslint, prettier, dependency-cruiser, tsc: CPU only) run at low priority beside
# the phone calls, which mostly wait on the wall clock for real-time audio: the calls keep the CPU
# when they need it, and the checks take what is left instead of a stage of their own (≈ 100 s).
stage "phone calls (sipp → LiveKit SIP bridge → agent), with lint, format, import cycles and typecheck beside them"
checks_log="$(mktemp)"
nice -n 10 bash scripts/test/static-checks.sh >"$checks_log" 2>&1 &
checks_pid=$!
trap 'kill "$checks_pid" 2>/dev/null || true' EXIT
sip_status=0
timed npx vitest run --config testkit/sip/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$reports/sip.json" || sip_status=$?
checks_status=0
wait "$checks_pid" || checks_status=$?
trap - EXIT
stage "lint, format, import cycles and typecheck (ran beside the phone calls)"
cat "$checks_log"
if ((checks_status != 0)); then
  echo "[test] the static checks failed (exit $checks_status)"
  exit "$checks_status"
fi
if ((sip_status != 0)); then
  slowest_files
  echo "[test] the phone calls failed (exit $sip_status)"
  exit "$sip_status"
fi

stage "unit and integration tests (vitest)"
trap slowest_files EXIT
timed npx vitest run --reporter=default --reporter=json --outputFile.json="$reports/vitest.json"

if compgen -G "e2e/*.spec.ts" > /dev/null; then
  stage "end-to-end tests (Playwright, Debian chromium, real LiveKit)"
  timed npx playwright test
fi

echo
echo "[test] all green in $((SECONDS - started)) s"
