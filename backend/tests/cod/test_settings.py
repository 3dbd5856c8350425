"""The owner's cash-on-delivery settings (issue 30): off until saved; checked on the server, each
problem a coded refusal on its own field; a stale save is refused."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from khadi.accounts.models import User
from tests.cod.support import SETTINGS, save_settings


def test_off_until_the_owner_turns_it_on(admin: TestClient) -> None:
    first = admin.get("/api/v1/admin/cod").json()
    assert (first["enabled"], first["version"]) == (False, 0)
    saved = save_settings(admin, excludedPincodes=["560001", " 795001"], excludedZones=["remote"])
    assert saved.status_code == 200, saved.text
    body = saved.json()
    assert body == {**SETTINGS, "excludedPincodes": ["560001", "795001"],
                    "excludedZones": ["remote"], "version": 1}  # fmt: skip


@pytest.mark.parametrize(
    ("changes", "field", "code"),
    [
        ({"maxOrder": 50}, "maxOrder", "cod.max_order_range"),
        ({"fee": 1_000_001}, "fee", "cod.fee_range"),
        ({"excludedPincodes": ["56001"]}, "excludedPincodes", "cod.pincode_list"),
        ({"excludedZones": ["moon"]}, "excludedZones", "cod.unknown_zone"),
        ({"maxOpenOrders": 0}, "maxOpenOrders", "cod.open_orders_range"),
    ],
)
def test_each_problem_is_refused_with_its_code_on_its_field(
    admin: TestClient,
    changes: dict,
    field: str,
    code: str,  # type: ignore[type-arg]
) -> None:
    refused = save_settings(admin, **changes)
    assert refused.status_code == 422, refused.text
    body = refused.json()
    assert list(body["fields"]) == [field]
    assert body["reason"] == code
    assert admin.get("/api/v1/admin/cod").json()["version"] == 0


def test_a_stale_save_is_refused(admin: TestClient) -> None:
    assert save_settings(admin).status_code == 200
    stale = admin.put("/api/v1/admin/cod", json={**SETTINGS, "version": 0, "fee": 0})
    assert stale.status_code == 409
    assert stale.json()["reason"] == "cod.settings_changed"


def test_only_admins_see_or_change_them(client: TestClient, shopper: User) -> None:
    assert client.get("/api/v1/admin/cod").status_code == 403
    assert client.put("/api/v1/admin/cod", json={**SETTINGS, "version": 0}).status_code == 403
