# shellcheck shell=bash
# Sourced by the setup scripts that build a pinned Go program into <repo>/.voicedesk/bin/:
# livekit-server.sh and sip-bridge.sh. The caller defines log() and fail().

# installed_version <binary>: the x.y.z its --version prints, or nothing when it is not there.
installed_version() {
  [[ -x "$1" ]] || return 0
  "$1" --version 2>/dev/null | grep -oE '[0-9]+\.[0-9]+\.[0-9]+' | head -n1 || true
}

# A read-only home (some CI sandboxes) cannot hold the module/build caches; fall back to the repo.
writable_or_creatable() {
  local dir="$1"
  while [[ ! -e "$dir" ]]; do dir="$(dirname "$dir")"; done
  [[ -w "$dir" ]]
}

# use_writable_go_caches <repo>: exports GOPATH, GOMODCACHE and GOCACHE under <repo>/.voicedesk
# when Go's default caches cannot be written.
use_writable_go_caches() {
  if ! writable_or_creatable "$(go env GOMODCACHE)" || ! writable_or_creatable "$(go env GOCACHE)"; then
    export GOPATH="$1/.voicedesk/go"
    export GOMODCACHE="$GOPATH/pkg/mod"
    export GOCACHE="$1/.voicedesk/go-build"
    log "default Go caches are not writable; using $GOPATH"
  fi
}
