#!/usr/bin/env bash
# Starts the real store for the end-to-end tests: its own SQLite file and media folder under
# e2e/.run/, the demo catalogue loaded, on port 8765.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
run="$here/.run"
mkdir -p "$run"
export KHADI_ENV=test
export KHADI_DEMO=true
export KHADI_PORT="${KHADI_E2E_PORT:-8765}"
export KHADI_DATABASE_URL="sqlite:///$run/e2e.db"
export KHADI_MEDIA_DIR="$run/media"
export KHADI_MAIL_DIR="$run/mail"  # no SMTP: each e-mail is an .eml file the tests read
export KHADI_MAIL_POLL_SECONDS=0.3
export KHADI_LOG_LEVEL=warning
# Every test signs up and checks out from 127.0.0.1: the limits are tested by the backend suite.
export KHADI_SIGNUP_ADDRESS_LIMIT=10000
export KHADI_CHECKOUT_LIMIT=10000
exec python3 -m uv run --frozen --project "$here/../backend" khadi serve
