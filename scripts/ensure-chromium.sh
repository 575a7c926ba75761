#!/usr/bin/env bash
# Browser tests use Debian's Chromium; they never download a browser.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing at $CHROMIUM_PATH. Install it (Debian/Ubuntu: sudo apt-get install -y chromium)" >&2
echo "or point CHROMIUM_PATH at a Chromium or Chrome binary, then run the tests again." >&2
exit 1
