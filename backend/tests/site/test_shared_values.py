"""The values the browser shares with the server (khadi.site.shared_values): the committed
frontend file says what the backend's constants say, and both sides' line totals agree with the
same worked examples (the frontend runs them in src/lib/money.test.ts)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from khadi.cart.models import UNIT_PIECE, UNIT_QUARTER_METRE
from khadi.cart.rules import QUARTERS_PER_METRE, line_total
from khadi.shop.demo_values import DEMO_SETTINGS
from khadi.shop.identity import DEFAULT_IDENTITY
from khadi.site import shared_values
from khadi.site.client_routes import CLIENT_ROUTES, client_route
from khadi.site.meta import BRAND_END, BRAND_START, DEFAULT_DESCRIPTION, home_title
from khadi.site.preload import image_srcset


def test_the_committed_frontend_file_is_up_to_date() -> None:
    # Fails when a shared constant changed and `make api-types` was not run.
    assert shared_values.TARGET.is_file()
    assert shared_values.main(["--check"]) == 0


def test_check_mode_fails_on_a_stale_file(tmp_path: Path) -> None:
    stale = tmp_path / "shared-values.gen.ts"
    stale.write_text(shared_values.render().replace("5000", "6000"), encoding="utf-8")
    assert shared_values.main(["--check", "--out", str(stale)]) == 1
    assert shared_values.main(["--out", str(stale)]) == 0
    assert shared_values.main(["--check", "--out", str(stale)]) == 0


@pytest.mark.parametrize(
    ("price", "quantity", "by_metre", "expected"), shared_values.LINE_TOTAL_CASES
)
def test_line_totals_match_the_shared_cases(
    price: int, quantity: float, by_metre: bool, expected: int
) -> None:
    if by_metre:
        stored, unit = int(quantity * QUARTERS_PER_METRE), UNIT_QUARTER_METRE
    else:
        stored, unit = int(quantity), UNIT_PIECE
    assert line_total(price, stored, unit) == expected


@pytest.mark.parametrize(("image", "expected"), shared_values.SRCSET_CASES)
def test_srcsets_match_the_shared_cases(image: dict[str, Any], expected: str) -> None:
    assert image_srcset(image) == expected


def test_index_html_shows_the_servers_defaults_and_no_shop_details() -> None:
    # What the Vite dev server shows between the markers; the server writes the shop's own.
    index_html = (shared_values.TARGET.parents[3] / "index.html").read_text(encoding="utf-8")
    assert f"<title>{home_title(DEFAULT_IDENTITY)}</title>" in index_html
    assert f'content="{DEFAULT_DESCRIPTION}"' in index_html
    assert BRAND_START in index_html and BRAND_END in index_html
    assert '<meta name="khadi-whatsapp" content="" />' in index_html
    for detail in ("name", "email", "phone", "whatsapp_number"):
        assert DEMO_SETTINGS[detail] not in index_html, detail


def test_route_patterns() -> None:
    assert client_route("/") is not None
    assert client_route("/productInfo/abc/") is not None
    assert client_route("/category/fabrics/silk") is not None
    assert client_route("/category/fabrics/silk/more") is None
    assert client_route("/productInfo/") is None
    assert client_route("//") is None
    assert len({route.path for route in CLIENT_ROUTES}) == len(CLIENT_ROUTES)
