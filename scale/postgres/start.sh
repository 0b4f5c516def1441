#!/bin/sh
# Starts PostgreSQL on the volume; on the first start, makes the cluster and the database first.
set -eu
bin=/usr/lib/postgresql/15/bin
if [ -z "${POSTGRES_PASSWORD:-}" ]; then
  echo "POSTGRES_PASSWORD is not set: the database would take connections without a password." >&2
  exit 1
fi
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  password_file="$(mktemp)"
  printf '%s' "$POSTGRES_PASSWORD" > "$password_file"
  "$bin/initdb" -D "$PGDATA" -U "$POSTGRES_USER" --pwfile="$password_file" \
    --auth-local=trust --auth-host=scram-sha-256 --encoding=UTF8 --locale=C.UTF-8
  rm -f "$password_file"
  # Other containers of the composition's network connect with the password.
  echo "host all all all scram-sha-256" >> "$PGDATA/pg_hba.conf"
  "$bin/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start
  "$bin/createdb" -U "$POSTGRES_USER" "$POSTGRES_DB"
  "$bin/pg_ctl" -D "$PGDATA" -m fast -w stop
fi
exec "$bin/postgres" -D "$PGDATA" -c listen_addresses='*'
