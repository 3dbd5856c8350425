"""The shop's own changes to stock (issue 15, the dashboard and the CSV import): set a variant's
count, add to it, start and stop counting a product. Each count change is one conditional
statement whose row count (or RETURNING) says whether it happened:

- set:      UPDATE stock_levels SET on_hand = :n WHERE <variant> AND on_hand = :expected
            (`expected` is what the admin saw: when a sale changed it meanwhile nothing is written
            and the admin is told the count now; a variant without a row is INSERTed … ON
            CONFLICT DO NOTHING, whose row count says the same)
- restock:  UPDATE stock_levels SET on_hand = on_hand + :n WHERE <variant>
- stop:     DELETE the product's rows (its history stays)

Everything runs in the caller's transaction, variants in one order (sorted, as checkout takes
them), so a set racing checkouts or another admin ends with an exact count. The caller bumps the
catalogue version after these writes (stock rows first, then the catalogue's row, the order
checkout uses) and commits; on StockChanged it rolls back, so a refused save writes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import delete, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.orm import Session

from khadi.db import insert_for
from khadi.errors import Conflict, InvalidInput
from khadi.stock.errors import (
    busy,
    changed,
    no_longer_tracked,
    no_such_variant,
    not_tracked,
    now_tracked,
)
from khadi.stock.labels import amount_text, line_label
from khadi.stock.levels import LEVELS, Variant, read_levels
from khadi.stock.models import REASON_EDIT, REASON_IMPORT, REASON_RESTOCK
from khadi.stock.movements import record_movement

_L = LEVELS.c
STOPPED = "stopped counting"
_IMPORT_ATTEMPTS = 20


class StockChanged(Conflict):
    """What the admin saw is no longer so (a sale, another admin): nothing was written."""

    code = "stock_changed"


@dataclass(frozen=True)
class Goods:
    """A product as stock sees it: its variants (every size × type) and their unit."""

    product_id: str
    title: str
    sizes: tuple[str, ...]
    types: tuple[str, ...]
    unit: str

    def variants(self) -> list[Variant]:
        return [
            Variant(self.product_id, size, type_)
            for size in self.sizes or ("",)
            for type_ in self.types or ("",)
        ]

    def variant(self, size: str, type_: str, field: str = "variant") -> Variant:
        """The variant of this size and type; InvalidInput when the product has no such one."""
        variant = Variant(self.product_id, size, type_)
        if variant not in self.variants():
            message = no_such_variant(self.title, size, type_)
            raise InvalidInput(message, fields={field: message})
        return variant

    def label(self, variant: Variant) -> str:
        return line_label(self.title, variant.size, variant.type)


@dataclass(frozen=True)
class NewCount:
    """Set `variant` to `on_hand` (stored units). `expected`: the count the admin saw (0 for a
    counted product's variant without a row), or None when they saw the product not counted."""

    variant: Variant
    on_hand: int
    expected: int | None


def _rowcount(result: Any) -> int:
    return cast(CursorResult[Any], result).rowcount


def _where(variant: Variant) -> list[Any]:
    return [_L.product_id == variant.product_id, _L.size == variant.size, _L.type == variant.type]


def _insert(session: Session, goods: Goods, variant: Variant, on_hand: int, now: datetime) -> bool:
    """A row for a variant that has none; False when one is there (another writer was first)."""
    statement = (
        insert_for(session, LEVELS)
        .values(
            product_id=variant.product_id,
            size=variant.size,
            type=variant.type,
            on_hand=on_hand,
            unit=goods.unit,
            updated_at=now,
        )
        .on_conflict_do_nothing(index_elements=["product_id", "size", "type"])
        .returning(_L.on_hand)
    )
    return session.execute(statement).first() is not None


def _set_one(session: Session, goods: Goods, count: NewCount, now: datetime) -> int | None:
    """The count before, when the set happened; None when what the admin saw has changed."""
    variant = count.variant
    if count.expected is None:
        return 0 if _insert(session, goods, variant, count.on_hand, now) else None
    done = session.scalar(
        update(LEVELS)
        .where(*_where(variant), _L.on_hand == count.expected)
        .values(on_hand=count.on_hand, updated_at=now)
        .returning(_L.on_hand)
    )
    if done is not None:
        return count.expected
    if count.expected == 0 and _insert(session, goods, variant, count.on_hand, now):
        return 0
    return None


def _changed_message(session: Session, goods: Goods, variant: Variant) -> str:
    left = read_levels(session, [goods.product_id]).left(variant)
    if left is None:
        return no_longer_tracked(goods.title)
    return changed(goods.label(variant), amount_text(left, goods.unit))


def set_counts(
    session: Session,
    goods: Goods,
    counts: Iterable[NewCount],
    *,
    user_id: str | None,
    now: datetime,
    reason: str = REASON_EDIT,
) -> int:
    """Set each variant's count when it is still what the admin saw; the number of counts that
    changed. StockChanged (the caller rolls back) names every variant that had changed."""
    counts = sorted(counts, key=lambda count: count.variant)
    tracked = read_levels(session, [goods.product_id]).is_tracked(goods.product_id)
    starting = any(count.expected is None for count in counts)
    if starting and tracked:
        raise StockChanged(now_tracked(goods.title))
    if not starting and counts and not tracked:
        raise StockChanged(no_longer_tracked(goods.title))
    stale: dict[str, str] = {}
    changed = 0
    for count in counts:
        before = _set_one(session, goods, count, now)
        if before is None:
            stale[field_name(count.variant)] = _changed_message(session, goods, count.variant)
            continue
        if before != count.on_hand or count.expected is None:
            changed += 1
            change = count.on_hand - before
            record_movement(
                session, count.variant, goods.unit, change, count.on_hand, reason,
                now=now, user_id=user_id,
            )  # fmt: skip
    if stale:
        raise StockChanged(" · ".join(stale.values()), fields=stale)
    session.flush()
    return changed


def field_name(variant: Variant) -> str:
    """How a variant is named in an error's `fields`: 'M/Half Sleeve', 'M', or '' (no options)."""
    return "/".join(part for part in (variant.size, variant.type) if part)


def restock(
    session: Session,
    goods: Goods,
    variant: Variant,
    added: int,
    *,
    user_id: str | None,
    now: datetime,
) -> int:
    """Add `added` (stored units, > 0) to a counted variant; what it has after."""
    if not read_levels(session, [goods.product_id]).is_tracked(goods.product_id):
        raise StockChanged(not_tracked(goods.title))
    after = session.scalar(
        update(LEVELS)
        .where(*_where(variant))
        .values(on_hand=_L.on_hand + added, updated_at=now)
        .returning(_L.on_hand)
    )
    if after is None:  # a counted product's variant without a row (it has 0)
        if _insert(session, goods, variant, added, now):
            after = added
        else:  # another writer made the row a moment ago
            after = session.scalar(
                update(LEVELS)
                .where(*_where(variant))
                .values(on_hand=_L.on_hand + added, updated_at=now)
                .returning(_L.on_hand)
            )
            if after is None:
                raise StockChanged(no_longer_tracked(goods.title))
    record_movement(
        session, variant, goods.unit, added, after, REASON_RESTOCK, now=now, user_id=user_id
    )
    session.flush()
    return int(after)


def stop_tracking(session: Session, product_id: str, *, user_id: str | None, now: datetime) -> int:
    """Stop counting a product (it sells without a limit again); the rows removed. The history
    stays, each variant's last entry saying it went to 0 ('edit', note 'stopped counting')."""
    removed = session.execute(
        delete(LEVELS)
        .where(_L.product_id == product_id)
        .returning(_L.size, _L.type, _L.on_hand, _L.unit)
    ).all()
    for row in sorted(removed, key=lambda r: (r.size, r.type)):
        record_movement(
            session, Variant(product_id, row.size, row.type), row.unit, -row.on_hand, 0,
            REASON_EDIT, now=now, user_id=user_id, note=STOPPED,
        )  # fmt: skip
    session.flush()
    return len(removed)


def import_counts(
    session: Session,
    goods: Goods,
    counts: dict[Variant, int],
    *,
    user_id: str | None,
    now: datetime,
    reason: str = REASON_IMPORT,
) -> int:
    """Set each listed variant to its count whatever it is now (a CSV import states the counts):
    each set is conditional on the count just read, and is read and tried again when a sale
    came in between, so the history's change and count after are exact. The number changed."""
    changed = 0
    for variant in sorted(counts):
        on_hand = counts[variant]
        for _attempt in range(_IMPORT_ATTEMPTS):
            seen = read_levels(session, [goods.product_id]).rows.get(variant)
            expected = None if seen is None else seen.on_hand
            before = _set_one(session, goods, NewCount(variant, on_hand, expected), now)
            if before is not None:
                break
        else:
            raise StockChanged(busy(goods.label(variant)))
        if before != on_hand or expected is None:
            changed += 1
            record_movement(
                session, variant, goods.unit, on_hand - before, on_hand, reason,
                now=now, user_id=user_id,
            )  # fmt: skip
    session.flush()
    return changed
