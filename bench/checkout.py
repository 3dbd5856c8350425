"""Checkout under load: BENCH_SHOPPERS shoppers (default 32) buy at the same moment through the real
HTTP API of `khadi serve` (one worker; SQLite in the run's temp folder, or BENCH_DB=postgres).

Untimed setup: each shopper signs up and logs in (argon2 twice) on a client of its own, with the
session cookie the browser would hold. Timed, all at once, each shopper: adds a shirt to the cart,
checks out with an Idempotency-Key, pays in the sandbox popup (`/payments/sandbox/pay`), posts the
signed payment to `/payments/verify` as the browser does, and reads the order back as paid. Some
shoppers repeat the checkout call with the same key: every fourth sends it twice at once (a double
click), every fourth from the third on sends it again after paying (a retry). Both must name the
same order.

Afterwards, once the sandbox's webhooks have landed and the server has stopped, the database is
read: each shopper must hold exactly one order, paid, of the amount the cart was worth.
"""

from __future__ import annotations

import asyncio
import math
import os
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx

from seed import SIZES, seed
from server import khadi_serve

SHOPPERS = int(os.environ.get("BENCH_SHOPPERS", "32"))
DATABASE = os.environ.get("BENCH_DB", "sqlite")
PG_SERVER = os.environ.get("BENCH_PG_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
PRODUCTS = 8
PASSWORD = "bench-shopper-2026"  # noqa: S105 - throwaway accounts in a temp database
ADDRESS = {
    "name": "Asha Shopper",
    "address": "12 Temple Road, Melkote",
    "pincode": "571431",
    "mobile": "+919876543210",
}
STEPS = ("add to cart", "checkout", "sandbox pay", "verify", "read order")
# The sandbox sends its webhooks 0.5 s after a payment; they must land before the count.
WEBHOOKS_SETTLE_SECONDS = 2.0


class Refused(Exception):
    """An API call answered something other than what a shopper's browser expects."""


@dataclass
class Shopper:
    number: int
    product_id: str
    price: int
    quantity: int
    key: str
    repeat: str  # '' | 'together' (two checkouts at once) | 'later' (again after paying)
    order_id: str = ""
    checkout_ms: float | None = None
    purchase_ms: float | None = None
    problem: str = ""
    steps: dict[str, float] = field(default_factory=dict)  # ms per step of the purchase

    def timed(self, step: str, since: float) -> float:
        now = time.perf_counter()
        self.steps[step] = (now - since) * 1000
        return now

    @property
    def email(self) -> str:
        return f"bench-shopper-{self.number}@khadi.test"

    @property
    def amount(self) -> int:
        return self.price * self.quantity


@contextmanager
def database(work: Path) -> Iterator[str]:
    """A fresh, empty database for the run: a SQLite file, or a new PostgreSQL database that is
    dropped afterwards."""
    if DATABASE == "sqlite":
        yield f"sqlite:///{work}/checkout.db"
        return
    if DATABASE != "postgres":
        raise SystemExit(f"bench: BENCH_DB must be sqlite or postgres, not {DATABASE!r}")
    import psycopg

    name = f"khadi_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_SERVER, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"{PG_SERVER.rsplit('/', 1)[0]}/{name}"
    finally:
        with psycopg.connect(PG_SERVER, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


async def call(
    client: httpx.AsyncClient, method: str, path: str, expect: int = 200, **kwargs: Any
) -> Any:
    response = await client.request(method, path, **kwargs)
    if response.status_code != expect:
        raise Refused(f"{method} {path}: {response.status_code} {response.text[:200]}")
    return response.json() if response.content else None


async def sign_in(client: httpx.AsyncClient, shopper: Shopper) -> None:
    await call(
        client,
        "POST",
        "/api/v1/auth/signup",
        expect=201,
        json={
            "name": f"Bench Shopper {shopper.number}",
            "phone": "9876543210",
            "email": shopper.email,
            "password": PASSWORD,
            "confirmPassword": PASSWORD,
        },
    )
    await call(
        client, "POST", "/api/v1/auth/login", json={"email": shopper.email, "password": PASSWORD}
    )


async def start_checkout(client: httpx.AsyncClient, shopper: Shopper) -> dict[str, Any]:
    answer: dict[str, Any] = await call(
        client, "POST", "/api/v1/checkout", json=ADDRESS, headers={"Idempotency-Key": shopper.key}
    )
    return answer


async def buy(client: httpx.AsyncClient, shopper: Shopper) -> None:
    started = time.perf_counter()
    line = {"productId": shopper.product_id, "quantity": shopper.quantity, "size": SIZES[0]}
    await call(client, "POST", "/api/v1/cart/lines", json=line)
    mark = shopper.timed("add to cart", started)
    tries = 2 if shopper.repeat == "together" else 1
    answers = await asyncio.gather(*(start_checkout(client, shopper) for _ in range(tries)))
    mark = shopper.timed("checkout", mark)
    shopper.checkout_ms = shopper.steps["checkout"]
    order = answers[0]
    shopper.order_id = order["orderId"]
    if {answer["orderId"] for answer in answers} != {shopper.order_id}:
        raise Refused(f"one Idempotency-Key, two orders: {[a['orderId'] for a in answers]}")
    if order["amount"] != shopper.amount:
        raise Refused(f"checkout amount {order['amount']}, cart worth {shopper.amount}")
    charge = await call(
        client,
        "POST",
        "/api/v1/payments/sandbox/pay",
        json={"providerOrderId": order["providerOrderId"], "outcome": "success"},
    )
    mark = shopper.timed("sandbox pay", mark)
    await call(
        client,
        "POST",
        "/api/v1/payments/verify",
        json={
            "orderId": shopper.order_id,
            "providerOrderId": order["providerOrderId"],
            "paymentId": charge["paymentId"],
            "signature": charge["signature"],
        },
    )
    mark = shopper.timed("verify", mark)
    placed = await call(client, "GET", f"/api/v1/orders/{shopper.order_id}")
    shopper.timed("read order", mark)
    if placed["status"] != "paid":
        raise Refused(f"order {shopper.order_id} is {placed['status']} after verify")
    shopper.purchase_ms = (time.perf_counter() - started) * 1000
    if shopper.repeat == "later":
        again = await start_checkout(client, shopper)
        if again["orderId"] != shopper.order_id or again["status"] != "paid":
            raise Refused(f"retried key gave {again['orderId']} ({again['status']})")


async def buy_and_note(client: httpx.AsyncClient, shopper: Shopper) -> None:
    try:
        await buy(client, shopper)
    except (Refused, httpx.HTTPError, KeyError) as problem:
        shopper.problem = f"{type(problem).__name__}: {problem}"


def make_shoppers(products: list[dict[str, Any]], count: int) -> list[Shopper]:
    shoppers = []
    for number in range(count):
        product = products[number % len(products)]
        repeat = "together" if number % 4 == 0 else "later" if number % 4 == 2 else ""
        shoppers.append(
            Shopper(
                number=number,
                product_id=product["id"],
                price=product["price"],
                quantity=1 + number % 3,
                key=uuid.uuid4().hex,
                repeat=repeat,
            )
        )
    return shoppers


async def shop(base: str, count: int) -> tuple[list[Shopper], float]:
    """Set the shoppers up, then time them all buying at once; returns them and the wall time."""
    timeout = httpx.Timeout(120)
    async with httpx.AsyncClient(base_url=base, timeout=timeout) as anonymous:
        catalogue = await call(anonymous, "GET", "/api/v1/products")
    shoppers = make_shoppers(catalogue["products"], count)
    clients = [httpx.AsyncClient(base_url=base, timeout=timeout) for _ in shoppers]
    try:
        await asyncio.gather(*(sign_in(c, s) for c, s in zip(clients, shoppers, strict=True)))
        started = time.perf_counter()
        await asyncio.gather(*(buy_and_note(c, s) for c, s in zip(clients, shoppers, strict=True)))
        seconds = time.perf_counter() - started
        await asyncio.sleep(WEBHOOKS_SETTLE_SECONDS)
    finally:
        await asyncio.gather(*(client.aclose() for client in clients))
    return shoppers, seconds


def count_orders(database_url: str, shoppers: list[Shopper]) -> dict[str, int]:
    """Read the orders back from the database: each shopper should hold exactly one, paid, of
    the cart's amount, and the one the API named."""
    from sqlalchemy import select

    from khadi.accounts.models import User
    from khadi.db import Database
    from khadi.orders.models import STATUS_PAID, Order

    db = Database(database_url)
    try:
        with db.sessions() as session:
            rows = session.execute(
                select(User.email, Order.id, Order.status, Order.amount).join(
                    User, User.id == Order.user_id
                )
            ).all()
    finally:
        db.dispose()
    by_email: dict[str, list[Any]] = {}
    for row in rows:
        by_email.setdefault(row.email, []).append(row)
    lost = duplicated = wrong_amount = 0
    for shopper in shoppers:
        orders = by_email.get(shopper.email, [])
        paid = [o for o in orders if o.status == STATUS_PAID]
        duplicated += max(0, len(orders) - 1)
        wrong_amount += sum(1 for o in paid if o.amount != shopper.amount)
        named = shopper.order_id and any(o.id == shopper.order_id for o in paid)
        lost += 0 if named else 1
    return {
        "orders_in_database": len(rows),
        "lost": lost,
        "duplicated": duplicated,
        "wrong_amount": wrong_amount,
    }


def percentile(values: list[float], share: float) -> float | None:
    """Nearest-rank percentile; None when nothing was measured."""
    if not values:
        return None
    ordered = sorted(values)
    return round(ordered[max(0, math.ceil(share * len(ordered)) - 1)], 1)


def run(work: Path) -> dict[str, Any]:
    with database(work) as database_url:
        seed(database_url, PRODUCTS)
        with khadi_serve(database_url, work, demo=False, name="checkout") as base:
            shoppers, seconds = asyncio.run(shop(base, SHOPPERS))
        counts = count_orders(database_url, shoppers)
    purchases = [s.purchase_ms for s in shoppers if s.purchase_ms is not None]
    checkouts = [s.checkout_ms for s in shoppers if s.checkout_ms is not None]
    failed = [s for s in shoppers if s.problem]
    return {
        "database": DATABASE,
        "shoppers": len(shoppers),
        "repeated_key_together": sum(1 for s in shoppers if s.repeat == "together"),
        "repeated_key_after_paying": sum(1 for s in shoppers if s.repeat == "later"),
        "seconds": round(seconds, 3),
        "orders_per_s": round(len(purchases) / seconds, 1) if seconds else 0.0,
        "purchase_ms": {"p50": percentile(purchases, 0.5), "p95": percentile(purchases, 0.95)},
        "checkout_ms": {"p50": percentile(checkouts, 0.5), "p95": percentile(checkouts, 0.95)},
        "step_p50_ms": {
            step: percentile([s.steps[step] for s in shoppers if step in s.steps], 0.5)
            for step in STEPS
        },
        "failed": len(failed),
        "problems": [f"shopper {s.number}: {s.problem}" for s in failed[:5]],
        **counts,
    }


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:.0f} ms"


def targets(result: dict[str, Any]) -> list[dict[str, Any]]:
    who = f"{result['shoppers']} shoppers, {result['database']}"
    found: list[dict[str, Any]] = [
        {
            "figure": f"checkout ({who}): orders/s",
            "value": result["orders_per_s"],
            "shown": f"{result['orders_per_s']:.1f}",
            "target": None,
            "met": None,
        }
    ]
    for what, key in (("full purchase", "purchase_ms"), ("checkout call", "checkout_ms")):
        for share in ("p50", "p95"):
            value = result[key][share]
            found.append(
                {
                    "figure": f"checkout: {what} {share}",
                    "value": value,
                    "shown": _ms(value),
                    "target": None,
                    "met": None,
                }
            )
    for label, key in (
        ("purchases that failed", "failed"),
        ("lost orders (shopper without their paid order)", "lost"),
        ("duplicated orders", "duplicated"),
        ("paid orders of the wrong amount", "wrong_amount"),
    ):
        found.append(
            {
                "figure": f"checkout: {label}",
                "value": result[key],
                "shown": str(result[key]),
                "target": "0",
                "met": result[key] == 0,
            }
        )
    return found
