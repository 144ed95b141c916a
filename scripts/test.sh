#!/usr/bin/env bash
# `npm test`: every check of the project, from a fresh clone too (it installs what is missing).
set -euo pipefail
cd "$(dirname "$0")/.."

# Dependencies: install from the lockfile when node_modules is missing or older than the lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi

echo "== type check (tsc)"
npx tsc -p tsconfig.json --noEmit

echo "== architecture and lint (eslint)"
npx eslint .

echo "== unit, property and integration tests (vitest)"
npx vitest run

echo "== the server's integration tests again, on PostgreSQL (scripts/postgres.sh starts one on 127.0.0.1:55432)"
PG_URL="$(bash scripts/postgres.sh)"
trap 'bash scripts/postgres.sh stop' EXIT
TEST_DATABASE_URL="$PG_URL" npx vitest run tests/server

echo "== browser tests (Playwright + Debian's Chromium)"
bash scripts/chromium.sh >/dev/null
npm run build
npx vitest run --config vitest.browser.config.ts

echo "== fixture logs replay to their expected views (comanda verify)"
node cli/comanda.js verify fixtures/logs
