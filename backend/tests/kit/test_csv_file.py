"""The guarded CSV writer every export uses (issue 29, finding 1)."""

from __future__ import annotations

import csv
import io

from khadi.kit.csv_file import guard, unguard, write_csv


def test_formulas_become_text_and_numbers_stay_numbers() -> None:
    text = write_csv(
        ["Name", "Total"],
        [['=HYPERLINK("http://evil.test")', "-899.00"], ["@SUM(A1)", "+5"], ["-1+2", 12]],
    )
    rows = list(csv.reader(io.StringIO(text)))
    assert rows[1:] == [
        ['\'=HYPERLINK("http://evil.test")', "-899.00"],
        ["'@SUM(A1)", "+5"],
        ["'-1+2", "12"],
    ]
    assert text.endswith("\r\n")


def test_unguard_gives_back_what_was_typed() -> None:
    for typed in ("=1+1", "\t=cmd", "- a list", "plain", "'quoted", "-5"):
        assert unguard(guard(typed)) == typed


def test_the_byte_order_mark_is_only_written_when_asked() -> None:
    assert write_csv(["a"], [], bom=True).startswith("\ufeff")
    assert not write_csv(["a"], []).startswith("\ufeff")
