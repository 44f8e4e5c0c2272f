#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster: trust auth, loopback only, a free port,
# fsync off. Exports LATCH_TEST_POSTGRES_URL for the command, then stops and deletes the cluster
# however the command ends. Usage: packages/server/scripts/withPostgres.sh <command...>
# (../shared/INFRA.md section 6: Postgres refuses to run as root, so as root it runs as `postgres`.)
set -euo pipefail

if [ "$#" -eq 0 ]; then
  echo "usage: $0 <command...>" >&2
  exit 2
fi

bindir="${PG_BINDIR:-}"
if [ -z "$bindir" ]; then
  for candidate in /usr/lib/postgresql/*/bin; do
    [ -x "$candidate/initdb" ] && bindir="$candidate"
  done
fi
if [ -z "$bindir" ] && command -v pg_config >/dev/null; then bindir="$(pg_config --bindir)"; fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "withPostgres: initdb not found; install postgresql (apt-get install -y postgresql) or set PG_BINDIR" >&2
  exit 1
fi

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pgdir="$(mktemp -d "${TMPDIR:-/tmp}/latch-pg.XXXXXX")"
if [ "$(id -u)" -eq 0 ]; then chown postgres:postgres "$pgdir"; fi

started=0
cleanup() {
  if [ "$started" -eq 1 ]; then
    as_owner "$bindir/pg_ctl" -D "$pgdir/data" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$pgdir"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# A port the kernel says is free right now; loopback only.
port="$(node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

as_owner "$bindir/initdb" -D "$pgdir/data" -U postgres -A trust --no-sync >"$pgdir/initdb.log" 2>&1 || {
  cat "$pgdir/initdb.log" >&2
  exit 1
}
as_owner "$bindir/pg_ctl" -D "$pgdir/data" -l "$pgdir/log" -w start \
  -o "-p $port -k $pgdir -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c synchronous_commit=off -c max_connections=200" \
  >/dev/null || {
  cat "$pgdir/log" >&2
  exit 1
}
started=1

export LATCH_TEST_POSTGRES_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "withPostgres: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on port $port" >&2
set +e
"$@"
status=$?
set -e
exit "$status"
