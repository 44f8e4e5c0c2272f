#!/usr/bin/env bash
# The unit and integration tests. Where PostgreSQL is installed (CI installs it), the server's
# database suite runs on a throwaway Postgres cluster as well as on SQLite; elsewhere the
# Postgres copies are reported as skipped. CI refuses to skip them.
set -euo pipefail
cd "$(dirname "$0")/.."

if compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || [ -n "${PG_BINDIR:-}" ]; then
  exec bash packages/server/scripts/withPostgres.sh npx vitest run "$@"
fi
if [ "${CI:-}" = "true" ]; then
  echo "testUnit: PostgreSQL is not installed, and CI must test both databases" >&2
  exit 1
fi
echo "testUnit: PostgreSQL not installed; its copies of the server tests are skipped" >&2
exec npx vitest run "$@"
