"""Small builders for test data, and the test run's database kind (SQLite or PostgreSQL)."""

from __future__ import annotations

import os
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import psycopg
from sqlalchemy.orm import Session

from khadi.catalog.models import Product
from khadi.catalog.service import bump_catalog_version
from khadi.orders.models import Order

PG_SERVER = os.environ.get("KHADI_TEST_PG", "postgresql://postgres@127.0.0.1:5432/postgres")


def on_postgres() -> bool:
    """True when this run tests PostgreSQL (KHADI_TEST_DB=postgres), False for SQLite."""
    return os.environ.get("KHADI_TEST_DB", "sqlite") == "postgres"


@contextmanager
def pg_database() -> Iterator[str]:
    """A new empty database on the KHADI_TEST_PG server: its URL, dropped (connections and all)
    on leaving."""
    name = f"khadi_test_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_SERVER, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"{PG_SERVER.rsplit('/', 1)[0]}/{name}"
    finally:
        with psycopg.connect(PG_SERVER, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def make_product(session: Session, **fields: Any) -> Product:
    values: dict[str, Any] = {
        "title": "Handspun Khadi Shirt",
        "description": "Soft handspun cotton, woven in Karnataka.",
        "price": 89900,
        "category": "shirts",
        "sub_categories": [],
        "tags": ["shirt"],
        "images": [
            {
                "key": "product-images/shirt.webp",
                "width": 900,
                "height": 900,
                "variants": [{"width": 320, "key": "product-images/shirt_w320.webp"}],
            }
        ],
        "out_of_stock": False,
        "coming_soon": False,
        "options": {
            "category": "shirts",
            "availableSizes": ["M", "L"],
            "availableTypes": ["Half Sleeve"],
        },
    }
    values.update(fields)
    product = Product(**values)
    session.add(product)
    bump_catalog_version(session)
    session.commit()
    return product


def make_fabric(session: Session, **fields: Any) -> Product:
    """A fabric sold by the metre (price per metre in paise), with no sizes or types."""
    values: dict[str, Any] = {
        "title": "Kora Khadi Fabric",
        "price": 34999,
        "category": "fabrics",
        "sub_categories": ["khadi"],
        "tags": ["fabric"],
        "options": {},
    }
    values.update(fields)
    return make_product(session, **values)


def make_order(session: Session, user_id: str, **fields: Any) -> Order:
    """An order as checkout stores it (status 'created', sandbox provider), for tests that need
    one without going through the cart. One shirt line unless `items` is given."""
    from khadi.kit.ids import new_id
    from khadi.kit.time import utcnow
    from khadi.payments.sandbox import random_id

    items = fields.pop("items", None) or [
        {
            "productId": "gone-product",
            "title": "Handspun Khadi Shirt",
            "category": "shirts",
            "unitPrice": 89900,
            "size": "M",
            "type": "Half Sleeve",
            "quantity": 1,
            "unit": "piece",
            "lineTotal": 89900,
            "cartQuantity": 1,
            "cartUnit": "piece",
        }
    ]
    now = utcnow()
    values: dict[str, Any] = {
        "id": new_id(),
        "user_id": user_id,
        "status": "created",
        "amount": sum(item["lineTotal"] for item in items),
        "currency": "INR",
        "cart_total_items": len(items),
        "items": items,
        "shipping_name": "Asha Shopper",
        "shipping_address": "12 Temple Road, Melkote",
        "shipping_pincode": "571431",
        "shipping_mobile": "9876543210",
        "idempotency_key": new_id(20),
        "provider": "sandbox",
        "provider_order_id": random_id("order_"),
        "placed_at": now,
        "updated_at": now,
    }
    values.update(fields)
    order = Order(**values)
    session.add(order)
    session.commit()
    return order


def number_of(source: Any, order_id: str) -> str:
    """The order's short number (issue 32), which its e-mails name it by; `source` a Session or
    a Database."""
    from sqlalchemy import select

    from khadi.orders.models import Order

    query = select(Order.number).where(Order.id == order_id)
    if isinstance(source, Session):
        return str(source.scalar(query))
    with source.sessions() as session:
        return str(session.scalar(query))
