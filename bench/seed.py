"""A fresh catalogue for the API and checkout benchmarks, written straight into the database."""

from __future__ import annotations

from typing import Any

SIZES = ["M", "L"]


def seed(database_url: str, count: int) -> None:
    """Migrate, then insert `count` shirts (sizes M and L; no pictures needed)."""
    from khadi.catalog.models import Product
    from khadi.catalog.service import bump_catalog_version
    from khadi.db import Database, migrate

    migrate(database_url)
    db = Database(database_url)
    image: dict[str, Any] = {
        "key": "product-images/bench.webp",
        "width": 900,
        "height": 900,
        "variants": [],
    }
    with db.sessions.begin() as session:
        session.add_all(
            Product(
                title=f"Handspun Khadi Shirt {n}",
                description="Soft handspun cotton, woven on pit looms in Karnataka.",
                price=89900 + n,
                category="shirts",
                sub_categories=[],
                tags=["shirt", "top-collection"] if n % 3 == 0 else ["shirt"],
                images=[image, image],
                out_of_stock=False,
                coming_soon=False,
                options={"category": "shirts", "availableSizes": SIZES, "availableTypes": []},
            )
            for n in range(count)
        )
        bump_catalog_version(session)
    db.dispose()
