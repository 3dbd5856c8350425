"""A product's stock as the dashboard sees and sets it (issue 15): its exact counts, the admin's
changes to them, a variant's history and the low-stock list (routes: stock/routes.py).
`stock.edits` makes the conditional writes; this module finds the product, checks the forms'
amounts, bumps the stock version after the stock rows (the order checkout takes them in),
commits, and announces the change so open product pages follow live. In the catalogue because
it needs the product (its variants, the editor that refreshes the snapshot): catalog sits
above stock."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TypeVar

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.catalog.csv_stock import goods_for
from khadi.catalog.editing import CatalogEditor
from khadi.catalog.models import Product
from khadi.catalog.service import catalog_version, get_product
from khadi.errors import InvalidInput, words_of
from khadi.events import publish_catalog_changed
from khadi.kit.time import utcnow
from khadi.shop.stock_settings import read_stock_settings
from khadi.stock import edits, history, quantities
from khadi.stock.levels import LEVELS, Levels, Variant, in_units, read_levels
from khadi.stock.models import UNIT_QUARTER_METRE
from khadi.stock.schemas import (
    LowStockItem,
    LowStockList,
    ProductStockOut,
    RestockIn,
    StockHistoryPage,
    StockSetIn,
    VariantCount,
)
from khadi.stock.version import bump_stock_version

T = TypeVar("T")


def goods_of(product: Product) -> edits.Goods:
    return goods_for(product.id, product.title, product.category, product.options or {})


@dataclass(frozen=True)
class Counts:
    tracked: bool
    unit: str  # 'piece' | 'metre'
    variants: list[VariantCount]
    total: int | float | None
    low: bool


def counts(goods: edits.Goods, levels: Levels, threshold: int) -> Counts:
    """The product's variants with their exact counts (every size × type; 0 without a row)."""
    tracked = levels.is_tracked(goods.product_id)
    variants = []
    total = 0
    for variant in goods.variants():
        on_hand = levels.left(variant) or 0
        total += on_hand
        amount = in_units(on_hand, goods.unit)
        variants.append(
            VariantCount(
                size=variant.size, type=variant.type, on_hand=amount, low=amount <= threshold
            )
        )
    return Counts(
        tracked=tracked,
        unit=quantities.api_unit(goods.unit),
        variants=variants if tracked else [],
        total=in_units(total, goods.unit) if tracked else None,
        low=tracked and any(v.low for v in variants),
    )


def product_stock_out(session: Session, product: Product) -> ProductStockOut:
    goods = goods_of(product)
    threshold = read_stock_settings(session).low_stock_threshold
    view = counts(goods, read_levels(session, [product.id]), threshold)
    variants = view.variants or [
        VariantCount(size=v.size, type=v.type, on_hand=0, low=True) for v in goods.variants()
    ]
    return ProductStockOut(
        product_id=product.id,
        title=product.title,
        tracked=view.tracked,
        unit="metre" if view.unit == "metre" else "piece",
        low_stock_threshold=threshold,
        variants=variants,
    )


def _amount(
    value: float, unit: str, field: str, errors: dict[str, str], *, added: bool = False
) -> int:
    try:
        return quantities.to_added(value, unit) if added else quantities.to_stored(value, unit)
    except ValueError as error:
        errors[field] = words_of(error)
        return 0


def _new_counts(goods: edits.Goods, body: StockSetIn) -> list[edits.NewCount]:
    """The form's counts in stored units; InvalidInput naming each wrong field
    (`variants.{i}.count`, `variants.{i}.expected`, `variants.{i}`)."""
    errors: dict[str, str] = {}
    wanted: list[edits.NewCount] = []
    seen: set[tuple[str, str]] = set()
    for index, row in enumerate(body.variants):
        field = f"variants.{index}"
        try:
            variant = goods.variant(row.size, row.type, field)
        except InvalidInput as error:
            errors.update(error.fields)
            continue
        if (row.size, row.type) in seen:
            errors[field] = "This variant is listed twice"
        seen.add((row.size, row.type))
        on_hand = _amount(row.count, goods.unit, f"{field}.count", errors)
        expected = None
        if row.expected is not None:
            expected = _amount(row.expected, goods.unit, f"{field}.expected", errors)
        wanted.append(edits.NewCount(variant, on_hand, expected))
    if errors:
        raise InvalidInput(next(iter(errors.values())), fields=errors)
    return wanted


