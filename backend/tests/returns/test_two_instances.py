"""Return work over two app instances on one PostgreSQL (issue 16): each instance has its own
engine and pool, as two processes would; the database alone keeps the claims and moves exact."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import httpx
from sqlalchemy import func, select

from khadi.accounts.models import User
from khadi.accounts.sessions import Lifetime, start_session
from khadi.app import create_app
from khadi.config import Settings
from khadi.db import Database
from khadi.kit.time import utcnow
from khadi.mail.models import OutboxMessage
from khadi.returns.models import Return
from tests.returns.support import ask, delivered_order
from tests.waits import TIMEOUT, run_together


def test_requests_and_answers_over_two_instances_happen_once(
    pg_pair: tuple[Database, Database],
    settings: Settings,
    live_server: Callable[[Any], str],
) -> None:
    shared = settings.model_copy(update={"database_url": pg_pair[0].url, "event_bus": "memory"})
    urls = [live_server(create_app(shared, db)) for db in pg_pair]
    lifetime = Lifetime.from_settings(settings)
    with pg_pair[0].sessions() as session:
        shopper = User(name="Asha", email="ret@khadi.test", phone="9876543210", password_hash="x")
        admin = User(name="Admin", email="ret-admin@khadi.test", phone="9876543210")
        admin.password_hash, admin.role = "x", "admin"
        session.add_all([shopper, admin])
        session.commit()
        order = delivered_order(session, shopper.id)  # 3 shirts
        mine = start_session(session, shopper.id, lifetime, utcnow())
        theirs = start_session(session, admin.id, lifetime, utcnow())
        session.commit()

    def request(url: str, index: int) -> int:
        with httpx.Client(base_url=url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", mine)
            return int(
                ask(client, order.id, [(0, 2)], key=f"two-instances-{index:03d}").status_code
            )

    codes = run_together([lambda n=n: request(urls[n % 2], n) for n in range(12)])

    assert sorted(codes) == [201] + [409] * 11
    with pg_pair[1].sessions() as session:
        return_id = session.scalar(select(Return.id))

    def answer(url: str, accept: bool) -> int:
        with httpx.Client(base_url=url, timeout=TIMEOUT) as client:
            client.cookies.set("khadi_session", theirs)
            if accept:
                return int(client.post(f"/api/v1/admin/returns/{return_id}/accept").status_code)
            body = {"reason": "Not ours"}
            path = f"/api/v1/admin/returns/{return_id}/decline"
            return int(client.post(path, json=body).status_code)

    answers = run_together([lambda n=n: answer(urls[n % 2], n < 6) for n in range(12)])

    assert sorted(answers) == [200] * 6 + [409] * 6  # one side won, its repeats are answered
    with pg_pair[1].sessions() as session:
        mails = session.scalar(
            select(func.count())
            .select_from(OutboxMessage)
            .where(OutboxMessage.kind == "return_update")
        )
        stored = session.get(Return, return_id)
        assert stored is not None and stored.status in ("accepted", "declined")
    assert mails == 2  # the request's and the answer's
