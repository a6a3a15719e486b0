#!/usr/bin/env bash
# Builds LiveKit's SIP bridge (github.com/livekit/sip, pinned) into <repo>/.voicedesk/bin/livekit-sip
# (idempotent), after the Debian packages it needs to build and to be tested:
#   bash scripts/setup/sip-bridge.sh
#
# Why this tag: the bridge is cgo (libopus, libopusfile, libsoxr; AMR-WB is compiled from the module).
# v1.8.0 is the newest tag the Go module proxy serves here (v1.9.0–v1.11.0 and v1.3.1–v1.6.0 answer
# 403 "not available"); it needs Go >= 1.26, speaks the psrpc/Redis protocol of livekit-server
# 1.13.5, and was tested against it (docs/sip-notes.md).
#
# Why not a plain `go install …@v1.8.0`: the proxy also answers 403 to github.com/livekit/sip/@v/list,
# and `go install pkg@version` reads that list to check the module for deprecation, so it fails
# before building. The module is downloaded by exact version first (that works), and `go install`
# then reads the version list from the local module cache (a valid GOPROXY layout), falling back to
# the real proxy for every other module.
#
# The binary has no version of its own (`--version` prints 0.0.0-dev) unless it is linked in, so the
# pinned version is linked in with -X; that is what the idempotency check reads.
set -euo pipefail

LIVEKIT_SIP_VERSION="1.8.0"
MODULE="github.com/livekit/sip"
# Build: pkg-config + the -dev packages (cgo). Run/test: redis-server (the bridge and livekit-server
# talk over Redis), sip-tester (sipp, the SIP peer of the tests). Runtime libraries come with the -dev ones.
APT_PACKAGES=(pkg-config libopus-dev libopusfile-dev libsoxr-dev redis-server sip-tester)

log() { echo "[setup] livekit-sip: $*"; }
fail() { echo "[setup] livekit-sip: ERROR: $*" >&2; exit 1; }

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin_dir="$repo/.voicedesk/bin"
target="$bin_dir/livekit-sip"

bash "$repo/scripts/setup/apt-packages.sh" "${APT_PACKAGES[@]}"

# shellcheck source=scripts/setup/go-binary.sh
source "$repo/scripts/setup/go-binary.sh"

if [[ "$(installed_version "$target")" == "$LIVEKIT_SIP_VERSION" ]]; then
  log "v$LIVEKIT_SIP_VERSION already installed at ${target#"$repo"/}"
  exit 0
fi

command -v go >/dev/null 2>&1 || fail "Go is not installed (need Go >= 1.26 for livekit-sip v$LIVEKIT_SIP_VERSION)"
for lib in opus opusfile soxr; do
  pkg-config --exists "$lib" || fail "pkg-config cannot find $lib (the Debian -dev packages above should provide it)"
done

use_writable_go_caches "$repo"

mkdir -p "$bin_dir"
started=$SECONDS
log "downloading $MODULE@v$LIVEKIT_SIP_VERSION…"
# Outside any module, so the repo (a Node project) never gets a go.mod; checksums go through sum.golang.org.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
(cd "$scratch" && go mod download "$MODULE@v$LIVEKIT_SIP_VERSION") \
  || fail "go mod download $MODULE@v$LIVEKIT_SIP_VERSION failed (network to the Go module proxy?)"

cache_proxy="file://$(go env GOMODCACHE)/cache/download"
log "building v$LIVEKIT_SIP_VERSION with $(go version | awk '{print $3}') and cgo (first build takes minutes)…"
CGO_ENABLED=1 GOPROXY="$cache_proxy,$(go env GOPROXY)" GOBIN="$bin_dir" \
  go install -ldflags "-X $MODULE/version.Version=$LIVEKIT_SIP_VERSION" "$MODULE/cmd/livekit-sip@v$LIVEKIT_SIP_VERSION" \
  || fail "go install failed (missing C headers? see the cgo error above; Go version too old?)"

got="$(installed_version "$target")"
[[ "$got" == "$LIVEKIT_SIP_VERSION" ]] \
  || fail "built binary reports version '${got:-none}', expected $LIVEKIT_SIP_VERSION"
log "v$LIVEKIT_SIP_VERSION installed at ${target#"$repo"/} (build took $((SECONDS - started)) s)"
