#!/usr/bin/env bash
# The server's concurrency tests (purchases, logins, delivery claims), the delivery
# queue's tests, and the Tebex webhook's (a payment sent several times at once is credited
# once), on a throw-away PostgreSQL server. Arguments replace the default test
# selection (e.g. tests/server for every server test).
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$#" -gt 0 ] || set -- tests/server/concurrency.test.ts tests/server/deliveries.test.ts tests/server/tebex-webhook.test.ts tests/server/subscriptions.test.ts
exec bash scripts/with-pg.sh npx vitest run --project server "$@"
