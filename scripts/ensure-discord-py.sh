#!/usr/bin/env bash
# The discord.py bot test (test/bots-discordpy.test.ts) runs a bot written with Debian's python3-discord
# (discord.py 2.2) under Debian's own Python, /usr/bin/python3. It is never installed by pip; on a fresh
# Debian machine (CI runs as root) it comes from the distribution. DISCORD_PY_PYTHON names another Python
# that has discord.py instead (then nothing is installed).
set -euo pipefail
python="${DISCORD_PY_PYTHON:-/usr/bin/python3}"
if [ -x "$python" ] && "$python" -c 'import discord' >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "installing Debian's python3-discord for the discord.py bot test…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-discord >/dev/null
  exit 0
fi
echo "discord.py is missing for $python: install it (Debian: sudo apt-get install -y python3-discord) or set DISCORD_PY_PYTHON to a Python that has it" >&2
exit 1
