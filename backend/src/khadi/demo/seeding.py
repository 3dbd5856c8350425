"""Loading the demo catalogue (`demo.catalogue`) into an empty database: pictures rendered by
`demo.images` and stored through the media store, products created a few days apart."""

from __future__ import annotations

import os
import zlib
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta
from typing import Any

from sqlalchemy import func, select
from sqlalchemy.orm import Session

from khadi.catalog.categories import FABRICS
from khadi.catalog.models import Category, Product
from khadi.catalog.service import bump_catalog_version
from khadi.delivery.service import load_demo_charges
from khadi.demo import images as art
from khadi.demo.catalogue import DEMO_PRODUCTS
from khadi.demo.products import DemoProduct
from khadi.demo.translations import CATEGORY_NAMES, PRODUCT_TITLES, SUBCATEGORY_NAMES
from khadi.kit.time import utcnow
from khadi.media.images import store_image
from khadi.media.storage import MediaStore
from khadi.stock.levels import QUARTERS_PER_METRE
from khadi.stock.models import UNIT_PIECE, UNIT_QUARTER_METRE, StockLevel
from khadi.tax.models import SCOPE_PRODUCT
from khadi.tax.seeds import KHADI_FABRIC, PERFUME
from khadi.tax.service import set_default

DAYS_BETWEEN_PRODUCTS = 3  # creation times spread over the past months, so dates vary


def _add_tax_override(session: Session, product_id: str, product: DemoProduct) -> None:
    """Khadi fabric sold by the (certified) demo shop is exempt; perfume is not soap (18%)."""
    subs = {sub.lower() for sub in product.sub_categories}
    if product.category == FABRICS and "khadi" in subs:
        set_default(session, SCOPE_PRODUCT, product_id, *KHADI_FABRIC)
    elif "perfumes" in subs:
        set_default(session, SCOPE_PRODUCT, product_id, *PERFUME)


def _picture_seed(slug: str, index: int) -> int:
    return zlib.crc32(f"{slug}/{index}".encode())


def _store_pictures(store: MediaStore, product: DemoProduct) -> list[dict[str, Any]]:
    records = []
    for index, picture in enumerate(product.pictures, start=1):
        image = art.render(
            picture.kind, picture.palette, _picture_seed(product.slug, index), picture.pattern
        )
        records.append(store_image(store, f"product-images/demo-{product.slug}-{index}", image))
    return records


def _add_stock(session: Session, product_id: str, product: DemoProduct) -> None:
    unit = UNIT_QUARTER_METRE if product.category == FABRICS else UNIT_PIECE
    for size, type_, count in product.stock:
        on_hand = round(count * QUARTERS_PER_METRE) if unit == UNIT_QUARTER_METRE else int(count)
        session.add(
            StockLevel(product_id=product_id, size=size, type=type_, on_hand=on_hand, unit=unit)
        )


def seed_demo(session: Session, store: MediaStore) -> int:
    """Load the demo catalogue into an empty products table; return how many were created.

    Does nothing (returns 0) when any product exists. Pictures are rendered and encoded on a few
    threads: Pillow releases the GIL while encoding WebP, so this scales with the cores, and the
    media stores write distinct keys independently.
    """
    if session.scalar(select(func.count()).select_from(Product)):
        return 0
    workers = min(4, os.cpu_count() or 1)
    with ThreadPoolExecutor(max_workers=workers, thread_name_prefix="demo-images") as pool:
        images = list(pool.map(lambda product: _store_pictures(store, product), DEMO_PRODUCTS))
    now = utcnow()
    count = len(DEMO_PRODUCTS)
    honey: list[str] = []
    for position, (product, records) in enumerate(zip(DEMO_PRODUCTS, images, strict=True)):
        age = timedelta(
            days=DAYS_BETWEEN_PRODUCTS * (count - position),
            hours=zlib.crc32(product.slug.encode()) % 24,
        )
        title_kn, title_hi = PRODUCT_TITLES.get(product.title, ("", ""))
        row = Product(
            title=product.title,
            title_kn=title_kn,
            title_hi=title_hi,
            description=product.description,
            price=product.price,
            category=product.category,
            sub_categories=list(product.sub_categories),
            tags=list(product.tags),
            images=records,
            out_of_stock=product.out_of_stock,
            coming_soon=product.coming_soon,
            options=product.options,
            time=now - age,
            updated_at=now - age,
        )
        session.add(row)
        session.flush()  # the id, for its stock rows
        _add_stock(session, row.id, product)
        _add_tax_override(session, row.id, product)
        if product.category == "honey":
            honey.append(row.id)
    _name_categories(session)
    bump_catalog_version(session)
    session.commit()
    load_demo_charges(session, honey)
    return count


def _name_categories(session: Session) -> None:
    """The demo's Kannada and Hindi category and subcategory names, where none is entered."""
    for category in session.scalars(select(Category)):
        kn, hi = CATEGORY_NAMES.get(category.name, ("", ""))
        category.label_kn = category.label_kn or kn
        category.label_hi = category.label_hi or hi
        names = SUBCATEGORY_NAMES.get(category.name, {})
        labels = {sub: dict(given) for sub, given in (category.subcategory_labels or {}).items()}
        for sub in category.subcategories:
            sub_kn, sub_hi = names.get(sub, ("", ""))
            entered = labels.setdefault(sub, {})
            for lang, text in (("kn", sub_kn), ("hi", sub_hi)):
                if text and not entered.get(lang):
                    entered[lang] = text
        category.subcategory_labels = {sub: given for sub, given in labels.items() if given}
