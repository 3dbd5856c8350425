#!/usr/bin/env bash
# Known vulnerabilities in what the shop ships: the backend's locked runtime dependencies
# (pip-audit, PyPI's advisories) and the frontend's production dependencies (npm audit, high or
# critical). A finding fails; an advisory database that cannot be reached (offline, or a registry
# mirror without the advisory API) is said in one line and skipped, so `make test` still runs
# offline.
#
# Run from the repository root: tools/audit.sh   (make audit)
set -uo pipefail

cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

# --- backend: the locked runtime dependencies (uv.lock, no dev group) ---------------------------
# pip-audit reports no severities: every known vulnerability fails.
$PYTHON -m uv export --project backend --frozen --no-dev --no-emit-project \
  --format requirements-txt --quiet >"$work/requirements.txt"
$PYTHON -m uv run --project backend --frozen pip-audit --requirement "$work/requirements.txt" \
  --require-hashes --disable-pip --progress-spinner off --timeout 20 \
  --format json --output "$work/pip-audit.json" >"$work/pip-audit.out" 2>"$work/pip-audit.err"
pip_status=$?
verdict=$($PYTHON - "$work/pip-audit.json" <<'PY'
import json
import sys

try:
    with open(sys.argv[1]) as report:
        dependencies = json.load(report)["dependencies"]
except (OSError, ValueError, KeyError):
    print("unreachable")  # pip-audit stopped before writing a report: no advisory database
    raise SystemExit
found = [d for d in dependencies if d.get("vulns")]
audited = [d for d in dependencies if "skip_reason" not in d]
if found:
    for dependency in found:
        for vuln in dependency["vulns"]:
            fixes = ", ".join(vuln.get("fix_versions") or []) or "no fixed version yet"
            print(f"{dependency['name']} {dependency['version']}: {vuln['id']} (fixed in {fixes})")
elif not audited:
    print("unreachable")  # every package skipped: the index answers no per-release advisories
else:
    print(f"ok {len(audited)}")
PY
)
case "$verdict" in
  unreachable)
    echo "audit: PyPI advisory database unreachable, backend dependencies skipped" ;;
  ok*)
    echo "audit: backend: no known vulnerabilities in ${verdict#ok } locked packages" ;;
  *)
    echo "audit: backend: known vulnerabilities (pip-audit exit $pip_status):"
    echo "$verdict" | sed 's/^/  /'
    failed=1 ;;
esac

# --- frontend: production dependencies only (what the built bundle contains) --------------------
npm audit --prefix frontend --omit=dev --audit-level=high --json >"$work/npm-audit.json" \
  2>"$work/npm-audit.err"
npm_status=$?
verdict=$($PYTHON - "$work/npm-audit.json" "$npm_status" <<'PY'
import json
import sys

try:
    with open(sys.argv[1]) as report:
        result = json.load(report)
except (OSError, ValueError):
    result = {}
counts = result.get("metadata", {}).get("vulnerabilities")
if counts is None:
    print("unreachable")  # an error instead of a report: no network, or no advisory endpoint
elif sys.argv[2] != "0":  # --audit-level=high: only high and critical findings fail
    for name, vuln in sorted(result.get("vulnerabilities", {}).items()):
        if vuln.get("severity") in ("high", "critical"):
            print(f"{name} ({vuln['severity']}): {vuln.get('range', '')}")
else:
    print(f"ok {counts.get('moderate', 0) + counts.get('low', 0) + counts.get('info', 0)}")
PY
)
case "$verdict" in
  unreachable)
    echo "audit: npm advisory database unreachable, frontend dependencies skipped" ;;
  ok*)
    echo "audit: frontend: no high or critical advisories (${verdict#ok } lower ones: npm audit --prefix frontend --omit=dev)" ;;
  *)
    echo "audit: frontend: high or critical advisories:"
    echo "$verdict" | sed 's/^/  /'
    failed=1 ;;
esac

exit $failed
