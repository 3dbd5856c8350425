"""The cart as the shopper sees it: lines priced from the products as they are now (spec §9).

For checkout: `price_cart(session, user_id, rules).available_lines` are the lines that may be
bought, priced from the database (never from the client); unavailable lines are never among them,
and `summary` is computed over them only. Rounding is stated in `cart.rules`.

Stock (issue 15): the cart's variants are read in one query. A line whose variant has none left
is unavailable; a line holding more than is left stays available but carries `stock_left`, so
the shopper sees 'Only 2 left' before checkout refuses it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import cast

from sqlalchemy import Table, select
from sqlalchemy.orm import Session

from khadi.cart.models import CartLine
from khadi.cart.rules import (
    CartRules,
    Measure,
    Summary,
    line_problem,
    line_total,
    measure_for,
    over_stock,
    summarise,
)
from khadi.cart.schemas import CartLineOut, CartOut, CartProductOut
from khadi.cart.summary import summary_out
from khadi.catalog import pricing
from khadi.catalog.models import Product
from khadi.catalog.service import image_out
from khadi.discounts.rules import CodeLine
from khadi.discounts.service import CodePrice, cart_code_price
from khadi.kit.time import utcnow
from khadi.media.storage import MediaStore
from khadi.stock.holds import available_levels
from khadi.stock.levels import Variant

CART_LINES = cast(Table, CartLine.__table__)
_C = CART_LINES.c


@dataclass(frozen=True)
class PricedLine:
    product_id: str
    size: str
    type: str
    quantity: int  # stored: quarter-metres or pieces
    measure: Measure
    product: Product | None
    problem: str | None  # why it cannot be bought now; None when it can
    unit_price: int | None
    line_total: int | None
    stock_left: int | None = None  # stored unit; set only when the line holds more than that
    discount: int = 0  # issue 31: paise of the discount code's amount this line carries

    @property
    def available(self) -> bool:
        return self.problem is None


@dataclass(frozen=True)
class PricedCart:
    lines: list[PricedLine]
    summary: Summary
    code: CodePrice | None = None  # issue 31: the cart's discount code, priced over its lines

    @property
    def available_lines(self) -> list[PricedLine]:
        return [line for line in self.lines if line.available]


def price_cart(session: Session, user_id: str, rules: CartRules) -> PricedCart:
    """The user's lines, oldest first, priced from the products as they are now."""
    rows = session.execute(
        select(_C.product_id, _C.size, _C.type, _C.quantity, _C.unit)
        .where(_C.user_id == user_id)
        .order_by(_C.id)
    ).all()
    ids = {row.product_id for row in rows}
    products: dict[str, Product] = {}
    if ids:
        found = session.scalars(
            select(Product)
            .where(Product.id.in_(ids))
            .execution_options(populate_existing=True)  # fresh, even if loaded earlier
        )
        products = {product.id: product for product in found}
    levels = available_levels(session, ids, utcnow())
    now = pricing.clock()  # a sale's price, from its start until its end (issue 31)
    lines: list[PricedLine] = []
    for row in rows:
        product = products.get(row.product_id)
        price = pricing.selling_price(product, now) if product is not None else None
        left = levels.left(Variant(row.product_id, row.size, row.type))
        problem = line_problem(product, row.size, row.type, row.unit, left)
        lines.append(
            PricedLine(
                product_id=row.product_id,
                size=row.size,
                type=row.type,
                quantity=row.quantity,
                measure=measure_for(row.unit, rules),
                product=product,
                problem=problem,
                unit_price=price,
                line_total=None if price is None else line_total(price, row.quantity, row.unit),
                stock_left=None if problem else over_stock(row.quantity, left),
            )
        )
    return _with_code(session, user_id, lines, rules)


def _with_code(
    session: Session, user_id: str, lines: list[PricedLine], rules: CartRules
) -> PricedCart:
    """The summary over the available lines, less the cart's discount code (issue 31), whose
    amount each line it applies to carries a share of (khadi.discounts.rules.spread)."""
    buyable = [i for i, line in enumerate(lines) if line.available and line.line_total is not None]
    code_lines = []
    for i in buyable:
        product = lines[i].product
        category = product.category if product is not None else ""
        code_lines.append(CodeLine(lines[i].product_id, category, lines[i].line_total or 0))
    code = cart_code_price(session, user_id, code_lines)
    if code is not None and code.problem is None:
        for i, share in zip(buyable, code.shares, strict=True):
            lines[i] = replace(lines[i], discount=share)
    totals = [lines[i].line_total or 0 for i in buyable]
    amount = code.amount if code is not None and code.problem is None else 0
    return PricedCart(lines, summarise(totals, rules, amount), code)


def _product_out(product: Product, store: MediaStore) -> CartProductOut:
    images = [image_out(record, store) for record in product.images]
    shelf = pricing.shelf_price(product, pricing.clock())
    return CartProductOut(
        id=product.id,
        title=product.title,
        price=shelf.price,
        mrp=shelf.mrp,
        image_url=[image.url for image in images],
        images=images,
        category=product.category,
        out_of_stock=product.out_of_stock,
        coming_soon=product.coming_soon,
    )


def _line_out(line: PricedLine, store: MediaStore) -> CartLineOut:
    measure = line.measure
    return CartLineOut(
        product_id=line.product_id,
        size=line.size,
        type=line.type,
        quantity=measure.to_api(line.quantity),
        unit="metre" if measure.by_length else "piece",
        min_quantity=int(measure.to_api(measure.minimum)),
        max_quantity=int(measure.to_api(measure.maximum)),
        step=float(measure.to_api(1)),
        product=None if line.product is None else _product_out(line.product, store),
        available=line.available,
        unavailable_reason=line.problem,
        unit_price=line.unit_price,
        line_total=line.line_total,
        stock_left=None if line.stock_left is None else measure.to_api(line.stock_left),
    )


def cart_out(session: Session, priced: PricedCart, store: MediaStore, rules: CartRules) -> CartOut:
    taxed = [
        (line.product.category, line.product_id, line.unit_price, line.line_total - line.discount)
        for line in priced.available_lines
        if line.product is not None and line.unit_price is not None and line.line_total is not None
    ]
    return CartOut(
        lines=[_line_out(line, store) for line in priced.lines],
        summary=summary_out(session, priced.summary, taxed, rules, code=priced.code),
        cart_total_items=len(priced.lines),
    )


def get_cart(session: Session, store: MediaStore, user_id: str, rules: CartRules) -> CartOut:
    return cart_out(session, price_cart(session, user_id, rules), store, rules)
