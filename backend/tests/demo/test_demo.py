"""The demo catalogue: its data rules, its pictures and loading it into a database."""

from __future__ import annotations

from collections import Counter

import pytest
from PIL import Image, ImageStat
from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.catalog.categories import DEFAULT_CATEGORIES, FABRIC_SUBCATEGORIES, FABRICS
from khadi.catalog.models import CatalogState, Product
from khadi.catalog.size_charts import SIZE_CHARTS
from khadi.demo import seeding
from khadi.demo.catalogue import DEMO_PRODUCTS
from khadi.demo.images import KINDS, render
from khadi.demo.palette import INDIGO, MADDER, SIZE, TURMERIC
from khadi.demo.products import DemoProduct
from khadi.demo.seeding import seed_demo
from khadi.kit.time import product_date
from khadi.media.images import image_keys
from khadi.media.storage import LocalMediaStore, safe_key
from khadi.stock.models import StockLevel

SLIDER_DEFAULT_PAISE = 2000 * 100  # spec §9: the price slider defaults to 2000


def with_tag(tag: str) -> list[DemoProduct]:
    return [p for p in DEMO_PRODUCTS if tag in p.tags]


def test_catalogue_is_large_and_varied() -> None:
    assert len(DEMO_PRODUCTS) >= 40
    categories = {p.category for p in DEMO_PRODUCTS}
    assert len(categories) >= 12
    assert categories <= set(DEFAULT_CATEGORIES)
    assert len({p.title for p in DEMO_PRODUCTS}) == len(DEMO_PRODUCTS)
    assert len({p.slug for p in DEMO_PRODUCTS}) == len(DEMO_PRODUCTS)


def test_fabrics_span_subcategories_and_have_no_size_chart() -> None:
    fabrics = [p for p in DEMO_PRODUCTS if p.category == FABRICS]
    subcategories = {p.sub_categories[0] for p in fabrics}
    assert len(subcategories) >= 4
    assert subcategories <= set(FABRIC_SUBCATEGORIES)
    for product in fabrics:
        assert product.options["category"] is None, product.title
        assert product.options["availableSizes"] == []
        assert "per metre" in product.description, product.title


def test_availability_flags_include_both_at_once() -> None:
    assert sum(p.out_of_stock for p in DEMO_PRODUCTS) >= 3
    assert sum(p.coming_soon for p in DEMO_PRODUCTS) >= 3
    assert any(p.out_of_stock and p.coming_soon for p in DEMO_PRODUCTS)
    assert sum(not (p.out_of_stock or p.coming_soon) for p in DEMO_PRODUCTS) >= 40


def test_tags_fill_the_home_sections() -> None:
    assert len(with_tag("top-collection")) >= 4
    for tag in ("shirt", "pant", "kurta"):
        assert len(with_tag(tag)) >= 3, tag
    for product in DEMO_PRODUCTS:
        assert product.tags, product.title
        assert len(set(product.tags)) == len(product.tags), product.title
        assert all(tag == tag.strip() and tag for tag in product.tags)


def test_prices_are_paise_and_mostly_under_the_slider_default() -> None:
    for product in DEMO_PRODUCTS:
        assert isinstance(product.price, int) and product.price > 0, product.title
    cheap = [p for p in DEMO_PRODUCTS if p.price <= SLIDER_DEFAULT_PAISE]
    assert len(cheap) >= len(DEMO_PRODUCTS) * 3 // 4
    assert len(DEMO_PRODUCTS) - len(cheap) >= 3
    assert max(p.price for p in DEMO_PRODUCTS) <= 5000 * 100  # within the slider's range


@pytest.mark.parametrize("product", DEMO_PRODUCTS, ids=lambda p: p.slug)
def test_sizes_and_types_come_from_the_products_size_chart(product: DemoProduct) -> None:
    options = product.options
    assert set(options) == {"category", "availableSizes", "availableTypes"}
    if not options["availableSizes"]:
        assert options["category"] is None
        assert options["availableTypes"] == []
        return
    chart = SIZE_CHARTS[options["category"]]
    assert chart.key == product.category
    labels = [size.primary for size in chart.sizes]
    sizes = options["availableSizes"]
    assert set(sizes) <= set(labels)
    assert sizes == sorted(sizes, key=labels.index), "sizes in the chart's order"
    assert len(set(sizes)) == len(sizes)
    assert set(options["availableTypes"]) <= set(chart.types)


def test_garments_honey_and_household_use_their_charts() -> None:
    def sized(category: str) -> list[DemoProduct]:
        return [p for p in DEMO_PRODUCTS if p.category == category and p.sizes]

    for category in ("shirts", "kurta"):
        products = sized(category)
        assert len(products) >= 3
        assert all(p.types for p in products)
        assert any(len(p.types) == 2 for p in products)
        assert any(len(p.types) == 1 for p in products)
    for category in (
        "pants",
        "honey",
        "dhoti",
        "towel",
        "bedsheet",
        "national-flag",
        "handkerchief",
    ):
        assert sized(category), category


