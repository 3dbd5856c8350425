"""Helpers for the invoice tests: a registered shop (with a GSTIN) or not, and paid orders."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import select
from sqlalchemy.orm import Session

from khadi.invoices.models import Invoice
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from khadi.payments.service import Payment, mark_paid
from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.gstin import check_character
from khadi.shop.models import SETTINGS_ID, ShopSettings
from tests.factories import make_order

KARNATAKA_GSTIN = "29ABCDE1234F1Z" + check_character("29ABCDE1234F1Z")
SELLER = "Karnataka Khadi Gramodyoga Samyukta Sangha"
SELLER_ADDRESS = "Station Road, Hubballi 580020"


def register_shop(session: Session, gstin: str = KARNATAKA_GSTIN, prefix: str = "KKB") -> None:
    """The shop's settings with a legal name, address, GSTIN and invoice prefix."""
    values = {
        **DEFAULT_SETTINGS,
        "name": "Karnataka Khadi Bhandar",
        "legal_name": SELLER,
        "address": SELLER_ADDRESS,
        "state": "Karnataka",
        "gstin": gstin,
        "invoice_prefix": prefix,
    }
    row = session.get(ShopSettings, SETTINGS_ID)
    if row is None:
        session.add(ShopSettings(id=SETTINGS_ID, **values, version=1, updated_at=utcnow()))
    else:
        for key, value in values.items():
            setattr(row, key, value)
    session.commit()


def line(
    category: str,
    unit_price: int,
    quantity: float = 1,
    product_id: str = "p1",
    unit: str = "piece",
) -> dict[str, Any]:
    return {
        "productId": product_id,
        "title": f"A {category} thing",
        "category": category,
        "unitPrice": unit_price,
        "size": "",
        "type": "",
        "quantity": quantity,
        "unit": unit,
        "lineTotal": round(unit_price * quantity),
        "cartQuantity": quantity,
        "cartUnit": "piece",
    }


def paid_order(session: Session, user_id: str, **fields: Any) -> Order:
    """An order made and paid through payments (the webhook's way)."""
    order = make_order(session, user_id, **fields)
    mark_paid(session, order, Payment(f"pay_{order.id}", order.amount, "INR"), source="webhook")
    return order


def documents(session: Session, order_id: str) -> list[Invoice]:
    session.expire_all()
    return list(
        session.scalars(
            select(Invoice).where(Invoice.order_id == order_id).order_by(Invoice.issued_at)
        )
    )


def at(text: str) -> datetime:
    return datetime.fromisoformat(text)
