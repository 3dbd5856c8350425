# Two commands for a fresh machine: `make run` and `make test` (README.md).
# Installs are stamped, so a second run with nothing changed starts in seconds.

SHELL := /bin/bash
.ONESHELL:
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run

# Python may cache compiled modules (gitignored __pycache__): without the cache every process of a
# run (each test worker, each server the tests start) compiles every module it imports again.
unexport PYTHONDONTWRITEBYTECODE

PYTHON  ?= python3
UV      := $(PYTHON) -m uv
KHADI   := $(UV) run --frozen --project backend khadi
PG_URL  ?= postgresql://postgres@127.0.0.1:5432/postgres
CHROMIUM := /usr/bin/chromium

STAMP_UV   := backend/.venv/.synced
STAMP_NPM  := frontend/node_modules/.installed
STAMP_E2E  := e2e/node_modules/.installed
# the last file `npm run build` writes (dist/, then the server's first-view script)
DIST       := frontend/dist-server/first-view.js
UI_SOURCES := $(shell find frontend/src frontend/public -type f 2>/dev/null) \
              frontend/index.html frontend/vite.config.ts frontend/vite.first-view.config.ts frontend/package.json

.PHONY: run test install build lint typecheck api-types api-types-check \
        test-backend test-backend-sqlite test-backend-postgres test-frontend test-e2e doc-shots static-checks \
        bench services tools-uv tools-chromium tools-poppler tools-nginx test-scaleout create-admin clean audit

# ---- installs --------------------------------------------------------------------------------

tools-uv:
	@$(UV) --version >/dev/null 2>&1 || $(PYTHON) -m pip install --quiet --disable-pip-version-check uv

$(STAMP_UV): backend/pyproject.toml backend/uv.lock | tools-uv
	$(UV) sync --frozen --project backend
	touch $@

# `npm install` rather than `npm ci`: with this registry npm 11 leaves other platforms' optional
# packages (tailwind's oxide, the import resolver) out of the lock, and `npm ci` then refuses it.
# With the lock present `npm install` still installs exactly the locked versions.
$(STAMP_NPM): frontend/package.json frontend/package-lock.json
	npm install --prefix frontend --no-audit --no-fund
	touch $@

$(STAMP_E2E): e2e/package.json e2e/package-lock.json
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --prefix e2e --no-audit --no-fund
	touch $@

tools-chromium:
	@test -x $(CHROMIUM) || { echo "installing Debian's chromium"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; }

# The order-tools e2e renders a printed label to a PNG for a person to look at (pdftoppm).
tools-poppler:
	@command -v pdftoppm >/dev/null || { echo "installing Debian's poppler-utils"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends poppler-utils; }

# Debian's `nginx` package is the server itself (nginx-light only adds the echo module). The scale-out
# test runs its own nginx from a generated config; the package's system service is never used.
tools-nginx:
	@command -v nginx >/dev/null || test -x /usr/sbin/nginx || { echo "installing Debian's nginx"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx; }

install: $(STAMP_UV) $(STAMP_NPM)

# ---- the store -------------------------------------------------------------------------------

$(DIST): $(STAMP_NPM) $(UI_SOURCES)
	npm run --prefix frontend build
	touch $@

build: $(DIST)

run: install $(DIST)
	$(KHADI) migrate
	$(KHADI) serve

create-admin: $(STAMP_UV)  ## make create-admin EMAIL=… PASSWORD=… NAME=…
	$(KHADI) create-admin --email "$(EMAIL)" --password "$(PASSWORD)" --name "$(NAME)"

# ---- checks ----------------------------------------------------------------------------------

lint: install
	$(UV) run --frozen --project backend ruff check backend/src backend/tests backend/tests_scaleout backend/migrations
	$(UV) run --frozen --project backend ruff format --check backend/src backend/tests backend/tests_scaleout backend/migrations
	$(UV) run --frozen --project backend ruff check --config bench/ruff.toml bench
	$(UV) run --frozen --project backend ruff format --check --config bench/ruff.toml bench
	$(UV) run --frozen --project backend lint-imports --config backend/pyproject.toml
	$(PYTHON) tools/module_sizes.py
	npm run --prefix frontend lint

typecheck: install $(STAMP_E2E)
	(cd backend && $(UV) run --frozen mypy)
	npm run --prefix frontend typecheck
	npm run --prefix e2e typecheck

# The OpenAPI types, and the values both sides share (khadi.site.shared_values: slider, fabric
# lengths, picture sizes, routes, shop name) written into frontend/src/lib/api/*.gen.ts.
api-types: install
	npm run --prefix frontend gen:api
	$(UV) run --frozen --project backend python -m khadi.site.shared_values

