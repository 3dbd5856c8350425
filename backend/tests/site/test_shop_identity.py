"""The served pages show the shop the admin set up: its name in every title, Open Graph site name
and the navigation bar painted before the app runs, and its WhatsApp number for the chat button.
A save shows on the next page load, on every instance (issue 13)."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.site.meta import brand_lines
from tests.shop.support import ADMIN_SHOP, settings_form
from tests.site.conftest import SITE_URL
from tests.site.test_meta import one, read_head


def test_a_fresh_store_shows_neutral_defaults_and_no_chat_number(
    unconfigured_site_client: TestClient,
) -> None:
    page = unconfigured_site_client.get("/faq").text
    head = read_head(page)
    assert head.title == "FAQ · Khadi Store"
    assert one(head, "og:site_name") == "Khadi Store"
    assert one(head, "khadi-whatsapp") == ""
    assert "Karnataka Khadi Bhandar" not in page


def test_a_saved_name_and_number_show_on_the_next_load_of_another_instance(
    unconfigured_site_client: TestClient,
    site_settings: Settings,
    database: Database,
    make_user: Callable[..., User],
    login_as: Callable[[TestClient, User], str],
) -> None:
    login_as(unconfigured_site_client, make_user(role="admin"))
    saved = unconfigured_site_client.put(
        ADMIN_SHOP, json=settings_form(name="Gadag <Khadi> & Sons", whatsappNumber="919448012345")
    )
    assert saved.status_code == 200, saved.text

    with TestClient(create_app(site_settings, database), base_url=SITE_URL) as other:
        page = other.get("/").text
        product_list = read_head(other.get("/allproducts").text)
    head = read_head(page)
    assert head.title == "Gadag <Khadi> & Sons — Handspun in Gadag"
    assert one(head, "og:site_name") == "Gadag <Khadi> & Sons"
    assert one(head, "khadi-whatsapp") == "919448012345"
    assert product_list.title == "All Products · Gadag <Khadi> & Sons"
    # The pre-paint navigation bar: escaped, split like the app's Brand.
    assert ">Gadag</span>" in page
    assert ">&lt;Khadi&gt; &amp; Sons</span>" in page
    assert "<Khadi>" not in page.split("<title>")[0] + page.split("</title>")[1]


def test_brand_lines_split_like_the_navigation_bar() -> None:
    # The same worked examples as frontend/src/lib/shop.test.ts.
    assert brand_lines("Karnataka Khadi Bhandar") == ("Karnataka", "Khadi Bhandar")
    assert brand_lines("Khadi Store") == ("", "Khadi Store")
    assert brand_lines("  Gadag   Khadi  Sangha ") == ("Gadag", "Khadi Sangha")
    assert brand_lines("Charaka") == ("", "Charaka")
