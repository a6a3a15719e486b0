#!/usr/bin/env bash
# Installs npm dependencies exactly as locked, only when package-lock.json changed since the last
# install (idempotent). onnxruntime-node's install script is denied in package.json (allowScripts):
# it would download CUDA binaries; the CPU binary ships in the package.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$repo"
stamp_dir="$repo/.voicedesk"
stamp="$stamp_dir/npm-ci.sha256"
mkdir -p "$stamp_dir"
want="$(sha256sum package-lock.json | cut -d' ' -f1)"
if [[ -d node_modules && -f "$stamp" && "$(cat "$stamp")" == "$want" ]]; then
  echo "[setup] npm dependencies: up to date"
  exit 0
fi
echo "[setup] npm dependencies: installing from package-lock.json…"
export ONNXRUNTIME_NODE_INSTALL=skip
# `npm install` (not `npm ci`): the registry mirror here writes lock entries without "resolved"
# URLs and npm ci then rejects the lock for optional platform packages it cannot see.
npm install --no-audit --no-fund --loglevel=error
# npm install may normalise the lock file; stamp what is on disk afterwards.
sha256sum package-lock.json | cut -d' ' -f1 > "$stamp"
echo "[setup] npm dependencies: installed"
