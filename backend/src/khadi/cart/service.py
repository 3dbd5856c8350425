"""Cart reads and changes (spec §4, §5, §9; DESIGN.md §4).

No lost updates, on SQLite and PostgreSQL alike, without row locks (SQLite ignores
SELECT … FOR UPDATE; STYLE.md "races are designed"). Every change is one short transaction of
conditional writes whose row count (or RETURNING) says what happened:
- add:       INSERT … ON CONFLICT (user, product, size, type) DO UPDATE
             SET quantity = quantity + :q WHERE quantity + :q <= :max RETURNING quantity
             — one atomic statement; no row returned means the limit refused it. An add that
             names its attempt (the Idempotency-Key a click sends) counts once: the same key
             again (a double click, a resent request) adds nothing (issue 28);
- increment: UPDATE … SET quantity = quantity + 1 WHERE … AND quantity + 1 <= :max;
             for a tracked variant (issue 15) :max is also at most what is left, read just
             before, so racing adds of one shopper never push a line past it. The cart holds no
             stock: what is left may still fall afterwards (another shopper's checkout), and the
             cart then flags the line (`cart.pricing`);
- decrement: UPDATE … SET quantity = quantity − 1 WHERE … AND quantity − 1 >= :min, else
             DELETE … WHERE … AND quantity − 1 < :min (below the minimum removes the line);
- remove:    DELETE;
- bought:    after payment, `remove_bought_lines` takes what an order bought out of the cart
             inside the payment's transaction (payments calls it; the cart owns its table).
One step is one stored unit: a piece, or a quarter-metre of fabric. Reads made before a write run
outside any transaction on SQLite (pysqlite begins one at the first write), so a writer never
holds a stale snapshot that SQLite would refuse to upgrade.

Reading and pricing the cart is in `cart.pricing` (checkout uses `price_cart` from there).
Every change tells the user's other tabs (`cart` on `user:{id}`) once it has committed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import timedelta
from typing import Any, cast

from sqlalchemy import ColumnElement, Executable, and_, delete, func, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.accounts import limits
from khadi.cart import errors
from khadi.cart.activity import note_cart_change
from khadi.cart.models import UNIT_QUARTER_METRE
from khadi.cart.pricing import CART_LINES, get_cart
from khadi.cart.rules import (
    FABRIC_MIN_QUARTERS,
    CartRules,
    Measure,
    check_can_add,
    clean_option,
    clean_product_id,
    line_problem,
    measure_for,
    stock_limit,
    unit_for,
)
from khadi.cart.schemas import CartChangeOut, CartLineIn, CartLineKey
from khadi.catalog.models import Product
from khadi.db import insert_for
from khadi.errors import Conflict
from khadi.events import EventBus, publish_user_event
from khadi.kit.time import utcnow
from khadi.media.storage import MediaStore
from khadi.stock.holds import available_levels
from khadi.stock.levels import Variant

_C = CART_LINES.c


@dataclass(frozen=True)
class LineKey:
    product_id: str
    size: str
    type: str

    @classmethod
    def parse(cls, body: CartLineKey) -> LineKey:
        return cls(
            clean_product_id(body.product_id), clean_option(body.size), clean_option(body.type)
        )

    def left(self, session: Session) -> int | None:
        """What this variant has left; None when its product is not tracked."""
        variant = Variant(self.product_id, self.size, self.type)
        return available_levels(session, [self.product_id], utcnow()).left(variant)

    def matches(self, user_id: str) -> ColumnElement[bool]:
        return and_(
            _C.user_id == user_id,
            _C.product_id == self.product_id,
            _C.size == self.size,
            _C.type == self.type,
        )


def _changed(
    session: Session,
    store: MediaStore,
    user_id: str,
    rules: CartRules,
    message: str,
    events: EventBus | None,
) -> CartChangeOut:
    """The cart after a committed change, announced to the user's tabs (when `events`)."""
    cart = get_cart(session, store, user_id, rules)
    announce_cart(events, user_id, cart.cart_total_items)
    return CartChangeOut(
        lines=cart.lines,
        summary=cart.summary,
        cart_total_items=cart.cart_total_items,
        message=message,
    )


