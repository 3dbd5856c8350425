"""Discount codes over two `khadi serve` processes on one PostgreSQL behind nginx (issue 31): a
code with 5 uses and 20 shoppers placing cash-on-delivery orders at once, through nginx and each
instance directly, gives exactly 5 discounted orders; the others are refused with
`discount.used_up`. (COD: the checkout takes the use in the same transaction as online checkout,
without a provider order the cluster's sandbox would have to open 20 of at once.)"""

from __future__ import annotations

import uuid
from datetime import timedelta

from sqlalchemy import func, select

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.db import Database
from khadi.delivery.service import load_demo_charges
from khadi.discounts.models import DiscountCode
from khadi.kit.time import utcnow
from khadi.orders.models import Order
from tests.factories import make_product
from tests.waits import run_together
from tests_scaleout.cluster import Cluster

USES, SHOPPERS = 5, 20
COD_SETTINGS = {
    "enabled": True, "maxOrder": 500_000, "fee": 4_000, "excludedPincodes": [],
    "excludedZones": [], "maxOpenOrders": 3,
}  # fmt: skip
ADDRESS = {"name": "Asha Shopper", "address": "12 Temple Road, Melkote", "pincode": "571431",
           "mobile": "9876543210"}  # fmt: skip
FORM = {
    "kind": "percent", "value": 10, "minOrder": 0, "startsAt": None, "endsAt": None,
    "maxUses": USES, "perCustomer": 1, "categories": [], "productIds": [], "active": True,
}  # fmt: skip


def test_five_uses_and_twenty_checkouts_over_two_instances_make_five_discounted_orders(
    cluster: Cluster, admin_token: str
) -> None:
    database = Database(cluster.database_url)
    code = f"TWO{uuid.uuid4().hex[:6].upper()}"
    try:
        lifetime = Lifetime(length=timedelta(days=1), refresh_after=timedelta(hours=1))
        with database.sessions() as session:
            load_demo_charges(session)
            shirt = make_product(session, title=f"Code Shirt {uuid.uuid4().hex[:6]}")
            users = [
                User(name=f"Racer {n}", email=f"racer-{uuid.uuid4().hex[:8]}@khadi.test",
                     phone="9876543210", password_hash="x")
                for n in range(SHOPPERS)
            ]  # fmt: skip
            session.add_all(users)
            session.commit()
            tokens = [start_session(session, user.id, lifetime, utcnow()) for user in users]
            session.commit()
        with cluster.client(cluster.site, token=admin_token) as admin:
            made = admin.post("/api/v1/admin/discount-codes", json={**FORM, "code": code})
            assert made.status_code == 201, made.text
            version = admin.get("/api/v1/admin/cod").json()["version"]
            saved = admin.put("/api/v1/admin/cod", json={**COD_SETTINGS, "version": version})
            assert saved.status_code == 200, saved.text
        a, b = cluster.instances
        targets = [cluster.site, a, b]
        for n, token in enumerate(tokens):
            with cluster.client(targets[n % 3], token=token) as shopper:
                added = shopper.post(
                    "/api/v1/cart/lines",
                    json={"productId": shirt.id, "quantity": 1, "size": "M", "type": "Half Sleeve"},
                )
                assert added.status_code == 200, added.text
                entered = shopper.put("/api/v1/cart/discount-code", json={"code": code.lower()})
                assert entered.status_code == 200, entered.text

        def checkout(n: int) -> tuple[int, str | None]:
            with cluster.client(targets[n % 3], token=tokens[n]) as shopper:
                response = shopper.post(
                    "/api/v1/checkout/cod",
                    json=ADDRESS,
                    headers={"Idempotency-Key": uuid.uuid4().hex},
                )
                return response.status_code, response.json().get("reason")

        results = run_together([lambda n=n: checkout(n) for n in range(SHOPPERS)])

        assert sorted(results, key=str) == sorted(
            [(200, None)] * USES + [(409, "discount.used_up")] * (SHOPPERS - USES), key=str
        )
        with database.sessions() as session:
            discounted = session.scalar(
                select(func.count()).select_from(Order).where(Order.discount_code == code)
            )
            used = session.scalar(select(DiscountCode.used).where(DiscountCode.code == code))
        assert (discounted, used) == (USES, USES)
    finally:
        database.dispose()
