#!/usr/bin/env bash
# Makes tests/upgrades/fixtures/: the demo laboratory as the previous release (its last migration
# 0017, commit db3ea74) left it on PostgreSQL, for tests/upgrades/upgrade.test.ts. The old code is
# checked out into a temporary worktree and started once with SEED_DEMO against a fresh database;
# then the database is dumped (pg_dump -Fc) and the data directory's encrypted files are packed,
# and the old server's source too (mixedVersions.test.ts runs it).
# The keys are fixed (previousRelease.ts), so the test can open what the old release sealed.
#
#   tests/upgrades/makePreviousReleaseFixture.sh        # PostgreSQL at TEST_DATABASE_URL or 127.0.0.1
set -euo pipefail

PREVIOUS_RELEASE=db3ea74
# Demo keys, not secrets of any deployment; previousRelease.ts repeats them for the test.
APP_KEY='upgrade-fixture-app-key-not-a-secret-0001'
SESSION_SECRET='upgrade-fixture-session-secret-not-a-secret'
PORT=${FIXTURE_PORT:-18717}
SERVER_URL=${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}

repo=$(git rev-parse --show-toplevel)
fixtures="$repo/tests/upgrades/fixtures"
work=$(mktemp -d /tmp/kc-previous-release-XXXXXX)
database="kc_fixture_$(date +%s)"
database_url="${SERVER_URL%/*}/$database"
server_pid=''

cleanup() {
  if [[ -n $server_pid ]]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  psql -q "$SERVER_URL" -c "DROP DATABASE IF EXISTS $database" >/dev/null 2>&1 || true
  git -C "$repo" worktree remove --force "$work/app" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT

git -C "$repo" worktree add --detach "$work/app" "$PREVIOUS_RELEASE" >/dev/null
# The old code's packages are a subset of today's (package.json only gained entries since).
ln -s "$(readlink -f "$repo/node_modules")" "$work/app/node_modules"
psql -q "$SERVER_URL" -c "CREATE DATABASE $database" >/dev/null

(
  cd "$work/app"
  exec env DATABASE_URL="$database_url" DATA_DIR="$work/data" SEED_DEMO=true APP_KEY="$APP_KEY" \
    SESSION_SECRET="$SESSION_SECRET" PORT="$PORT" HOST=127.0.0.1 APP_URL="http://127.0.0.1:$PORT" \
    LOG_LEVEL=warn node --import tsx server/main.ts
) &
server_pid=$!
for _ in $(seq 1 240); do
  curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null && break
  kill -0 "$server_pid" 2>/dev/null || { echo 'the previous release did not start' >&2; exit 1; }
  sleep 0.5
done
curl -fs "http://127.0.0.1:$PORT/healthz" >/dev/null
kill "$server_pid"
wait "$server_pid" || true
server_pid=''

mkdir -p "$fixtures"
pg_dump -Fc -Z9 --no-owner --no-acl -f "$fixtures/previous-release.dump" "$database_url"
# Only the encrypted files: secrets.json is not written (the keys came from the environment).
tar -C "$work/data" --sort=name --owner=0 --group=0 --numeric-owner --mtime='2026-11-26 00:00Z' \
  -czf "$fixtures/previous-release-files.tar.gz" .
# The old server's source (no tests), for mixedVersions.test.ts to run beside the current release
# without needing the repository's history (a shallow clone has none).
git -C "$repo" ls-tree -r --name-only "$PREVIOUS_RELEASE" server src/contract src/shared |
  grep -Ev '\.test\.ts$|/testing/' >"$work/source-files"
git -C "$repo" archive --format=tar "$PREVIOUS_RELEASE" package.json tsconfig.base.json tsconfig.server.json \
  $(cat "$work/source-files") | gzip -9n >"$fixtures/previous-release-source.tar.gz"
echo "fixture of $PREVIOUS_RELEASE written to $fixtures"
ls -l "$fixtures"
