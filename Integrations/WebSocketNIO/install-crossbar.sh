#!/usr/bin/env bash
# Installs Crossbar.io (PyPI package `crossbar`, with autobahn) into a Python virtual environment
# for the router tests of Integrations/WebSocketNIO: by default <repository>/.build-crossbar/venv
# (git-ignored), where the tests look for it; CROSSBAR_VENV chooses another folder. Idempotent: an
# existing working install is kept. Prints the crossbar executable's path last. Fails loudly.
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
venv="${CROSSBAR_VENV:-$root/.build-crossbar/venv}"
python="${PYTHON:-python3}"

if [ -x "$venv/bin/crossbar" ] && "$venv/bin/crossbar" version >/dev/null 2>&1; then
  echo "crossbar already installed in $venv" >&2
else
  echo "installing crossbar into $venv (about 1.5 minutes)" >&2
  "$python" -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check crossbar
  "$venv/bin/crossbar" version >/dev/null
fi
echo "$venv/bin/crossbar"
