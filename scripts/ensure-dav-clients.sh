#!/usr/bin/env bash
# The WebDAV tests drive the server with Debian's litmus (the WebDAV test suite) and rclone;
# a bare machine gets them from Debian's packages, never from anywhere else.
set -euo pipefail
missing=()
command -v litmus >/dev/null || missing+=(litmus)
command -v rclone >/dev/null || missing+=(rclone)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's ${missing[*]} for the WebDAV tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "The WebDAV tests need ${missing[*]} (Debian/Ubuntu: sudo apt-get install -y ${missing[*]})." >&2
exit 1
