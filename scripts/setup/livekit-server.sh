#!/usr/bin/env bash
# Builds the pinned livekit-server into <repo>/.voicedesk/bin/livekit-server (idempotent).
#   bash scripts/setup/livekit-server.sh
# Pin a tag, never @latest/main: the main branch carries `replace` directives that make
# `go install` refuse to build. Skips entirely when the installed binary reports the pinned version.
set -euo pipefail

LIVEKIT_SERVER_VERSION="1.13.5"

log() { echo "[setup] livekit-server: $*"; }
fail() { echo "[setup] livekit-server: ERROR: $*" >&2; exit 1; }

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
bin_dir="$repo/.voicedesk/bin"
target="$bin_dir/livekit-server"

# shellcheck source=scripts/setup/go-binary.sh
source "$repo/scripts/setup/go-binary.sh"

if [[ "$(installed_version "$target")" == "$LIVEKIT_SERVER_VERSION" ]]; then
  log "v$LIVEKIT_SERVER_VERSION already installed at ${target#"$repo"/}"
  exit 0
fi

command -v go >/dev/null 2>&1 || fail "Go is not installed (need Go >= 1.26 for livekit-server v$LIVEKIT_SERVER_VERSION)"

use_writable_go_caches "$repo"

mkdir -p "$bin_dir"
log "building v$LIVEKIT_SERVER_VERSION with $(go version | awk '{print $3}') (first build takes minutes)…"
started=$SECONDS
GOBIN="$bin_dir" go install "github.com/livekit/livekit-server/cmd/server@v$LIVEKIT_SERVER_VERSION" \
  || fail "go install failed (network to the Go module proxy? Go version too old?)"
# The package is cmd/server, so go install names the binary `server`.
mv -f "$bin_dir/server" "$target"

got="$(installed_version "$target")"
[[ "$got" == "$LIVEKIT_SERVER_VERSION" ]] \
  || fail "built binary reports version '${got:-none}', expected $LIVEKIT_SERVER_VERSION"
log "v$LIVEKIT_SERVER_VERSION installed at ${target#"$repo"/} (build took $((SECONDS - started)) s)"