def _commit_and_announce(editor: CatalogEditor, write: Callable[[], T]) -> T:
    """Run the stock writes, bump the stock version after them (checkout's lock order), commit,
    announce; roll everything back when a write is refused."""
    session = editor.session
    try:
        result = write()
        bump_stock_version(session)
        session.commit()
    except Exception:
        session.rollback()
        raise
    editor.snapshots.invalidate()
    publish_catalog_changed(editor.events, catalog_version(session))
    return result


def set_stock(
    editor: CatalogEditor, product_id: str, body: StockSetIn, admin_id: str
) -> ProductStockOut:
    session = editor.session
    product = get_product(session, product_id)
    goods = goods_of(product)
    wanted = _new_counts(goods, body)
    _commit_and_announce(
        editor, lambda: edits.set_counts(session, goods, wanted, user_id=admin_id, now=utcnow())
    )
    return product_stock_out(session, product)


def restock(
    editor: CatalogEditor, product_id: str, body: RestockIn, admin_id: str
) -> ProductStockOut:
    session = editor.session
    product = get_product(session, product_id)
    goods = goods_of(product)
    variant = goods.variant(body.size, body.type)
    errors: dict[str, str] = {}
    added = _amount(body.amount, goods.unit, "amount", errors, added=True)
    if errors:
        raise InvalidInput(errors["amount"], fields=errors)
    _commit_and_announce(
        editor,
        lambda: edits.restock(session, goods, variant, added, user_id=admin_id, now=utcnow()),
    )
    return product_stock_out(session, product)


def stop_tracking(editor: CatalogEditor, product_id: str, admin_id: str) -> ProductStockOut:
    session = editor.session
    product = get_product(session, product_id)
    _commit_and_announce(
        editor,
        lambda: edits.stop_tracking(session, product.id, user_id=admin_id, now=utcnow()),
    )
    return product_stock_out(session, product)


def stock_history(
    session: Session, product_id: str, size: str, type_: str, *, page: int, page_size: int
) -> StockHistoryPage:
    goods = goods_of(get_product(session, product_id))
    variant = Variant(goods.product_id, size, type_)
    items, total = history.history(session, variant, page=page, page_size=page_size)
    unit = quantities.api_unit(goods.unit)
    return StockHistoryPage(
        items=items,
        total=total,
        page=page,
        page_size=page_size,
        unit="metre" if unit == "metre" else "piece",
    )


def low_stock(session: Session, limit: int = 200) -> LowStockList:
    """Counted variants at or below the threshold (pieces or metres), lowest first."""
    threshold = read_stock_settings(session).low_stock_threshold
    tracked_ids: set[str] = set(session.scalars(select(LEVELS.c.product_id).distinct()))
    items: list[LowStockItem] = []
    products = list(session.scalars(select(Product).where(Product.id.in_(tracked_ids))))
    levels = read_levels(session, tracked_ids)
    for product in products:
        goods = goods_of(product)
        unit = "metre" if goods.unit == UNIT_QUARTER_METRE else "piece"
        for variant in goods.variants():
            amount = in_units(levels.left(variant) or 0, goods.unit)
            if amount <= threshold:
                items.append(
                    LowStockItem(
                        product_id=product.id,
                        title=product.title,
                        size=variant.size,
                        type=variant.type,
                        on_hand=amount,
                        unit=unit,
                    )
                )
    items.sort(key=lambda item: (item.on_hand, item.title.casefold(), item.size, item.type))
    return LowStockList(items=items[:limit], threshold=threshold)
