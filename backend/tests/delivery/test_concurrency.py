"""Two owners saving the delivery charges of one version at the same moment (the dashboard's
Delivery tab): exactly one wins, the other gets the 409 the tab words as "reload", on SQLite and
PostgreSQL (whichever KHADI_TEST_DB runs). Real HTTP through uvicorn."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.delivery import defaults
from tests.waits import run_together

URL = "/api/v1/admin/delivery"
TIMEOUT = 60
ROUNDS = 3


def _body(version: int, free_above: int) -> dict[str, Any]:
    return {
        "version": version,
        "enabled": True,
        "freeAbove": free_above,
        "slabs": defaults.SLABS,
        "zones": defaults.ZONES,
        "weights": {**defaults.NEUTRAL["weights"], "products": {}},
    }


def _put(base_url: str, token: str, body: dict[str, Any]) -> Callable[[], httpx.Response]:
    def put() -> httpx.Response:
        with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", token)
            return client.put(URL, json=body)

    return put


def test_two_saves_of_one_version_let_exactly_one_win(
    settings: Settings,
    database: Database,
    make_user: Callable[..., User],
    login_as: Any,
    live_server: Callable[[Any], str],
) -> None:
    base_url = live_server(create_app(settings, database))
    tokens = []
    for n in range(2):
        with httpx.Client(base_url=base_url) as client:
            tokens.append(login_as(client, make_user(role="admin", name=f"Owner {n}")))

    # the first round races two INSERTs, the later ones two UPDATEs
    for version in range(ROUNDS):
        calls = [_put(base_url, tokens[n], _body(version, 100_000 + n * 100)) for n in range(2)]
        responses = run_together(calls)
        statuses = Counter(getattr(r, "status_code", repr(r)) for r in responses)
        assert statuses == {200: 1, 409: 1}, [getattr(r, "text", r) for r in responses]
        loser = next(r for r in responses if r.status_code == 409).json()
        assert loser["reason"] == "delivery.settings_changed"
        winner = next(r for r in responses if r.status_code == 200).json()
        with httpx.Client(base_url=base_url) as client:
            client.cookies.set("khadi_session", tokens[0])
            stored = client.get(URL).json()
        assert stored == winner and stored["version"] == version + 1
