#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL server (DATABASE_URL set):
# initdb in a temp dir (as an unprivileged user: initdb refuses root), a free
# port, the unix socket in the temp dir; stopped and removed on exit.
set -euo pipefail
cd "$(dirname "$0")/.."

bin_dir() {
  for dir in /usr/lib/postgresql/*/bin /usr/local/bin /usr/bin; do
    [ -x "$dir/initdb" ] && [ -x "$dir/pg_ctl" ] && { echo "$dir"; return 0; }
  done
  return 1
}
if ! PG_BIN=$(bin_dir); then
  apt-get update -qq && apt-get install -y -qq postgresql >/dev/null
  PG_BIN=$(bin_dir)
fi

TMP=$(mktemp -d /tmp/hs-pg.XXXXXX)
PORT=$(node -e 'const s=require("net").createServer().listen(0,()=>{console.log(s.address().port);s.close()})')
RUN_AS=()
if [ "$(id -u)" = 0 ]; then
  RUN_AS=(runuser -u nobody --)
  chown nobody "$TMP"
fi
stop() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$TMP/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$TMP"
}
trap stop EXIT

PG_OPTIONS="-p $PORT -k $TMP -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50"
"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$TMP/data" -U shop --auth=trust >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$TMP/data" -l "$TMP/log" -w -o "$PG_OPTIONS" start >/dev/null

export DATABASE_URL="postgres://shop@127.0.0.1:$PORT/postgres"
# For a command that stops and starts this server itself (scripts/load/run.ts, an outage):
# pg_ctl -D "$PG_DATA" -l "$PG_LOG" -o "$PG_OPTIONS" start|stop, run as the user PG_RUN_AS
# when it is set (runuser -u "$PG_RUN_AS" --).
export PG_BIN PG_DATA="$TMP/data" PG_LOG="$TMP/log" PG_OPTIONS
export PG_RUN_AS="${RUN_AS:+nobody}"
echo "PostgreSQL $("$PG_BIN/postgres" --version | awk '{print $3}') on port $PORT"
# The command to run with DATABASE_URL set comes as the arguments.
"$@"
