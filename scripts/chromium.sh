#!/usr/bin/env bash
# Prints the path of the Chromium the browser tests drive (Debian's package; playwright-core
# cannot download its own browser here). Installs Debian's `chromium` with apt-get when it is
# missing, so a fresh machine passes; it never downloads anything else.
set -euo pipefail
CHROMIUM="${COMANDA_CHROMIUM:-/usr/bin/chromium}"

if [ ! -x "$CHROMIUM" ]; then
  echo "== installing Chromium (apt-get)" >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >&2
  CHROMIUM=/usr/bin/chromium
fi
[ -x "$CHROMIUM" ] || { echo "Chromium is not at $CHROMIUM after installing it" >&2; exit 1; }
echo "$CHROMIUM"
