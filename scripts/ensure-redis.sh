#!/usr/bin/env bash
# The shared rate-limit store's tests (@slashkit/rest-redis) start Debian's redis-server on a free port.
# It is never downloaded by an npm install step; on a fresh Debian machine (CI runs as root) it comes from
# the distribution. REDIS_URL points the tests at an existing server instead (then nothing is installed).
set -euo pipefail
if [ -n "${REDIS_URL:-}" ]; then exit 0; fi
if [ -n "${REDIS_SERVER_PATH:-}" ] && [ -x "$REDIS_SERVER_PATH" ]; then exit 0; fi
if command -v redis-server >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's redis-server for the shared rate-limit tests…"
  apt-get update -qq
  # Installed for its binary only: the tests start their own servers, so the system service stays off.
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends redis-server >/dev/null
  if command -v systemctl >/dev/null 2>&1; then systemctl disable --now redis-server >/dev/null 2>&1 || true; fi
  exit 0
fi
echo "redis-server is missing: install it (Debian: sudo apt-get install -y redis-server), set REDIS_SERVER_PATH, or set REDIS_URL to a running server" >&2
exit 1
