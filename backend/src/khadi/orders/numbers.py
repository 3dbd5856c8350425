"""Order numbers a person can read out on the phone (issue 32): the shop's prefix, a dash and a
serial from 10001 up, 'KKB-10423'.

The serial comes from the one `order_counters` row by a conditional increment in the transaction
that inserts the order (the way invoice numbers are taken, DESIGN.md §10): the row stays locked
until that transaction ends, so two checkouts never get one number, and a rolled-back checkout
gives its number back. It is taken in a `before_insert` hook, so every way an order is made
(online checkout, cash on delivery, the tests' factories) gets one and none can forget it.

The prefix is the shop's invoice prefix (shop settings, 'KKB' in the demo shop; 'INV' until the
owner sets one); a number keeps the prefix it was given.
"""

from __future__ import annotations

import re
from typing import cast

from sqlalchemy import Connection, Table, select, update
from sqlalchemy.dialects import postgresql, sqlite

from khadi.orders.models import OrderCounter
from khadi.shop.models import SETTINGS_ID, ShopSettings

COUNTER = "orders"
FIRST = 10001
DEFAULT_PREFIX = "INV"
COUNTERS = cast(Table, OrderCounter.__table__)
# what an owner may type for a number: 'KKB-10423', 'kkb 10423', '10423'
_TYPED = re.compile(r"\s*([A-Za-z0-9]{1,3})?\s*[-/ ]?\s*(\d{5,9})\s*")


def _insert(connection: Connection) -> postgresql.Insert | sqlite.Insert:
    if connection.dialect.name == "postgresql":
        return postgresql.insert(COUNTERS)
    return sqlite.insert(COUNTERS)


def next_serial(connection: Connection) -> int:
    """The next serial, in the caller's transaction."""
    bump = (
        update(COUNTERS)
        .where(COUNTERS.c.name == COUNTER)
        .values(last=COUNTERS.c.last + 1)
        .returning(COUNTERS.c.last)
    )
    row = connection.execute(bump).first()
    if row is None:  # no counter yet (a store made before 0031 seeds it): start it
        connection.execute(
            _insert(connection)
            .values(name=COUNTER, last=FIRST - 1)
            .on_conflict_do_nothing(index_elements=["name"])
        )
        row = connection.execute(bump).first()
    assert row is not None
    return int(row[0])


def prefix(connection: Connection) -> str:
    shop = cast(Table, ShopSettings.__table__)
    value = connection.scalar(select(shop.c.invoice_prefix).where(shop.c.id == SETTINGS_ID))
    return value or DEFAULT_PREFIX


def format_number(shop_prefix: str, serial: int) -> str:
    return f"{shop_prefix}-{serial}"


def typed_serial(text: str) -> int | None:
    """The serial in what the owner typed, when it looks like an order number."""
    match = _TYPED.fullmatch(text)
    return int(match.group(2)) if match else None


def allocate(connection: Connection) -> str:
    """A new order's number (models.Order's `before_insert` hook calls this)."""
    return format_number(prefix(connection), next_serial(connection))
