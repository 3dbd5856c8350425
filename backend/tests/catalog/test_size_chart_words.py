"""Issue 28: every word in the size charts reaches Kannada and Hindi shoppers in their language.

The charts' values stay English in carts and orders; the client words them from
frontend/src/locales/<lang>/options.json (src/lib/options.ts): a name ('Full Sleeve', 'Single Bed'),
or a measure's unit ('4.5 M', '500 gm'). Codes and numbers (XS, 40, 3x6) read the same everywhere.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from khadi.catalog.size_charts import SIZE_CHARTS

LOCALES = Path(__file__).resolve().parents[3] / "frontend" / "src" / "locales"
MEASURE = re.compile(r"^(\d+(?:\.\d+)?) ?(M|gm)$")  # as src/lib/options.ts reads them
CODE = re.compile(r"^(\d*X{0,2}[SML]|\d+(\.\d+)?(x\d+(\.\d+)?)?)$")  # XS … 2XL, 40, 1.5x2


def words() -> set[str]:
    found: set[str] = set()
    for chart in SIZE_CHARTS.values():
        found.update(chart.types)
        for size in chart.sizes:
            found.update(value for value in (size.primary, size.secondary) if value)
    return found


@pytest.mark.parametrize("language", ["kn", "hi"])
def test_every_size_chart_word_has_its_translation(language: str) -> None:
    catalogue = json.loads((LOCALES / language / "options.json").read_text(encoding="utf-8"))
    english = json.loads((LOCALES / "en" / "options.json").read_text(encoding="utf-8"))
    assert catalogue.keys() == english.keys()
    missing = []
    for word in sorted(words()):
        measure = MEASURE.match(word)
        if measure:
            key = f"unit.{measure.group(2)}"
        elif CODE.match(word):
            continue
        else:
            key = word
        if key not in catalogue or catalogue[key] == english[key]:
            missing.append(word)
    assert missing == []
    # The charts still have the words this test expects to find.
    assert {"Full Sleeve", "Single Bed", "4.5 M", "500 gm", "Waist"} <= words()
