"""The demo shop comes only with the demo catalogue, and never over an admin's edits."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient
from sqlalchemy.orm import Session

from khadi.demo import seeding
from khadi.demo.catalogue import DEMO_PRODUCTS
from khadi.shop.service import seed_demo_shop
from tests.shop.support import ADMIN_SHOP, SHOP, settings_form


def test_the_demo_seed_sets_the_demo_shop(client: TestClient, db_session: Session) -> None:
    assert client.get(SHOP).json()["configured"] is False
    assert seed_demo_shop(db_session) == ["settings", "about", "careers", "faq", "terms"]
    shop = client.get(SHOP).json()
    assert shop["configured"] is True
    assert shop["name"] == "Karnataka Khadi Bhandar"
    assert shop["email"] == "care@karnatakakhadibhandar.in"
    assert shop["phoneLink"] == "tel:+919876543210"
    assert shop["whatsappNumber"] == "919876543210"
    assert shop["mapUrl"].startswith("https://www.google.com/maps/search/?api=1&query=")
    team = client.get("/api/v1/pages/about").json()["team"]
    assert team[0]["name"] == "Shivanand Patil" and len(team) == 4
    assert "Handloom Weaver" in client.get("/api/v1/pages/careers").json()["body"]
    assert seed_demo_shop(db_session) == []  # a second run adds nothing


def test_the_demo_seed_never_overwrites_an_admins_edits(
    admin_client: TestClient, db_session: Session
) -> None:
    assert admin_client.put(ADMIN_SHOP, json=settings_form()).status_code == 200
    assert seed_demo_shop(db_session) == ["about", "careers", "faq", "terms"]
    assert admin_client.get(SHOP).json()["name"] == "Gadag Khadi Sangha"


def test_the_cli_seeds_the_demo_shop_with_the_catalogue(  # type: ignore[no-untyped-def]
    settings, client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    from khadi.cli import _seed_demo

    # Two products stand for the catalogue: drawing all of it is tests/demo's (and took a minute).
    monkeypatch.setattr(seeding, "DEMO_PRODUCTS", DEMO_PRODUCTS[:2])
    done = _seed_demo(settings)
    assert "demo catalogue: 2 products added" in done
    assert "demo shop added: settings, about, careers, faq, terms" in done
    assert client.get(SHOP).json()["name"] == "Karnataka Khadi Bhandar"
