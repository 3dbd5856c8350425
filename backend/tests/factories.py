"""Small builders for test data."""

from __future__ import annotations

from typing import Any

from sqlalchemy.orm import Session

from khadi.catalog.models import Product
from khadi.catalog.service import bump_catalog_version


def make_product(session: Session, **fields: Any) -> Product:
    values: dict[str, Any] = {
        "title": "Handspun Khadi Shirt",
        "description": "Soft handspun cotton, woven in Karnataka.",
        "price": 89900,
        "category": "shirts",
        "sub_categories": [],
        "tags": ["shirt"],
        "images": [
            {
                "key": "product-images/shirt.webp",
                "width": 900,
                "height": 900,
                "variants": [{"width": 320, "key": "product-images/shirt_w320.webp"}],
            }
        ],
        "out_of_stock": False,
        "coming_soon": False,
        "options": {
            "category": "shirts",
            "availableSizes": ["M", "L"],
            "availableTypes": ["Half Sleeve"],
        },
    }
    values.update(fields)
    product = Product(**values)
    session.add(product)
    bump_catalog_version(session)
    session.commit()
    return product


def make_fabric(session: Session, **fields: Any) -> Product:
    """A fabric sold by the metre (price per metre in paise), with no sizes or types."""
    values: dict[str, Any] = {
        "title": "Kora Khadi Fabric",
        "price": 34999,
        "category": "fabrics",
        "sub_categories": ["khadi"],
        "tags": ["fabric"],
        "options": {},
    }
    values.update(fields)
    return make_product(session, **values)
