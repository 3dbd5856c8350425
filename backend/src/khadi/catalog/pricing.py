"""What a product costs at a moment (issue 31): its selling price, the MRP struck through beside
it, and when that next changes.

Nothing is rewritten when a sale starts or ends. The price is worked out from the clock whenever
it is read — by the catalogue's snapshot, the cart, delivery quotes and the checkout that charges
it — so a sale set for Deepavali starts and ends with nobody awake at midnight. The snapshot keeps
`next_change`, the first sale boundary after it was built, and is rebuilt once the clock passes
it, so no cached list or ETag outlives the price it shows.

Sizes (the rule for a size's MRP): a size has no price of its own — `options.availableSizes` are
labels, and every size is sold, filtered, sorted and charged at the product's selling price. A
size without an MRP of its own shows the product's MRP only when the size's price equals the
product's price, and none otherwise (an MRP is the printed price of one article and says nothing
beside a different price). As every size's price is the product's, every size shows the
product's MRP and saving: `shelf_price(product, now)` is the shelf price of each of its sizes
(tests/catalog/test_sale_prices.py).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from khadi.catalog.models import Product
from khadi.kit import time as kit_time
from khadi.kit.time import as_utc

# the shop's clock: the admin form's sale start and end are Indian Standard Time
IST = timezone(timedelta(hours=5, minutes=30), "IST")


def clock() -> datetime:
    """The moment prices are read at. Every reader calls it through this module, so a test can
    set the clock for the snapshot, the cart and the checkout at once."""
    return kit_time.utcnow()


@dataclass(frozen=True)
class ShelfPrice:
    price: int  # paise, what the shopper pays now (per metre for Fabrics)
    mrp: int | None  # paise, shown struck through; always above `price` when set
    sale_ends_at: datetime | None  # UTC, while a sale is on


def sale_on(product: Product, now: datetime) -> bool:
    """A sale price applies from its start (included) until its end (excluded); a sale with no
    start has started, one with no end runs until the owner removes it."""
    if product.sale_price is None:
        return False
    starts, ends = product.sale_starts_at, product.sale_ends_at
    return (starts is None or as_utc(starts) <= now) and (ends is None or now < as_utc(ends))


def selling_price(product: Product, now: datetime) -> int:
    """The price charged now: the sale price during the sale, else the regular price."""
    if sale_on(product, now) and product.sale_price is not None:
        return product.sale_price
    return product.price


def shelf_price(product: Product, now: datetime) -> ShelfPrice:
    """The selling price with what is struck through beside it: the MRP, or during a sale the
    regular price when there is no higher MRP."""
    on_sale = sale_on(product, now)
    price = selling_price(product, now)
    struck = max(product.mrp or 0, product.price if on_sale else 0)
    return ShelfPrice(
        price=price,
        mrp=struck if struck > price else None,
        sale_ends_at=as_utc(product.sale_ends_at) if on_sale and product.sale_ends_at else None,
    )


def next_change(products: Iterable[Product], now: datetime) -> datetime | None:
    """The first sale start or end after `now`, when some price changes by itself."""
    upcoming = [
        as_utc(moment)
        for product in products
        if product.sale_price is not None
        for moment in (product.sale_starts_at, product.sale_ends_at)
        if moment is not None and as_utc(moment) > now
    ]
    return min(upcoming, default=None)
