# Shared by the scripts that test the real binary (sourced): a pinned virtual environment, and the binary served on loopback with a fresh database.

# pinned_venv VENV REQUIREMENTS: installs REQUIREMENTS into VENV, again whenever the pins change.
pinned_venv() {
  local venv="$1" requirements="$2"
  if [ ! -x "$venv/bin/python" ] || ! cmp -s "$requirements" "$venv/requirements.txt"; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check -r "$requirements" || return 1
    cp "$requirements" "$venv/requirements.txt"
  fi
}

# serve_binary PORT LOG [NAME=VALUE ...]: starts ./target/debug/platform in the test profile
# (sandboxes on, captcha off) on PORT, or on any free loopback port when PORT is taken, with a
# fresh data folder and the extra settings given; sets BASE and SERVER_PID, and stops the server
# and removes its data when the script exits.
serve_binary() {
  local port="$1" log="$2"
  shift 2
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  fi
  BASE="http://127.0.0.1:$port"
  SERVE_DATA_DIR="$(mktemp -d)"
  trap stop_binary EXIT
  trap 'exit 130' INT TERM
  env PLATFORM_PROFILE=test PLATFORM_CAPTCHA_ENABLED=false PLATFORM_DATA_DIR="$SERVE_DATA_DIR" \
    PLATFORM_PORT="$port" PLATFORM_HOST=127.0.0.1 PLATFORM_WEB_DIR=dist "$@" \
    ./target/debug/platform >"$log" 2>&1 &
  SERVER_PID=$!
  for _ in $(seq 1 120); do
    curl -sf "$BASE/readyz" >/dev/null 2>&1 && return 0
    kill -0 "$SERVER_PID" 2>/dev/null || { tail -n 20 "$log" >&2; echo "the server exited; see $log" >&2; return 1; }
    sleep 0.5
  done
  echo "$BASE/readyz not ready after 60 s; see $log" >&2
  return 1
}

stop_binary() {
  if [ -n "${SERVER_PID:-}" ]; then
    kill "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  rm -rf "${SERVE_DATA_DIR:-}"
}

# client_test LABEL REQUIREMENTS OUT PORT LOG_VARIABLE SCRIPT: runs an outside client
# library's test (SCRIPT, with REQUIREMENTS pinned in OUT-venv) against the binary on
# PORT; the server log goes to OUT/server.log, named to the test in LOG_VARIABLE. The
# test prints one line per step and closes with `LABEL: N passed, M failed`; its status
# is the caller's, and a setup failure still ends with that line.
client_test() {
  local label="$1" requirements="$2" out="$3" port="$4" log_variable="$5" script="$6"
  give_up() { echo "$label: $1" >&2; echo "$label: 0 passed, 1 failed"; exit 1; }
  [ -x ./target/debug/platform ] || give_up "./target/debug/platform is missing; run cargo build first"
  pinned_venv "$out-venv" "$requirements" || give_up "installing $requirements failed"
  mkdir -p "$out"
  # Loopback only: the client's requests (and any server-to-server call) bypass any proxy.
  export NO_PROXY=127.0.0.1,localhost no_proxy=127.0.0.1,localhost
  serve_binary "$port" "$out/server.log" || give_up "the server did not start"
  local rc=0
  env "$log_variable=$out/server.log" "$out-venv/bin/python" "$script" "$BASE" | tee "$out/test.log" || rc=$?
  grep -qE "^$label: [0-9]+ passed, [0-9]+ failed\$" "$out/test.log" || give_up "the test ended (status $rc) without its summary"
  return "$rc"
}
