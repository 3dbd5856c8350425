"""Issuing documents, inside the caller's transaction (the one that makes the order paid, or
the refund processed), so a document exists exactly when its event happened:

- with a GSTIN in the settings: a tax invoice, or a bill of supply when every line is exempt
  (an order mixing taxable and exempt lines gets one tax invoice showing the exempt lines at
  0%, as Rule 46A allows);
- without one: a plain receipt (no tax breakdown): the shop is not registered;
- a processed refund: a credit note against the order's invoice or bill of supply (none for a
  receipt), its tax worked back in proportion (khadi.tax.maths.credit_lines).

The place of supply is the delivery pincode's state (khadi.tax.places), the shop's own when
the pincode is not known; within the shop's state the tax is CGST + SGST, otherwise IGST.
The shop's state is its GSTIN's first two digits (its settings' state without a GSTIN).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.invoices.models import BILL_OF_SUPPLY, CREDIT_NOTE, INVOICE, RECEIPT, Invoice
from khadi.invoices.numbers import format_number, next_seq, series_of
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.models import SETTINGS_ID, ShopSettings
from khadi.shop.states import STATE_CODES
from khadi.tax.dates import financial_year, ist_date
from khadi.tax.lines import (
    COD_FEE_TITLE,
    DELIVERY_TITLE,
    TaxedLine,
    delivery_line,
    tax_lines,
    totals,
)
from khadi.tax.maths import TaxSplit, credit_lines
from khadi.tax.places import state_code_of
from khadi.tax.service import classes_for

log = logging.getLogger(__name__)


def order_source(order_id: str) -> str:
    return f"order:{order_id}"


def _seller(session: Session) -> dict[str, Any]:
    row = session.get(ShopSettings, SETTINGS_ID)
    values = DEFAULT_SETTINGS if row is None else {k: getattr(row, k) for k in DEFAULT_SETTINGS}
    gstin = values["gstin"]
    code = gstin[:2] if gstin else STATE_CODES.get(values["state"], "")
    return {
        "name": values["name"],
        "legalName": values["legal_name"] or values["name"],
        "address": values["address"],
        "gstin": gstin,
        "state": values["state"],
        "stateCode": code,
        "prefix": values.get("invoice_prefix") or "INV",
    }


def _buyer(order: Order) -> dict[str, Any]:
    parts: list[str] = []
    for part in (order.shipping_house, order.shipping_address, order.shipping_locality,
                 order.shipping_city, order.shipping_district, order.shipping_state):  # fmt: skip
        if part and part.casefold() not in (p.casefold() for p in parts):
            parts.append(part)
    return {
        "name": order.shipping_name,
        "address": ", ".join(parts),
        "pincode": order.shipping_pincode,
    }


def _receipt_line(line: TaxedLine) -> TaxedLine:
    return replace(line, hsn="", exempt=False, rate=0, taxable=line.gross, cgst=0, sgst=0, igst=0)


def _number(session: Session, prefix: str, kind: str, now: datetime) -> tuple[str, int, str]:
    series = series_of(prefix, kind, financial_year(now))
    seq = next_seq(session, series)
    return series, seq, format_number(series, seq)


def issue_for_order(session: Session, order: Order, now: datetime | None = None) -> Invoice:
    """The sale's document, numbered, in the caller's transaction."""
    now = now or utcnow()
    seller = _seller(session)
    place = state_code_of(order.shipping_pincode) or seller["stateCode"]
    intra = place == seller["stateCode"]
    items = order.items
    classes = classes_for(session, [(str(i["category"]), str(i["productId"])) for i in items])
    lines = tax_lines(items, classes, ist_date(now), intra)
    if order.discount_code:  # issue 31: each discounted line names the code it was taken by
        lines = [
            replace(line, discount_code=order.discount_code) if line.discount else line
            for line in lines
        ]
    goods = list(lines)
    if order.delivery_fee:  # issue 30: a line of its own, taxed as the goods (docs/tax.md)
        lines.append(delivery_line(order.delivery_fee, goods, intra))
    if order.cod_fee:  # issue 30: the cash-on-delivery fee, taxed as delivery is
        lines.append(delivery_line(order.cod_fee, goods, intra, COD_FEE_TITLE))
    if not seller["gstin"]:
        kind, lines = RECEIPT, [_receipt_line(line) for line in lines]
    elif all(line.exempt for line in lines):
        kind = BILL_OF_SUPPLY
    else:
        kind = INVOICE
    return _store(session, kind, order, order_source(order.id), seller, place, intra, lines, now)


def _store(
    session: Session,
    kind: str,
    order: Order,
    source: str,
    seller: dict[str, Any],
    place: str,
    intra: bool,
    lines: list[TaxedLine],
    now: datetime,
    original_id: str | None = None,
) -> Invoice:
    series, seq, number = _number(session, seller["prefix"], kind, now)
    sums = totals(lines)
    invoice = Invoice(
        kind=kind,
        number=number,
        series=series,
        seq=seq,
        source=source,
        order_id=order.id,
        original_id=original_id,
        issued_at=now,
        seller={k: v for k, v in seller.items() if k != "prefix"},
        buyer=_buyer(order),
        place_of_supply=place,
        intra_state=intra,
        lines=[line.to_json() for line in lines],
        amount=sums.gross,
        taxable=sums.taxable,
        cgst=sums.cgst,
        sgst=sums.sgst,
        igst=sums.igst,
    )
    session.add(invoice)
    session.flush()
    log.info("%s %s issued for order %s", kind, number, order.id)
    return invoice


def _credit_parts(
    amount: int, lines: list[dict[str, Any]], before: list[int], intra: bool
) -> list[TaxSplit]:
    """The goods are credited first; the delivery line only with what goes beyond them (a
    cancel, or a refund the owner made larger), so a returned line never credits delivery."""
    delivery = [line["title"] == DELIVERY_TITLE and not line["product_id"] for line in lines]
    goods_left = sum(
        line["gross"] - done
        for line, done, is_delivery in zip(lines, before, delivery, strict=True)
        if not is_delivery
    )
    parts: list[TaxSplit | None] = [None] * len(lines)
    for want_delivery, share in (
        (False, min(amount, goods_left)),
        (True, amount - min(amount, goods_left)),
    ):
        picked = [i for i, d in enumerate(delivery) if d == want_delivery]
        if not picked:
            continue
        credited = credit_lines(
            share, [lines[i]["gross"] for i in picked], [before[i] for i in picked],
            [lines[i]["rate"] for i in picked], intra,
        )  # fmt: skip
        for i, part in zip(picked, credited, strict=True):
            parts[i] = part
    return [part for part in parts if part is not None]


def sale_document(session: Session, order_id: str) -> Invoice | None:
    return session.scalar(select(Invoice).where(Invoice.source == order_source(order_id)))


def issue_credit_note(
    session: Session, order: Order, refund_id: str, amount: int, now: datetime | None = None
) -> Invoice | None:
    """A credit note for `amount` paise refunded, against the order's invoice or bill of
    supply; None when it has none (a receipt, or paid before invoices were issued)."""
    original = sale_document(session, order.id)
    if original is None or original.kind == RECEIPT:
        return None
    now = now or utcnow()
    earlier = session.scalars(
        select(Invoice).where(Invoice.original_id == original.id, Invoice.kind == CREDIT_NOTE)
    ).all()
    lines = original.lines
    before = [sum(note.lines[i]["gross"] for note in earlier) for i in range(len(lines))]
    parts = _credit_parts(amount, lines, before, original.intra_state)
    credited = [
        TaxedLine(**{**line, "quantity": 0, "gross": part.gross, "taxable": part.taxable,
                     "cgst": part.cgst, "sgst": part.sgst, "igst": part.igst})
        for line, part in zip(lines, parts, strict=True)
    ]  # fmt: skip
    seller = {**original.seller, "prefix": _seller(session)["prefix"]}
    return _store(
        session, CREDIT_NOTE, order, f"refund:{refund_id}", seller, original.place_of_supply,
        original.intra_state, credited, now, original.id,
    )  # fmt: skip