def announce_cart(events: EventBus | None, user_id: str, cart_total_items: int) -> None:
    """After the commit: the user's tabs refetch their cart."""
    if events is not None:
        publish_user_event(events, user_id, "cart", {"cartTotalItems": cart_total_items})


def _rowcount(session: Session, statement: Executable) -> int:
    return cast(CursorResult[Any], session.execute(statement)).rowcount


def _stored_unit(session: Session, user_id: str, key: LineKey) -> str | None:
    return session.scalar(select(_C.unit).where(key.matches(user_id)))


# An add's attempt key is remembered this long: far longer than any double click or resend.
ADD_ATTEMPT = limits.Limit("cart-add", 1, timedelta(minutes=10))


def add_line(
    session: Session,
    store: MediaStore,
    user_id: str,
    item: CartLineIn,
    rules: CartRules,
    *,
    events: EventBus | None = None,
    attempt: str | None = None,
) -> CartChangeOut:
    """Add a line, or add to the quantity of the identical line; refuse past the line's limit.

    `attempt` (the request's Idempotency-Key): the first add with it adds, a repeat answers the
    cart as it is. The attempt is counted before the add (`limits.hit`, exact under concurrency on
    both databases), so of two requests racing with one key exactly one adds."""
    key = LineKey.parse(item)
    if attempt is not None:
        repeat = limits.hit(
            session, ADD_ATTEMPT.scope, f"{user_id}\0{attempt}", 1, ADD_ATTEMPT.window
        )
        if repeat is not None:
            return _changed(session, store, user_id, rules, errors.PRODUCT_ADDED, None)
    product = check_can_add(session.get(Product, key.product_id), key.size, key.type)
    measure = measure_for(unit_for(product), rules)
    quantity = measure.parse(item.quantity)
    left = key.left(session)
    limit = stock_limit(measure.maximum, left)
    if left is not None and quantity > left:
        raise errors.not_enough_stock(product, key.size, key.type, left, measure.unit)
    insert = insert_for(session, CART_LINES).values(
        user_id=user_id,
        product_id=key.product_id,
        size=key.size,
        type=key.type,
        quantity=quantity,
        unit=measure.unit,
        added_at=utcnow(),
    )
    upsert = insert.on_conflict_do_update(
        index_elements=[_C.user_id, _C.product_id, _C.size, _C.type],
        set_={"quantity": _C.quantity + insert.excluded.quantity},
        where=and_(
            _C.quantity + insert.excluded.quantity <= limit,
            _C.unit == insert.excluded.unit,
        ),
    )
    # RETURNING says whether a row was written: with DO UPDATE … WHERE false it returns nothing.
    # (rowcount cannot tell: PostgreSQL reports -1 for INSERT … RETURNING through psycopg.)
    if session.execute(upsert.returning(_C.quantity)).first() is None:
        session.rollback()
        if _stored_unit(session, user_id, key) not in (None, measure.unit):
            raise errors.Unavailable(errors.PRODUCT_CHANGED)
        raise _over_limit(product, key, measure, left)
    note_cart_change(session, user_id)  # issue 31: a new cart to remind of
    session.commit()
    return _changed(session, store, user_id, rules, errors.PRODUCT_ADDED, events)


def _over_limit(product: Product, key: LineKey, measure: Measure, left: int | None) -> Exception:
    """The refusal of a line that would pass its limit: what is left, when that was the limit."""
    if left is not None and left < measure.maximum:
        return errors.not_enough_stock(product, key.size, key.type, left, measure.unit)
    message = measure.limit_message()
    return errors.QuantityLimit(message, fields={"quantity": message})


def increment_line(
    session: Session,
    store: MediaStore,
    user_id: str,
    body: CartLineKey,
    rules: CartRules,
    *,
    events: EventBus | None = None,
) -> CartChangeOut:
    """One step more (1 unit or 0.25 m); refused for a line that cannot be bought or is full."""
    key = LineKey.parse(body)
    unit = _stored_unit(session, user_id, key)
    if unit is None:
        raise errors.NotInCart(errors.NOT_IN_CART)
    product = session.get(Product, key.product_id)
    left = key.left(session)
    problem = line_problem(product, key.size, key.type, unit, left)
    if product is None or problem is not None:
        raise errors.Unavailable(problem or errors.PRODUCT_GONE)
    measure = measure_for(unit, rules)
    limit = stock_limit(measure.maximum, left)
    grown = _rowcount(
        session,
        update(CART_LINES)
        .where(key.matches(user_id), _C.unit == unit, _C.quantity + 1 <= limit)
        .values(quantity=_C.quantity + 1),
    )
    if not grown:
        session.rollback()
        if _stored_unit(session, user_id, key) is None:
            raise errors.NotInCart(errors.NOT_IN_CART)
        raise _over_limit(product, key, measure, left)
    note_cart_change(session, user_id)  # issue 31: a new cart to remind of
    session.commit()
    return _changed(session, store, user_id, rules, errors.QUANTITY_INCREASED, events)