api-types-check: install
	npm run --prefix frontend check:api
	$(UV) run --frozen --project backend python -m khadi.site.shared_values --check

services:
	@pg_isready -q -h 127.0.0.1 -p 5432 || pg_ctlcluster --skip-systemctl-redirect $$(ls /etc/postgresql) main start
	@for i in $$(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && exit 0; sleep 1; done; \
	  echo "PostgreSQL did not start on 127.0.0.1:5432"; exit 1

# The whole suite on one database (every test, as a developer's `pytest` runs it). The built UI too:
# the served pages' first views are drawn by its script (tests/site/test_first_view.py, issue 33).
test-backend-sqlite: $(STAMP_UV) $(DIST)
	cd backend && KHADI_TEST_DB=sqlite $(UV) run --frozen pytest -n 2

test-backend-postgres: $(STAMP_UV) $(DIST) services
	cd backend && KHADI_TEST_DB=postgres KHADI_TEST_PG=$(PG_URL) $(UV) run --frozen pytest -n 2

# `make test`'s run: SQLite and PostgreSQL at once, each test that does not depend on the database
# once (tools/test_backend.sh, backend/tests/pairing.py).
test-backend: $(STAMP_UV) $(DIST) services
	KHADI_TEST_PG=$(PG_URL) PYTHON=$(PYTHON) tools/test_backend.sh

# Two `khadi serve` processes behind a real nginx on one PostgreSQL (docs/deploy.md). Once per
# `make test`: the suite lives outside the default testpaths, so the SQLite and PostgreSQL runs skip it.
test-scaleout: $(STAMP_UV) services tools-nginx
	cd backend && KHADI_TEST_PG=$(PG_URL) $(UV) run --frozen pytest tests_scaleout

test-frontend: $(STAMP_NPM)
	npm run --prefix frontend test

test-e2e: $(STAMP_E2E) $(STAMP_UV) $(DIST) tools-chromium tools-poppler
	rm -rf e2e/.run && mkdir -p e2e/.run
	npm run --prefix e2e test

# The owner guide's screenshots (docs/images/) from the demo store: e2e/doc-shots/.
doc-shots: $(STAMP_E2E) $(STAMP_UV) $(DIST) tools-chromium
	rm -rf e2e/.run && mkdir -p e2e/.run
	npm run --prefix e2e doc-shots

# Known vulnerabilities in the locked runtime dependencies (pip-audit) and the frontend's production
# ones (npm audit, high and up). Offline, or without an advisory API, it says so and passes.
audit: $(STAMP_UV) $(STAMP_NPM)
	PYTHON=$(PYTHON) tools/audit.sh

# The static checks are single processes each: two at a time keep both cores busy. Output is
# grouped per check (-Otarget), so a failure reads as it would alone.
static-checks:
	$(MAKE) --no-print-directory -j2 -Otarget lint typecheck api-types-check audit

# Every suite at once, the browser tests first: on two cores the run is as long as the CPU all of them
# need (the browser tests alone are half of it), so nothing waits for a phase before it to end. The
# installs, the build, PostgreSQL and Debian's packages come first, one at a time (two apt-gets at once
# fight over dpkg's lock; two npm installs into one folder corrupt it). Each suite's output comes out
# whole when it ends (-Otarget); the backend's pytest summary lines are repeated last, for CI.
TEST_SUMMARY := backend/.pytest-summary
test: install $(STAMP_E2E) build services tools-chromium tools-poppler tools-nginx
	rm -f $(TEST_SUMMARY)
	KHADI_TEST_SUMMARY=$(CURDIR)/$(TEST_SUMMARY) $(MAKE) --no-print-directory -j5 -Otarget \
	  test-e2e test-backend test-scaleout static-checks test-frontend
	cat $(TEST_SUMMARY)

# Lighthouse for `make bench`, pinned in bench/package-lock.json; it drives Debian's Chromium.
bench/node_modules/.installed: bench/package.json bench/package-lock.json
	npm ci --prefix bench --no-audit --no-fund
	touch $@

# BENCH_ONLY=api,checkout,events,weight,lighthouse,uploads,enumeration,reports BENCH_DURATION=10s BENCH_SHOPPERS=32 BENCH_DB=sqlite|postgres
bench: install $(DIST) bench/node_modules/.installed tools-chromium services
	@command -v wrk >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk; }
	$(UV) run --frozen --project backend python bench/run.py

clean:
	rm -rf frontend/dist frontend/dist-server e2e/.run backend/.venv frontend/node_modules e2e/node_modules
