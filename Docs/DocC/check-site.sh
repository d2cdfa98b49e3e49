#!/usr/bin/env bash
# Opens the API reference that build-site.sh wrote in headless Chromium, as a reader would, and
# fails on a page that does not render or an internal link that leads nowhere (check_site.py says
# which pages and links). The site is served on 127.0.0.1 on a free port for the run only.
#
#   bash Docs/DocC/check-site.sh .build-docc/site
#
# Needs `chromium` (Debian: apt-get install chromium) and python3 (standard library only).
set -euo pipefail

site=${1:?usage: bash Docs/DocC/check-site.sh SITE_DIR}
here=$(cd "$(dirname "$0")" && pwd)
if [[ ! -f "$site/index.html" ]]; then
  echo "error: $site/index.html does not exist: run Docs/DocC/build-site.sh first" >&2
  exit 1
fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "error: chromium is not installed (Debian: apt-get install chromium)" >&2
  exit 1
fi

# Port 0: the system picks a free port, which the server prints ("Serving HTTP on ... port N").
server_log=$(mktemp)
python3 -u -m http.server 0 --bind 127.0.0.1 --directory "$site" > "$server_log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; rm -f "$server_log"' EXIT
port=
for (( tries = 0; tries < 100; tries++ )); do
  port=$(sed -n 's/^Serving HTTP on .* port \([0-9][0-9]*\) .*/\1/p' "$server_log")
  [[ -n "$port" ]] && break
  kill -0 "$server" 2>/dev/null || break
  sleep 0.1
done
if [[ -z "$port" ]]; then
  cat "$server_log" >&2
  echo "error: the site's HTTP server did not start (log above)" >&2
  exit 1
fi
echo "serving $site at http://127.0.0.1:$port/"
python3 "$here/check_site.py" "$site" "http://127.0.0.1:$port"
