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


def test_a_refusal_names_its_field_and_code_for_the_dashboard(admin_client: TestClient) -> None:
    """The dashboard shows each refusal under the field it is about, in the owner's language."""
    charges = _charges(admin_client)
    zones = charges["zones"]
    cases = [
        ({**charges, "zones": [zones[0], {**zones[1], "name": " "}, *zones[2:]]},
         "zones.1.name", "delivery.zone_name"),
        ({**charges, "zones": [*zones[:2], {**zones[2], "fees": [100, 200]}, *zones[3:]]},
         "zones.2.fees", "delivery.zone_fees"),
        ({**charges, "zones": [{**zones[0], "daysMin": 5, "daysMax": 2}, *zones[1:]]},
         "zones.0.days", "delivery.zone_days"),
        ({**charges, "weights": {**charges["weights"], "categories": {"shirts": 0}}},
         "weights.categories.shirts", "delivery.weight_range"),
        ({**charges, "slabs": [1000, 500, 2000, 5000]}, "slabs", "delivery.slabs_rising"),
    ]  # fmt: skip
    for body, field, code in cases:
        response = admin_client.put(URL, json=body)
        assert response.status_code == 422, field
        refusal = response.json()
        assert list(refusal["fields"]) == [field]
        assert refusal["fieldReasons"][field]["reason"] == code
    twice = {**charges, "zones": [*zones, {**zones[0], "code": "again"}]}  # Karnataka twice
    refusal = admin_client.put(URL, json=twice).json()
    assert refusal["fields"] == {"zones.4.states": "A state can be in one zone only: Karnataka"}
    assert refusal["fieldReasons"]["zones.4.states"] == {
        "reason": "delivery.zone_states",
        "params": {"state": "Karnataka"},
    }


def test_a_stale_save_is_refused_with_its_code(admin_client: TestClient) -> None:
    charges = _charges(admin_client)
    first = admin_client.put(URL, json={**charges, "enabled": True})
    assert first.status_code == 200
    stale = admin_client.put(URL, json={**charges, "freeAbove": 99900})
    assert stale.status_code == 409
    assert stale.json()["reason"] == "delivery.settings_changed"
    assert _charges(admin_client)["freeAbove"] == charges["freeAbove"]
