#!/usr/bin/env bash
# The better local voices (idempotent, safe to re-run):
#   bash scripts/setup/voices.sh             # SVOX Pico for en/fr/it (Debian non-free, Apache-2.0)
#   VOICEDESK_MBROLA=1 bash scripts/setup/voices.sh   # also MBROLA + its Dutch voice nl2 (opt-in, see below)
#
# Pico's engine and language data are Apache-2.0 (debian/copyright of svox), so a hospital may run
# it; Debian files it under non-free only because the data cannot be rebuilt from source. It is
# added with a separate sources file, leaving the system's list untouched.
# MBROLA's diphone voices are licensed for non-commercial, non-military use only (the voices'
# own licence, shipped in /usr/share/doc/mbrola-*/copyright): never the default, opt-in for
# evaluation or a site that has its own licence.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
log() { echo "[setup] voices: $*"; }

sources=/etc/apt/sources.list.d/voicedesk-non-free.sources
if ! command -v pico2wave >/dev/null 2>&1 || [[ "${VOICEDESK_MBROLA:-}" == "1" ]]; then
  if [[ ! -f "$sources" ]]; then
    if [[ "$(id -u)" -ne 0 ]]; then
      log "not root: cannot add $sources; staying on espeak-ng (run as root to install Pico)" >&2
      exit 20
    fi
    suite="$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")"
    cat >"$sources" <<SOURCES
# Added by Voicedesk (scripts/setup/voices.sh): SVOX Pico (libttspico-utils) lives in non-free.
Types: deb
URIs: http://deb.debian.org/debian
Suites: $suite
Components: contrib non-free
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
    log "added $sources (contrib non-free)"
    # apt-packages.sh updates the lists only when a package is missing, which is the case here.
  fi
fi

packages=(libttspico-utils)
if [[ "${VOICEDESK_MBROLA:-}" == "1" ]]; then
  packages+=(mbrola mbrola-nl2)
fi
if ! bash "$repo/scripts/setup/apt-packages.sh" "${packages[@]}"; then
  log "could not install ${packages[*]}; the line keeps espeak-ng" >&2
  exit 21
fi
log "ready (pico2wave: $(command -v pico2wave))"