def decrement_line(
    session: Session,
    store: MediaStore,
    user_id: str,
    body: CartLineKey,
    rules: CartRules,
    *,
    events: EventBus | None = None,
) -> CartChangeOut:
    """One step less; below the minimum (1 unit, 1 m) the line is removed (spec §4)."""
    key = LineKey.parse(body)
    for _ in range(5):  # a retry only when a concurrent change slipped between the two writes
        unit = _stored_unit(session, user_id, key)
        if unit is None:
            raise errors.NotInCart(errors.NOT_IN_CART)
        minimum = measure_for(unit, rules).minimum
        line = and_(key.matches(user_id), _C.unit == unit)
        shrink = update(CART_LINES).where(line, _C.quantity - 1 >= minimum)
        if _rowcount(session, shrink.values(quantity=_C.quantity - 1)):
            note_cart_change(session, user_id)  # issue 31: a new cart to remind of
            session.commit()
            return _changed(session, store, user_id, rules, errors.QUANTITY_DECREASED, events)
        if _rowcount(session, delete(CART_LINES).where(line, _C.quantity - 1 < minimum)):
            note_cart_change(session, user_id)  # issue 31: a new cart to remind of
            session.commit()
            return _changed(session, store, user_id, rules, errors.ITEM_REMOVED, events)
        session.rollback()
    raise Conflict(errors.DECREMENT_FAILED)


def remove_line(
    session: Session,
    store: MediaStore,
    user_id: str,
    body: CartLineKey,
    rules: CartRules,
    *,
    events: EventBus | None = None,
) -> tuple[CartChangeOut, bool]:
    """Remove the line; removing a line that is not there changes nothing and is not an error
    (two tabs may both press remove). Returns the cart and whether a line was removed."""
    key = LineKey.parse(body)
    removed = _rowcount(session, delete(CART_LINES).where(key.matches(user_id))) > 0
    if removed:
        note_cart_change(session, user_id)  # issue 31: a new cart to remind of
    session.commit()
    cart = _changed(
        session, store, user_id, rules, errors.ITEM_REMOVED, events if removed else None
    )
    return cart, removed


# --- after payment ------------------------------------------------------------------------------


def remove_bought_lines(session: Session, user_id: str, items: Sequence[dict[str, Any]]) -> None:
    """Take what an order bought out of the user's cart, inside the caller's transaction.

    A line bought as it is leaves the cart. If the shopper raised its quantity in another tab
    while paying, only the extra stays (never less than the line's minimum: a remainder below
    1 unit or 1 m leaves too). Lines added after checkout stay. Keys are visited in a fixed
    order so two payments of the same user cannot deadlock on PostgreSQL.
    """
    for item in sorted(items, key=lambda i: (i["productId"], i["size"], i["type"])):
        bought = int(item["cartQuantity"])
        unit = item["cartUnit"]
        minimum = FABRIC_MIN_QUARTERS if unit == UNIT_QUARTER_METRE else 1
        line = and_(
            _C.user_id == user_id,
            _C.product_id == item["productId"],
            _C.size == item["size"],
            _C.type == item["type"],
            _C.unit == unit,
        )
        # delete first: the update's remainder must not be judged against `bought` again
        session.execute(delete(CART_LINES).where(line, _C.quantity - bought < minimum))
        session.execute(
            update(CART_LINES)
            .where(line, _C.quantity - bought >= minimum)
            .values(quantity=_C.quantity - bought)
        )


def cart_line_count(session: Session, user_id: str) -> int:
    return (
        session.scalar(select(func.count()).select_from(CART_LINES).where(_C.user_id == user_id))
        or 0
    )
