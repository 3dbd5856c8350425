"""The demo shop in Kannada and Hindi (issue 18): every demo category, subcategory and product
has both names, filled in by the seed where an admin has not entered one."""

from __future__ import annotations

import pytest
from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.catalog.categories import DEFAULT_CATEGORIES
from khadi.catalog.models import Category, Product
from khadi.demo import seeding
from khadi.demo.catalogue import DEMO_PRODUCTS
from khadi.demo.seeding import seed_demo
from khadi.demo.translations import CATEGORY_NAMES, PRODUCT_TITLES, SUBCATEGORY_NAMES
from khadi.media.storage import LocalMediaStore

KANNADA = range(0x0C80, 0x0D00)
DEVANAGARI = range(0x0900, 0x0980)


def _in_script(text: str, script: range) -> bool:
    return any(ord(c) in script for c in text)


def test_every_demo_name_has_kannada_and_hindi() -> None:
    assert set(CATEGORY_NAMES) == set(DEFAULT_CATEGORIES)
    assert set(PRODUCT_TITLES) == {p.title for p in DEMO_PRODUCTS}
    for slug, (_, subcategories) in DEFAULT_CATEGORIES.items():
        assert set(SUBCATEGORY_NAMES.get(slug, {})) == set(subcategories), slug
    names = [
        *CATEGORY_NAMES.values(),
        *PRODUCT_TITLES.values(),
        *(n for subs in SUBCATEGORY_NAMES.values() for n in subs.values()),
    ]
    for kn, hi in names:
        assert _in_script(kn, KANNADA) and _in_script(hi, DEVANAGARI), (kn, hi)
        assert len(kn) <= 200 and len(hi) <= 200


def test_the_seed_names_categories_without_overwriting_an_admins(
    db_session: Session, media_store: LocalMediaStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(seeding, "DEMO_PRODUCTS", DEMO_PRODUCTS[:1])
    honey = db_session.scalar(select(Category).where(Category.name == "honey"))
    essentials = db_session.scalar(select(Category).where(Category.name == "essentials"))
    assert honey is not None and essentials is not None
    honey.label_kn = "ಜೇನು"
    essentials.subcategory_labels = {"soap": {"kn": "ಸೋಪು"}}
    db_session.commit()

    assert seed_demo(db_session, media_store) == 1

    product = db_session.scalars(select(Product)).one()
    assert (product.title_kn, product.title_hi) == PRODUCT_TITLES[product.title]
    db_session.expire_all()
    names = {c.name: c for c in db_session.scalars(select(Category))}
    assert names["honey"].label_kn == "ಜೇನು" and names["honey"].label_hi == "शहद"
    assert names["fabrics"].label_kn == "ಬಟ್ಟೆಗಳು"
    assert names["essentials"].subcategory_labels == {
        "soap": {"kn": "ಸೋಪು", "hi": "साबुन"},
        "toothpaste": {"kn": "ಟೂತ್‌ಪೇಸ್ಟ್", "hi": "टूथपेस्ट"},
        "perfumes": {"kn": "ಸುಗಂಧ ದ್ರವ್ಯಗಳು", "hi": "इत्र"},
    }
