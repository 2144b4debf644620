#!/usr/bin/env bash
# The consent-page and web-client tests drive Debian's Chromium through playwright-core, and the screenshots
# of the docs are taken with it. Browsers are never downloaded by an npm install step; on a fresh Debian
# machine (CI runs as root) Chromium comes from the distribution, with fonts-noto-color-emoji: without a
# colour emoji font, headless Chromium draws emoji (🎲, 📊) as empty boxes.
set -euo pipefail
missing=()
if ! { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; } && ! command -v chromium >/dev/null 2>&1; then
  missing+=(chromium)
fi
if command -v fc-list >/dev/null 2>&1 && fc-list | grep -qi 'Noto Color Emoji'; then
  :
elif [ -f /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ]; then
  :
else
  missing+=(fonts-noto-color-emoji)
fi
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's ${missing[*]} for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "${missing[*]} missing: install it (Debian: sudo apt-get install -y ${missing[*]}) or set CHROMIUM_PATH for another Chromium" >&2
exit 1
