"""The served page's language (issue 18): `?lang` beats the `khadi_lang` cookie beats
Accept-Language beats English; the page says it in <html lang>, its title, description and Open
Graph tags, hreflang alternates and a per-language canonical; it varies on the cookie and
Accept-Language; a Kannada or Hindi page hints its messages' code. Values that are not a language
are ignored and never written into the page."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.catalog.models import Category
from khadi.security import inline_script_hashes
from khadi.shop.identity import DEFAULT_IDENTITY
from khadi.site.meta import IndexTemplate, PageMeta
from tests.factories import make_fabric, make_product
from tests.site.conftest import INDEX_HTML, SHOP_NAME, SITE_URL
from tests.site.test_meta import one, read_head


def html_lang(html: str) -> str:
    match = re.search(r'<html lang="([^"]*)">', html)
    assert match is not None
    return match.group(1)


def alternates(html: str) -> dict[str, str]:
    found = re.findall(r'<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" />', html)
    return dict(found)


@pytest.mark.parametrize(
    ("query", "cookie", "accept", "expected"),
    [
        ("", None, None, "en"),
        ("", None, "kn-IN,kn;q=0.9,en;q=0.8", "kn"),
        ("", None, "hi", "hi"),
        ("", "hi", "kn", "hi"),  # the cookie beats Accept-Language
        ("?lang=kn", "hi", "hi", "kn"),  # the parameter beats both
        ("?lang=en", "kn", "kn", "en"),
        ("?lang=fr", "kn", "hi", "kn"),  # an unknown parameter is skipped
        ("?lang=fr", "xx", "hi", "hi"),  # so is an unknown cookie
        ("?lang=KN", None, None, "en"),  # exact codes only
    ],
)
@pytest.mark.parametrize("page", ["/", "product", "/category/fabrics"])
def test_the_language_is_the_parameter_then_the_cookie_then_accept_language(
    site_client: TestClient,
    db_session: Session,
    page: str,
    query: str,
    cookie: str | None,
    accept: str | None,
    expected: str,
) -> None:
    path = f"/productInfo/{make_product(db_session).id}" if page == "product" else page
    headers = {"Accept-Language": accept} if accept else {}
    if cookie:
        headers["Cookie"] = f"khadi_lang={cookie}"
    response = site_client.get(path + query, headers=headers)
    assert response.status_code == 200
    assert html_lang(response.text) == expected
    assert response.headers["vary"].startswith("Accept-Language, Cookie")
    locale = {"en": "en_IN", "kn": "kn_IN", "hi": "hi_IN"}[expected]
    assert one(read_head(response.text), "og:locale") == locale


def test_home_page_in_kannada_and_hindi(site_client: TestClient) -> None:
    kn = site_client.get("/?lang=kn")
    head = read_head(kn.text)
    assert head.title == f"{SHOP_NAME} — ಖಾದಿ ಮತ್ತು ಕೈಮಗ್ಗ"  # the default tagline, translated
    assert one(head, "description").startswith("ಕರ್ನಾಟಕದ ಕೈನೂಲಿನ ಖಾದಿ")
    assert one(head, "og:description") == one(head, "description")
    assert head.canonical == f"{SITE_URL}/?lang=kn"
    assert one(head, "og:url") == f"{SITE_URL}/?lang=kn"
    assert sorted(head.meta["og:locale:alternate"]) == ["en_IN", "hi_IN"]
    assert alternates(kn.text) == {
        "en": f"{SITE_URL}/",
        "kn": f"{SITE_URL}/?lang=kn",
        "hi": f"{SITE_URL}/?lang=hi",
        "x-default": f"{SITE_URL}/",
    }

    site_client.cookies.clear()  # another visitor: the link's choice is kept in a cookie (#33)
    hi = site_client.get("/", headers={"Accept-Language": "hi-IN"})
    head = read_head(hi.text)
    assert head.title == f"{SHOP_NAME} — खादी और हथकरघा"
    assert one(head, "description").startswith("कर्नाटक की हाथ से कती खादी")
    assert head.canonical == f"{SITE_URL}/?lang=hi"

    en = site_client.get("/")
    assert read_head(en.text).canonical == f"{SITE_URL}/"
    assert alternates(en.text)["x-default"] == f"{SITE_URL}/"
    # Only <link>/<meta> were added: the CSP hashes of the built page still hold.
    assert inline_script_hashes(kn.text) == inline_script_hashes(INDEX_HTML)


def test_product_page_uses_the_translated_title_and_description_or_english(
    site_client: TestClient, db_session: Session
) -> None:
    shirt = make_product(
        db_session,
        title="Indigo Khadi Shirt",
        title_kn="ನೀಲಿ ಖಾದಿ ಅಂಗಿ",
        description_kn="ಕರ್ನಾಟಕದಲ್ಲಿ ನೇಯ್ದ ಮೃದುವಾದ ಕೈನೂಲಿನ ಹತ್ತಿ.",
        price=135050,
    )
    path = f"/productInfo/{shirt.id}"
    head = read_head(site_client.get(path, cookies={"khadi_lang": "kn"}).text)
    assert head.title == f"ನೀಲಿ ಖಾದಿ ಅಂಗಿ · {SHOP_NAME}"
    assert one(head, "og:title") == "ನೀಲಿ ಖಾದಿ ಅಂಗಿ"
    assert one(head, "description") == "ಕರ್ನಾಟಕದಲ್ಲಿ ನೇಯ್ದ ಮೃದುವಾದ ಕೈನೂಲಿನ ಹತ್ತಿ."
    assert one(head, "og:description") == one(head, "description")
    assert one(head, "product:price:amount") == "1350.50"
    assert head.canonical == f"{SITE_URL}{path}?lang=kn"

    hindi = read_head(site_client.get(f"{path}?lang=hi").text)  # no Hindi text: English
    assert hindi.title == f"Indigo Khadi Shirt · {SHOP_NAME}"
    assert one(hindi, "description") == "Soft handspun cotton, woven in Karnataka."
    assert one(hindi, "og:locale") == "hi_IN"
    assert hindi.canonical == f"{SITE_URL}{path}?lang=hi"


def test_category_pages_use_the_category_label_in_the_language(
    site_client: TestClient, db_session: Session
) -> None:
    make_fabric(db_session, sub_categories=["silk"])
    fabrics = db_session.scalar(select(Category).where(Category.name == "fabrics"))
    assert fabrics is not None
    fabrics.label_kn, fabrics.label_hi = "ಬಟ್ಟೆಗಳು", "कपड़े"
    db_session.commit()

    kn = read_head(site_client.get("/category/fabrics?lang=kn").text)
    assert kn.title == f"ಬಟ್ಟೆಗಳು · {SHOP_NAME}"
    assert one(kn, "og:title") == "ಬಟ್ಟೆಗಳು"
    assert one(kn, "description").startswith(f"{SHOP_NAME} ಮಳಿಗೆಯಲ್ಲಿ ಬಟ್ಟೆಗಳು ಖರೀದಿಸಿ:")
    hi = read_head(site_client.get("/category/FABRICS/silk?lang=hi").text)
    assert hi.title == f"कपड़े / Silk · {SHOP_NAME}"  # a subcategory without a label: title case
    assert one(hi, "description").startswith(f"{SHOP_NAME} पर कपड़े / Silk खरीदें:")
    assert hi.canonical == f"{SITE_URL}/category/FABRICS/silk?lang=hi"
    # Not translated: the English heading.
    shirts = read_head(site_client.get("/category/shirts?lang=kn").text)
    assert shirts.title == f"Shirts · {SHOP_NAME}"
    site_client.cookies.clear()  # a new visitor: a `?lang=` link is kept in a cookie (#33)
    assert read_head(site_client.get("/category/fabrics").text).title == f"Fabrics · {SHOP_NAME}"


def test_a_renamed_category_s_page_is_titled_by_its_new_name(
    site_client: TestClient, db_session: Session
) -> None:
    # Issue 28: the owner renamed 'nehru-jacket' to 'Bandhgala Jackets'; the slug stays.
    make_product(db_session, category="nehru-jacket")
    jackets = db_session.scalar(select(Category).where(Category.name == "nehru-jacket"))
    if jackets is None:
        jackets = Category(name="nehru-jacket", label="Nehru Jacket", subcategories=[])
        db_session.add(jackets)
    jackets.label, jackets.label_kn = "Bandhgala Jackets", "ಬಂದ್‌ಗಲಾ ಜಾಕೆಟ್‌ಗಳು"
    db_session.commit()

    english = read_head(site_client.get("/category/nehru-jacket").text)
    assert english.title == f"Bandhgala Jackets · {SHOP_NAME}"
    assert one(english, "og:title") == "Bandhgala Jackets"
    kannada = read_head(site_client.get("/category/nehru-jacket?lang=kn").text)
    assert kannada.title == f"ಬಂದ್‌ಗಲಾ ಜಾಕೆಟ್‌ಗಳು · {SHOP_NAME}"
    # No Hindi name: the owner's English one, not the slug.
    hindi = read_head(site_client.get("/category/nehru-jacket?lang=hi").text)
    assert hindi.title == f"Bandhgala Jackets · {SHOP_NAME}"


def test_fixed_and_missing_pages_in_kannada_and_hindi(site_client: TestClient) -> None:
    faq = read_head(site_client.get("/faq?lang=kn").text)
    assert faq.title == f"ಪದೇ ಪದೇ ಕೇಳುವ ಪ್ರಶ್ನೆಗಳು · {SHOP_NAME}"
    assert one(faq, "description").startswith("ಅಳತೆಗಳು, ಮೀಟರ್ ಲೆಕ್ಕದ ಬಟ್ಟೆ")
    about = read_head(site_client.get("/about-us?lang=hi").text)
    assert about.title == f"हमारे बारे में · {SHOP_NAME}"
    missing = site_client.get("/nowhere?lang=hi")
    assert missing.status_code == 404
    assert read_head(missing.text).title == f"पेज नहीं मिला · {SHOP_NAME}"
    assert html_lang(missing.text) == "hi"


@pytest.mark.parametrize(
    "hostile",
    [
        'kn"><script>alert(1)</script>',
        "kn' onload='x",
        "../../etc",
        "k\u0000n",
        "hi-IN",
        "<b>",
        "en " * 400,
    ],
)
def test_hostile_languages_are_never_written_into_the_page(
    site_client: TestClient, hostile: str
) -> None:
    english = site_client.get("/faq").text
    # As a parameter or a cookie, anything but a code is ignored: the very English page.
    assert site_client.get("/faq", params={"lang": hostile}).text == english
    cookie = site_client.get("/faq", headers={"Cookie": f"khadi_lang={hostile[:20]}"})
    assert cookie.text == english
    assert html_lang(english) == "en"
    # Accept-Language is only ever matched against the three codes.
    page = site_client.get("/faq", headers={"Accept-Language": hostile}).text
    assert html_lang(page) in ("en", "kn", "hi")
    assert hostile not in page and "alert(1)" not in page and "<b>" not in page
    assert inline_script_hashes(page) == inline_script_hashes(INDEX_HTML)


def test_the_sitemap_lists_each_page_s_languages(site_client: TestClient) -> None:
    body = site_client.get("/sitemap.xml").text
    assert 'xmlns:xhtml="http://www.w3.org/1999/xhtml"' in body
    assert (
        f"<url><loc>{SITE_URL}/faq</loc>"
        f'<xhtml:link rel="alternate" hreflang="en" href="{SITE_URL}/faq"/>'
        f'<xhtml:link rel="alternate" hreflang="kn" href="{SITE_URL}/faq?lang=kn"/>'
        f'<xhtml:link rel="alternate" hreflang="hi" href="{SITE_URL}/faq?lang=hi"/>'
        f'<xhtml:link rel="alternate" hreflang="x-default" href="{SITE_URL}/faq"/></url>'
    ) in body


def test_a_built_page_without_a_lang_attribute_gets_one() -> None:
    template = IndexTemplate(INDEX_HTML.replace('<html lang="en-IN">', "<html>"))
    page = template.render(
        PageMeta("T", "D", "/", "/og.png", language="kn"), SITE_URL, DEFAULT_IDENTITY
    )
    assert html_lang(page) == "kn"


def test_a_page_hints_its_own_language_s_messages(site_client: TestClient, spa_dist: Path) -> None:
    """The app asks for its language's messages only once its own code has run; the page hints them
    beside the entry, and only its own language's."""
    manifest = {
        "index.html": {
            "file": "assets/index-abc123.js",
            "isEntry": True,
            "imports": ["_flatten-F1.js"],
        },
        "_flatten-F1.js": {"file": "assets/flatten-F1.js"},
        "_kn-words-K2.js": {"file": "assets/kn-words-K2.js"},
        "src/locales/kn/shop.ts": {
            "file": "assets/shop-KN.js",
            "isDynamicEntry": True,
            "imports": ["_flatten-F1.js", "_kn-words-K2.js"],
        },
        "src/locales/hi/shop.ts": {"file": "assets/shop-HI.js", "isDynamicEntry": True},
        "src/locales/en/shop.ts": {
            "file": "assets/shop-EN.js",
            "isDynamicEntry": True,
            "imports": ["_flatten-F1.js"],
        },
    }
    (spa_dist / ".vite").mkdir(exist_ok=True)
    (spa_dist / ".vite" / "manifest.json").write_text(json.dumps(manifest))

    kn = site_client.get("/?lang=kn").text
    preloads = re.findall(r'<link rel="modulepreload" crossorigin href="([^"]+)"', kn)
    assert "/assets/shop-KN.js" in preloads and "/assets/kn-words-K2.js" in preloads
    assert "shop-EN" not in kn  # never the English texts
    assert "/assets/flatten-F1.js" not in preloads  # the entry loads it anyway

    hi = site_client.get("/faq?lang=hi").text
    assert "/assets/shop-HI.js" in hi and "shop-KN" not in hi and "shop-EN" not in hi

    site_client.cookies.clear()  # a new visitor: a `?lang=` link is kept in a cookie (#33)
    english = site_client.get("/").text
    assert '<link rel="modulepreload" crossorigin href="/assets/shop-EN.js" />' in english
    assert "shop-KN" not in english and "shop-HI" not in english
