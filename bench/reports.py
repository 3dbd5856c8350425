"""The owner's sales report at scale (issue 32): 100,000 orders over a year (online and cash on
delivery, some unpaid, some refunded in part) written straight into a fresh SQLite database and
a fresh PostgreSQL one; then, ROUNDS times each, the 90-day sales report as the dashboard asks
for it (`khadi.reports.sales.sales_report`: days, totals, best sellers, categories, states),
the first page of the Customers tab, and — the baseline, on the same rows in the same run — the
plainest aggregate there is: one count and sum of the paid orders of those 90 days. Reports the
medians and each one's ratio to its baseline; the target is a 90-day report within 200 ms.
"""

from __future__ import annotations

import random
import statistics
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, date, datetime, timedelta
from pathlib import Path
from typing import Any

ORDERS = 100_000
SHOPPERS = 5_000
PRODUCTS = 60
ROUNDS = 15
TARGET_MS = 200.0
PG_SERVER = "postgresql://postgres@127.0.0.1:5432/postgres"
STATES = ["Karnataka", "Tamil Nadu", "Kerala", "Maharashtra", "Delhi", "Telangana", "Gujarat",
          "West Bengal", "Uttar Pradesh", "Rajasthan", "Punjab", "Odisha", "Bihar",
          "Goa"]  # fmt: skip
CATEGORIES = ["shirts", "kurtas", "sarees", "dhotis", "fabric", "towels", "bags", "shawls"]
BATCH = 5_000


