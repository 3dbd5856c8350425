"""Catalogue reads and the pre-serialised snapshot that serves them (DESIGN.md §8)."""

from __future__ import annotations

import gzip
import hashlib
import threading
import time
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import Text, cast, func, or_, select, update
from sqlalchemy.orm import Session

from khadi.catalog import pricing
from khadi.catalog.categories import is_fabric
from khadi.catalog.errors import PRODUCT_NOT_FOUND
from khadi.catalog.models import CatalogState, Category, Product
from khadi.catalog.schemas import (
    CategoryOut,
    ImageOut,
    ProductList,
    ProductOptions,
    ProductOut,
    SizeChartOut,
    SizeOptionOut,
)
from khadi.catalog.size_charts import SIZE_CHARTS
from khadi.errors import NotFound
from khadi.kit.json import dumps
from khadi.kit.time import as_utc, product_date
from khadi.media.storage import MediaStore
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock.levels import Levels, product_stock, read_levels
from khadi.stock.models import UNIT_PIECE, UNIT_QUARTER_METRE
from khadi.stock.schemas import ProductStock
from khadi.stock.version import stock_version


def image_out(record: dict[str, Any], store: MediaStore) -> ImageOut:
    return ImageOut(
        url=store.url(record["key"]),
        width=record["width"],
        height=record["height"],
        variants=[
            {"width": v["width"], "url": store.url(v["key"])} for v in record.get("variants", [])
        ],
    )


def stock_view(product: Product, levels: Levels, threshold: int) -> ProductStock | None:
    """What a shopper sees of the product's stock; None when it is not tracked."""
    options = product.options or {}
    return product_stock(
        levels,
        product.id,
        [str(size) for size in options.get("availableSizes") or []],
        [str(type_) for type_ in options.get("availableTypes") or []],
        threshold,
        UNIT_QUARTER_METRE if is_fabric(product.category) else UNIT_PIECE,
    )


def product_out(
    product: Product,
    store: MediaStore,
    stock: ProductStock | None = None,
    now: datetime | None = None,
) -> ProductOut:
    """`stock`: the shopper's view of a tracked product (`stock_view`); a tracked product with
    nothing left says 'Out of Stock' like the manual flag. Priced at `now` (the clock when
    None): `price` is what is charged then, `mrp` what is struck through beside it."""
    images = [image_out(record, store) for record in product.images]
    shelf = pricing.shelf_price(product, pricing.clock() if now is None else now)
    return ProductOut(
        id=product.id,
        title=product.title,
        description=product.description,
        price=shelf.price,
        mrp=shelf.mrp,
        sale_ends_at=shelf.sale_ends_at,
        category=product.category,
        sub_categories=list(product.sub_categories),
        tags=list(product.tags),
        image_url=[image.url for image in images],
        images=images,
        out_of_stock=product.out_of_stock or (stock is not None and stock.sold_out),
        coming_soon=product.coming_soon,
        options=ProductOptions.model_validate(product.options or {}),
        stock=stock,
        time=as_utc(product.time),
        date=product_date(product.time),
        title_kn=product.title_kn,
        title_hi=product.title_hi,
        description_kn=product.description_kn,
        description_hi=product.description_hi,
    )


def get_product(session: Session, product_id: str) -> Product:
    product = session.get(Product, product_id)
    if product is None:
        raise NotFound(PRODUCT_NOT_FOUND)
    return product


