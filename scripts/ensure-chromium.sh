#!/usr/bin/env bash
# The consent-page test drives Debian's Chromium through playwright-core. Browsers are never downloaded by
# an npm install step; on a fresh Debian machine (CI runs as root) Chromium comes from the distribution.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's chromium for the browser test…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "chromium is missing: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH" >&2
exit 1
