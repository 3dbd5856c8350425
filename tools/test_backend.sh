#!/usr/bin/env bash
# make test-backend: the backend suite on SQLite and on PostgreSQL at the same time, each spread over
# the cores by pytest-xdist. `--paired-run` (backend/tests/pairing.py) runs every test whose result
# depends on the database on both, and everything else once: tests that touch no database on the
# SQLite side, the OpenAPI fuzz and the two-instance tests on the PostgreSQL side.
#
# Each run writes its own log and its own pytest folder; both logs are printed when both have ended,
# PostgreSQL's first, so the output still ends with pytest's summary lines (CI reads them).
#
# Run from the repository root: tools/test_backend.sh   (make test-backend)
# KHADI_TEST_WORKERS: xdist workers per run (default 2); KHADI_TEST_PG: the PostgreSQL server.
set -uo pipefail

cd "$(dirname "$0")/../backend"
PYTHON=${PYTHON:-python3}
workers=${KHADI_TEST_WORKERS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

run() {  # run <sqlite|postgres>
  KHADI_TEST_DB=$1 $PYTHON -m uv run --frozen pytest --paired-run -n "$workers" \
    --basetemp="$work/$1" -p no:cacheprovider "${@:2}" >"$work/$1.log" 2>&1
}

started=$(date +%s)
run postgres "$@" &
postgres=$!
run sqlite "$@" &
sqlite=$!
wait $postgres
postgres_status=$?
wait $sqlite
sqlite_status=$?

echo "backend tests: SQLite and PostgreSQL together in $(($(date +%s) - started)) s"
for side in postgres sqlite; do
  echo "==== backend tests on ${side} ===="
  cat "$work/$side.log"
done
# make test prints these closing lines again once every suite has ended (CI reads the last lines).
if [ -n "${KHADI_TEST_SUMMARY:-}" ]; then
  for side in postgres sqlite; do
    echo "backend tests on ${side}:"
    grep -E '^=* ?[0-9]+ (passed|failed|errors?|skipped|deselected)' "$work/$side.log" | tail -1
  done >"$KHADI_TEST_SUMMARY"
fi
[ $postgres_status -eq 0 ] && [ $sqlite_status -eq 0 ]
