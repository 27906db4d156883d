#!/usr/bin/env bash
# Installs Debian's Chromium for the e2e and PDF tests; idempotent.
# Prints the export line for CHROMIUM_PATH on stdout's last line.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
if ! [ -x /usr/bin/chromium ]; then
  echo "chromium: installing with apt" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=120 chromium >&2
fi
/usr/bin/chromium --version >&2
echo "export CHROMIUM_PATH=/usr/bin/chromium"
