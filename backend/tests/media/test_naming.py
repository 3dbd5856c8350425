"""Upload names and folders are made safe whatever the browser sends."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from khadi.media.naming import safe_folder, safe_name, upload_stem
from khadi.media.storage import safe_key

MOMENT = datetime(2025, 3, 5, 10, 30, tzinfo=UTC)
MILLIS = "1741170600000"


@pytest.mark.parametrize(
    ("filename", "expected"),
    [
        ("My Photo.JPG", "my_photo"),
        ("kurta-front.png", "kurta-front"),
        ("../../etc/passwd", "etc_passwd"),
        ("..\\..\\Windows\\win.ini", "windows_win"),
        ("/etc/shadow", "etc_shadow"),
        (".htaccess", "htaccess"),  # harmless: the stored file is always .webp
        ("...", "image"),
        ("", "image"),
        ("IMG.2024.01.jpeg", "img_2024_01"),
        ("ಖಾದಿ ಶರ್ಟ್.png", "image"),
        ("Café Crème.webp", "cafe_creme"),
        ("a" * 500 + ".png", "a" * 60),
        ("name\x00.php.jpg", "name_php"),
    ],
)
def test_file_names_become_short_plain_names(filename: str, expected: str) -> None:
    assert safe_name(filename) == expected


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("Fabrics", "fabrics"),
        ("Khadi Silk", "khadi-silk"),
        ("..", ""),
        ("../..", ""),
        ("/etc", "etc"),
        (None, ""),
        ("x" * 100, "x" * 40),
    ],
)
def test_folders_are_single_safe_segments(value: str | None, expected: str) -> None:
    assert safe_folder(value) == expected


def test_keys_follow_the_spec_layout_and_stay_inside_the_store() -> None:
    assert upload_stem("Kurta.png", None, None, MOMENT) == f"product-images/{MILLIS}_kurta"
    assert upload_stem("a.png", "fabrics", "Polyester", MOMENT) == f"fabrics/polyester/{MILLIS}_a"
    # a category alone, or folders that sanitise to nothing, fall back to product-images
    assert upload_stem("a.png", "fabrics", "", MOMENT).startswith("product-images/")
    assert upload_stem("a.png", "..", "..", MOMENT).startswith("product-images/")
    hostile = upload_stem("../../etc/passwd", "../..", "/root", MOMENT)
    assert hostile == f"product-images/{MILLIS}_etc_passwd"
    assert safe_key(hostile + ".webp") == hostile + ".webp"