@contextmanager
def databases(work: Path) -> Iterator[dict[str, str]]:
    """A SQLite file and a new PostgreSQL database (dropped afterwards)."""
    import os

    import psycopg

    server = os.environ.get("BENCH_PG_URL", PG_SERVER)
    name = f"khadi_bench_reports_{uuid.uuid4().hex[:8]}"
    with psycopg.connect(server, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield {
            "sqlite": f"sqlite:///{work}/reports.db",
            "postgres": f"{server.rsplit('/', 1)[0]}/{name}",
        }
    finally:
        with psycopg.connect(server, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def _line(rng: random.Random, product: int) -> dict[str, Any]:
    price = 30_000 + product * 2_500
    quantity = rng.choice([1, 1, 1, 2, 3])
    return {"productId": f"p{product:03d}", "title": f"Khadi piece {product}",
            "category": CATEGORIES[product % len(CATEGORIES)], "unitPrice": price, "size": "M",
            "type": "", "quantity": quantity, "unit": "piece", "lineTotal": price * quantity,
            "cartQuantity": quantity, "cartUnit": "piece"}  # fmt: skip


def _order(rng: random.Random, n: int, now: datetime) -> tuple[dict[str, Any], int]:
    """One order's row, and how much of it was refunded (0 for most)."""
    placed = now - timedelta(seconds=rng.randrange(365 * 24 * 3600))
    items = [_line(rng, rng.randrange(PRODUCTS)) for _ in range(rng.choice([1, 1, 2, 3]))]
    amount = sum(item["lineTotal"] for item in items)
    row: dict[str, Any] = {
        "id": f"o{n:011d}", "number": f"KKB-{10_000 + n}",
        "user_id": f"u{rng.randrange(SHOPPERS):07d}", "status": "paid",
        "amount": amount, "currency": "INR", "cart_total_items": len(items), "items": items,
        "shipping_name": "Bench Shopper", "shipping_address": "12 Temple Road",
        "shipping_pincode": "560001", "shipping_mobile": "9876543210",
        "shipping_state": rng.choice(STATES), "idempotency_key": f"k{n}", "provider": "sandbox",
        "provider_order_id": f"order_{n}", "payment_id": None, "placed_at": placed,
        "paid_at": None, "updated_at": placed, "payment_method": "online", "cod_state": "",
        "cod_closed_at": None, "refunded_amount": 0,
    }  # fmt: skip
    kind = rng.random()
    refunded = 0
    if kind < 0.80:
        row |= {"payment_id": f"pay_{n}", "paid_at": placed + timedelta(minutes=2)}
        if rng.random() < 0.06:
            refunded = rng.randrange(1, amount + 1)
            row["refunded_amount"] = refunded
    elif kind < 0.92:
        state = rng.choice(["collected", "collected", "collected", "placed", "cancelled"])
        closed = placed + timedelta(days=4) if state != "placed" else None
        row |= {"status": "cod", "payment_method": "cod", "cod_state": state,
                "cod_closed_at": closed}  # fmt: skip
    else:
        row["status"] = rng.choice(["created", "failed"])
    return row, refunded


def seed(database_url: str) -> None:
    from sqlalchemy import insert

    from khadi.accounts.models import User
    from khadi.db import Database, migrate
    from khadi.orders.models import Order, OrderLine, line_rows
    from khadi.payments.refund_models import Refund

    migrate(database_url)
    db = Database(database_url)
    rng = random.Random(32)  # noqa: S311 - made-up orders, the same every run
    now = datetime.now(UTC)
    with db.sessions.begin() as session:
        session.execute(
            insert(User),
            [{"id": f"u{n:07d}", "name": f"Shopper {n}", "email": f"s{n}@bench.test",
              "phone": f"98{n:08d}", "password_hash": "-", "role": "user", "time": now}
             for n in range(SHOPPERS)],
        )  # fmt: skip
    for first in range(0, ORDERS, BATCH):
        orders, lines, refunds = [], [], []
        for n in range(first, min(first + BATCH, ORDERS)):
            row, refunded = _order(rng, n, now)
            orders.append(row)
            lines += line_rows(row["id"], row["items"])  # as the ORM's insert writes them
            if refunded:
                asked = row["paid_at"] + timedelta(days=rng.randrange(1, 20))
                refunds.append({"id": f"r{n:011d}", "order_id": row["id"], "amount": refunded,
                                "payment_id": row["payment_id"], "status": "processed",
                                "idempotency_key": f"rk{n}", "created_at": asked,
                                "updated_at": asked})  # fmt: skip
        with db.sessions.begin() as session:
            session.execute(insert(Order), orders)
            session.execute(insert(OrderLine), lines)
            if refunds:
                session.execute(insert(Refund), refunds)
    # fresh planner statistics and visibility map, as autovacuum leaves a table after inserts
    # (PostgreSQL ≥ 13 vacuums inserted tables too): the reports' index-only scans rely on it
    vacuum = "VACUUM ANALYZE" if database_url.startswith("postgresql") else "ANALYZE"
    with db.engine.connect() as conn:
        conn.execution_options(isolation_level="AUTOCOMMIT").exec_driver_sql(vacuum)
    db.dispose()


def _median_ms(call: Callable[[], object]) -> float:
    call()  # warm the connection and caches once
    times = []
    for _ in range(ROUNDS):
        started = time.perf_counter()
        call()
        times.append((time.perf_counter() - started) * 1000)
    return round(statistics.median(times), 2)


def measure(database_url: str) -> dict[str, Any]:
    from sqlalchemy import func, select

    from khadi.db import Database
    from khadi.orders.models import Order
    from khadi.reports.customers import customer_page
    from khadi.reports.sales import sales_report
    from khadi.tax.dates import ist_date, ist_days

    db = Database(database_url)
    last = ist_date(datetime.now(UTC))
    first: date = last - timedelta(days=89)
    start, end = ist_days(first, last)
    try:
        with db.sessions() as session:
            baseline = _median_ms(
                lambda: session.execute(
                    select(func.count(), func.sum(Order.amount)).where(
                        Order.status == "paid", Order.paid_at >= start, Order.paid_at < end
                    )
                ).one()
            )
            report = _median_ms(lambda: sales_report(session, first, last).model_dump_json())
            customers = _median_ms(
                lambda: customer_page(session, page=1, page_size=20).model_dump_json()
            )
            orders = session.scalar(select(func.count()).select_from(Order))
    finally:
        db.dispose()
    return {"orders": orders, "baseline_p50_ms": baseline, "report_p50_ms": report,
            "customers_p50_ms": customers, "ratio": round(report / baseline, 1)}  # fmt: skip


def run(work: Path) -> dict[str, Any]:
    result: dict[str, Any] = {"days": 90, "rounds": ROUNDS}
    with databases(work) as urls:
        for name, url in urls.items():
            seed(url)
            result[name] = measure(url)
    return result


def show(result: dict[str, Any]) -> None:
    for name in ("sqlite", "postgres"):
        r = result[name]
        print(
            f"sales report on {name}: {r['orders']:,} orders; 90 days p50 {r['report_p50_ms']:.1f}"
            f" ms, baseline (one count and sum) {r['baseline_p50_ms']:.1f} ms, ratio "
            f"{r['ratio']:.1f}x; customers' first page p50 {r['customers_p50_ms']:.1f} ms"
        )


def targets(result: dict[str, Any]) -> list[dict[str, Any]]:
    figures = []
    for name in ("sqlite", "postgres"):
        r = result[name]
        figures.append({"figure": f"90-day sales report, 100,000 orders, {name}, p50",
                        "value": r["report_p50_ms"], "shown": f"{r['report_p50_ms']:.0f} ms",
                        "target": f"≤ {TARGET_MS:.0f} ms",
                        "met": r["report_p50_ms"] <= TARGET_MS})  # fmt: skip
        figures.append({"figure": f"customers' first page, 100,000 orders, {name}, p50",
                        "value": r["customers_p50_ms"], "shown": f"{r['customers_p50_ms']:.0f} ms",
                        "target": None, "met": None})  # fmt: skip
    return figures
