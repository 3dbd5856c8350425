"""Issue 33: the public pages arrive with their first view — drawn by the app's own components (the
built frontend/dist-server/first-view.js, run in V8) — for a guest, in the page's language; and a
page is still served, without it, whatever goes wrong."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.accounts.languages import LANG_COOKIE
from khadi.accounts.sessions import COOKIE_NAME
from khadi.config import REPO_ROOT
from khadi.site.first_view import FirstViews, page_data
from tests.factories import bump_catalog_version, make_product
from tests.site.conftest import INDEX_HTML

BUILT_SCRIPT = REPO_ROOT / "frontend" / "dist-server" / "first-view.js"
# index.html's #root as the build leaves it (frontend/index.html): the navigation bar painted first,
# between the first view's markers, and the notice for browsers without JavaScript.
ROOT = (
    "<noscript><p>Please enable JavaScript to shop here.</p></noscript>\n"
    '    <div id="root"><!--khadi-first-view--><div class="bar">'
    "<!--khadi-brand--><span>Khadi Store</span><!--/khadi-brand--></div>"
    "<!--/khadi-first-view--></div>"
)


@pytest.fixture
def spa_dist(tmp_path: Path) -> Path:
    """The site fixtures' index.html with the real #root, and the built first-view script beside."""
    if not BUILT_SCRIPT.is_file():
        pytest.fail("frontend/dist-server/first-view.js is not built: run `make build`")
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    index = re.sub(r"<div id=root>.*?</div>\n", ROOT + "\n", INDEX_HTML, count=1, flags=re.S)
    (dist / "index.html").write_text(index)
    (dist / "assets" / "index-abc123.js").write_text("console.log('khadi')")
    (tmp_path / "dist-server").mkdir()
    shutil.copy(BUILT_SCRIPT, tmp_path / "dist-server" / "first-view.js")
    return dist


def root_of(html: str) -> str:
    start = html.index('<div id="root"')
    return html[start : html.rindex("</body>")]


