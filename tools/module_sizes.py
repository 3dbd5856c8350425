"""Fails when a source module grows past MAX_LINES (issue 12: "no module over ~400 lines").

Data modules (tables, fixtures, generated code) are exempt when their first line says so:
`# data module` in Python, `// data module` in TypeScript; generated files (`*.gen.ts`, the
OpenAPI types) are skipped by name. Run from the repository root: python3 tools/module_sizes.py
"""

from __future__ import annotations

import sys
from pathlib import Path

MAX_LINES = 400
ROOTS = (
    "backend/src",
    "backend/tests",
    "backend/tests_scaleout",
    "backend/migrations",
    "bench",
    "frontend/src",
    "e2e/tests",
    "tools",
)
SUFFIXES = {".py", ".ts", ".tsx"}
GENERATED = ("schema.d.ts",)
DATA_MARKERS = ("# data module", "// data module")


def oversized(root: Path) -> list[tuple[Path, int]]:
    found = []
    for top in ROOTS:
        for path in sorted((root / top).rglob("*")):
            if path.suffix not in SUFFIXES or "node_modules" in path.parts or ".venv" in path.parts:
                continue
            if path.name in GENERATED or path.name.endswith((".gen.ts", ".d.ts")):
                continue
            lines = path.read_text(encoding="utf-8").splitlines()
            if lines and lines[0].strip().lower().startswith(DATA_MARKERS):
                continue
            if len(lines) > MAX_LINES:
                found.append((path.relative_to(root), len(lines)))
    return found


def main() -> int:
    found = oversized(Path(__file__).resolve().parent.parent)
    for path, count in found:
        print(f"{path}: {count} lines (at most {MAX_LINES}; split it, or mark a data module)")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
