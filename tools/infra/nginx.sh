#!/usr/bin/env bash
# Installs Debian's nginx with its Brotli static module, the nginx the images ship (deploy/docker), for the deploy
# tests that serve a build through deploy/nginx/*.conf; idempotent. Nothing is started: the tests run their own.
# Prints the export line for NGINX_PATH on stdout's last line.
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
module=/usr/lib/nginx/modules/ngx_http_brotli_static_module.so
if ! [ -x /usr/sbin/nginx ] || ! [ -f "$module" ]; then
  echo "nginx: installing with apt" >&2
  # The package would start nginx on port 80 as a system service: refused for this install only.
  policy=/usr/sbin/policy-rc.d
  added_policy=
  if ! [ -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | as_root tee "$policy" >/dev/null
    as_root chmod +x "$policy"
    added_policy=1
  fi
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=120 nginx libnginx-mod-http-brotli-static >&2
  if [ -n "$added_policy" ]; then as_root rm -f "$policy"; fi
fi
/usr/sbin/nginx -v >&2
echo "export NGINX_PATH=/usr/sbin/nginx"
