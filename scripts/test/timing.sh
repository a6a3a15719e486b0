# Sourced by scripts/test.sh and scripts/test/static-checks.sh: how a step of `npm test` is named and
# timed on the terminal, written once.

stage() { printf '\n\033[1m== %s ==\033[0m\n' "$*"; }

# Runs a command, prints how long it took, and returns its exit status (never stops a `set -e` caller).
timed() {
  local t=$SECONDS s=0
  "$@" || s=$?
  echo "[test] '$*' took $((SECONDS - t)) s"
  return "$s"
}
