#!/usr/bin/env bash
# The one test command (README quick start; .ci/run calls it). Installs what it needs first,
# idempotently: npm dependencies, Debian packages (espeak-ng for local TTS, chromium and its
# headless shell for Playwright, redis-server and sip-tester for phone calls), the pinned livekit-server and LiveKit SIP
# bridge, the local Whisper and embedding servers (scripts/setup/local-models.sh), the real PostgreSQL +
# pgvector (scripts/setup/postgres.sh). Then three lanes side by side (below): phone calls and media
# files, Playwright, and the static checks with the unit tests.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"
# shellcheck source=scripts/test/timing.sh
source scripts/test/timing.sh
started=$SECONDS

stage "setup"
bash scripts/setup/node-deps.sh
# chromium-headless-shell: the same Chromium release without the full browser's UI work; headless
# runs use it (e2e/support/chromium.ts), headed ones the full browser.
bash scripts/setup/apt-packages.sh espeak-ng chromium chromium-headless-shell redis-server sip-tester
# livekit-server and the SIP bridge are built in the late setup below, beside the app's build.

# Each runner also writes a JSON report; the ten slowest files across them are printed at the end,
# whether the run passed or not.
reports="$repo/test-results/timing"
lanes="$repo/test-results/lanes"
rm -rf "$reports" "$lanes" && mkdir -p "$reports" "$lanes"
# One line per step: lane, name, exit status, wall seconds, CPU seconds (the summary at the end).
steps="$lanes/steps.tsv"
: >"$steps"

# The rest of the setup runs beside the app's build and the static checks, which need only the npm
# dependencies: on a fresh clone it takes a minute or more (a Python environment of 600 MB, model
# files checked, PostgreSQL started once), and one after the other it delayed every lane by that much.
#   - livekit-server, a pinned Go build: 160 s on a fresh machine (2026-11-29), which every lane
#     waited for although the build and the static checks do not use it; it builds beside the Python
#     side below, which mostly downloads and unpacks. (The SIP bridge, 80 s more, is only the SIP
#     suite's: the calls lane builds it as its first step, so Playwright does not wait for it.)
#   - the local recogniser, embedder and end-of-turn model: the tests use them, so a failed install
#     fails the run (CI must not silently skip them);
#   - the turn-taking set's test voices (Pico; MBROLA nl2 renders Dutch test audio only, never the
#     line's voice);
#   - the real PostgreSQL 18 + pgvector the database tests run on (one throw-away server per vitest run).
# Two installs at once may each want apt: scripts/setup/apt-packages.sh takes a lock around apt-get.
# While it runs it holds an exclusive lock on $late_setup_lock; a step that needs it takes the lock
# shared, which returns the moment the setup ends (an event, not a poll), then reads its exit status.
late_setup_lock="$lanes/.late-setup.lock"
late_setup_status="$lanes/.late-setup.status"
# The late setup's two halves side by side; fails if either did (each says what failed).
late_setup_steps() {
  local media=0 models=0 server
  bash scripts/setup/livekit-server.sh &
  server=$!
  bash scripts/setup/local-models.sh && VOICEDESK_MBROLA=1 bash scripts/setup/voices.sh && bash scripts/setup/postgres.sh || models=$?
  wait "$server" || media=$?
  ((media == 0 && models == 0))
}
late_setup() {
  local s=0 t=$SECONDS
  late_setup_steps 9>&- 2>&1 | tee -a "$lanes/setup.log" || s=$?
  printf '%s\t%s\t%d\t%d\t\n' setup "media server, local models, test voices, PostgreSQL" "$s" "$((SECONDS - t))" >>"$steps"
  echo "$s" >"$late_setup_status"
}
exec 9>"$late_setup_lock"
flock -x 9
late_setup &
exec 9>&-
# True once the late setup has ended, if it succeeded (waits for it).
late_setup_passed() {
  flock -s "$late_setup_lock" true
  [[ $(cat "$late_setup_status" 2>/dev/null) == 0 ]]
}

export NODE_ENV=test

