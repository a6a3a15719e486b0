# Sourced by the setup scripts that install into the project's one Python environment
# (<repo>/.voicedesk/python/): local-models.sh (speech and embedding servers) and postgres.sh (the
# real PostgreSQL). Each brings its own hashed lock and its own stamp in the venv, so either can run
# first and a re-created venv makes both install again. The caller defines log() and fail().

python_ok() {
  "$1" -c 'import sys, venv, ensurepip; sys.exit(0 if (3, 10) <= sys.version_info[:2] < (3, 14) else 1)' >/dev/null 2>&1
}

find_python() {
  local c
  # 3.11 first: the locks were resolved on it (the machines' pyenv default).
  for c in ${VOICEDESK_PYTHON:-} python3.11 python3.12 python3.13 python3.10 python3; do
    command -v "$c" >/dev/null 2>&1 && python_ok "$c" && { echo "$c"; return 0; }
  done
  return 1
}

# ensure_python_venv <venv> <repo>: the venv exists and runs a supported Python (exit 10 otherwise).
ensure_python_venv() {
  local venv="$1" repo="$2" base_python
  python_ok "$venv/bin/python" && return 0
  base_python="$(find_python)" \
    || fail 10 "no Python 3.10–3.13 with the venv module found (tried ${VOICEDESK_PYTHON:+$VOICEDESK_PYTHON, }python3.11, python3.12, python3.13, python3.10, python3). Install one (Debian: apt-get install python3 python3-venv) or set VOICEDESK_PYTHON"
  log "creating ${venv#"$repo"/} with $("$base_python" -c 'import sys; print(sys.executable, "%d.%d.%d" % sys.version_info[:3])')…"
  "$base_python" -m venv --clear "$venv" || fail 10 "python -m venv failed for $base_python (Debian: apt-get install python3-venv)"
}

# locked_requirements_up_to_date <venv> <requirements> <stamp>: true when the stamp holds the lock's hash.
locked_requirements_up_to_date() {
  python_ok "$1/bin/python" && [[ -f "$3" && "$(cat "$3")" == "$(sha256sum "$2" | cut -d' ' -f1)" ]]
}

# install_locked_requirements <venv> <requirements> <stamp> <repo>: pip install of a complete,
# hashed lock (exit 11 when pip fails or the venv's packages do not fit together), then the stamp.
install_locked_requirements() {
  local py="$1/bin/python" requirements="$2" stamp="$3" repo="$4"
  # --no-deps: the lock is complete; nothing outside it may come in. --require-hashes: a changed
  # upload, or a wheel that is not in the lock, is refused.
  "$py" -m pip install --disable-pip-version-check --no-input --quiet --timeout 60 --retries 3 \
    --require-hashes --no-deps --prefer-binary -r "$requirements" \
    || fail 11 "pip could not install ${requirements#"$repo"/} (PyPI unreachable? no wheel for $(uname -m) / Python $("$py" -c 'import sys; print("%d.%d" % sys.version_info[:2])')? see pip's message above)"
  "$py" -m pip check --disable-pip-version-check >/dev/null \
    || fail 11 "the installed packages do not fit together: $("$py" -m pip check --disable-pip-version-check 2>&1 | head -n 5)"
  sha256sum "$requirements" | cut -d' ' -f1 >"$stamp"
}
