"""Shop settings over the API: neutral defaults, admin-only saves, every field's rule, the
stale-version refusal and the event after the commit."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from khadi.accounts.models import User
from khadi.events import CATALOG
from tests.media import images
from tests.shop.support import ADMIN_SHOP, MAHARASHTRA_GSTIN, SHOP, settings_form

LoginAs = Callable[[TestClient, User], str]


def test_a_fresh_store_is_neutral_and_not_configured(client: TestClient) -> None:
    shop = client.get(SHOP).json()
    assert shop["configured"] is False
    assert shop["version"] == 0 and shop["updatedAt"] is None
    assert shop["name"] == "Khadi Store"
    assert shop["state"] == "Karnataka" and shop["stateCode"] == "29"
    assert shop["email"] == shop["phone"] == shop["whatsappNumber"] == shop["gstin"] == ""
    assert "Karnataka Khadi Bhandar" not in str(shop)
    assert shop["logo"] is None and shop["socialLinks"] == []


def test_writes_are_admin_only(
    client: TestClient, make_user: Callable[..., User], login_as: LoginAs
) -> None:
    assert client.put(ADMIN_SHOP, json=settings_form()).status_code == 401
    login_as(client, make_user())
    response = client.put(ADMIN_SHOP, json=settings_form())
    assert response.status_code == 403
    assert response.json()["error"] == "admins_only"
    assert client.get(SHOP).json()["version"] == 0


def test_an_admin_saves_and_everyone_reads_it(admin_client: TestClient, app: Any) -> None:
    response = admin_client.put(ADMIN_SHOP, json=settings_form())
    assert response.status_code == 200, response.text
    saved = response.json()
    assert saved["version"] == 1 and saved["configured"] is True
    assert saved["phoneLink"] == "tel:+919448012345"
    admin_client.cookies.clear()
    public = admin_client.get(SHOP).json()
    assert public == saved
    assert public["name"] == "Gadag Khadi Sangha"
    assert public["socialLinks"] == [
        {"name": "Instagram", "url": "https://instagram.com/gadagkhadi"}
    ]


def test_configured_needs_a_contact(admin_client: TestClient) -> None:
    form = settings_form(email="", phone="")
    assert admin_client.put(ADMIN_SHOP, json=form).json()["configured"] is False
    form = settings_form(version=1, email="", phone="080 2345 6789")
    assert admin_client.put(ADMIN_SHOP, json=form).json()["configured"] is True


def test_a_stale_version_is_refused_and_changes_nothing(admin_client: TestClient) -> None:
    assert admin_client.put(ADMIN_SHOP, json=settings_form()).status_code == 200
    assert admin_client.put(ADMIN_SHOP, json=settings_form(1, name="Second")).status_code == 200

    for stale in (0, 1, 7):
        response = admin_client.put(ADMIN_SHOP, json=settings_form(stale, name="Lost edit"))
        assert response.status_code == 409
        body = response.json()
        assert body["error"] == "edit_conflict"
        assert body["message"].startswith("Someone else saved the shop settings")
    shop = admin_client.get(SHOP).json()
    assert shop["name"] == "Second" and shop["version"] == 2


def test_a_save_is_announced_on_the_catalogue_channel(
    admin_client: TestClient, app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    sent: list[tuple[str, str, Any]] = []
    monkeypatch.setattr(app.state.events, "publish", lambda *event: sent.append(event))
    admin_client.put(ADMIN_SHOP, json=settings_form())
    admin_client.put(ADMIN_SHOP, json=settings_form(0))  # refused: no event
    assert sent == [(CATALOG, "shop", {"version": 1})]


@pytest.mark.parametrize(
    ("fields", "field", "message"),
    [
        ({"name": "  "}, "name", "Shop name is required"),
        ({"name": "x" * 101}, "name", "Must be at most 100 characters"),
        ({"email": "not-an-email"}, "email", "Please enter a valid email"),
        ({"phone": "call me"}, "phone", "Phone must be 8 to 15 digits"),
        ({"phone": "12345"}, "phone", "Phone must be 8 to 15 digits"),
        ({"whatsappNumber": "98765"}, "whatsappNumber", "WhatsApp number must be 8 to 15"),
        ({"whatsappNumber": "91-98765-43210"}, "whatsappNumber", "WhatsApp number must be"),
        ({"mapUrl": "javascript:alert(1)"}, "mapUrl", "Link must start with http:// or https://"),
        ({"mapUrl": "ftp://maps.example.com"}, "mapUrl", "Link must start with http://"),
        ({"developerUrl": "data:text/html,hi"}, "developerUrl", "Link must start with http://"),
        ({"state": "Atlantis"}, "state", "Please choose a state from the list"),
        ({"gstin": MAHARASHTRA_GSTIN}, "gstin", "GSTIN state code 27 is Maharashtra"),
        ({"gstin": "29AAGCB7383J1Z"}, "gstin", "GSTIN must be exactly 15 characters"),
        ({"logoKey": "products/none.webp"}, "logoKey", "Image not found: upload it first"),
        (
            {"socialLinks": [{"name": "X", "url": "http://x.example"}]},
            "socialLinks.0.url",
            "Link must start with https://",
        ),
        (
            {"socialLinks": [{"name": "", "url": "https://x.example"}]},
            "socialLinks.0.name",
            "Link name is required",
        ),
        (
            {"socialLinks": [{"name": f"L{i}", "url": "https://x.example"} for i in range(7)]},
            "socialLinks",
            "At most 6 social links",
        ),
    ],
)
def test_each_rule_names_its_field(
    admin_client: TestClient, fields: dict[str, Any], field: str, message: str
) -> None:
    response = admin_client.put(ADMIN_SHOP, json=settings_form(**fields))
    assert response.status_code == 422, response.text
    assert response.json()["fields"][field].startswith(message)
    assert admin_client.get(SHOP).json()["version"] == 0


def test_a_gstin_for_another_state_is_fine_with_that_state(admin_client: TestClient) -> None:
    form = settings_form(state="Maharashtra", gstin=MAHARASHTRA_GSTIN.lower())
    shop = admin_client.put(ADMIN_SHOP, json=form).json()
    assert shop["gstin"] == MAHARASHTRA_GSTIN and shop["stateCode"] == "27"
    assert admin_client.put(ADMIN_SHOP, json=settings_form(1, gstin="")).json()["gstin"] == ""


def test_the_logo_is_an_uploaded_image(admin_client: TestClient) -> None:
    uploaded = images.upload(admin_client, images.png(), "logo.png")
    assert uploaded.status_code == 201, uploaded.text
    key = uploaded.json()["key"]
    shop = admin_client.put(ADMIN_SHOP, json=settings_form(logoKey=key)).json()
    assert shop["logoKey"] == key
    assert shop["logo"]["key"] == key and shop["logo"]["url"].endswith(key)


def test_the_states_list(client: TestClient) -> None:
    states = client.get("/api/v1/shop/states").json()
    assert {"code": "29", "name": "Karnataka"} in states
    assert len(states) == 37