# Why lanes. The suite's stages wait on different things: the phone calls and the media files on
# the wall clock (real-time audio through LiveKit), Playwright on a browser and the app, the static
# checks and unit tests on the CPU. One after another they took 31 min on 2 cores; side by side the
# run takes about as long as its longest lane. The CPU lane runs at a lower priority so the
# real-time lanes keep the CPU when they need it — nice 4, not 10: beside another CPU-heavy process
# at normal priority (a bench loop, another build) nice 10 starved it (weight 110 against 1024:
# lint 167 s quiet, 512 s beside the loop) and the checks lane became the run's longest by minutes.
#   setup:   livekit-server, local models, test voices, PostgreSQL (beside the build and lint; each ◆ waits for it)
#   calls:   ◆ SIP bridge build (once) → SIP suite (sipp → bridge → agent) ─┬→ ◆ vitest "media" project
#   checks:  next build ─┬→ lint, format, import cycles, typecheck → ◆ vitest "unit" projects (nice)
#            (no tsc)    │
#   browser: ◆ Playwright's set-up (data dir, LiveKit) ─┴→ its app, agent and specs (Debian chromium, real LiveKit)
#                                                          → ◆ vitest "start" (npm start timed, a bench; side by side)
# Playwright runs one worker. Its specs are in two groups that may run side by side against one
# set of services (testkit/e2e-groups.ts, `--workers 2`), but on these 2-core machines neither way
# of running Playwright in parallel made the run shorter: two parts with a set of services each
# took 25+ min against 21 (2026-11-26), and two workers on one set 28 min, the browser lane no
# shorter and the checks lane's lint three times as long (R11, 2026-11-28): the run is CPU-bound.
# The app is built once, first: the media files and Playwright serve it, and two `next build`s into
# one .next break each other. A failing step does not stop the others (they test other things);
# every failure is listed at the end, and the run fails if any step did.

# Sets cpu_so_far to the CPU seconds (user + system) this shell's finished children used, from
# bash's `times`. Called directly, never in $(…): a command substitution is a subshell, whose
# `times` starts at zero. Each lane is its own subshell, so the difference across a step is that
# step's CPU: beside its wall time, the summary tells a step that waits (real-time audio) from one
# that computes.
read_children_cpu() {
  local file="$lanes/.times.$BASHPID" line
  times >"$file"
  line=$(sed -n 2p "$file")
  rm -f "$file"
  cpu_so_far=0
  if [[ $line =~ ^([0-9]+)m([0-9.]+)s\ ([0-9]+)m([0-9.]+)s$ ]]; then
    cpu_so_far=$(awk -v um="${BASH_REMATCH[1]}" -v us="${BASH_REMATCH[2]}" -v sm="${BASH_REMATCH[3]}" -v ss="${BASH_REMATCH[4]}" 'BEGIN { printf "%d", um * 60 + us + sm * 60 + ss }')
  fi
}
# One step of a lane: timed (wall and CPU), with its exit status recorded for the summary.
step() {
  local lane=$1 name=$2 t=$SECONDS s=0 cpu cpu_so_far
  shift 2
  echo "[test] $name: started"
  read_children_cpu
  cpu=$cpu_so_far
  "$@" || s=$?
  read_children_cpu
  printf '%s\t%s\t%d\t%d\t%d\n' "$lane" "$name" "$s" "$((SECONDS - t))" "$((cpu_so_far - cpu))" >>"$steps"
  echo "[test] $name: $( ((s == 0)) && echo passed || echo "FAILED (exit $s)") after $((SECONDS - t)) s"
}
# A step that cannot run because one it needs failed: recorded as failed, with why.
not_run() {
  printf '%s\t%s\t%d\t%d\t%d\n' "$1" "$2 — not run: $3" 1 0 0 >>"$steps"
  echo "[$1] [test] $2: not run: $3"
}
step_passed() { awk -F'\t' -v n="$1" '$2 == n && $3 == 0 { ok = 1 } END { exit !ok }' "$steps"; }

# A lane's output on the terminal as it comes, prefixed with the lane's name, and whole in
# test-results/lanes/<lane>.log.
run_lane() {
  local lane=$1
  shift
  "$@" 2>&1 | tee -a "$lanes/$lane.log" | sed -u "s/^/[$lane] /"
}

