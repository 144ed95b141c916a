#!/usr/bin/env bash
# `npm test`: every check of the project, from a fresh clone too (it installs what is missing).
set -euo pipefail
cd "$(dirname "$0")/.."

# Dependencies: install from the lockfile when node_modules is missing or older than the lockfile.
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== installing dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi

# TypeScript 7, the native compiler (typescript-native): 7 s where TypeScript 5's tsc took 23 here.
# TypeScript 5 stays beside it for typescript-eslint, which needs its compiler API.
echo "== type check (tsc 7)"
npm run --silent typecheck

echo "== architecture and lint (eslint)"
npx eslint .

# Each vitest run also writes its counts, summed in the last line (the line CI reads).
REPORTS=".tmp/test-reports"
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
vitest_run() { local name="$1"; shift; npx vitest run --reporter=default --reporter=json --outputFile.json="$REPORTS/$name.json" "$@"; }

echo "== unit, property and integration tests (vitest)"
vitest_run unit

echo "== the server's integration tests again, on PostgreSQL (scripts/postgres.sh starts one on 127.0.0.1:55432)"
PG_URL="$(bash scripts/postgres.sh)"
trap 'bash scripts/postgres.sh stop' EXIT
# The fuzz's 10,000 requests ran on SQLite above (issue #12); on PostgreSQL 2,000 more look for what only its driver answers with a 5xx.
COMANDA_FUZZ_RUNS=2000 TEST_DATABASE_URL="$PG_URL" vitest_run postgres tests/server

echo "== browser tests (Playwright + Debian's Chromium)"
bash scripts/chromium.sh >/dev/null
npm run build
vitest_run browser --config vitest.browser.config.ts

echo "== fixture logs replay to their expected views (comanda verify)"
node cli/comanda.js verify fixtures/logs | tee "$REPORTS/fixtures.txt"

node -e '
  const fs = require("fs"), dir = process.argv[1]
  let passed = 0, failed = 0
  for (const name of fs.readdirSync(dir)) {
    const text = fs.readFileSync(dir + "/" + name, "utf8")
    const counts = name.endsWith(".json") ? JSON.parse(text) : {}
    const line = /^(\d+) passed, (\d+) failed$/m.exec(text)
    passed += counts.numPassedTests ?? Number(line?.[1] ?? 0)
    failed += counts.numFailedTests ?? Number(line?.[2] ?? 0)
  }
  console.log(`total: ${passed} passed, ${failed} failed`)
' "$REPORTS"
