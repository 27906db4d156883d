#!/usr/bin/env bash
# Installs (apt) and starts a local PostgreSQL server for tests; idempotent and quick when done.
# Prints the export line for DATABASE_URL on stdout's last line.
set -euo pipefail
PG_USER="${PG_TEST_USER:-vip}"
PG_PASSWORD="${PG_TEST_PASSWORD:-vip}"
PG_PORT="${PG_TEST_PORT:-5432}"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /etc/postgresql 2>/dev/null)" ]; then
  echo "postgres: installing with apt" >&2
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq -o DPkg::Lock::Timeout=120 postgresql >&2
fi

version="$(ls /etc/postgresql | sort -V | tail -n 1)"
if ! pg_lsclusters -h | awk -v v="$version" '$1==v && $2=="main"' | grep -q online; then
  echo "postgres: starting cluster $version/main" >&2
  as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start
fi

for _ in $(seq 1 50); do
  if as_root runuser -u postgres -- psql -qtAc 'select 1' >/dev/null 2>&1; then break; fi
  sleep 0.2
done

exists="$(as_root runuser -u postgres -- psql -qtAc "select 1 from pg_roles where rolname='${PG_USER}'")"
if [ "$exists" != "1" ]; then
  as_root runuser -u postgres -- psql -qc "create role ${PG_USER} login superuser password '${PG_PASSWORD}'" >&2
fi
echo "postgres: ready on 127.0.0.1:${PG_PORT}" >&2
echo "export DATABASE_URL=postgres://${PG_USER}:${PG_PASSWORD}@127.0.0.1:${PG_PORT}/postgres"
