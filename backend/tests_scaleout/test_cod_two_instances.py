"""Cash on delivery over two `khadi serve` processes on one PostgreSQL behind nginx (issue 30):
a shopper's COD order, then the owner's cancel clicked 12 times at once, through nginx and each
instance directly: the order is cancelled once and its stock comes back once."""

from __future__ import annotations

import uuid

from sqlalchemy import func, select

from khadi.db import Database
from khadi.delivery.service import load_demo_charges
from khadi.orders.models import FulfilmentEvent, Order
from khadi.stock.models import StockMovement
from tests.factories import make_product
from tests.stock.support import on_hand, set_stock
from tests.waits import run_together
from tests_scaleout.cluster import Cluster
from tests_scaleout.conftest import SHOPPER_PASSWORD, log_in, sign_up

COD_SETTINGS = {
    "enabled": True, "maxOrder": 500_000, "fee": 4_000, "excludedPincodes": [],
    "excludedZones": [], "maxOpenOrders": 3,
}  # fmt: skip
ADDRESS = {"name": "Asha Shopper", "address": "12 Temple Road, Melkote", "pincode": "571431",
           "mobile": "9876543210"}  # fmt: skip


def test_a_cod_order_is_cancelled_once_whichever_instance_answers(
    cluster: Cluster, admin_token: str
) -> None:
    database = Database(cluster.database_url)
    try:
        with database.sessions() as session:
            load_demo_charges(session)
            shirt = make_product(session, title=f"COD Shirt {uuid.uuid4().hex[:6]}")
            set_stock(session, shirt.id, {("M", "Half Sleeve"): 2})
        with cluster.client(cluster.site, token=admin_token) as admin:
            version = admin.get("/api/v1/admin/cod").json()["version"]
            saved = admin.put("/api/v1/admin/cod", json={**COD_SETTINGS, "version": version})
            assert saved.status_code == 200, saved.text

        email = sign_up(cluster, cluster.site)
        token = log_in(cluster, cluster.site, email, SHOPPER_PASSWORD)
        a, b = cluster.instances
        with cluster.client(a, token=token) as on_a:
            added = on_a.post(
                "/api/v1/cart/lines",
                json={"productId": shirt.id, "quantity": 1, "size": "M", "type": "Half Sleeve"},
            )
            assert added.status_code == 200, added.text
            total = on_a.get("/api/v1/cart/cod", params={"pincode": "571431"}).json()["total"]
        with cluster.client(b, token=token) as on_b:
            placed = on_b.post(
                "/api/v1/checkout/cod", json=ADDRESS, headers={"Idempotency-Key": uuid.uuid4().hex}
            )
        assert placed.status_code == 200, placed.text
        order = placed.json()
        assert (order["status"], order["amount"]) == ("cod", total)
        assert on_hand(database, shirt.id, "M", "Half Sleeve") == 1

        targets = [cluster.site, a, b]

        def cancel(base_url: str) -> int:
            with cluster.client(base_url, token=admin_token) as admin:
                path = f"/api/v1/admin/orders/{order['id']}/cod"
                return int(admin.post(path, json={"to": "cancelled"}).status_code)

        codes = run_together([lambda u=targets[n % 3]: cancel(u) for n in range(12)])

        assert codes == [200] * 12
        assert on_hand(database, shirt.id, "M", "Half Sleeve") == 2
        with database.sessions() as session:
            returns = session.scalar(
                select(func.count())
                .select_from(StockMovement)
                .where(StockMovement.product_id == shirt.id, StockMovement.reason == "return")
            )
            moves = session.scalar(
                select(func.count())
                .select_from(FulfilmentEvent)
                .where(FulfilmentEvent.order_id == order["id"])
            )
            state = session.scalar(select(Order.cod_state).where(Order.id == order["id"]))
        assert (returns, moves, state) == (1, 1, "cancelled")
    finally:
        database.dispose()
