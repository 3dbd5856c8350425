"""tools/audit.sh (`make audit`) decides from what pip-audit and npm audit report: a known
vulnerability fails (any for the backend — pip-audit gives no severities — high or critical for
the frontend), no advisory database is one line and a pass. The real tools need the network; here
they are stand-ins that replay reports in the tools' own formats, so every outcome is checked
offline. (`make audit` runs the real ones.)
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

SCRIPT = Path(__file__).resolve().parents[3] / "tools" / "audit.sh"

FAKE_PYTHON = """#!/usr/bin/env bash
# `python3 -m uv export|run … pip-audit … --output FILE`: replay the prepared report
if [ "$1" = "-m" ] && [ "$2" = "uv" ]; then
  [ "$3" = "export" ] && { echo "fastapi==0.115.0 --hash=sha256:00"; exit 0; }
  out=""; previous=""
  for arg in "$@"; do [ "$previous" = "--output" ] && out="$arg"; previous="$arg"; done
  [ -f "$FAKE_PIP_AUDIT_REPORT" ] && cp "$FAKE_PIP_AUDIT_REPORT" "$out"
  echo "pip-audit: replayed" >&2
  exit "$FAKE_PIP_AUDIT_STATUS"
fi
exec "$REAL_PYTHON" "$@"
"""
FAKE_NPM = """#!/usr/bin/env bash
cat "$FAKE_NPM_AUDIT_REPORT"
exit "$FAKE_NPM_AUDIT_STATUS"
"""

PIP_CLEAN = {"dependencies": [{"name": "fastapi", "version": "0.115.0", "vulns": []}]}
PIP_SKIPPED = {
    "dependencies": [
        {"name": "fastapi", "skip_reason": "Dependency not found on PyPI and could not be audited"}
    ]
}
PIP_VULNERABLE = {
    "dependencies": [
        {
            "name": "starlette",
            "version": "0.27.0",
            "vulns": [{"id": "GHSA-f96h-pmfr-66vw", "fix_versions": ["0.40.0"]}],
        }
    ]
}
NPM_UNREACHABLE = {"message": "405 Method Not Allowed", "error": {"summary": "", "detail": ""}}
NPM_MODERATE = {
    "vulnerabilities": {"nanoid": {"severity": "moderate", "range": "<3.3.8"}},
    "metadata": {"vulnerabilities": {"info": 0, "low": 0, "moderate": 1, "high": 0}},
}
NPM_HIGH = {
    "vulnerabilities": {
        "nanoid": {"severity": "moderate", "range": "<3.3.8"},
        "react-router": {"severity": "high", "range": "7.0.0 - 7.5.1"},
    },
    "metadata": {"vulnerabilities": {"info": 0, "low": 0, "moderate": 1, "high": 1}},
}


@dataclass(frozen=True)
class Outcome:
    status: int
    lines: list[str]


@pytest.fixture
def audit(tmp_path: Path) -> Any:
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    for name, text in (("python", FAKE_PYTHON), ("npm", FAKE_NPM)):
        (bin_dir / name).write_text(text)
        (bin_dir / name).chmod(0o755)

    def run(
        pip: dict[str, Any] | None, pip_status: int, npm: dict[str, Any], npm_status: int
    ) -> Outcome:
        pip_report = tmp_path / "pip.json"
        pip_report.unlink(missing_ok=True)
        if pip is not None:
            pip_report.write_text(json.dumps(pip))
        npm_report = tmp_path / "npm.json"
        npm_report.write_text(json.dumps(npm))
        env = {
            **os.environ,
            "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}",
            "PYTHON": str(bin_dir / "python"),
            "REAL_PYTHON": sys.executable,
            "FAKE_PIP_AUDIT_REPORT": str(pip_report),
            "FAKE_PIP_AUDIT_STATUS": str(pip_status),
            "FAKE_NPM_AUDIT_REPORT": str(npm_report),
            "FAKE_NPM_AUDIT_STATUS": str(npm_status),
        }
        done = subprocess.run(
            ["bash", str(SCRIPT)], env=env, capture_output=True, text=True, timeout=60
        )
        return Outcome(done.returncode, done.stdout.strip().splitlines())

    return run


def test_no_advisory_database_is_one_line_each_and_a_pass(audit: Any) -> None:
    outcome = audit(None, 1, NPM_UNREACHABLE, 1)  # pip-audit died before writing a report
    assert outcome == Outcome(
        0,
        [
            "audit: PyPI advisory database unreachable, backend dependencies skipped",
            "audit: npm advisory database unreachable, frontend dependencies skipped",
        ],
    )
    # an index without per-release advisories leaves every package unaudited: the same line
    assert audit(PIP_SKIPPED, 0, NPM_UNREACHABLE, 1).lines[0] == outcome.lines[0]


def test_clean_reports_pass_and_say_what_was_checked(audit: Any) -> None:
    outcome = audit(PIP_CLEAN, 0, NPM_MODERATE, 0)
    assert outcome.status == 0
    assert outcome.lines == [
        "audit: backend: no known vulnerabilities in 1 locked packages",
        "audit: frontend: no high or critical advisories (1 lower ones: "
        "npm audit --prefix frontend --omit=dev)",
    ]


def test_a_backend_vulnerability_fails(audit: Any) -> None:
    outcome = audit(PIP_VULNERABLE, 1, NPM_MODERATE, 0)
    assert outcome.status == 1
    assert "  starlette 0.27.0: GHSA-f96h-pmfr-66vw (fixed in 0.40.0)" in outcome.lines


def test_a_high_frontend_advisory_fails(audit: Any) -> None:
    outcome = audit(PIP_CLEAN, 0, NPM_HIGH, 1)
    assert outcome.status == 1
    assert outcome.lines[-2:] == [
        "audit: frontend: high or critical advisories:",
        "  react-router (high): 7.0.0 - 7.5.1",
    ]
