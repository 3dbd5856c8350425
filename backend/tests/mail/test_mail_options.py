"""Issue 28: a shopper e-mail in Kannada or Hindi names the size and type as the size charts read in
that language and writes a length with the language's word for a metre — the same words the shop's
pages use (frontend/src/locales/<lang>/options.json), which this test holds the e-mail texts to."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from khadi.mail.messages.order_lines import OrderFacts, lines_text
from khadi.mail.messages.texts import CATALOGUES, metres_text, option_text

LOCALES = Path(__file__).resolve().parents[3] / "frontend" / "src" / "locales"


def _facts(language: str) -> OrderFacts:
    shirt = {"title": "ಅಂಗಿ", "size": "M", "type": "Full Sleeve", "quantity": 1, "unit": "piece"}
    linen = {"title": "ಲಿನನ್", "size": "", "type": "", "quantity": 2.5, "unit": "metre"}
    dhoti = {"title": "ಪಂಚೆ", "size": "4.5 M", "type": "Single", "quantity": 1, "unit": "piece"}
    return OrderFacts(
        order_id="o_1",
        amount=500000,
        items=[
            {**shirt, "lineTotal": 150000},
            {**linen, "lineTotal": 155000},
            {**dhoti, "lineTotal": 195000},
        ],
        ship_name="Kavya",
        ship_address="12 Temple Road",
        ship_pincode="580020",
        ship_mobile="9876543210",
        customer_name="Kavya",
        customer_email="kavya@example.in",
        language=language,
    )


def test_a_kannada_order_mail_words_sizes_types_and_metres_in_kannada() -> None:
    text = lines_text(_facts("kn"))
    assert "- ಅಂಗಿ (ಅಳತೆ M, ಪೂರ್ಣ ತೋಳು) × 1: ₹1,500.00" in text
    assert "- ಲಿನನ್ 2.5 ಮೀ: ₹1,550.00" in text
    assert "- ಪಂಚೆ (ಅಳತೆ 4.5 ಮೀ, ಸಿಂಗಲ್) × 1: ₹1,950.00" in text
    assert "Sleeve" not in text and " m:" not in text and "Single" not in text


def test_a_hindi_one_in_hindi_and_an_english_one_as_stored() -> None:
    assert "- ಲಿನನ್ 2.5 मी: ₹1,550.00" in lines_text(_facts("hi"))
    english = lines_text(_facts("en"))
    assert "- ಅಂಗಿ (Size M, Full Sleeve) × 1: ₹1,500.00" in english
    assert "- ಲಿನನ್ 2.5 m: ₹1,550.00" in english
    assert option_text("kn", "XL") == "XL"
    assert option_text("kn", "Her Own Size") == "Her Own Size"
    assert metres_text("kn", 12.75) == "12.75 ಮೀ"


@pytest.mark.parametrize("language", ["en", "kn", "hi"])
def test_the_mail_words_are_the_shops_pages_words(language: str) -> None:
    pages = json.loads((LOCALES / language / "options.json").read_text(encoding="utf-8"))
    mail = {
        key.removeprefix("option."): words
        for key, words in CATALOGUES[language].items()
        if key.startswith("option.")
    }
    assert mail == pages
