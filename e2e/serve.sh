#!/usr/bin/env bash
# One real store for the end-to-end tests: `serve.sh` serves it, `serve.sh migrate` and
# `serve.sh seed-demo` prepare its database. Its files (SQLite, media, mail) live in KHADI_E2E_RUN
# (default e2e/.run/), it listens on KHADI_E2E_PORT (default 8765). The tests start one store per
# Playwright worker, each from a copy of one seeded database (tests/support/store.ts).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
run="${KHADI_E2E_RUN:-$here/.run}"
mkdir -p "$run"
export KHADI_ENV=test
export KHADI_DEMO=true
export KHADI_PORT="${KHADI_E2E_PORT:-8765}"
export KHADI_DATABASE_URL="sqlite:///$run/e2e.db"
export KHADI_MEDIA_DIR="$run/media"
export KHADI_MAIL_DIR="$run/mail"  # no SMTP: each e-mail is an .eml file the tests read
export KHADI_MAIL_POLL_SECONDS=0.3
export KHADI_LOG_LEVEL=warning
# WhatsApp updates (issue 32) go to a local stand-in for Meta's Cloud API: whatsapp.spec.ts starts one and
# names it; otherwise nothing on this machine answers, and nothing ever leaves it.
export KHADI_WHATSAPP_API_URL="${KHADI_WHATSAPP_API_URL:-http://127.0.0.1:9}"
export KHADI_WHATSAPP_POLL_SECONDS="${KHADI_WHATSAPP_POLL_SECONDS:-0.3}"
# Every test signs up and checks out from 127.0.0.1: the limits are tested by the backend suite.
export KHADI_SIGNUP_ADDRESS_LIMIT=10000
export KHADI_CHECKOUT_LIMIT=10000
# argon2id at the cheapest cost, as in the backend suite: every test signs up or logs in, and the
# production cost (~40 ms of CPU a hash) buys these throw-away accounts nothing.
export KHADI_ARGON2_TIME_COST=1
export KHADI_ARGON2_MEMORY_KIB=8
# Chromium reuses kept-alive connections; on a loaded machine it would often pick one just as
# uvicorn's default 5 s timeout closes it, and the request fails with a reset.
export KHADI_KEEP_ALIVE_SECONDS=600
exec python3 -m uv run --frozen --project "$here/../backend" khadi "${1:-serve}"
