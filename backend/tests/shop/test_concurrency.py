"""Two admins saving the same version at the same moment: exactly one wins, the other gets a
409, on SQLite and PostgreSQL (whichever KHADI_TEST_DB runs). Real HTTP through uvicorn, so
each request has its own session in the server's thread pool."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import httpx
import pytest

from khadi.accounts.models import User
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from tests.shop.support import ADMIN_SHOP, SHOP, settings_form
from tests.waits import run_together

TIMEOUT = 60
ROUNDS = 3


def _put(base_url: str, token: str, path: str, body: dict[str, Any]) -> Callable[[], Any]:
    def put() -> httpx.Response:
        with httpx.Client(base_url=base_url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", token)
            return client.put(path, json=body)

    return put


@pytest.mark.parametrize(
    ("path", "read", "form"),
    [
        (ADMIN_SHOP, SHOP, lambda v, n: settings_form(v, name=f"Shop {n}")),
        (
            "/api/v1/admin/pages/careers",
            "/api/v1/admin/pages/careers",  # the save answers with every language, as this does
            lambda v, n: {"version": v, "body": f"Careers {n}"},
        ),
    ],
)
def test_concurrent_saves_of_one_version_let_exactly_one_win(
    settings: Settings,
    database: Database,
    make_user: Callable[..., User],
    login_as: Any,
    live_server: Callable[[Any], str],
    path: str,
    read: str,
    form: Callable[[int, int], dict[str, Any]],
) -> None:
    base_url = live_server(create_app(settings, database))
    tokens = []
    for n in range(2):
        with httpx.Client(base_url=base_url) as client:
            tokens.append(login_as(client, make_user(role="admin", name=f"Admin {n}")))

    # the first round races two INSERTs, the later ones two UPDATEs
    for version in range(ROUNDS):
        calls = [_put(base_url, tokens[n], path, form(version, n)) for n in range(2)]
        responses = run_together(calls)
        statuses = Counter(getattr(r, "status_code", repr(r)) for r in responses)
        assert statuses == {200: 1, 409: 1}, [getattr(r, "text", r) for r in responses]
        winner = next(r for r in responses if r.status_code == 200).json()
        with httpx.Client(base_url=base_url) as client:
            client.cookies.set("khadi_session", tokens[0])
            stored = client.get(read).json()
        assert stored == winner and stored["version"] == version + 1
