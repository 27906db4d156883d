#!/usr/bin/env bash
# Installs moto's server (a local S3-compatible API, from PyPI) into a venv and runs it on 127.0.0.1:9090 for
# the object storage tests. Idempotent: reuses the venv and a server that already answers.
# Prints the export line for S3_TEST_ENDPOINT on stdout's last line.
set -euo pipefail
home="${S3_HOME_DIR:-$HOME/.cache/vip-moto}"
port="${S3_TEST_PORT:-9090}"
moto_version="${MOTO_VERSION:-5.2.5}"
endpoint="http://127.0.0.1:$port"
mkdir -p "$home"

# Any HTTP answer will do (moto answers / with its bucket list); curl is not needed.
answering() {
  python3 - "$port" <<'PY' 2>/dev/null
import sys, urllib.request, urllib.error
try:
    urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/", timeout=1)
except urllib.error.HTTPError:
    pass
PY
}

if answering; then
  echo "s3: moto already answering on $port" >&2
  echo "export S3_TEST_ENDPOINT=$endpoint"
  exit 0
fi

venv="$home/venv"
if ! [ -x "$venv/bin/moto_server" ] || ! "$venv/bin/python" -c "import moto, sys; sys.exit(moto.__version__ != '$moto_version')" 2>/dev/null; then
  echo "s3: installing moto[server] $moto_version into $venv" >&2
  python3 -m venv "$venv" >&2
  "$venv/bin/python" -m pip install -q --disable-pip-version-check "moto[server]==$moto_version" >&2
fi

echo "s3: starting moto_server on 127.0.0.1:$port" >&2
nohup "$venv/bin/moto_server" -H 127.0.0.1 -p "$port" >"$home/moto.log" 2>&1 &
echo $! > "$home/moto.pid"

for _ in $(seq 1 120); do
  if answering; then
    echo "s3: ready on 127.0.0.1:$port" >&2
    echo "export S3_TEST_ENDPOINT=$endpoint"
    exit 0
  fi
  if ! kill -0 "$(cat "$home/moto.pid")" 2>/dev/null; then break; fi
  sleep 0.5
done
echo "s3: moto_server did not start; see $home/moto.log" >&2
tail -n 40 "$home/moto.log" >&2 || true
exit 1