def test_every_product_has_two_to_four_pictures_of_known_kinds() -> None:
    for product in DEMO_PRODUCTS:
        assert 2 <= len(product.pictures) <= 4, product.title
        for picture in product.pictures:
            assert picture.kind in KINDS
            assert picture.palette
        key = f"product-images/demo-{product.slug}-4_w320.webp"
        assert safe_key(key) == key
        assert key.count("/") == 1


def test_every_picture_kind_renders_a_square_rgb_image() -> None:
    palette = (INDIGO, MADDER, TURMERIC)
    for kind in KINDS:
        image = render(kind, palette, seed=7, pattern="checks")
        assert image.size == (SIZE, SIZE) and image.mode == "RGB", kind
        assert ImageStat.Stat(image.convert("L")).stddev[0] > 3, f"{kind} is nearly blank"


def test_the_catalogues_picture_recipes_all_render() -> None:
    recipes = {
        (picture.kind, picture.pattern, len(picture.palette)): picture
        for product in DEMO_PRODUCTS
        for picture in product.pictures
    }
    for picture in recipes.values():
        assert render(picture.kind, picture.palette, 1, picture.pattern).size == (SIZE, SIZE)


def test_pictures_are_deterministic_per_seed() -> None:
    palette = (INDIGO, MADDER)
    first = render("ikat", palette, seed=42).tobytes()
    assert render("ikat", palette, seed=42).tobytes() == first
    assert render("ikat", palette, seed=43).tobytes() != first


def test_unknown_picture_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown picture kind"):
        render("teapot", (INDIGO,), 1)


def test_seed_demo_stores_products_and_pictures_once(
    db_session: Session, media_store: LocalMediaStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A spread of products (every 7th) keeps this test fast; the full list is checked above.
    sample = DEMO_PRODUCTS[::7]
    monkeypatch.setattr(seeding, "DEMO_PRODUCTS", sample)
    version = db_session.scalar(select(CatalogState.version).where(CatalogState.id == 1))
    assert version is not None

    assert seed_demo(db_session, media_store) == len(sample)

    products = db_session.scalars(select(Product)).all()
    assert Counter(p.title for p in products) == Counter(p.title for p in sample)
    by_title = {p.title: p for p in products}
    for expected in sample:
        product = by_title[expected.title]
        assert product.price == expected.price
        assert product.category == expected.category
        assert product.options == expected.options
        assert product.out_of_stock == expected.out_of_stock
        assert product.coming_soon == expected.coming_soon
        assert len(product.images) == len(expected.pictures)
        for record in product.images:
            assert record["key"].startswith(f"product-images/demo-{expected.slug}-")
            for key in image_keys(record):
                assert media_store.exists(key), key
            with Image.open(media_store.root / record["key"]) as stored:
                assert stored.size == (record["width"], record["height"]) == (SIZE, SIZE)
    assert len({product_date(p.time) for p in products}) > 1, "dates vary"
    assert (
        db_session.scalar(select(CatalogState.version).where(CatalogState.id == 1)) == version + 1
    )

    assert seed_demo(db_session, media_store) == 0
    assert db_session.scalar(select(func.count()).select_from(Product)) == len(sample)
    assert (
        db_session.scalar(select(CatalogState.version).where(CatalogState.id == 1)) == version + 1
    )


def test_the_demo_tracks_stock_for_a_shirt_and_a_fabric(
    db_session: Session, media_store: LocalMediaStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`make run` shows stock at work: a sold-out size, 'Only 2 left', and metres of fabric."""
    tracked = tuple(p for p in DEMO_PRODUCTS if p.stock)
    monkeypatch.setattr(seeding, "DEMO_PRODUCTS", tracked)
    seed_demo(db_session, media_store)

    levels = {
        (title, size, on_hand, unit)
        for title, size, on_hand, unit in db_session.execute(
            select(Product.title, StockLevel.size, StockLevel.on_hand, StockLevel.unit).join(
                StockLevel, StockLevel.product_id == Product.id
            )
        )
    }
    assert ("Checked Khadi Shirt", "XS", 0, "piece") in levels
    assert ("Checked Khadi Shirt", "M", 2, "piece") in levels
    assert ("Indigo Handspun Khadi Fabric", "", 30, "quarter_metre") in levels  # 7.5 m
    for product in tracked:  # stock only for sizes the product lists
        assert {size for size, _, _ in product.stock} <= set(product.sizes or ("",))
