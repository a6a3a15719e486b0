#!/usr/bin/env bash
# Installs the given Debian packages, only those not installed yet (idempotent, safe to re-run).
#   bash scripts/setup/apt-packages.sh espeak-ng chromium sip-tester redis-server
# `apt-get update` runs only when something is missing: it is the slow, network-bound step and a
# fully provisioned machine must not pay for it on every `npm test`.
set -euo pipefail

log() { echo "[setup] apt: $*"; }
fail() { echo "[setup] apt: ERROR: $*" >&2; exit 1; }

if [[ $# -eq 0 ]]; then
  fail "no package names given (usage: $0 <debian-package>...)"
fi

# `dpkg -s` alone says "installed" for packages left in config-files state; check the status word.
is_installed() {
  [[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null || true)" == "install ok installed" ]]
}

missing=()
for pkg in "$@"; do
  if is_installed "$pkg"; then
    log "$pkg: already installed"
  else
    missing+=("$pkg")
  fi
done

if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi

# Root needs no sudo; anyone else needs passwordless sudo (CI) or a clear message.
as_root=()
if [[ "$(id -u)" -ne 0 ]]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    as_root=(sudo -n)
  else
    fail "missing ${missing[*]} and not root (no passwordless sudo); run as root: apt-get install ${missing[*]}"
  fi
fi

export DEBIAN_FRONTEND=noninteractive
# One apt-get at a time on this machine: npm test builds the media servers (whose setup installs C
# headers) beside the test voices' setup (which installs Pico and MBROLA), and a second apt-get
# fails at once on dpkg's lock instead of waiting for it. The lock file is only ever empty.
lock_file="${TMPDIR:-/tmp}/voicedesk-apt-$(id -u).lock"
(umask 077 && : >>"$lock_file")
exec {apt_lock}>>"$lock_file"
flock "$apt_lock"
# Another run may have installed some of them while this one waited.
still_missing=()
for pkg in "${missing[@]}"; do is_installed "$pkg" || still_missing+=("$pkg"); done
missing=("${still_missing[@]}")
if [[ ${#missing[@]} -eq 0 ]]; then
  log "installed meanwhile by another setup"
  exit 0
fi
log "installing ${missing[*]} (apt-get update first)…"
"${as_root[@]}" apt-get update -qq >/dev/null || fail "apt-get update failed (network or sources.list?)"
"${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null \
  || fail "apt-get install ${missing[*]} failed; see the apt output above or run it by hand"

for pkg in "${missing[@]}"; do
  is_installed "$pkg" || fail "$pkg still not installed after apt-get install"
  log "$pkg: installed"
done
