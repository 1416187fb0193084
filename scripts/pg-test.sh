#!/usr/bin/env bash
# On a throw-away PostgreSQL server: the server's concurrency tests (purchases, logins,
# delivery claims), the delivery queue's, the Tebex webhook's, the in-game Tebex claim's and
# the subscriptions' (a payment sent or claimed several times at once is credited once, the
# ledger's sum holds), the host's (two instances starting together, an outage) and a
# stop's (a purchase under way is answered), and the sales' (a sale's start and end by the
# clock, the price a purchase is charged). Arguments replace the default test
# selection (e.g. tests/server for every server test).
set -euo pipefail
cd "$(dirname "$0")/.."
[ "$#" -gt 0 ] || set -- tests/server/concurrency.test.ts tests/server/deliveries.test.ts tests/server/tebex-webhook.test.ts tests/server/tebex-claims.test.ts tests/server/subscriptions.test.ts tests/server/host.test.ts tests/server/graceful-stop.test.ts tests/server/sales.test.ts
exec bash scripts/with-pg.sh npx vitest run --project server "$@"
