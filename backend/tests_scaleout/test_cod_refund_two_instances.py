"""A returned cash-on-delivery order's refund over two `khadi serve` processes on one PostgreSQL
behind nginx (issue 30): the owner sends the money by UPI herself and records it as sent; the same
record, POSTed 12 times at once through nginx and to each instance directly, is recorded once:
one refund processed with its one reference, one e-mail to the shopper, the order refunded once."""

from __future__ import annotations

import uuid
from typing import Any

from sqlalchemy import func, select

from khadi.db import Database
from khadi.delivery.service import load_demo_charges
from khadi.mail.models import OutboxMessage
from khadi.orders.models import Order
from khadi.payments.refund_models import Refund
from tests.factories import make_product
from tests.stock.support import set_stock
from tests.waits import run_together
from tests_scaleout.cluster import Cluster
from tests_scaleout.conftest import SHOPPER_PASSWORD, log_in, sign_up
from tests_scaleout.test_cod_two_instances import ADDRESS, COD_SETTINGS

SHIP = {"to": "shipped", "courier": "India Post", "trackingNumber": "EK123456789IN"}
SENT = {"method": "upi", "reference": "432109876543"}


def _ok(response: Any) -> Any:
    assert response.status_code in (200, 201), response.text
    return response.json()


def test_a_cod_refund_recorded_sent_on_both_instances_at_once_counts_once(
    cluster: Cluster, admin_token: str
) -> None:
    database = Database(cluster.database_url)
    try:
        with database.sessions() as session:
            load_demo_charges(session)
            shirt = make_product(session, title=f"COD Refund Shirt {uuid.uuid4().hex[:6]}")
            set_stock(session, shirt.id, {("M", "Half Sleeve"): 2})
        a, b = cluster.instances
        email = sign_up(cluster, cluster.site)
        token = log_in(cluster, cluster.site, email, SHOPPER_PASSWORD)
        with (
            cluster.client(cluster.site, token=admin_token) as admin,
            cluster.client(a, token=token) as shopper,
        ):
            version = admin.get("/api/v1/admin/cod").json()["version"]
            _ok(admin.put("/api/v1/admin/cod", json={**COD_SETTINGS, "version": version}))
            line = {"productId": shirt.id, "quantity": 1, "size": "M", "type": "Half Sleeve"}
            _ok(shopper.post("/api/v1/cart/lines", json=line))
            key = {"Idempotency-Key": uuid.uuid4().hex}
            order = _ok(shopper.post("/api/v1/checkout/cod", json=ADDRESS, headers=key))
            path = f"/api/v1/admin/orders/{order['id']}"
            _ok(admin.post(f"{path}/cod", json={"to": "confirmed"}))
            _ok(admin.post(f"{path}/fulfilment", json=SHIP))
            _ok(admin.post(f"{path}/fulfilment", json={"to": "delivered"}))
            asked = {"lines": [{"line": 0, "quantity": 1}], "reason": "Defective", "note": ""}
            made = _ok(
                shopper.post(
                    f"/api/v1/orders/{order['id']}/returns",
                    json=asked,
                    headers={"Idempotency-Key": uuid.uuid4().hex},
                )
            )
            _ok(admin.post(f"/api/v1/admin/returns/{made['id']}/accept"))
            received = _ok(
                admin.post(f"/api/v1/admin/returns/{made['id']}/receive", json={"restock": True})
            )
        [owed] = received["refunds"]
        assert (owed["status"], owed["byOwner"]) == ("requested", True)
        price = order["items"][0]["unitPrice"]

        def record(base_url: str) -> tuple[int, list[Any]]:
            with cluster.client(base_url, token=admin_token) as owner:
                answer = owner.post(f"{path}/refunds/{owed['id']}/sent", json=SENT)
                refunds = answer.json().get("refunds", []) if answer.status_code == 200 else []
                return answer.status_code, [(r["status"], r["sentReference"]) for r in refunds]

        targets = [cluster.site, a, b]
        answers = run_together([lambda u=targets[n % 3]: record(u) for n in range(12)])

        assert answers == [(200, [("processed", SENT["reference"])])] * 12
        with database.sessions() as session:
            notices = session.scalar(
                select(func.count())
                .select_from(OutboxMessage)
                .where(
                    OutboxMessage.kind == "refund_notice",
                    OutboxMessage.dedupe_key.contains(owed["id"]),
                )
            )
            row = session.get(Refund, owed["id"])
            refunded = session.scalar(select(Order.refunded_amount).where(Order.id == order["id"]))
            assert row is not None
            assert (row.status, row.sent_by_method, row.sent_reference) == (
                "processed", "upi", SENT["reference"],
            )  # fmt: skip
            assert row.sent_by is not None and row.sent_at is not None
        assert (notices, refunded) == (1, price)
    finally:
        database.dispose()
