#!/usr/bin/env bash
# Start a throw-away PostgreSQL server for the store tests and export DATABASE_URL.
#
#   source .ci/postgres.sh      # from .ci/run, before `npm test` (exports DATABASE_URL into the caller)
#   bash .ci/postgres.sh        # standalone: prints the `export DATABASE_URL=...` line to eval
#
# Runs as root on Debian without systemd: installs the `postgresql` package if no server binaries are present,
# then runs its own cluster (initdb + pg_ctl as the postgres user) in a temp data dir listening on 127.0.0.1 only.
# Idempotent: sourcing it again reuses the running cluster. Safe under `set -euo pipefail` in the caller; when
# sourced it never calls `exit`. Tunables: RULEBOT_PG_DIR, RULEBOT_PG_PORT, RULEBOT_PG_USER/_PASSWORD/_DB.

_rulebot_pg_main() {
  local dir="${RULEBOT_PG_DIR:-/tmp/rulebot-pg}"
  local port="${RULEBOT_PG_PORT:-54329}"
  local user="${RULEBOT_PG_USER:-rulebot}"
  local password="${RULEBOT_PG_PASSWORD:-rulebot}"
  local db="${RULEBOT_PG_DB:-rulebot}"
  local bindir="" candidate

  _rulebot_pg_find_bindir() {
    bindir=""
    for candidate in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V -r); do
      if [ -x "$candidate/initdb" ] && [ -x "$candidate/pg_ctl" ]; then bindir="$candidate"; return 0; fi
    done
    return 1
  }

  if ! _rulebot_pg_find_bindir; then
    echo "postgres.sh: installing postgresql (apt-get)" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >&2 || { echo "postgres.sh: apt-get update failed" >&2; return 1; }
    apt-get install -y -qq postgresql >&2 || { echo "postgres.sh: apt-get install postgresql failed" >&2; return 1; }
    _rulebot_pg_find_bindir || { echo "postgres.sh: no initdb/pg_ctl after install" >&2; return 1; }
  fi

  # initdb and the server refuse to run as root: run them as the postgres user the package created.
  local as_pg=()
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir /var/lib/postgresql --shell /bin/sh postgres
    as_pg=(runuser -u postgres --)
  fi

  if [ ! -s "$dir/PG_VERSION" ]; then
    rm -rf "$dir" && mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$dir"
    chmod 700 "$dir"
    local pwfile="$dir.pw"
    printf '%s\n' "$password" > "$pwfile"
    [ "$(id -u)" = "0" ] && chown postgres:postgres "$pwfile"
    "${as_pg[@]}" "$bindir/initdb" -D "$dir" -U postgres --auth-local=trust --auth-host=scram-sha-256 \
      --encoding=UTF8 --locale=C.UTF-8 >"$dir.initdb.log" 2>&1 \
      || { echo "postgres.sh: initdb failed, see $dir.initdb.log" >&2; rm -f "$pwfile"; return 1; }
    rm -f "$pwfile"
  fi

  if ! "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
    # Unix socket inside the data dir: /var/run/postgresql may not exist (or be writable) without the service.
    "${as_pg[@]}" "$bindir/pg_ctl" -D "$dir" -l "$dir/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off" start >&2 \
      || { echo "postgres.sh: server did not start, see $dir/server.log" >&2; return 1; }
  fi

  local psql=("${as_pg[@]}" "$bindir/psql" -h "$dir" -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 -qAt)
  if [ "$("${psql[@]}" -c "SELECT 1 FROM pg_roles WHERE rolname = '$user'")" != "1" ]; then
    "${psql[@]}" -c "CREATE ROLE \"$user\" LOGIN PASSWORD '$password'" >&2 || return 1
  fi
  if [ "$("${psql[@]}" -c "SELECT 1 FROM pg_database WHERE datname = '$db'")" != "1" ]; then
    "${psql[@]}" -c "CREATE DATABASE \"$db\" OWNER \"$user\"" >&2 || return 1
  fi

  export DATABASE_URL="postgres://$user:$password@127.0.0.1:$port/$db"
  echo "export DATABASE_URL=$DATABASE_URL"
}

if _rulebot_pg_main; then
  unset -f _rulebot_pg_main _rulebot_pg_find_bindir
else
  unset -f _rulebot_pg_main _rulebot_pg_find_bindir
  # `return` works when sourced; `exit` only runs when executed as a script.
  return 1 2>/dev/null || exit 1
fi
