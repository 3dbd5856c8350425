"""Which language a visitor gets (issue 18): the user's saved choice, else Accept-Language."""

from __future__ import annotations

import pytest

from khadi.accounts.languages import pick_language


@pytest.mark.parametrize(
    ("header", "expected"),
    [
        ("kn-IN,kn;q=0.9,en;q=0.8", "kn"),
        ("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7", "hi"),
        ("en-US,en;q=0.9,kn;q=0.8", "en"),
        ("fr-FR,fr;q=0.9,hi;q=0.5", "hi"),
        ("en;q=0.3,kn;q=0.7", "kn"),
        ("kn;q=0.5,hi;q=0.5", "kn"),
        ("kn;q=0,en;q=0.1", "en"),
        ("KN-in", "kn"),
        ("fr,de", "en"),
        ("*", "en"),
        ("", "en"),
        (None, "en"),
        ("kn;q=abc", "en"),
        (";;;,,,=", "en"),
    ],
)
def test_the_browsers_preference_picks_the_language(header: str | None, expected: str) -> None:
    assert pick_language(header, None) == expected


def test_a_saved_language_wins_over_the_browser() -> None:
    assert pick_language("kn-IN,kn;q=0.9", "hi") == "hi"
    assert pick_language("kn-IN,kn;q=0.9", "en") == "en"
    assert pick_language("kn-IN,kn;q=0.9", "xx") == "kn"  # an unknown saved value is ignored
