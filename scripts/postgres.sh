#!/usr/bin/env bash
# Starts a private PostgreSQL for the server's integration tests on a loopback port, installing
# Debian's package first when it is missing, and prints its URL. `scripts/postgres.sh stop` stops it.
set -euo pipefail
PORT="${COMANDA_PG_PORT:-55432}"
DIR="${COMANDA_PG_DIR:-/tmp/comanda-pg-$PORT}"

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

bin_dir() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

if [ "${1:-start}" = stop ]; then
  [ -d "$DIR/data" ] && as_postgres "$(bin_dir)/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  exit 0
fi

if [ -z "$(bin_dir)" ]; then
  echo "== installing PostgreSQL (apt-get)" >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql >&2
fi
BIN="$(bin_dir)"

if ! "$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  rm -rf "$DIR"
  mkdir -p "$DIR"
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$DIR"
  as_postgres "$BIN/initdb" -D "$DIR/data" -A trust -U postgres >/dev/null
  as_postgres "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/log" -w \
    -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200" start >/dev/null
fi
echo "postgres://postgres@127.0.0.1:$PORT/postgres"
