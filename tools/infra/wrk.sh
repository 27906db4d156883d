#!/usr/bin/env bash
# Installs Debian's wrk, the load generator that keeps a bare Koa endpoint at its limit from one core (the catalog
# search benchmarks compare two servers each at its limit); idempotent. Prints the export line for WRK on stdout's
# last line.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
if ! [ -x /usr/bin/wrk ]; then
  echo "wrk: installing with apt" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=120 wrk >&2
fi
# wrk --version exits 1 after printing its version.
(/usr/bin/wrk --version || true) | head -n 1 >&2
echo "export WRK=/usr/bin/wrk"
