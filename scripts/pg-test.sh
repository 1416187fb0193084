#!/usr/bin/env bash
# The server's concurrency tests on a throw-away PostgreSQL server. Arguments replace
# the default test selection (e.g. tests/server for every server test).
set -euo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/with-pg.sh npx vitest run --project server "${@:-tests/server/concurrency.test.ts}"
