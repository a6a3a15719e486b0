#!/usr/bin/env bash
# The phone-call tests (`npm run test:sip`; scripts/test.sh runs it after vitest): sipp dials
# LiveKit's SIP bridge on loopback, the bridge reaches livekit-server over Redis, and an agent
# worker answers. Installs what they need first, idempotently: redis-server and sip-tester (sipp),
# the pinned livekit-server and livekit-sip (minutes the first time, a version check afterwards).
# Extra arguments go to vitest (a file name, -t 'name').
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$repo"

bash scripts/setup/apt-packages.sh espeak-ng redis-server sip-tester
bash scripts/setup/livekit-server.sh
bash scripts/setup/sip-bridge.sh

export NODE_ENV=test
export VOICEDESK_DATA_DIR="${VOICEDESK_DATA_DIR:-$repo/.voicedesk/test-data}"
exec npx vitest run --config testkit/sip/vitest.config.ts "$@"
