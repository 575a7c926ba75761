#!/usr/bin/env bash
# Server tests drive Coffer with Debian's own tools: litmus (the WebDAV test suite) and rclone
# for WebDAV, nginx (with curl and openssl) for the example reverse-proxy config, and on
# PostgreSQL the client tools for the backup test. A bare
# machine gets them from Debian's packages, never from anywhere else.
set -euo pipefail
missing=()
command -v litmus >/dev/null || missing+=(litmus)
command -v rclone >/dev/null || missing+=(rclone)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
command -v curl >/dev/null || missing+=(curl)
command -v openssl >/dev/null || missing+=(openssl)
# The backup test on PostgreSQL (when the suite runs there) dumps and restores a schema.
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  command -v pg_dump >/dev/null && command -v pg_restore >/dev/null && command -v psql >/dev/null ||
    missing+=(postgresql-client)
fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the server tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The server tests need ${missing[*]} (Debian/Ubuntu: sudo apt-get install -y ${missing[*]})." >&2
exit 1
