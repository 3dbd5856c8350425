"""The owner's delivery charges in the dashboard (issue 30): zones are data, saves are
versioned, nonsense is refused."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from tests.factories import make_product

URL = "/api/v1/admin/delivery"


def _charges(client: TestClient) -> dict[str, Any]:
    response = client.get(URL)
    assert response.status_code == 200, response.text
    data: dict[str, Any] = response.json()
    return data


def test_shoppers_cannot_read_or_set_the_charges(client: TestClient, shopper: Any) -> None:
    assert client.get(URL).status_code == 403
    assert client.put(URL, json={}).status_code in (403, 422)


def test_the_owner_edits_zones_and_the_shop_charges_them(
    admin_client: TestClient, db_session: Session
) -> None:
    charges = _charges(admin_client)
    assert charges["version"] == 0 and charges["enabled"] is False
    zones = charges["zones"]
    # Goa moves into its own zone, ₹45 flat, next day
    goa = {"code": "goa", "name": "Goa", "states": ["30"], "rest": False, "fees": [4500] * 4,
           "perKgAbove": 0, "daysMin": 1, "daysMax": 1}  # fmt: skip
    body = {**charges, "enabled": True, "freeAbove": 0, "zones": [*zones, goa]}
    saved = admin_client.put(URL, json=body)
    assert saved.status_code == 200, saved.text
    assert saved.json()["version"] == 1
    shirt = make_product(db_session)
    quote = admin_client.get(
        "/api/v1/delivery/quote", params={"pincode": "403001", "productId": shirt.id}
    ).json()
    assert (quote["zone"], quote["fee"], quote["daysMax"]) == ("goa", 4500, 1)
    # a stale save loses
    assert admin_client.put(URL, json=body).status_code == 409


def test_nonsense_is_refused(admin_client: TestClient) -> None:
    charges = _charges(admin_client)
    zones = charges["zones"]
    bad = [
        {**charges, "slabs": [1000, 500, 2000, 5000]},
        {**charges, "zones": [{**z, "rest": False} for z in zones]},
        {**charges, "zones": [*zones, {**zones[0], "code": "again"}]},  # Karnataka twice
        {**charges, "zones": [{**zones[0], "fees": [100]}, *zones[1:]]},
        {**charges, "zones": [{**zones[0], "daysMin": 5, "daysMax": 2}, *zones[1:]]},
        {**charges, "weights": {**charges["weights"], "default": 0}},
    ]
    for body in bad:
        response = admin_client.put(URL, json=body)
        assert response.status_code == 422, body
        assert response.json()["error"] == "invalid_delivery_charges"
    assert _charges(admin_client)["version"] == 0
