"""Fixtures for the site area: a built index.html shaped like the real one (meta markers, the
WhatsApp meta and the inline theme script), and an app whose public address is a real domain."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database

SITE_URL = "https://shop.khadi.test"
WHATSAPP = "919900011122"

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
    <div id=root></div>
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
    return settings.model_copy(
        update={"site_url": SITE_URL + "/", "shop_whatsapp_number": "+91 99000 11122"}
    )


@pytest.fixture
def site_client(site_settings: Settings, database: Database) -> Iterator[TestClient]:
    with TestClient(create_app(site_settings, database), base_url=SITE_URL) as test_client:
        yield test_client
