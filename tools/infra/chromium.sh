#!/usr/bin/env bash
# Installs Debian's Chromium and the fonts PDF confirmations print with (Latin, Arabic, Chinese), and poppler-utils,
# whose pdftotext the PDF language tests read the text with; idempotent.
# Prints the export line for CHROMIUM_PATH on stdout's last line.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
PACKAGES=(chromium fonts-dejavu-core fonts-noto-core fonts-noto-cjk poppler-utils)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'ok installed' || missing+=("$package")
done
if [ "${#missing[@]}" -gt 0 ]; then
  echo "chromium: installing ${missing[*]} with apt" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=120 "${missing[@]}" >&2
fi
/usr/bin/chromium --version >&2
# The first launch after a boot reads the browser from a cold disk: 6-12 s on this machine, against 0.7 s after.
# One print here pays it before any test or fuzz request does (a staff request timed out on it in CI).
warm=$(mktemp -d)
if ! timeout 120 /usr/bin/chromium --headless --no-sandbox --disable-gpu --no-first-run --user-data-dir="$warm/profile" \
  --print-to-pdf="$warm/warm.pdf" 'data:text/html,<p>warm</p>' >/dev/null 2>&1 || ! [ -s "$warm/warm.pdf" ]; then
  echo "chromium: the warm-up print failed; PDF tests will likely fail too" >&2
fi
rm -rf "$warm"
echo "export CHROMIUM_PATH=/usr/bin/chromium"