def like_pattern(text: str) -> str:
    """`text` anywhere, for LIKE … ESCAPE '\\': its own %, _ and \\ match themselves."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def product_page(
    session: Session, *, page: int, page_size: int, search: str = ""
) -> tuple[list[Product], int]:
    """Newest first; `search` matches the title (English, Kannada or Hindi), category or a tag,
    case-insensitively."""
    query = select(Product)
    search = search.strip().lower()
    if search:
        pattern = like_pattern(search)
        query = query.where(
            or_(
                func.lower(Product.title).like(pattern, escape="\\"),
                func.lower(Product.title_kn).like(pattern, escape="\\"),
                func.lower(Product.title_hi).like(pattern, escape="\\"),
                func.lower(Product.category).like(pattern, escape="\\"),
                func.lower(cast(Product.tags, Text)).like(pattern, escape="\\"),
            )
        )
    total = session.scalar(select(func.count()).select_from(query.subquery())) or 0
    products = session.scalars(
        query.order_by(Product.time.desc(), Product.id)
        .offset((page - 1) * page_size)
        .limit(page_size)
    )
    return list(products), total


def list_categories(session: Session) -> list[CategoryOut]:
    rows = session.scalars(select(Category).order_by(Category.id))
    return [
        CategoryOut(
            name=c.name,
            label=c.label,
            subcategories=c.subcategories,
            label_kn=c.label_kn,
            label_hi=c.label_hi,
            subcategory_labels=c.subcategory_labels or {},
        )
        for c in rows
    ]


def list_size_charts() -> list[SizeChartOut]:
    return [
        SizeChartOut(
            key=chart.key,
            label=chart.label,
            sizes=[
                SizeOptionOut(primary=s.primary, secondary=s.secondary, value=s.value, unit=s.unit)
                for s in chart.sizes
            ],
            types=list(chart.types),
        )
        for chart in SIZE_CHARTS.values()
    ]


def catalog_version(session: Session) -> int:
    """What clients and snapshots compare: the catalogue's own version plus the stock's (a sale
    that changes what a variant shows is a catalogue change to a shopper)."""
    own = session.scalar(select(CatalogState.version).where(CatalogState.id == 1)) or 0
    return own + stock_version(session)


def bump_catalog_version(session: Session) -> None:
    """Call inside the transaction of every catalogue change, so every instance rebuilds."""
    session.execute(
        update(CatalogState).where(CatalogState.id == 1).values(version=CatalogState.version + 1)
    )


@dataclass(frozen=True)
class Snapshot:
    """The whole catalogue as ready-to-send bytes, plus each product's own bytes."""

    version: int
    body: bytes
    gzipped: bytes
    etag: str
    products: dict[str, bytes] = field(repr=False)
    low_stock_threshold: int = 0  # a new threshold changes what 'Only N left' shows
    # the first sale start or end after it was built: past it, some price in it is wrong
    next_price_change: datetime | None = None

    def priced_until_past(self, now: datetime) -> bool:
        return self.next_price_change is not None and now >= self.next_price_change


def build_snapshot(session: Session, store: MediaStore, now: datetime | None = None) -> Snapshot:
    now = pricing.clock() if now is None else now
    version = catalog_version(session)
    threshold = read_stock_settings(session).low_stock_threshold
    levels = read_levels(session)
    rows = list(session.scalars(select(Product).order_by(Product.time)))
    products = [product_out(p, store, stock_view(p, levels, threshold), now) for p in rows]
    body = dumps(
        ProductList(version=version, products=products).model_dump(mode="json", by_alias=True)
    )
    by_id = {p.id: dumps(p.model_dump(mode="json", by_alias=True)) for p in products}
    etag = '"' + hashlib.blake2b(body, digest_size=12).hexdigest() + '"'
    return Snapshot(
        version,
        body,
        gzip.compress(body, 6, mtime=0),
        etag,
        by_id,
        threshold,
        pricing.next_change(rows, now),
    )


def _stale(session: Session, snapshot: Snapshot) -> bool:
    return (
        catalog_version(session) != snapshot.version
        or read_stock_settings(session).low_stock_threshold != snapshot.low_stock_threshold
    )


class SnapshotCache:
    """Keeps one snapshot per process; asks the database for the version at most every
    `recheck_seconds`, so a change made through another instance is served within that time."""

    def __init__(self, recheck_seconds: float = 0.5) -> None:
        self.recheck_seconds = recheck_seconds
        self._snapshot: Snapshot | None = None
        self._checked_at = 0.0
        self._invalidated = False
        self._recheck_claimed = False
        self._lock = threading.Lock()

    def invalidate(self) -> None:
        """This instance changed the catalogue: the next read waits for the new snapshot."""
        self._invalidated = True

    def fresh(self, *, claim: bool = True) -> Snapshot | None:
        """The snapshot to serve without touching the database, or None when this caller must
        call `get`. When a recheck falls due, the first caller claims it and the others keep
        serving the snapshot in hand until it is done (a change made elsewhere shows up one
        recheck later), so a busy moment never queues them behind the database.

        claim=False only looks: for a caller that hands a due recheck on to one that will call
        `get` (the fast path). A claim nobody releases would stop the rechecks for good."""
        current = self._snapshot
        if current is None or self._invalidated:
            return None
        if current.next_price_change is not None and current.priced_until_past(pricing.clock()):
            return None  # a sale started or ended: no caller may serve the old prices
        if self._recheck_claimed or time.monotonic() - self._checked_at < self.recheck_seconds:
            return current
        if claim:
            self._recheck_claimed = True
        return None

    def get(self, session: Session, store: MediaStore) -> Snapshot:
        with self._lock:
            try:
                current = self._snapshot
                due = time.monotonic() - self._checked_at >= self.recheck_seconds
                now = pricing.clock()
                repriced = current is not None and current.priced_until_past(now)
                if current is None or self._invalidated or due or repriced:
                    self._invalidated = False
                    if current is None or repriced or _stale(session, current):
                        current = self._snapshot = build_snapshot(session, store, now)
                    self._checked_at = time.monotonic()
                return current
            finally:
                self._recheck_claimed = False
