"""Fixtures for the site area: a built index.html shaped like the real one (meta markers, the
WhatsApp meta and the inline theme script), an app whose public address is a real domain, and
a shop whose settings an admin saved (its name and number are what the pages show)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.shop.defaults import DEFAULT_SETTINGS
from khadi.shop.models import SETTINGS_ID, ShopSettings

SITE_URL = "https://shop.khadi.test"
WHATSAPP = "919900011122"
SHOP_NAME = "Karnataka Khadi Bhandar"
HOME_TITLE = f"{SHOP_NAME} — Khadi & handloom"

INDEX_HTML = """<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="khadi-whatsapp" content="919876543210" />
    <!--khadi-meta-->
    <title>Karnataka Khadi Bhandar — Khadi & handloom</title>
    <meta name="description" content="Handspun khadi." />
    <!--/khadi-meta-->
    <script>try{document.documentElement.classList.add('x')}catch(e){}</script>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id=root><span><!--khadi-brand--><span>Khadi Store</span><!--/khadi-brand--></span></div>
  </body>
</html>
"""


@pytest.fixture
def spa_dist(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_text(INDEX_HTML)
    (dist / "assets" / "index-abc123.js").write_text("console.log('khadi')")
    (dist / "favicon.svg").write_text("<svg xmlns='http://www.w3.org/2000/svg'/>")
    return dist


@pytest.fixture
def site_settings(settings: Settings) -> Settings:
    return settings.model_copy(update={"site_url": SITE_URL + "/"})


def save_shop_row(database: Database, **fields: str) -> None:
    """The settings row as an admin's save leaves it (khadi.shop.service.save_shop)."""
    values = {**DEFAULT_SETTINGS, "name": SHOP_NAME, "whatsapp_number": WHATSAPP, **fields}
    with database.sessions() as session:
        row = session.get(ShopSettings, SETTINGS_ID)
        if row is None:
            session.add(ShopSettings(id=SETTINGS_ID, **values, version=1, updated_at=utcnow()))
        else:
            for column, value in values.items():
                setattr(row, column, value)
            row.version += 1
        session.commit()


@pytest.fixture
def unconfigured_site_client(site_settings: Settings, database: Database) -> Iterator[TestClient]:
    """A fresh store: no settings saved yet."""
    with TestClient(create_app(site_settings, database), base_url=SITE_URL) as test_client:
        yield test_client


@pytest.fixture
def site_client(unconfigured_site_client: TestClient, database: Database) -> TestClient:
    save_shop_row(database)
    return unconfigured_site_client