def test_a_product_page_shows_its_title_price_and_options_before_the_app(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Indigo Khadi Shirt", price=135050)  # sizes M and L

    response = site_client.get(f"/productInfo/{shirt.id}")

    assert response.status_code == 200
    root = root_of(response.text)
    assert root.startswith('<div id="root" data-first-view="">')
    assert "Indigo Khadi Shirt" in root
    assert "₹1,350.50" in root
    assert "Inclusive of all taxes" in root
    assert 'src="/media/product-images/shirt' in root  # the gallery's picture
    assert (
        ">M (40)<" in root and ">L (42)<" in root
    )  # the sizes to choose, as the size chart names them
    # The shop's name and phone number (the footer) read without JavaScript; the notice is gone.
    assert "Karnataka Khadi Bhandar" in root
    assert "enable JavaScript" not in response.text
    assert 'href="/allproducts"' in root  # links work without JavaScript


def test_the_listing_and_a_category_list_the_products_with_links(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Indigo Khadi Shirt", price=135000)
    honey = make_product(db_session, title="Forest Honey", price=45000, category="honey")

    listing = root_of(site_client.get("/allproducts").text)
    category = root_of(site_client.get("/category/honey").text)

    for product in (shirt, honey):
        assert f'href="/productInfo/{product.id}"' in listing
    assert "₹1,350.00" in listing and "₹450.00" in listing
    assert f'href="/productInfo/{honey.id}"' in category
    assert f'href="/productInfo/{shirt.id}"' not in category


def test_the_home_page_shows_its_hero_and_products(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Indigo Khadi Shirt", tags=["top-collection"])

    root = root_of(site_client.get("/").text)

    assert "Khadi woven by hand, made to last." in root
    assert f'href="/productInfo/{shirt.id}"' in root


def test_a_kannada_page_is_drawn_in_kannada(site_client: TestClient, db_session: Session) -> None:
    shirt = make_product(db_session, title="Indigo Khadi Shirt", title_kn="ಇಂಡಿಗೊ ಖಾದಿ ಶರ್ಟ್")

    by_link = root_of(site_client.get(f"/productInfo/{shirt.id}?lang=kn").text)
    by_cookie = root_of(site_client.get("/allproducts", cookies={LANG_COOKIE: "kn"}).text)

    assert "ಇಂಡಿಗೊ ಖಾದಿ ಶರ್ಟ್" in by_link
    assert "ಎಲ್ಲಾ ತೆರಿಗೆಗಳು ಸೇರಿವೆ" in by_link  # 'Inclusive of all taxes'
    assert "Inclusive of all taxes" not in by_link
    assert "ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು" in by_cookie  # 'All Products'
    assert "ಇಂಡಿಗೊ ಖಾದಿ ಶರ್ಟ್" in by_cookie


def test_a_change_to_the_catalogue_shows_on_the_next_page(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session, title="Indigo Khadi Shirt", price=135000)
    assert "₹1,350.00" in root_of(site_client.get(f"/productInfo/{shirt.id}").text)

    shirt.price = 99000  # as an admin's save leaves it: a new catalogue version, this instance told
    bump_catalog_version(db_session)
    db_session.commit()
    site_client.app.state.snapshots.invalidate()  # type: ignore[attr-defined]

    root = root_of(site_client.get(f"/productInfo/{shirt.id}").text)
    assert "₹990.00" in root and "₹1,350.00" not in root


def test_signed_in_shoppers_searches_and_other_pages_get_the_app_alone(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(db_session)

    signed_in = site_client.get(f"/productInfo/{shirt.id}", cookies={COOKIE_NAME: "a-session"})
    searched = site_client.get("/allproducts?search=shirt")
    about = site_client.get("/about-us")
    unknown = site_client.get("/productInfo/no-such-product")

    for response in (signed_in, searched, about, unknown):
        assert "data-first-view" not in response.text
        assert '<div class="bar">' in response.text  # the navigation bar painted before the app
        assert "enable JavaScript" in response.text
    assert unknown.status_code == 404


# --- the renderer, with a stand-in for V8 ------------------------------------------------------


class FakeContext:
    def __init__(self, calls: list[str], fail: bool = False) -> None:
        self.calls = calls
        self.fail = fail

    def eval(self, code: str) -> Any:
        if code.startswith("KhadiFirstView.render("):
            self.calls.append(code)
            if self.fail:
                raise RuntimeError("ReferenceError: window is not defined")
            return Answer(f"<main>{len(self.calls)}</main>")
        return None


class Answer:
    def __init__(self, html: str) -> None:
        self.html = html

    def get(self, timeout: float | None = None) -> str:
        return self.html


def test_a_page_is_drawn_once_per_address_language_and_data(tmp_path: Path) -> None:
    script = tmp_path / "first-view.js"
    script.write_text("var KhadiFirstView = {}")
    calls: list[str] = []
    views = FirstViews(script, make_context=lambda: FakeContext(calls))
    data = page_data(b'{"version":1,"products":[]}', b"[]", b'{"name":"Shop"}')

    first = views.render("/", "en", data)
    again = views.render("/", "en", data)
    kannada = views.render("/", "kn", data)
    changed = views.render("/", "en", page_data(b'{"version":2,"products":[]}', b"[]", b"{}"))

    assert first == again == "<main>1</main>"
    assert kannada == "<main>2</main>" and changed == "<main>3</main>"
    assert len(calls) == 3


def test_a_failing_or_missing_script_leaves_the_page_to_the_app(tmp_path: Path) -> None:
    script = tmp_path / "first-view.js"
    assert FirstViews(script).render("/", "en", b"{}") is None  # not built
    script.write_text("var KhadiFirstView = {}")
    calls: list[str] = []
    views = FirstViews(script, make_context=lambda: FakeContext(calls, fail=True))
    assert views.render("/", "en", b"{}") is None
    assert views.render("/", "en", b"{}") is None  # tried again, not remembered as drawn
    assert len(calls) == 2


def test_the_page_data_is_one_json_document_of_the_api_answers() -> None:
    import json

    data = page_data(b'{"products":[]}', b"[]", b'{"name":"S"}', b"[]", ("p1", b'{"id":"p1"}'))

    assert json.loads(data) == {
        "products": {"products": []},
        "categories": [],
        "shop": {"name": "S"},
        "sizeCharts": [],
        "product": {"id": "p1", "body": {"id": "p1"}},
    }


def test_a_language_link_is_kept_for_the_pages_it_links_to(site_client: TestClient) -> None:
    # Without JavaScript nothing else would remember it: the shopper follows 'Shop Now' in Kannada.
    first = site_client.get("/?lang=kn")
    assert first.cookies.get(LANG_COOKIE) == "kn"
    assert "ಎಲ್ಲಾ ಉತ್ಪನ್ನಗಳು" in root_of(site_client.get("/allproducts").text)

    assert (
        LANG_COOKIE not in site_client.get("/?lang=kn").cookies
    )  # already kept: not written again
    assert (
        LANG_COOKIE not in site_client.get("/?lang=xx").cookies
    )  # an unknown code is never echoed
