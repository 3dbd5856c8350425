"""A shopper's return request (issue 16): lines of their paid order, within 10 days of delivery.

Two racing requests for the same line must never together claim more than was bought. Each
request first takes the order's row with a conditional UPDATE
    UPDATE orders SET updated_at = :now WHERE id = :id AND status = 'paid'
                                          AND fulfilment = 'delivered'
which PostgreSQL holds (a row lock) and SQLite holds (its one write lock) until the request
commits; only then are the earlier returns read and the new one written. So the second of two
racing requests waits, then sees the first one's claim. `(order_id, idempotency_key)` is unique:
the same request sent twice is one return.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import Table, select, update
from sqlalchemy.engine import CursorResult
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session

from khadi.accounts.languages import Language
from khadi.accounts.models import User
from khadi.kit.time import as_utc, utcnow
from khadi.mail.localize import localized_items, user_language
from khadi.mail.messages import return_request_alert, return_update
from khadi.mail.messages.return_update import ReturnFacts
from khadi.mail.messages.texts import metres_text, option_text
from khadi.mail.outbox import enqueue
from khadi.orders.models import DELIVERED, FulfilmentEvent, Order
from khadi.orders.refunds import TOOK_MONEY, took_money
from khadi.orders.service import get_user_order
from khadi.returns import errors
from khadi.returns.models import Return, ReturnPhoto
from khadi.returns.schemas import ReturnRequestIn
from khadi.returns.view import claimed, line_amount, returns_until
from khadi.shop.identity import read_identity

KEY = re.compile(r"[A-Za-z0-9_-]{8,128}")
NOTE_MAX = 500
PHOTOS_MAX = 3
ORDERS = cast(Table, Order.__table__)
PHOTOS = cast(Table, ReturnPhoto.__table__)


@dataclass(frozen=True)
class Wanted:
    line: int
    quantity: int | float


def _rows(result: Any) -> int:
    return cast(CursorResult[Any], result).rowcount


def delivered_at(session: Session, order_id: str) -> datetime | None:
    return session.scalar(
        select(FulfilmentEvent.at)
        .where(FulfilmentEvent.order_id == order_id, FulfilmentEvent.to_state == DELIVERED)
        .order_by(FulfilmentEvent.id.desc())
        .limit(1)
    )


def _clean(order: Order, form: ReturnRequestIn) -> tuple[list[Wanted], str, list[str]]:
    """The lines, the trimmed note and the photo ids; every problem a 422 with its field."""
    if not form.lines:
        raise errors.InvalidReturn(errors.NO_LINES, fields={"lines": errors.NO_LINES})
    wanted, seen = [], set()
    for line in form.lines:
        if line.line >= len(order.items):
            raise errors.InvalidReturn(errors.LINE_UNKNOWN, fields={"lines": errors.LINE_UNKNOWN})
        if line.line in seen:
            raise errors.InvalidReturn(errors.LINE_TWICE, fields={"lines": errors.LINE_TWICE})
        seen.add(line.line)
        item = order.items[line.line]
        quantity = line.quantity
        if item["unit"] == "metre":
            if float(quantity) != float(item["quantity"]):
                message = errors.fabric_whole(item.get("title") or "", float(item["quantity"]))
                raise errors.InvalidReturn(message, fields={"lines": message})
            quantity = item["quantity"]
        elif not math.isfinite(quantity) or quantity != int(quantity) or quantity < 1:
            raise errors.InvalidReturn(errors.WHOLE_PIECES, fields={"lines": errors.WHOLE_PIECES})
        wanted.append(Wanted(line.line, quantity if item["unit"] == "metre" else int(quantity)))
    note = form.note.strip()
    if len(note) > NOTE_MAX:
        raise errors.InvalidReturn(errors.NOTE_TOO_LONG, fields={"note": errors.NOTE_TOO_LONG})
    photo_ids = list(dict.fromkeys(form.photo_ids))
    if len(photo_ids) > PHOTOS_MAX:
        raise errors.InvalidReturn(
            errors.TOO_MANY_PHOTOS, fields={"photoIds": errors.TOO_MANY_PHOTOS}
        )
    return wanted, note, photo_ids


def _check_window(session: Session, order: Order, now: datetime) -> None:
    # a paid order, or a cash-on-delivery one whose cash was collected (issue 30)
    if not took_money(order) or order.fulfilment != DELIVERED:
        raise errors.ReturnRefused(errors.NOT_DELIVERED)
    until = returns_until(delivered_at(session, order.id))
    if until is None or until <= as_utc(now):
        raise errors.ReturnRefused(errors.WINDOW_CLOSED)


def _by_key(session: Session, order_id: str, key: str) -> Return | None:
    return session.scalar(
        select(Return)
        .where(Return.order_id == order_id, Return.idempotency_key == key)
        .execution_options(populate_existing=True)
    )


def _lock_order(session: Session, order_id: str, now: datetime) -> bool:
    """Take the delivered order's row until commit (see the module's docstring)."""
    result = session.execute(
        update(ORDERS)
        .where(
            ORDERS.c.id == order_id,
            TOOK_MONEY,
            ORDERS.c.fulfilment == DELIVERED,
        )
        .values(updated_at=now)
    )
    return _rows(result) == 1


def _check_left(session: Session, order: Order, wanted: list[Wanted]) -> dict[int, float]:
    """Refuse (409) a line asked for beyond what was bought minus what returns already claim;
    what they claim, per line."""
    earlier = list(
        session.scalars(
            select(Return)
            .where(Return.order_id == order.id)
            .execution_options(populate_existing=True)
        )
    )
    taken = claimed(earlier)
    for want in wanted:
        item = order.items[want.line]
        left = float(item["quantity"]) - taken.get(want.line, 0.0)
        if item["unit"] == "metre" and taken.get(want.line, 0.0) > 0:
            left = 0.0
        if float(want.quantity) > left:
            raise errors.ReturnRefused(errors.at_most(item.get("title") or "", left))
    return taken


def return_facts(
    session: Session, order: Order, ret: Return, language: Language | None = None
) -> ReturnFacts:
    """The return as its e-mails tell it, in `language` (None: the shopper's own, issue 18)."""
    user = session.get(User, order.user_id)
    language = language or user_language(user)
    items = localized_items(session, order.items, language)
    lines = []
    for line in ret.lines:
        item = items[int(line["line"])]
        label = item.get("title") or ""
        options = (item.get("size"), item.get("type"))
        extras = [option_text(language, part) for part in options if part]
        if extras:
            label += f" ({', '.join(extras)})"
        quantity = float(line["quantity"])
        amount = metres_text(language, quantity) if item["unit"] == "metre" else f"{quantity:g}"
        lines.append(f"{amount} × {label}")
    return ReturnFacts(
        return_id=ret.id,
        order_id=order.number,  # issue 32: the number a shopper reads out
        to=user.email if user is not None else "",
        customer_name=user.name if user is not None else order.shipping_name,
        reason=ret.reason,
        note=ret.note,
        amount=ret.amount,
        lines=lines,
        language=language,
    )


def request_return(
    session: Session,
    user_id: str,
    order_id: str,
    form: ReturnRequestIn,
    key: str | None,
    now: datetime | None = None,
) -> tuple[Return, bool]:
    """The return (committed) and whether this call made it (a repeated key finds the first)."""
    now = now or utcnow()
    if not key or not KEY.fullmatch(key):
        raise errors.InvalidReturn(
            errors.KEY_REQUIRED, fields={"Idempotency-Key": errors.KEY_REQUIRED}
        )
    order = get_user_order(session, user_id, order_id)
    earlier = _by_key(session, order.id, key)
    if earlier is not None:
        return earlier, False
    _check_window(session, order, now)
    wanted, note, photo_ids = _clean(order, form)
    if not _lock_order(session, order.id, now):
        session.rollback()
        raise errors.ReturnRefused(errors.NOT_DELIVERED)
    won = _by_key(session, order.id, key)  # the same request, committed while we waited
    if won is not None:
        session.rollback()
        return won, False
    try:
        taken = _check_left(session, order, wanted)
    except errors.ReturnRefused:
        session.rollback()
        raise
    ret = Return(
        order_id=order.id,
        user_id=user_id,
        reason=form.reason,
        note=note,
        lines=[{"line": w.line, "quantity": w.quantity} for w in wanted],
        amount=sum(
            line_amount(order.items[w.line], w.quantity, taken.get(w.line, 0.0)) for w in wanted
        ),
        idempotency_key=key,
        requested_at=now,
    )
    session.add(ret)
    try:
        session.flush()
    except IntegrityError:  # the same key, committed while we waited: that is the return
        session.rollback()
        won = _by_key(session, order.id, key)
        if won is None:  # pragma: no cover
            raise
        return won, False
    if photo_ids and _attach(session, ret.id, user_id, photo_ids) != len(photo_ids):
        session.rollback()
        raise errors.InvalidReturn(
            errors.PHOTO_UNAVAILABLE, fields={"photoIds": errors.PHOTO_UNAVAILABLE}
        )
    _queue_requested(session, order, ret)
    session.commit()
    return ret, True


def _attach(session: Session, return_id: str, user_id: str, photo_ids: list[str]) -> int:
    """The uploader's free photos become this return's: how many did."""
    result = session.execute(
        update(PHOTOS)
        .where(
            PHOTOS.c.id.in_(photo_ids),
            PHOTOS.c.user_id == user_id,
            PHOTOS.c.return_id.is_(None),
        )
        .values(return_id=return_id)
    )
    return _rows(result)


def _queue_requested(session: Session, order: Order, ret: Return) -> None:
    shop = read_identity(session)
    facts = return_facts(session, order, ret)
    enqueue(session, return_update.build(shop, facts, "requested"), f"return-requested:{ret.id}")
    alert = return_request_alert.build(shop, return_facts(session, order, ret, "en"))
    enqueue(session, alert, f"return-requested:{ret.id}:shop")
