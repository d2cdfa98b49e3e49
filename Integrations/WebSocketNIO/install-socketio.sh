#!/usr/bin/env bash
# Installs python-socketio (PyPI `python-socketio`, served by `aiohttp`) into a Python virtual
# environment for the Socket.IO tests of Integrations/WebSocketNIO: by default
# <repository>/.build-socketio/venv (git-ignored), where the tests look for it; SOCKETIO_VENV
# chooses another folder. Idempotent: an existing working install is kept. Prints the venv's
# python path last. Fails loudly.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="${SOCKETIO_VENV:-$root/.build-socketio/venv}"
python="${PYTHON:-python3}"
check='import socketio, aiohttp'

if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c "$check" >/dev/null 2>&1; then
  echo "python-socketio already installed in $venv" >&2
else
  echo "installing python-socketio and aiohttp into $venv (about 20 seconds)" >&2
  "$python" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check python-socketio aiohttp
  "$venv/bin/python" -c "$check"
fi
echo "$venv/bin/python"
