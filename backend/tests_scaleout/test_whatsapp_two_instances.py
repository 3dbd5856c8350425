"""WhatsApp order updates over two `khadi serve` processes on one PostgreSQL behind nginx
(issue 32), each running its WhatsApp worker against one stand-in for Meta's Cloud API: a
shopper who opted in at checkout on instance A, the owner's 'shipped' clicked 12 times at once
through nginx and each instance directly — the stand-in receives the order's shipped update
exactly once (and its confirmation once), every request in Meta's documented shape."""

from __future__ import annotations

import uuid

from sqlalchemy import select

from khadi.db import Database
from khadi.delivery.service import load_demo_charges
from khadi.whatsapp.models import SENT, WhatsAppMessage
from tests.factories import make_product
from tests.stock.support import set_stock
from tests.waits import run_together, wait_until
from tests_scaleout.cluster import Cluster
from tests_scaleout.conftest import SHOPPER_PASSWORD, log_in, sign_up

COD_SETTINGS = {
    "enabled": True, "maxOrder": 500_000, "fee": 4_000, "excludedPincodes": [],
    "excludedZones": [], "maxOpenOrders": 3,
}  # fmt: skip
TOKEN = "EAAG-scale-out-token"
SHIP = {"to": "shipped", "courier": "India Post", "trackingNumber": "EK123456789IN"}


def _sent_to_meta(cluster: Cluster, order_id: str, name: str) -> int:
    return sum(
        1
        for body in cluster.whatsapp.received
        if body["template"]["name"] == name
        and body["template"]["components"][0]["parameters"][1]["text"] == order_id
    )


def test_the_shipped_update_reaches_whatsapp_once_whichever_instance_ships_and_sends(
    cluster: Cluster, admin_token: str
) -> None:
    cluster.whatsapp.token = TOKEN
    database = Database(cluster.database_url)
    try:
        with database.sessions() as session:
            load_demo_charges(session)
            shirt = make_product(session, title=f"WhatsApp Shirt {uuid.uuid4().hex[:6]}")
            set_stock(session, shirt.id, {("M", "Half Sleeve"): 2})
        with cluster.client(cluster.site, token=admin_token) as admin:
            version = admin.get("/api/v1/admin/cod").json()["version"]
            saved = admin.put("/api/v1/admin/cod", json={**COD_SETTINGS, "version": version})
            assert saved.status_code == 200, saved.text
            whatsapp = admin.put(
                "/api/v1/admin/whatsapp/settings",
                json={"phoneNumberId": "106540352242922", "accessToken": TOKEN},
            )
            assert whatsapp.status_code == 200, whatsapp.text
            assert TOKEN not in whatsapp.text

        email = sign_up(cluster, cluster.site)
        token = log_in(cluster, cluster.site, email, SHOPPER_PASSWORD)
        a, b = cluster.instances
        with cluster.client(a, token=token) as on_a:
            added = on_a.post(
                "/api/v1/cart/lines",
                json={"productId": shirt.id, "quantity": 1, "size": "M", "type": "Half Sleeve"},
            )
            assert added.status_code == 200, added.text
            placed = on_a.post(
                "/api/v1/checkout/cod",
                json={"name": "Asha Shopper", "address": "12 Temple Road, Melkote",
                      "pincode": "571431", "mobile": "9876543210", "whatsappUpdates": True,
                      "language": "hi"},
                headers={"Idempotency-Key": uuid.uuid4().hex},
            )  # fmt: skip
        assert placed.status_code == 200, placed.text
        order_id = placed.json()["id"]
        with cluster.client(b, token=admin_token) as admin:
            confirmed = admin.post(f"/api/v1/admin/orders/{order_id}/cod", json={"to": "confirmed"})
            assert confirmed.status_code == 200, confirmed.text

        targets = [cluster.site, a, b]

        def ship(base_url: str) -> int:
            with cluster.client(base_url, token=admin_token) as admin:
                path = f"/api/v1/admin/orders/{order_id}/fulfilment"
                return int(admin.post(path, json=SHIP).status_code)

        assert run_together([lambda u=targets[n % 3]: ship(u) for n in range(12)]) == [200] * 12

        def all_sent() -> bool:
            with database.sessions() as session:
                states = list(
                    session.scalars(
                        select(WhatsAppMessage.status).where(WhatsAppMessage.order_id == order_id)
                    )
                )
            return sorted(states) == [SENT, SENT]

        assert wait_until(all_sent)
        with database.sessions() as session:
            rows = list(
                session.scalars(select(WhatsAppMessage).where(WhatsAppMessage.order_id == order_id))
            )
            attempts = {row.kind: row.attempts for row in rows}
            workers = {row.claimed_by for row in rows}
    finally:
        database.dispose()

    assert _sent_to_meta(cluster, order_id, "order_shipped") == 1
    assert _sent_to_meta(cluster, order_id, "order_confirmation") == 1
    assert attempts == {"confirmation": 1, "shipped": 1}
    assert all(workers)  # each was claimed before it was sent
    [shipped] = [
        body
        for body in cluster.whatsapp.received
        if body["template"]["name"] == "order_shipped"
        and body["template"]["components"][0]["parameters"][1]["text"] == order_id
    ]
    assert shipped["template"]["language"] == {"code": "hi"}
    assert shipped["to"] == "919876543210"
    assert cluster.whatsapp_problems == []