# The vitest projects a stage runs: "unit" and "media" are each the files that share a worker, and
# the few that change shared state and get a process each (vitest.config.ts).
project_filters() {
  case $1 in
    unit) echo "--project unit --project unit-isolated --project unit-solo" ;;
    media) echo "--project media --project media-isolated" ;;
    *) echo "--project $1" ;;
  esac
}
# vitest_project <stage's project> [command to run it under, e.g. nice -n 4]
# shellcheck disable=SC2046 # the filters are words on purpose
vitest_project() { "${@:2}" npx vitest run $(project_filters "$1") --reporter=default --reporter=json --outputFile.json="$reports/vitest-$1.json"; }
# A step that needs the late setup (livekit-server, the local models, the test voices, PostgreSQL): it
# waits for that setup to end, and is recorded as not run if it failed.
step_after_setup() {
  if late_setup_passed; then step "$@"; else not_run "$1" "$2" "the late setup (media server, local models, test voices, PostgreSQL) failed"; fi
}
checks_after_build() {
  # Lint needs only the npm dependencies: it runs while the late setup may still be under way.
  step checks "lint, format, import cycles, typecheck" nice -n 4 bash scripts/test/static-checks.sh
  step_after_setup checks "unit and integration tests (vitest unit)" vitest_project unit nice -n 4
}
# `npm start` timed and the voice bench from a clean shell follow Playwright: both mostly wait on the
# processes they start. They followed the media files while the calls lane was the longest, then the
# unit files (2026-11-28); with Playwright's walk of the console down from 1,351 to about 650 s
# (axe-core in the page, pictures only when asked, one sign-in per worker) the browser lane ends
# first, and the checks lane, build + lint + unit, was the run's longest (R0: 1,583 s with them).
playwright_suite() {
  if compgen -G "e2e/*.spec.ts" >/dev/null; then VOICEDESK_PLAYWRIGHT_JSON="$reports/e2e.json" step_after_setup browser "end-to-end (Playwright)" npx playwright test; fi
  step_after_setup browser "npm start and a bench, clean shell (vitest start)" vitest_project start
}
media_files() { step_after_setup calls "media files (vitest media)" vitest_project media; }
# The SIP bridge (a Go build on a fresh machine, a version check after) and the suite that uses it.
sip_bridge_step="SIP bridge (built once)"
phone_calls() {
  step_after_setup calls "$sip_bridge_step" bash scripts/setup/sip-bridge.sh
  if step_passed "$sip_bridge_step"; then
    step calls "phone calls (SIP)" npx vitest run --config testkit/sip/vitest.config.ts --reporter=default --reporter=json --outputFile.json="$reports/sip.json"
  else
    not_run calls "phone calls (SIP)" "the SIP bridge did not build"
  fi
}

stage "three lanes side by side: calls (SIP, media) · checks (build, lint, unit) · browser (Playwright, npm start)"
trap 'trap - INT TERM; kill 0' INT TERM
# Each lane its own data dir: two runners must not share one PGlite directory.
VOICEDESK_DATA_DIR="$repo/.voicedesk/test-data/calls" run_lane calls phone_calls &
sip=$!
build_step="app build (next build)"
# Playwright is the longest lane and only its app needs the build: it starts beside the build, so its
# set-up (the data dir's ingest and demo calls, LiveKit, the Deepgram double: ≈ 30 s) is done by the
# time the build ends. The build holds an exclusive lock on $build_lock and writes its status next
# to it; the e2e app service (testkit/services/app-server.ts) takes the lock shared, an event, not a
# poll, and fails with "the app's build failed" if it did. The lock is taken here and the descriptor
# closed right after the build lane starts, so no other lane holds it.
build_lock="$lanes/.build.lock"
build_and_release() {
  step checks "$build_step" nice -n 5 npx tsx scripts/test/build-app.ts 8>&-
  if step_passed "$build_step"; then echo 0; else echo 1; fi >"$build_lock.status"
}
exec 8>"$build_lock"
flock -x 8
VOICEDESK_DATA_DIR="$repo/.voicedesk/test-data/checks" run_lane checks build_and_release &
build=$!
exec 8>&-
VOICEDESK_APP_BUILD_LOCK="$build_lock" VOICEDESK_DATA_DIR="$repo/.voicedesk/test-data/browser" run_lane browser playwright_suite &
wait "$build" || true
VOICEDESK_DATA_DIR="$repo/.voicedesk/test-data/checks" run_lane checks checks_after_build &
wait "$sip" || true
if step_passed "$build_step"; then
  VOICEDESK_DATA_DIR="$repo/.voicedesk/test-data/calls" run_lane calls media_files &
else
  not_run calls "media files (vitest media)" "the app's build failed"
fi
wait || true

stage "summary"
failed=0
printf '%-8s %-44s %7s %8s %8s\n' lane step status seconds "cpu s"
while IFS=$'\t' read -r lane name status seconds cpu; do
  printf '%-8s %-44s %7s %8s %8s\n' "$lane" "$name" "$( ((status == 0)) && echo passed || echo FAILED)" "$seconds" "${cpu:-}"
  ((status == 0)) || failed=1
done <"$steps"
npx tsx scripts/test/slowest-files.ts "$reports/sip.json" "$reports/vitest-media.json" "$reports/vitest-unit.json" "$reports/vitest-start.json" "$reports/e2e.json" || true
# Last, so that a CI which keeps only the tail of the output still says which tests failed, and how.
npx tsx scripts/test/failed-tests.ts "$reports/sip.json" "$reports/vitest-media.json" "$reports/vitest-unit.json" "$reports/vitest-start.json" "$reports/e2e.json" || true
echo
if ((failed)); then
  echo "[test] FAILED after $((SECONDS - started)) s; each lane's whole output is in test-results/lanes/<lane>.log"
  exit 1
fi
echo "[test] all green in $((SECONDS - started)) s"
