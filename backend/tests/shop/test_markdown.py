"""plain_text for meta descriptions, and the pages' placeholders."""

from __future__ import annotations

from khadi.shop.markdown import fill_placeholders, plain_text


def test_plain_text_keeps_the_words_only() -> None:
    markdown = (
        "## Why *work* here\n\n- **Fair** wages\n- [Training](https://x.example) & `tools`\n\n"
        "> quoted\n\n1. first\n\n<script>alert(1)</script> ![logo](/m.png) <https://a.example>"
    )
    assert plain_text(markdown) == (
        "Why work here Fair wages Training & tools quoted first alert(1) logo https://a.example"
    )


def test_plain_text_is_cut_at_a_word() -> None:
    assert plain_text("one two three four", limit=12) == "one two…"
    assert plain_text("short", limit=12) == "short"


def test_placeholders_are_filled_and_other_braces_kept() -> None:
    values = {"shop": "Gadag Khadi", "email": "a@b.in"}
    assert fill_placeholders("{shop} at {email}, {phone}; {other}", values) == (
        "Gadag Khadi at a@b.in, ; {other}"
    )
